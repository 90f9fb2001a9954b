#ifndef CICU_PARTS_H
#define CICU_PARTS_H

#include <stdint.h>

#include "cicu_date.h"
#include "cicu_interval.h"
#include "cicu_list.h"
#include "cicu_number.h"
#include "cicu_number_range.h"
#include "cicu_relative.h"

#ifdef __cplusplus
extern "C" {
#endif

/// One field ICU marked in a formatted result: its category
/// (UFieldCategory: 1 date, 2 number, 3 list, 4 relative date-time,
/// 0x1002 number-range span, 0x1003 list span, 0x1005 date-interval span),
/// its field within the category (UNumberFormatFields, UDateFormatField,
/// UListFormatterField, URelativeDateTimeFormatterField, or the span's
/// value: 0 for the first operand, 1 for the second) and its UTF-16 range
/// [begin, end) in the result. Fields may nest (an integer holds its
/// grouping separators).
typedef struct CICUFieldSpan {
    int32_t category;
    int32_t field;
    int32_t begin;
    int32_t end;
} CICUFieldSpan;

// The calls below format as their plain twins do (same arguments, same
// text, written as UTF-8 with the preflighting rules of CICU.h) and also
// write the result's fields into `spans`, at most `span_capacity` of them,
// in ICU's order. *span_count is the number of fields the result has, which
// may exceed `span_capacity`: the caller then calls again with room for
// them all. The text and the fields come from one format, so a retry for
// either buffer formats again.

/// cicu_unumf_format_decimal with the fields of unumf_resultAsValue.
int32_t cicu_unumf_format_decimal_parts(const CICUNumberFormatter *formatter, const char *number,
                                        int32_t number_length, char *out, int32_t capacity, CICUFieldSpan *spans,
                                        int32_t span_capacity, int32_t *span_count, int32_t *status);

/// cicu_unumrf_format_decimal_range with the fields of unumrf_resultAsValue.
int32_t cicu_unumrf_format_decimal_range_parts(const CICUNumberRangeFormat *format, const char *start,
                                               int32_t start_length, const char *end, int32_t end_length,
                                               char *out, int32_t capacity, CICUFieldSpan *spans,
                                               int32_t span_capacity, int32_t *span_count, int32_t *status);

/// cicu_udat_format with the fields of udat_formatForFields' iterator
/// (category 1, UDateFormatField).
int32_t cicu_udat_format_parts(const CICUDateFormat *format, double date, char *out, int32_t capacity,
                               CICUFieldSpan *spans, int32_t span_capacity, int32_t *span_count,
                               int32_t *status);

/// udtitvfmt_formatToResult with the fields of udtitvfmt_resultAsValue.
int32_t cicu_udtitvfmt_format_parts(const CICUIntervalFormat *format, double start, double end, char *out,
                                    int32_t capacity, CICUFieldSpan *spans, int32_t span_capacity,
                                    int32_t *span_count, int32_t *status);

/// cicu_ulistfmt_format_utf16 through ulistfmt_formatStringsToResult, with
/// the fields of ulistfmt_resultAsValue.
int32_t cicu_ulistfmt_format_utf16_parts(const CICUListFormat *format, const uint16_t *items,
                                         const int32_t *lengths, int32_t count, char *out, int32_t capacity,
                                         CICUFieldSpan *spans, int32_t span_capacity, int32_t *span_count,
                                         int32_t *status);

/// cicu_ureldatefmt_format through ureldatefmt_formatNumericToResult or
/// ureldatefmt_formatToResult, with the fields of ureldatefmt_resultAsValue.
int32_t cicu_ureldatefmt_format_parts(const CICURelativeFormat *format, double offset, int32_t unit,
                                      int32_t numeric, char *out, int32_t capacity, CICUFieldSpan *spans,
                                      int32_t span_capacity, int32_t *span_count, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
