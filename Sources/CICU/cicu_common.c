#include "include/cicu_common.h"
#include "cicu_internal.h"
#include <string.h>
#include <unicode/uchar.h>
#include <unicode/ucal.h>
#include <unicode/ulocdata.h>
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

void cicu_cldr_version(char *out) {
    CICU_COUNT_CALL();
    UErrorCode st = U_ZERO_ERROR;
    UVersionInfo v;
    ulocdata_getCLDRVersion(v, &st);
    if (U_FAILURE(st)) {
        out[0] = 0;
        return;
    }
    u_versionToString(v, out);
}

void cicu_tz_data_version(char *out) {
    CICU_COUNT_CALL();
    UErrorCode st = U_ZERO_ERROR;
    const char *version = ucal_getTZDataVersion(&st);
    out[0] = 0;
    if (U_SUCCESS(st) && version != NULL) {
        strncpy(out, version, 19);
        out[19] = 0;
    }
}
