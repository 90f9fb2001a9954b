#include "include/cicu_text.h"
#include "cicu_internal.h"
#include <unicode/ucasemap.h>

CICUCaseMap *cicu_ucasemap_open(const char *locale, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return NULL;
    UCaseMap *map = ucasemap_open(locale, 0, st);
    if (U_FAILURE(*st)) {
        if (map) ucasemap_close(map);
        return NULL;
    }
    CICU_COUNT_OPEN(CICU_OBJECT_CASE_MAP);
    return (CICUCaseMap *)map;
}

void cicu_ucasemap_close(CICUCaseMap *map) {
    CICU_COUNT_CALL();
    if (map != NULL) CICU_COUNT_CLOSE(CICU_OBJECT_CASE_MAP);
    ucasemap_close((UCaseMap *)map);
}

/// ICU writes a terminating NUL when there is room and reports
/// U_STRING_NOT_TERMINATED_WARNING when the result exactly fills the buffer;
/// the shim's convention does not promise a NUL, so that warning is success.
static int32_t cicu_case_done(int32_t length, UErrorCode *st) {
    if (*st == U_STRING_NOT_TERMINATED_WARNING) *st = U_ZERO_ERROR;
    return length;
}

int32_t cicu_ucasemap_utf8_to_upper(const CICUCaseMap *map, const char *text,
                                    int32_t length, char *out, int32_t capacity,
                                    int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    int32_t n = ucasemap_utf8ToUpper((const UCaseMap *)map, out, capacity, text, length, st);
    return cicu_case_done(n, st);
}

int32_t cicu_ucasemap_utf8_to_lower(const CICUCaseMap *map, const char *text,
                                    int32_t length, char *out, int32_t capacity,
                                    int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    int32_t n = ucasemap_utf8ToLower((const UCaseMap *)map, out, capacity, text, length, st);
    return cicu_case_done(n, st);
}

int32_t cicu_ucasemap_utf8_to_title(CICUCaseMap *map, const char *text,
                                    int32_t length, char *out, int32_t capacity,
                                    int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    int32_t n = ucasemap_utf8ToTitle((UCaseMap *)map, out, capacity, text, length, st);
    return cicu_case_done(n, st);
}
