#include "include/cicu_common.h"
#include <unicode/uchar.h>
#include <unicode/uversion.h>
#include <unicode/utypes.h>

const char *cicu_error_name(int32_t status) { return u_errorName((UErrorCode)status); }

void cicu_version(char *out) {
    UVersionInfo v;
    u_getVersion(v);
    u_versionToString(v, out);
}

void cicu_unicode_version(char *out) {
    UVersionInfo v;
    u_getUnicodeVersion(v);
    u_versionToString(v, out);
}
