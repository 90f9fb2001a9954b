// Number range formats (include/cicu_number_range.h).
#include "include/cicu_number_range.h"
#include "cicu_internal.h"
#include <pthread.h>
#include <string.h>
#include <unicode/unumberrangeformatter.h>

CICUNumberRangeFormat *cicu_unumrf_open(const char *skeleton, int32_t skeleton_length, int32_t collapse,
                                        int32_t identity_fallback, const char *locale, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return NULL;
    UChar stack[CICU_STACK_UCHARS];
    int32_t length = 0;
    UChar *text = cicu_u16_from_utf8(skeleton, skeleton_length, stack, CICU_STACK_UCHARS, &length, st);
    UParseError parse_error;
    UNumberRangeFormatter *f = U_SUCCESS(*st) ? unumrf_openForSkeletonWithCollapseAndIdentityFallback(
                                                    text, length, (UNumberRangeCollapse)collapse,
                                                    (UNumberRangeIdentityFallback)identity_fallback, locale,
                                                    &parse_error, st)
                                              : NULL;
    cicu_u16_free(text, stack);
    if (U_FAILURE(*st)) {
        unumrf_close(f);
        return NULL;
    }
    CICU_COUNT_OPEN(CICU_OBJECT_NUMBER_RANGE_FORMATTER);
    return (CICUNumberRangeFormat *)f;
}

void cicu_unumrf_close(CICUNumberRangeFormat *format) {
    CICU_COUNT_CALL();
    if (format != NULL) CICU_COUNT_CLOSE(CICU_OBJECT_NUMBER_RANGE_FORMATTER);
    unumrf_close((UNumberRangeFormatter *)format);
}

// One result object per thread, reused by every range format on it and
// closed when the thread exits (a result is not shareable between threads).
// Not counted among the shim's objects: it outlives every call and handle.
static pthread_key_t cicu_range_result_key;
static pthread_once_t cicu_range_result_once = PTHREAD_ONCE_INIT;
static int cicu_range_result_key_status = 0;

static void cicu_range_result_close(void *result) { unumrf_closeResult((UFormattedNumberRange *)result); }

static void cicu_range_result_key_create(void) {
    cicu_range_result_key_status = pthread_key_create(&cicu_range_result_key, cicu_range_result_close);
}

UFormattedNumberRange *cicu_thread_range_result(UErrorCode *st) {
    if (pthread_once(&cicu_range_result_once, cicu_range_result_key_create) != 0 ||
        cicu_range_result_key_status != 0) {
        *st = U_INTERNAL_PROGRAM_ERROR;
        return NULL;
    }
    UFormattedNumberRange *result = (UFormattedNumberRange *)pthread_getspecific(cicu_range_result_key);
    if (result != NULL) return result;
    result = unumrf_openResult(st);
    if (U_FAILURE(*st) || pthread_setspecific(cicu_range_result_key, result) != 0) {
        unumrf_closeResult(result);
        if (U_SUCCESS(*st)) *st = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    return result;
}

int32_t cicu_unumrf_format_decimal_range(const CICUNumberRangeFormat *format, const char *start,
                                         int32_t start_length, const char *end, int32_t end_length, char *out,
                                         int32_t capacity, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    UFormattedNumberRange *result = cicu_thread_range_result(st);
    int32_t written = 0;
    if (result != NULL) {
        // ICU 72 decides "equal before rounding" (one value, and no
        // approximately sign with UNUM_IDENTITY_FALLBACK_APPROXIMATELY_OR_SINGLE_VALUE)
        // by comparing the two pointers, not the texts: equal texts get one.
        if (start_length == end_length && memcmp(start, end, (size_t)start_length) == 0) end = start;
        unumrf_formatDecimalRange((const UNumberRangeFormatter *)format, start, start_length, end, end_length,
                                  result, st);
        int32_t length = 0;
        const UChar *text = U_SUCCESS(*st) ? ufmtval_getString(unumrf_resultAsValue(result, st), &length, st) : NULL;
        if (text != NULL) written = cicu_u16_to_utf8(text, length, out, capacity, st);
    }
    return written;
}
