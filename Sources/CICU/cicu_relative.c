// Relative date and time formats (include/cicu_relative.h).
#include "include/cicu_relative.h"
#include "cicu_internal.h"
#include "include/cicu_parts.h"
#include <unicode/ureldatefmt.h>

CICURelativeFormat *cicu_ureldatefmt_open(const char *locale, int32_t width, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return NULL;
    if (width < 0 || width >= UDAT_STYLE_COUNT) {
        *st = U_ILLEGAL_ARGUMENT_ERROR;
        return NULL;
    }
    URelativeDateTimeFormatter *f = ureldatefmt_open(locale, NULL, (UDateRelativeDateTimeFormatterStyle)width,
                                                     UDISPCTX_CAPITALIZATION_NONE, st);
    if (U_FAILURE(*st)) {
        ureldatefmt_close(f);
        return NULL;
    }
    CICU_COUNT_OPEN(CICU_OBJECT_RELATIVE_FORMATTER);
    return (CICURelativeFormat *)f;
}

void cicu_ureldatefmt_close(CICURelativeFormat *format) {
    CICU_COUNT_CALL();
    if (format != NULL) CICU_COUNT_CLOSE(CICU_OBJECT_RELATIVE_FORMATTER);
    ureldatefmt_close((URelativeDateTimeFormatter *)format);
}

/// Whether no failure is pending and `unit` is a URelativeDateTimeUnit
/// (U_ILLEGAL_ARGUMENT_ERROR otherwise).
static int cicu_relative_unit_checked(int32_t unit, UErrorCode *st) {
    if (U_FAILURE(*st)) return 0;
    if (unit < 0 || unit >= UDAT_REL_UNIT_COUNT) {
        *st = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    return 1;
}

int32_t cicu_ureldatefmt_format(const CICURelativeFormat *format, double offset, int32_t unit, int32_t numeric,
                                char *out, int32_t capacity, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (!cicu_relative_unit_checked(unit, st)) return 0;
    const URelativeDateTimeFormatter *f = (const URelativeDateTimeFormatter *)format;
    UChar text[CICU_STACK_UCHARS];
    int32_t length = numeric ? ureldatefmt_formatNumeric(f, offset, (URelativeDateTimeUnit)unit, text,
                                                         CICU_STACK_UCHARS, st)
                             : ureldatefmt_format(f, offset, (URelativeDateTimeUnit)unit, text, CICU_STACK_UCHARS, st);
    if (U_SUCCESS(*st)) {
        *st = U_ZERO_ERROR;  // U_STRING_NOT_TERMINATED_WARNING when it fills the buffer
        return cicu_u16_to_utf8(text, length, out, capacity, st);
    }
    if (*st != U_BUFFER_OVERFLOW_ERROR) return 0;
    // Longer than the stack buffer (a 15-digit number in a long unit name).
    *st = U_ZERO_ERROR;
    UChar *heap = (UChar *)malloc(sizeof(UChar) * ((size_t)length + 1));
    if (heap == NULL) {
        *st = U_MEMORY_ALLOCATION_ERROR;
        return 0;
    }
    length = numeric ? ureldatefmt_formatNumeric(f, offset, (URelativeDateTimeUnit)unit, heap, length + 1, st)
                     : ureldatefmt_format(f, offset, (URelativeDateTimeUnit)unit, heap, length + 1, st);
    int32_t written = cicu_u16_to_utf8(heap, length, out, capacity, st);
    free(heap);
    return written;
}

/// The parts twin (include/cicu_parts.h): the same call through a result.
int32_t cicu_ureldatefmt_format_parts(const CICURelativeFormat *format, double offset, int32_t unit,
                                      int32_t numeric, char *out, int32_t capacity, CICUFieldSpan *spans,
                                      int32_t span_capacity, int32_t *span_count, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    *span_count = 0;
    if (!cicu_relative_unit_checked(unit, st)) return 0;
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
