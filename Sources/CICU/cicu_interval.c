// Date interval formats (include/cicu_interval.h).
#include "include/cicu_interval.h"
#include "cicu_internal.h"
#include <unicode/udateintervalformat.h>
#include <unicode/udatpg.h>
#include <unicode/uformattedvalue.h>

CICUIntervalFormat *cicu_udtitvfmt_open(const char *locale, const char *skeleton, int32_t skeleton_length,
                                        const char *time_zone, int32_t time_zone_length, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return NULL;
    UChar skeleton_stack[CICU_STACK_UCHARS], zone_stack[64];
    int32_t skeleton_units = 0, zone_units = 0;
    UChar *skel = cicu_u16_from_utf8(skeleton, skeleton_length, skeleton_stack, CICU_STACK_UCHARS, &skeleton_units,
                                     st);
    UChar *zone = cicu_u16_from_utf8(time_zone, time_zone_length, zone_stack, 64, &zone_units, st);
    UDateIntervalFormat *f =
        U_SUCCESS(*st) ? udtitvfmt_open(locale, skel, skeleton_units, zone, zone_units, st) : NULL;
    cicu_u16_free(skel, skeleton_stack);
    cicu_u16_free(zone, zone_stack);
    if (U_FAILURE(*st)) {
        udtitvfmt_close(f);
        return NULL;
    }
    CICU_COUNT_OPEN(CICU_OBJECT_INTERVAL_FORMAT);
    return (CICUIntervalFormat *)f;
}

void cicu_udtitvfmt_close(CICUIntervalFormat *format) {
    CICU_COUNT_CALL();
    if (format != NULL) CICU_COUNT_CLOSE(CICU_OBJECT_INTERVAL_FORMAT);
    udtitvfmt_close((UDateIntervalFormat *)format);
}

int32_t cicu_udtitvfmt_format(const CICUIntervalFormat *format, double start, double end, int8_t *has_span,
                              char *out, int32_t capacity, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (has_span != NULL) *has_span = 0;
    if (U_FAILURE(*st)) return 0;
    if (has_span == NULL) {
        // The text alone: udtitvfmt_format, no result object.
        UChar text[CICU_STACK_UCHARS];
        int32_t length = udtitvfmt_format((const UDateIntervalFormat *)format, start, end, text, CICU_STACK_UCHARS,
                                          NULL, st);
        if (U_SUCCESS(*st)) {
            *st = U_ZERO_ERROR;  // U_STRING_NOT_TERMINATED_WARNING when it fills the buffer
            return cicu_u16_to_utf8(text, length, out, capacity, st);
        }
        if (*st != U_BUFFER_OVERFLOW_ERROR) return 0;
        *st = U_ZERO_ERROR;  // longer than the stack buffer: through a result object
        int8_t unused = 0;
        return cicu_udtitvfmt_format(format, start, end, &unused, out, capacity, status);
    }
    UFormattedDateInterval *result = udtitvfmt_openResult(st);
    UConstrainedFieldPosition *position = ucfpos_open(st);
    int32_t written = 0;
    if (U_SUCCESS(*st)) {
        udtitvfmt_formatToResult((const UDateIntervalFormat *)format, start, end, result, st);
        const UFormattedValue *value = udtitvfmt_resultAsValue(result, st);
        ucfpos_constrainCategory(position, UFIELD_CATEGORY_DATE_INTERVAL_SPAN, st);
        if (U_SUCCESS(*st) && ufmtval_nextPosition(value, position, st)) *has_span = 1;
        int32_t length = 0;
        const UChar *text = U_SUCCESS(*st) ? ufmtval_getString(value, &length, st) : NULL;
        if (text != NULL) written = cicu_u16_to_utf8(text, length, out, capacity, st);
    }
    ucfpos_close(position);
    udtitvfmt_closeResult(result);
    return written;
}

int32_t cicu_udatpg_get_skeleton(const char *pattern, int32_t pattern_length, char *out, int32_t capacity,
                                 int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    UChar stack[CICU_STACK_UCHARS];
    int32_t units = 0;
    UChar *text = cicu_u16_from_utf8(pattern, pattern_length, stack, CICU_STACK_UCHARS, &units, st);
    UChar skeleton[CICU_STACK_UCHARS];
    int32_t length = U_SUCCESS(*st) ? udatpg_getSkeleton(NULL, text, units, skeleton, CICU_STACK_UCHARS, st) : 0;
    cicu_u16_free(text, stack);
    if (U_FAILURE(*st)) return 0;
    *st = U_ZERO_ERROR;
    return cicu_u16_to_utf8(skeleton, length, out, capacity, st);
}
