#ifndef CICU_COMMON_H
#define CICU_COMMON_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// ICU's name for a status code ("U_ILLEGAL_ARGUMENT_ERROR").
const char *cicu_error_name(int32_t status);

/// The ICU version this process runs ("72.1"), into `out` (at least 20 bytes).
void cicu_version(char *out);

/// The Unicode version of ICU's character data ("15.0").
void cicu_unicode_version(char *out);

/// The CLDR version of ICU's locale data ("42.0"), into `out` (at least 20 bytes).
void cicu_cldr_version(char *out);

/// The version of ICU's time zone data ("2022e"), into `out` (at least 20
/// bytes); empty if ICU cannot say.
void cicu_tz_data_version(char *out);

#ifdef __cplusplus
}
#endif

#endif
