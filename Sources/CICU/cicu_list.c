// List formats (include/cicu_list.h).
#include "include/cicu_list.h"
#include "cicu_internal.h"
#include <unicode/ulistformatter.h>

CICUListFormat *cicu_ulistfmt_open(const char *locale, int32_t type, int32_t width, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return NULL;
    UListFormatter *f = ulistfmt_openForType(locale, (UListFormatterType)type, (UListFormatterWidth)width, st);
    if (U_FAILURE(*st)) {
        ulistfmt_close(f);
        return NULL;
    }
    CICU_COUNT_OPEN(CICU_OBJECT_LIST_FORMATTER);
    return (CICUListFormat *)f;
}

void cicu_ulistfmt_close(CICUListFormat *format) {
    CICU_COUNT_CALL();
    if (format != NULL) CICU_COUNT_CLOSE(CICU_OBJECT_LIST_FORMATTER);
    ulistfmt_close((UListFormatter *)format);
}

int32_t cicu_ulistfmt_format_utf16(const CICUListFormat *format, const uint16_t *items, const int32_t *lengths,
                                   int32_t count, char *out, int32_t capacity, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    const UChar *starts_stack[CICU_LIST_STACK_ITEMS];
    const UChar **starts = cicu_list_starts((const UChar *)items, lengths, count, starts_stack, st);
    if (starts == NULL) return 0;
    UChar result_stack[CICU_STACK_UCHARS];
    UChar *result = NULL;
    int32_t written = 0;
    int32_t length =
        ulistfmt_format((const UListFormatter *)format, starts, lengths, count, result_stack, CICU_STACK_UCHARS, st);
    if (U_SUCCESS(*st)) {
        *st = U_ZERO_ERROR;  // U_STRING_NOT_TERMINATED_WARNING when it fills the buffer
        written = cicu_u16_to_utf8(result_stack, length, out, capacity, st);
    } else if (*st == U_BUFFER_OVERFLOW_ERROR) {
        *st = U_ZERO_ERROR;
        result = (UChar *)malloc(sizeof(UChar) * ((size_t)length + 1));
        if (result == NULL) {
            *st = U_MEMORY_ALLOCATION_ERROR;
        } else {
            length = ulistfmt_format((const UListFormatter *)format, starts, lengths, count, result, length + 1, st);
            written = cicu_u16_to_utf8(result, length, out, capacity, st);
        }
    }
    free(result);
    if (starts != starts_stack) free((void *)starts);
    return written;
}
