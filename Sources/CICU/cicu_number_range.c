// Number range formats (include/cicu_number_range.h).
#include "include/cicu_number_range.h"
#include "cicu_internal.h"
#include <string.h>
#include <unicode/unumberrangeformatter.h>

CICUNumberRangeFormat *cicu_unumrf_open(const char *skeleton, int32_t skeleton_length, int32_t collapse,
                                        int32_t identity_fallback, const char *locale, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return NULL;
    UChar stack[CICU_STACK_UCHARS];
    int32_t length = 0;
    UChar *text = cicu_u16_from_utf8(skeleton, skeleton_length, stack, CICU_STACK_UCHARS, &length, st);
    UParseError parse_error;
    UNumberRangeFormatter *f = U_SUCCESS(*st) ? unumrf_openForSkeletonWithCollapseAndIdentityFallback(
                                                    text, length, (UNumberRangeCollapse)collapse,
                                                    (UNumberRangeIdentityFallback)identity_fallback, locale,
                                                    &parse_error, st)
                                              : NULL;
    cicu_u16_free(text, stack);
    if (U_FAILURE(*st)) {
        unumrf_close(f);
        return NULL;
    }
    CICU_COUNT_OPEN(CICU_OBJECT_NUMBER_RANGE_FORMATTER);
    return (CICUNumberRangeFormat *)f;
}

void cicu_unumrf_close(CICUNumberRangeFormat *format) {
    CICU_COUNT_CALL();
    if (format != NULL) CICU_COUNT_CLOSE(CICU_OBJECT_NUMBER_RANGE_FORMATTER);
    unumrf_close((UNumberRangeFormatter *)format);
}

int32_t cicu_unumrf_format_decimal_range(const CICUNumberRangeFormat *format, const char *start,
                                         int32_t start_length, const char *end, int32_t end_length, char *out,
                                         int32_t capacity, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    // A result of this call's own: a UFormattedNumberRange is not shareable.
    UFormattedNumberRange *result = unumrf_openResult(st);
    int32_t written = 0;
    if (U_SUCCESS(*st)) {
        // ICU 72 decides "equal before rounding" (one value, and no
        // approximately sign with UNUM_IDENTITY_FALLBACK_APPROXIMATELY_OR_SINGLE_VALUE)
        // by comparing the two pointers, not the texts: equal texts get one.
        if (start_length == end_length && memcmp(start, end, (size_t)start_length) == 0) end = start;
        unumrf_formatDecimalRange((const UNumberRangeFormatter *)format, start, start_length, end, end_length,
                                  result, st);
        int32_t length = 0;
        const UChar *text = U_SUCCESS(*st) ? ufmtval_getString(unumrf_resultAsValue(result, st), &length, st) : NULL;
        if (text != NULL) written = cicu_u16_to_utf8(text, length, out, capacity, st);
    }
    unumrf_closeResult(result);
    return written;
}
