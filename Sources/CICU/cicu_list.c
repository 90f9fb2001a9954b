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

int32_t cicu_ulistfmt_format(const CICUListFormat *format, const char *const *items, const int32_t *lengths,
                             int32_t count, char *out, int32_t capacity, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    if (count < 0) {
        *st = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    // Every item's UTF-16 in one buffer, then pointers into it.
    int64_t total = 0;
    for (int32_t i = 0; i < count; i++) total += (int64_t)lengths[i] + 1;
    if (total > INT32_MAX) {
        *st = U_INDEX_OUTOFBOUNDS_ERROR;
        return 0;
    }
    UChar *text = (UChar *)malloc(sizeof(UChar) * (size_t)(total > 0 ? total : 1));
    const UChar **starts = (const UChar **)malloc(sizeof(UChar *) * (size_t)(count > 0 ? count : 1));
    int32_t *units = (int32_t *)malloc(sizeof(int32_t) * (size_t)(count > 0 ? count : 1));
    UChar *result = NULL;
    int32_t written = 0;
    if (text == NULL || starts == NULL || units == NULL) {
        *st = U_MEMORY_ALLOCATION_ERROR;
        goto done;
    }
    int32_t used = 0;
    for (int32_t i = 0; i < count && U_SUCCESS(*st); i++) {
        int32_t length = 0;
        u_strFromUTF8(text + used, (int32_t)(total - used), &length, items[i], lengths[i], st);
        starts[i] = text + used;
        units[i] = length;
        used += length + 1;
    }
    if (U_FAILURE(*st)) goto done;
    UErrorCode probe = U_ZERO_ERROR;
    int32_t needed = ulistfmt_format((const UListFormatter *)format, starts, units, count, NULL, 0, &probe);
    if (probe != U_BUFFER_OVERFLOW_ERROR && U_FAILURE(probe)) {
        *st = probe;
        goto done;
    }
    result = (UChar *)malloc(sizeof(UChar) * ((size_t)needed + 1));
    if (result == NULL) {
        *st = U_MEMORY_ALLOCATION_ERROR;
        goto done;
    }
    int32_t length = ulistfmt_format((const UListFormatter *)format, starts, units, count, result, needed + 1, st);
    written = cicu_u16_to_utf8(result, length, out, capacity, st);
done:
    free(result);
    free(units);
    free(starts);
    free(text);
    return written;
}
