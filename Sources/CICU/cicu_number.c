#include "include/cicu_number.h"
#include "cicu_internal.h"
#include <unicode/ucurr.h>
#include <unicode/uenum.h>
#include <pthread.h>
#include <unicode/unumberformatter.h>
#include <unicode/unumsys.h>

CICUNumberFormatter *cicu_unumf_open(const char *skeleton, int32_t skeleton_length,
                                     const char *locale, int32_t *error_offset,
                                     int32_t *status) {
    CICU_COUNT_CALL();
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
    CICU_COUNT_OPEN(CICU_OBJECT_NUMBER_FORMATTER);
    return (CICUNumberFormatter *)f;
}

void cicu_unumf_close(CICUNumberFormatter *formatter) {
    CICU_COUNT_CALL();
    if (formatter != NULL) CICU_COUNT_CLOSE(CICU_OBJECT_NUMBER_FORMATTER);
    unumf_close((UNumberFormatter *)formatter);
}

static pthread_key_t cicu_result_key;
static pthread_once_t cicu_result_once = PTHREAD_ONCE_INIT;
static int cicu_result_key_status = 0;

/// The thread's result for the fast read (a thread-local load, where
/// pthread_getspecific is a call); the key's destructor closes it at exit.
static _Thread_local UFormattedNumber *cicu_thread_result;

static void cicu_result_close(void *result) {
    cicu_thread_result = NULL;
    CICU_COUNT_CLOSE(CICU_OBJECT_FORMATTED_NUMBER);
    unumf_closeResult((UFormattedNumber *)result);
}

static void cicu_result_key_create(void) {
    cicu_result_key_status = pthread_key_create(&cicu_result_key, cicu_result_close);
}

static UFormattedNumber *cicu_thread_number_result_made(UErrorCode *status);

UFormattedNumber *cicu_thread_number_result(UErrorCode *status) {
    if (U_FAILURE(*status)) return NULL;
    UFormattedNumber *result = cicu_thread_result;
    return result != NULL ? result : cicu_thread_number_result_made(status);
}

/// The thread's first result: opened, and given to the key that closes it.
static UFormattedNumber *cicu_thread_number_result_made(UErrorCode *status) {
    if (pthread_once(&cicu_result_once, cicu_result_key_create) != 0 || cicu_result_key_status != 0) {
        *status = U_INTERNAL_PROGRAM_ERROR;
        return NULL;
    }
    UFormattedNumber *result = unumf_openResult(status);
    if (U_FAILURE(*status)) {
        unumf_closeResult(result);
        return NULL;
    }
    CICU_COUNT_OPEN(CICU_OBJECT_FORMATTED_NUMBER);
    if (pthread_setspecific(cicu_result_key, result) != 0) {
        CICU_COUNT_CLOSE(CICU_OBJECT_FORMATTED_NUMBER);
        unumf_closeResult(result);
        *status = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    cicu_thread_result = result;
    return result;
}

const UFormattedValue *cicu_unumf_decimal_value(const UNumberFormatter *formatter, const char *number,
                                                int32_t number_length, UErrorCode *status) {
    UFormattedNumber *result = cicu_thread_number_result(status);
    if (result == NULL) return NULL;
    unumf_formatDecimal(formatter, number, number_length, result, status);
    const UFormattedValue *value = unumf_resultAsValue(result, status);
    return U_SUCCESS(*status) ? value : NULL;
}

int32_t cicu_unumf_format_decimal(const CICUNumberFormatter *formatter,
                                  const char *number, int32_t number_length,
                                  char *out, int32_t capacity, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    const UFormattedValue *value =
        cicu_unumf_decimal_value((const UNumberFormatter *)formatter, number, number_length, st);
    if (value == NULL) return 0;
    // The result's own UTF-16, read in place rather than copied out first.
    int32_t length16 = 0;
    const UChar *text = U_SUCCESS(*st) ? ufmtval_getString(value, &length16, st) : NULL;
    if (U_FAILURE(*st) || text == NULL) return 0;
    return cicu_u16_to_utf8(text, length16, out, capacity, st);
}

int32_t cicu_ucurr_iso_codes(char *out, int32_t capacity, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    UEnumeration *items = ucurr_openISOCurrencies(UCURR_ALL, st);
    return cicu_join_enumeration(items, out, capacity, st);
}

int32_t cicu_ucurr_default_fraction_digits(const char *code, int32_t *status) {
    CICU_COUNT_CALL();
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
