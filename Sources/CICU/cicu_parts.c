// Formatted results with their fields (include/cicu_parts.h): the text as
// the plain calls write it, and the (category, field, begin, end) spans ICU
// marks in it, for ECMA-402's formatToParts.
#include "include/cicu_parts.h"
#include "cicu_internal.h"
#include <unicode/udat.h>
#include <unicode/udateintervalformat.h>
#include <unicode/ufieldpositer.h>
#include <unicode/uformattedvalue.h>
#include <unicode/ulistformatter.h>
#include <unicode/unumberformatter.h>
#include <unicode/unumberrangeformatter.h>
#include <unicode/ureldatefmt.h>

/// Stores one span when there is room, and counts it either way.
static void cicu_span_add(int32_t category, int32_t field, int32_t begin, int32_t end, CICUFieldSpan *spans,
                          int32_t span_capacity, int32_t *span_count) {
    if (*span_count < span_capacity && spans != NULL) {
        CICUFieldSpan *span = &spans[*span_count];
        span->category = category;
        span->field = field;
        span->begin = begin;
        span->end = end;
    }
    *span_count += 1;
}

/// Writes the text of `value` as UTF-8 and its fields, every category, into
/// `spans`: the common tail of every call but the date's.
static int32_t cicu_value_parts(const UFormattedValue *value, char *out, int32_t capacity, CICUFieldSpan *spans,
                                int32_t span_capacity, int32_t *span_count, UErrorCode *st) {
    if (U_FAILURE(*st)) return 0;
    UConstrainedFieldPosition *position = ucfpos_open(st);
    while (U_SUCCESS(*st) && ufmtval_nextPosition(value, position, st)) {
        int32_t begin = 0;
        int32_t end = 0;
        ucfpos_getIndexes(position, &begin, &end, st);
        cicu_span_add(ucfpos_getCategory(position, st), ucfpos_getField(position, st), begin, end, spans,
                      span_capacity, span_count);
    }
    ucfpos_close(position);
    int32_t length = 0;
    const UChar *text = U_SUCCESS(*st) ? ufmtval_getString(value, &length, st) : NULL;
    if (U_FAILURE(*st) || text == NULL) return 0;
    return cicu_u16_to_utf8(text, length, out, capacity, st);
}

int32_t cicu_unumf_format_decimal_parts(const CICUNumberFormatter *formatter, const char *number,
                                        int32_t number_length, char *out, int32_t capacity, CICUFieldSpan *spans,
                                        int32_t span_capacity, int32_t *span_count, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    *span_count = 0;
    UFormattedNumber *result = cicu_thread_number_result(st);
    if (result == NULL) return 0;
    unumf_formatDecimal((const UNumberFormatter *)formatter, number, number_length, result, st);
    const UFormattedValue *value = unumf_resultAsValue(result, st);
    return cicu_value_parts(value, out, capacity, spans, span_capacity, span_count, st);
}

int32_t cicu_unumrf_format_decimal_range_parts(const CICUNumberRangeFormat *format, const char *start,
                                               int32_t start_length, const char *end, int32_t end_length,
                                               char *out, int32_t capacity, CICUFieldSpan *spans,
                                               int32_t span_capacity, int32_t *span_count, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    *span_count = 0;
    if (U_FAILURE(*st)) return 0;
    UFormattedNumberRange *result = cicu_thread_range_result(st);
    if (result == NULL) return 0;
    // As cicu_unumf_format_decimal_range: equal texts as one pointer.
    if (start_length == end_length && memcmp(start, end, (size_t)start_length) == 0) end = start;
    unumrf_formatDecimalRange((const UNumberRangeFormatter *)format, start, start_length, end, end_length, result,
                              st);
    const UFormattedValue *value = unumrf_resultAsValue(result, st);
    return cicu_value_parts(value, out, capacity, spans, span_capacity, span_count, st);
}

/// udat_formatForFields into `buffer`, its fields into `spans`.
static int32_t cicu_udat_format_fields(const UDateFormat *format, double date, UChar *buffer, int32_t buffer_capacity,
                                       CICUFieldSpan *spans, int32_t span_capacity, int32_t *span_count,
                                       UErrorCode *st) {
    *span_count = 0;
    UFieldPositionIterator *fields = ufieldpositer_open(st);
    int32_t length = U_SUCCESS(*st) ? udat_formatForFields(format, date, buffer, buffer_capacity, fields, st) : 0;
    if (U_SUCCESS(*st)) {
        int32_t begin = 0;
        int32_t end = 0;
        int32_t field = 0;
        while ((field = ufieldpositer_next(fields, &begin, &end)) >= 0) {
            cicu_span_add(UFIELD_CATEGORY_DATE, field, begin, end, spans, span_capacity, span_count);
        }
    }
    ufieldpositer_close(fields);
    return length;
}

