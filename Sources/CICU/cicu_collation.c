#include "include/cicu_collation.h"
#include "cicu_internal.h"
#include <unicode/ucol.h>

CICUCollator *cicu_ucol_open(const char *locale, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return NULL;
    UCollator *c = ucol_open(locale, st);
    if (U_FAILURE(*st)) {
        if (c) ucol_close(c);
        return NULL;
    }
    CICU_COUNT_OPEN(CICU_OBJECT_COLLATOR);
    return (CICUCollator *)c;
}

void cicu_ucol_close(CICUCollator *collator) {
    CICU_COUNT_CALL();
    if (collator != NULL) CICU_COUNT_CLOSE(CICU_OBJECT_COLLATOR);
    ucol_close((UCollator *)collator);
}

static const UColAttributeValue cicu_strengths[] = {
    UCOL_PRIMARY, UCOL_SECONDARY, UCOL_TERTIARY, UCOL_QUATERNARY, UCOL_IDENTICAL};
static const UColAttributeValue cicu_case_firsts[] = {UCOL_OFF, UCOL_LOWER_FIRST,
                                                      UCOL_UPPER_FIRST};

void cicu_ucol_set_options(CICUCollator *collator, int32_t strength,
                           int32_t numeric, int32_t case_first,
                           int32_t alternate, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    UCollator *c = (UCollator *)collator;
    if (U_FAILURE(*st)) return;
    if (strength > 4 || numeric > 1 || case_first > 2 || alternate > 1) {
        *st = U_ILLEGAL_ARGUMENT_ERROR;
        return;
    }
    if (strength >= 0) ucol_setAttribute(c, UCOL_STRENGTH, cicu_strengths[strength], st);
    if (numeric >= 0)
        ucol_setAttribute(c, UCOL_NUMERIC_COLLATION, numeric ? UCOL_ON : UCOL_OFF, st);
    if (case_first >= 0)
        ucol_setAttribute(c, UCOL_CASE_FIRST, cicu_case_firsts[case_first], st);
    if (alternate >= 0)
        ucol_setAttribute(c, UCOL_ALTERNATE_HANDLING,
                          alternate ? UCOL_SHIFTED : UCOL_NON_IGNORABLE, st);
}

void cicu_ucol_set_normalization(CICUCollator *collator, int8_t on, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return;
    ucol_setAttribute((UCollator *)collator, UCOL_NORMALIZATION_MODE, on ? UCOL_ON : UCOL_OFF, st);
}

void cicu_ucol_get_options(const CICUCollator *collator, int32_t *strength,
                           int32_t *numeric, int32_t *case_first,
                           int32_t *alternate, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    const UCollator *c = (const UCollator *)collator;
    if (U_FAILURE(*st)) return;
    UColAttributeValue s = ucol_getAttribute(c, UCOL_STRENGTH, st);
    *strength = s == UCOL_IDENTICAL ? 4 : (int32_t)s;
    *numeric = ucol_getAttribute(c, UCOL_NUMERIC_COLLATION, st) == UCOL_ON ? 1 : 0;
    UColAttributeValue cf = ucol_getAttribute(c, UCOL_CASE_FIRST, st);
    *case_first = cf == UCOL_UPPER_FIRST ? 2 : (cf == UCOL_LOWER_FIRST ? 1 : 0);
    *alternate = ucol_getAttribute(c, UCOL_ALTERNATE_HANDLING, st) == UCOL_SHIFTED ? 1 : 0;
}

int32_t cicu_ucol_strcoll_utf8(const CICUCollator *collator, const char *a,
                               int32_t a_length, const char *b,
                               int32_t b_length, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    return (int32_t)ucol_strcollUTF8((const UCollator *)collator, a, a_length, b,
                                     b_length, st);
}

int32_t cicu_ucol_get_sort_key(const CICUCollator *collator, const char *text,
                               int32_t length, uint8_t *out, int32_t capacity,
                               int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    UChar stack[CICU_STACK_UCHARS];
    int32_t ulen = 0;
    UChar *u = cicu_u16_from_utf8(text, length, stack, CICU_STACK_UCHARS, &ulen, st);
    if (u == NULL) return 0;
    int32_t needed = ucol_getSortKey((const UCollator *)collator, u, ulen, out, capacity);
    cicu_u16_free(u, stack);
    if (needed == 0) {
        *st = U_INTERNAL_PROGRAM_ERROR; // ICU's way of reporting an internal failure
    } else if (needed > capacity) {
        *st = U_BUFFER_OVERFLOW_ERROR;
    }
    return needed;
}
