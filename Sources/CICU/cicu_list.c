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

/// Items this small fit the stack; larger lists go to the heap.
#define CICU_LIST_STACK_ITEMS 16

int32_t cicu_ulistfmt_format(const CICUListFormat *format, const char *const *items, const int32_t *lengths,
                             int32_t count, char *out, int32_t capacity, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    if (count < 0) {
        *st = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    // Every item's UTF-16 in one buffer (a UTF-8 byte is at most one
    // UTF-16 unit), then pointers into it.
    int64_t total = 0;
    for (int32_t i = 0; i < count; i++) total += (int64_t)lengths[i];
    if (total + count > INT32_MAX) {
        *st = U_INDEX_OUTOFBOUNDS_ERROR;
        return 0;
    }
    UChar text_stack[CICU_STACK_UCHARS], result_stack[CICU_STACK_UCHARS];
    const UChar *starts_stack[CICU_LIST_STACK_ITEMS];
    int32_t units_stack[CICU_LIST_STACK_ITEMS];
    int on_stack = total < CICU_STACK_UCHARS && count <= CICU_LIST_STACK_ITEMS;
    UChar *text = on_stack ? text_stack : (UChar *)malloc(sizeof(UChar) * (size_t)(total + 1));
    const UChar **starts = on_stack ? starts_stack : (const UChar **)malloc(sizeof(UChar *) * (size_t)(count + 1));
    int32_t *units = on_stack ? units_stack : (int32_t *)malloc(sizeof(int32_t) * (size_t)(count + 1));
    UChar *result = NULL;
    int32_t written = 0;
    if (text == NULL || starts == NULL || units == NULL) {
        *st = U_MEMORY_ALLOCATION_ERROR;
        goto done;
    }
    int32_t used = 0;
    for (int32_t i = 0; i < count && U_SUCCESS(*st); i++) {
        int32_t length = 0;
        u_strFromUTF8(text + used, (int32_t)(total + 1 - used), &length, items[i], lengths[i], st);
        starts[i] = text + used;
        units[i] = length;
        used += length;
    }
    if (*st == U_STRING_NOT_TERMINATED_WARNING) *st = U_ZERO_ERROR;
    if (U_FAILURE(*st)) goto done;
    int32_t length = ulistfmt_format((const UListFormatter *)format, starts, units, count, result_stack,
                                     CICU_STACK_UCHARS, st);
    if (U_SUCCESS(*st)) {
        *st = U_ZERO_ERROR;  // U_STRING_NOT_TERMINATED_WARNING when it fills the buffer
        written = cicu_u16_to_utf8(result_stack, length, out, capacity, st);
        goto done;
    }
    if (*st != U_BUFFER_OVERFLOW_ERROR) goto done;
    *st = U_ZERO_ERROR;
    result = (UChar *)malloc(sizeof(UChar) * ((size_t)length + 1));
    if (result == NULL) {
        *st = U_MEMORY_ALLOCATION_ERROR;
        goto done;
    }
    length = ulistfmt_format((const UListFormatter *)format, starts, units, count, result, length + 1, st);
    written = cicu_u16_to_utf8(result, length, out, capacity, st);
done:
    free(result);
    if (!on_stack) {
        free(units);
        free((void *)starts);
        free(text);
    }
    return written;
}