int32_t cicu_udat_format_parts(const CICUDateFormat *format, double date, char *out, int32_t capacity,
                               CICUFieldSpan *spans, int32_t span_capacity, int32_t *span_count,
                               int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    *span_count = 0;
    if (U_FAILURE(*st)) return 0;
    const UDateFormat *f = (const UDateFormat *)format;
    UChar stack[CICU_STACK_UCHARS];
    int32_t length = cicu_udat_format_fields(f, date, stack, CICU_STACK_UCHARS, spans, span_capacity, span_count, st);
    if (U_SUCCESS(*st) && length < CICU_STACK_UCHARS) {
        *st = U_ZERO_ERROR;
        return cicu_u16_to_utf8(stack, length, out, capacity, st);
    }
    if (*st != U_BUFFER_OVERFLOW_ERROR && U_FAILURE(*st)) return 0;
    *st = U_ZERO_ERROR;
    UChar *heap = (UChar *)malloc(sizeof(UChar) * ((size_t)length + 1));
    if (heap == NULL) {
        *st = U_MEMORY_ALLOCATION_ERROR;
        return 0;
    }
    length = cicu_udat_format_fields(f, date, heap, length + 1, spans, span_capacity, span_count, st);
    int32_t written = cicu_u16_to_utf8(heap, length, out, capacity, st);
    free(heap);
    return written;
}

int32_t cicu_udtitvfmt_format_parts(const CICUIntervalFormat *format, double start, double end, char *out,
                                    int32_t capacity, CICUFieldSpan *spans, int32_t span_capacity,
                                    int32_t *span_count, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    *span_count = 0;
    if (U_FAILURE(*st)) return 0;
    UFormattedDateInterval *result = udtitvfmt_openResult(st);
    udtitvfmt_formatToResult((const UDateIntervalFormat *)format, start, end, result, st);
    const UFormattedValue *value = udtitvfmt_resultAsValue(result, st);
    int32_t written = cicu_value_parts(value, out, capacity, spans, span_capacity, span_count, st);
    udtitvfmt_closeResult(result);
    return written;
}

#define CICU_PARTS_STACK_ITEMS 16

int32_t cicu_ulistfmt_format_utf16_parts(const CICUListFormat *format, const uint16_t *items,
                                         const int32_t *lengths, int32_t count, char *out, int32_t capacity,
                                         CICUFieldSpan *spans, int32_t span_capacity, int32_t *span_count,
                                         int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    *span_count = 0;
    if (U_FAILURE(*st)) return 0;
    const UChar *units = (const UChar *)items;
    if (count < 0 || (count > 0 && (units == NULL || lengths == NULL))) {
        *st = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    const UChar *starts_stack[CICU_PARTS_STACK_ITEMS];
    const UChar **starts =
        count <= CICU_PARTS_STACK_ITEMS ? starts_stack : (const UChar **)malloc(sizeof(UChar *) * (size_t)count);
    if (starts == NULL) {
        *st = U_MEMORY_ALLOCATION_ERROR;
        return 0;
    }
    int64_t used = 0;
    for (int32_t i = 0; i < count; i++) {
        starts[i] = units + used;
        used += lengths[i];
    }
    UFormattedList *result = ulistfmt_openResult(st);
    ulistfmt_formatStringsToResult((const UListFormatter *)format, starts, lengths, count, result, st);
    const UFormattedValue *value = ulistfmt_resultAsValue(result, st);
    int32_t written = cicu_value_parts(value, out, capacity, spans, span_capacity, span_count, st);
    ulistfmt_closeResult(result);
    if (starts != starts_stack) free((void *)starts);
    return written;
}

int32_t cicu_ureldatefmt_format_parts(const CICURelativeFormat *format, double offset, int32_t unit,
                                      int32_t numeric, char *out, int32_t capacity, CICUFieldSpan *spans,
                                      int32_t span_capacity, int32_t *span_count, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    *span_count = 0;
    if (U_FAILURE(*st)) return 0;
    if (unit < 0 || unit >= UDAT_REL_UNIT_COUNT) {
        *st = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    const URelativeDateTimeFormatter *f = (const URelativeDateTimeFormatter *)format;
    UFormattedRelativeDateTime *result = ureldatefmt_openResult(st);
    if (numeric) {
        ureldatefmt_formatNumericToResult(f, offset, (URelativeDateTimeUnit)unit, result, st);
    } else {
        ureldatefmt_formatToResult(f, offset, (URelativeDateTimeUnit)unit, result, st);
    }
    const UFormattedValue *value = ureldatefmt_resultAsValue(result, st);
    int32_t written = cicu_value_parts(value, out, capacity, spans, span_capacity, span_count, st);
    ureldatefmt_closeResult(result);
    return written;
}
