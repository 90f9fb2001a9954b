#include "include/cicu_common.h"
#include "cicu_internal.h"
#include <unicode/uchar.h>
#include <unicode/uversion.h>
#include <unicode/utypes.h>

const char *cicu_error_name(int32_t status) {
    CICU_COUNT_CALL();
    return u_errorName((UErrorCode)status);
}

void cicu_version(char *out) {
    CICU_COUNT_CALL();
    UVersionInfo v;
    u_getVersion(v);
    u_versionToString(v, out);
}

void cicu_unicode_version(char *out) {
    CICU_COUNT_CALL();
    UVersionInfo v;
    u_getUnicodeVersion(v);
    u_versionToString(v, out);
}
