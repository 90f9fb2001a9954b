// Formatted results with their fields (include/cicu_parts.h): the text as
// the plain calls write it, and the (category, field, begin, end) spans ICU
// marks in it, for ECMA-402's formatToParts. The relative time's twin lives in
// cicu_relative.c, beside the call it shares its checks with.
#include "include/cicu_parts.h"
#include "cicu_internal.h"
#include <unicode/udat.h>
#include <unicode/udateintervalformat.h>
#include <unicode/ufieldpositer.h>
#include <unicode/uformattedvalue.h>
#include <unicode/ulistformatter.h>
#include <unicode/unumberformatter.h>
#include <unicode/unumberrangeformatter.h>

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

int32_t cicu_value_parts(const UFormattedValue *value, char *out, int32_t capacity, CICUFieldSpan *spans,
                         int32_t span_capacity, int32_t *span_count, UErrorCode *st) {
    if (U_FAILURE(*st) || value == NULL) return 0;
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
    const UFormattedValue *value =
        cicu_unumf_decimal_value((const UNumberFormatter *)formatter, number, number_length, st);
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
    *span_count = 0;
    const UDateFormat *f = (const UDateFormat *)format;
#define CICU_FIELDS(buf, cap, st) cicu_udat_format_fields(f, date, buf, cap, spans, span_capacity, span_count, st)
    CICU_U16_CALL_TO_UTF8(CICU_FIELDS, out, capacity, (UErrorCode *)status);
#undef CICU_FIELDS
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

int32_t cicu_ulistfmt_format_utf16_parts(const CICUListFormat *format, const uint16_t *items,
                                         const int32_t *lengths, int32_t count, char *out, int32_t capacity,
                                         CICUFieldSpan *spans, int32_t span_capacity, int32_t *span_count,
                                         int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    *span_count = 0;
    const UChar *starts_stack[CICU_LIST_STACK_ITEMS];
    const UChar **starts = cicu_list_starts((const UChar *)items, lengths, count, starts_stack, st);
    if (starts == NULL) return 0;
    UFormattedList *result = ulistfmt_openResult(st);
    ulistfmt_formatStringsToResult((const UListFormatter *)format, starts, lengths, count, result, st);
    const UFormattedValue *value = ulistfmt_resultAsValue(result, st);
    int32_t written = cicu_value_parts(value, out, capacity, spans, span_capacity, span_count, st);
    ulistfmt_closeResult(result);
    if (starts != starts_stack) free((void *)starts);
    return written;
}
