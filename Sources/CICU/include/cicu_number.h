#ifndef CICU_NUMBER_H
#define CICU_NUMBER_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An ICU UNumberFormatter (the modern `unumf_*` API).
///
/// Thread safety (ICU's rule): a UNumberFormatter is immutable once opened;
/// formatting is const and may run on one formatter from many threads at
/// once, because every call below formats into its own UFormattedNumber.
typedef struct CICUNumberFormatter CICUNumberFormatter;

/// unumf_openForSkeletonAndLocaleWithError. `skeleton` is UTF-8 (ASCII in
/// practice). A skeleton ICU cannot parse sets *status to
/// U_NUMBER_SKELETON_SYNTAX_ERROR (65811) and, when `error_offset` is not
/// NULL, stores the UTF-16 offset ICU stopped at (-1 when unknown).
CICUNumberFormatter *cicu_unumf_open(const char *skeleton, int32_t skeleton_length,
                                     const char *locale, int32_t *error_offset,
                                     int32_t *status);

void cicu_unumf_close(CICUNumberFormatter *formatter);

/// Formats a decimal number given as text (unumf_formatDecimal: the decNumber
/// syntax, "-1234.5", "15E-1", "NaN", "-Infinity"), exactly, without a
/// double on the way, and writes the result as UTF-8 with the preflighting
/// rules of CICU.h. Opens and closes a UFormattedNumber per call.
int32_t cicu_unumf_format_decimal(const CICUNumberFormatter *formatter,
                                  const char *number, int32_t number_length,
                                  char *out, int32_t capacity, int32_t *status);

/// Every ISO 4217 code ICU lists (ucurr_openISOCurrencies(UCURR_ALL)), as
/// UTF-8 text of three-letter codes separated by single spaces.
int32_t cicu_ucurr_iso_codes(char *out, int32_t capacity, int32_t *status);

/// ucurr_getDefaultFractionDigits for a three-letter code (UTF-8): the
/// currency's standard (non-cash) digits, JPY 0, EUR 2, BHD 3.
int32_t cicu_ucurr_default_fraction_digits(const char *code, int32_t *status);

/// The name of the numbering system a locale uses (unumsys_open then
/// unumsys_getName): "latn", "arab", "thai" for th_TH@numbers=traditional.
/// A `numbers` keyword ICU does not know sets *status to U_UNSUPPORTED_ERROR,
/// the error every number and date formatter of that locale would fail with.
int32_t cicu_unumsys_get_name(const char *locale, char *out, int32_t capacity,
                              int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
