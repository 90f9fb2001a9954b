#include "include/cicu_number.h"
#include "cicu_internal.h"
#include <unicode/ucurr.h>
#include <unicode/uenum.h>
#include <unicode/unumberformatter.h>
#include <unicode/unumsys.h>

CICUNumberFormatter *cicu_unumf_open(const char *skeleton, int32_t skeleton_length,
                                     const char *locale, int32_t *error_offset,
                                     int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (error_offset != NULL) *error_offset = -1;
    if (U_FAILURE(*st)) return NULL;
    UChar sk_stack[CICU_STACK_UCHARS];
    int32_t sk_len = 0;
    UChar *sk = cicu_u16_from_utf8(skeleton, skeleton_length, sk_stack, CICU_STACK_UCHARS,
                                   &sk_len, st);
    if (sk == NULL) return NULL;
    UParseError perror;
    memset(&perror, 0, sizeof perror);
    perror.offset = -1;
    UNumberFormatter *f = unumf_openForSkeletonAndLocaleWithError(sk, sk_len, locale, &perror, st);
    cicu_u16_free(sk, sk_stack);
    if (U_FAILURE(*st)) {
        if (error_offset != NULL) *error_offset = perror.offset;
        if (f != NULL) unumf_close(f);
        return NULL;
    }
    return (CICUNumberFormatter *)f;
}

void cicu_unumf_close(CICUNumberFormatter *formatter) {
    unumf_close((UNumberFormatter *)formatter);
}

/// Copies a formatted result out as UTF-8 (the macro returns from here).
static int32_t cicu_result_to_utf8(const UFormattedNumber *result, char *out,
                                   int32_t capacity, UErrorCode *status) {
#define CICU_RES(buf, cap, st) unumf_resultToString(result, buf, cap, st)
    CICU_U16_CALL_TO_UTF8(CICU_RES, out, capacity, status);
#undef CICU_RES
}

int32_t cicu_unumf_format_decimal(const CICUNumberFormatter *formatter,
                                  const char *number, int32_t number_length,
                                  char *out, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    UFormattedNumber *result = unumf_openResult(st);
    if (U_FAILURE(*st)) return 0;
    unumf_formatDecimal((const UNumberFormatter *)formatter, number, number_length, result, st);
    int32_t length = cicu_result_to_utf8(result, out, capacity, st);
    unumf_closeResult(result);
    return length;
}

int32_t cicu_ucurr_iso_codes(char *out, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    UEnumeration *items = ucurr_openISOCurrencies(UCURR_ALL, st);
    if (U_FAILURE(*st)) return 0;
    return cicu_join_enumeration(items, out, capacity, st);
}

int32_t cicu_ucurr_default_fraction_digits(const char *code, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    UChar iso[4] = {0, 0, 0, 0};
    for (int i = 0; i < 3; i++) {
        if (code[i] == 0) {
            *st = U_ILLEGAL_ARGUMENT_ERROR;
            return 0;
        }
        iso[i] = (UChar)(unsigned char)code[i];
    }
    return ucurr_getDefaultFractionDigits(iso, st);
}

int32_t cicu_unumsys_get_name(const char *locale, char *out, int32_t capacity,
                              int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    UNumberingSystem *system = unumsys_open(locale, st);
    if (U_FAILURE(*st)) {
        if (system != NULL) unumsys_close(system);
        return 0;
    }
    const char *name = unumsys_getName(system);
    int32_t length = cicu_copy_out(name != NULL ? name : "", out, capacity, st);
    unumsys_close(system);
    return length;
}
