#include "include/cicu_date.h"
#include "cicu_internal.h"
#include <unicode/udat.h>
#include <unicode/udatpg.h>

CICUDateFormat *cicu_udat_open(int32_t time_style, int32_t date_style,
                               const char *locale, const char *time_zone,
                               int32_t time_zone_length, const char *pattern,
                               int32_t pattern_length, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return NULL;
    UChar tz_stack[64], pat_stack[CICU_STACK_UCHARS];
    int32_t tz_len = 0, pat_len = 0;
    UChar *tz = cicu_u16_from_utf8(time_zone, time_zone_length, tz_stack, 64, &tz_len, st);
    UChar *pat = NULL;
    if (pattern != NULL) {
        pat = cicu_u16_from_utf8(pattern, pattern_length, pat_stack,
                                 CICU_STACK_UCHARS, &pat_len, st);
    }
    UDateFormat *f = NULL;
    if (U_SUCCESS(*st)) {
        if (pat != NULL) {
            f = udat_open(UDAT_PATTERN, UDAT_PATTERN, locale, tz, tz_len, pat, pat_len, st);
        } else {
            f = udat_open((UDateFormatStyle)time_style, (UDateFormatStyle)date_style,
                          locale, tz, tz_len, NULL, -1, st);
        }
    }
    cicu_u16_free(tz, tz_stack);
    cicu_u16_free(pat, pat_stack);
    if (U_FAILURE(*st)) {
        if (f) udat_close(f);
        return NULL;
    }
    CICU_COUNT_OPEN(CICU_OBJECT_DATE_FORMAT);
    return (CICUDateFormat *)f;
}

void cicu_udat_close(CICUDateFormat *format) {
    CICU_COUNT_CALL();
    if (format != NULL) CICU_COUNT_CLOSE(CICU_OBJECT_DATE_FORMAT);
    udat_close((UDateFormat *)format);
}

int32_t cicu_udat_format(const CICUDateFormat *format, double date, char *out,
                         int32_t capacity, int32_t *status) {
    CICU_COUNT_CALL();
#define CICU_FMT(buf, cap, st) \
    udat_formatForFields((const UDateFormat *)format, date, buf, cap, NULL, st)
    CICU_U16_CALL_TO_UTF8(CICU_FMT, out, capacity, (UErrorCode *)status);
#undef CICU_FMT
}

int32_t cicu_udat_to_pattern(const CICUDateFormat *format, char *out,
                             int32_t capacity, int32_t *status) {
    CICU_COUNT_CALL();
#define CICU_PAT(buf, cap, st) udat_toPattern((const UDateFormat *)format, 0, buf, cap, st)
    CICU_U16_CALL_TO_UTF8(CICU_PAT, out, capacity, (UErrorCode *)status);
#undef CICU_PAT
}

int32_t cicu_udatpg_best_pattern(const char *locale, const char *skeleton,
                                 int32_t skeleton_length, char *out,
                                 int32_t capacity, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    UChar sk_stack[64];
    int32_t sk_len = 0;
    UChar *sk = cicu_u16_from_utf8(skeleton, skeleton_length, sk_stack, 64, &sk_len, st);
    if (sk == NULL) return 0;
    UDateTimePatternGenerator *g = udatpg_open(locale, st);
    if (U_FAILURE(*st)) {
        udatpg_close(g);
        cicu_u16_free(sk, sk_stack);
        return 0;
    }
    CICU_COUNT_OPEN(CICU_OBJECT_PATTERN_GENERATOR);
#define CICU_BEST(buf, cap, s) udatpg_getBestPattern(g, sk, sk_len, buf, cap, s)
    UChar stack[CICU_STACK_UCHARS];
    UErrorCode bst = U_ZERO_ERROR;
    int32_t len = CICU_BEST(stack, CICU_STACK_UCHARS, &bst);
    int32_t result = 0;
    if (U_SUCCESS(bst) && len < CICU_STACK_UCHARS) {
        result = cicu_u16_to_utf8(stack, len, out, capacity, st);
    } else if (U_FAILURE(bst) && bst != U_BUFFER_OVERFLOW_ERROR) {
        *st = bst;
    } else {
        *st = U_INVALID_FORMAT_ERROR; // no real skeleton yields such a pattern
    }
#undef CICU_BEST
    CICU_COUNT_CLOSE(CICU_OBJECT_PATTERN_GENERATOR);
    udatpg_close(g);
    cicu_u16_free(sk, sk_stack);
    return result;
}
