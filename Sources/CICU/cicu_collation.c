#include "include/cicu_collation.h"
#include "cicu_internal.h"
#include <stdlib.h>
#include <string.h>
#include <unicode/ucol.h>
#include <unicode/uloc.h>

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

/// The locale's collation keywords and the attributes they set, for
/// cicu_ucol_open_rules (ucol_openRules knows no locale).
static const struct {
    const char *keyword;
    UColAttribute attribute;
} cicu_keyword_attributes[] = {
    {"colalternate", UCOL_ALTERNATE_HANDLING}, {"colbackwards", UCOL_FRENCH_COLLATION},
    {"colcaselevel", UCOL_CASE_LEVEL},         {"colcasefirst", UCOL_CASE_FIRST},
    {"colnormalization", UCOL_NORMALIZATION_MODE}, {"colnumeric", UCOL_NUMERIC_COLLATION},
    {"colstrength", UCOL_STRENGTH},
};

static int cicu_has_keyword(const char *locale, const char *keyword) {
    char value[64];
    UErrorCode st = U_ZERO_ERROR;
    int32_t length = uloc_getKeywordValue(locale, keyword, value, (int32_t)sizeof value, &st);
    return U_SUCCESS(st) && length > 0;
}

/// Gives `target` the settings the locale's keywords gave `base`: the
/// attributes, the script reordering (colreorder) and maxVariable.
static void cicu_copy_keyword_settings(const char *locale, const UCollator *base,
                                       UCollator *target, UErrorCode *st) {
    for (size_t i = 0; i < sizeof cicu_keyword_attributes / sizeof cicu_keyword_attributes[0]; ++i) {
        if (!cicu_has_keyword(locale, cicu_keyword_attributes[i].keyword)) continue;
        UColAttribute attribute = cicu_keyword_attributes[i].attribute;
        ucol_setAttribute(target, attribute, ucol_getAttribute(base, attribute, st), st);
    }
    if (cicu_has_keyword(locale, "colreorder")) {
        int32_t codes[64];
        int32_t count = ucol_getReorderCodes(base, codes, 64, st);
        ucol_setReorderCodes(target, codes, count, st);
    }
    if (cicu_has_keyword(locale, "kv")) {
        ucol_setMaxVariable(target, ucol_getMaxVariable(base), st);
    }
}

CICUCollator *cicu_ucol_open_rules(const char *locale, const char *rules, int32_t rules_length,
                                   int32_t *rules_failed, int32_t *error_offset,
                                   int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    *rules_failed = 0;
    *error_offset = -1;
    if (U_FAILURE(*st)) return NULL;
    UCollator *base = ucol_open(locale, st);
    if (U_FAILURE(*st)) {
        if (base) ucol_close(base);
        return NULL;
    }
    int32_t base_length = 0;
    const UChar *base_rules = ucol_getRules(base, &base_length);
    UChar stack[CICU_STACK_UCHARS];
    int32_t own_length = 0;
    UChar *own = cicu_u16_from_utf8(rules, rules_length, stack, CICU_STACK_UCHARS, &own_length, st);
    if (own == NULL) {
        ucol_close(base);
        return NULL;
    }
    UChar *joined = (UChar *)malloc(sizeof(UChar) * ((size_t)base_length + (size_t)own_length + 1));
    if (joined == NULL) {
        *st = U_MEMORY_ALLOCATION_ERROR;
        cicu_u16_free(own, stack);
        ucol_close(base);
        return NULL;
    }
    if (base_length > 0) memcpy(joined, base_rules, sizeof(UChar) * (size_t)base_length);
    if (own_length > 0) memcpy(joined + base_length, own, sizeof(UChar) * (size_t)own_length);
    UParseError parse_error;
    memset(&parse_error, 0, sizeof parse_error);
    // The rules alone first, so that they are checked (and their errors
    // placed) by themselves: "a < b" without a reset would otherwise go on
    // from the locale's last rule.
    if (base_length > 0) {
        UCollator *alone = ucol_openRules(own, own_length, UCOL_DEFAULT, UCOL_DEFAULT,
                                          &parse_error, st);
        if (alone) ucol_close(alone);
        if (U_FAILURE(*st)) parse_error.offset += base_length;
    }
    cicu_u16_free(own, stack);
    UCollator *c = NULL;
    if (U_SUCCESS(*st)) {
        // UCOL_DEFAULT, not UCOL_DEFAULT_STRENGTH (tertiary): the rules'
        // own [strength …] stays.
        c = ucol_openRules(joined, base_length + own_length, UCOL_DEFAULT, UCOL_DEFAULT,
                           &parse_error, st);
    }
    free(joined);
    if (U_FAILURE(*st)) {
        if (c) ucol_close(c);
        ucol_close(base);
        *rules_failed = *st != U_MEMORY_ALLOCATION_ERROR;
        *error_offset = parse_error.offset >= base_length ? parse_error.offset - base_length : -1;
        return NULL;
    }
    cicu_copy_keyword_settings(locale, base, c, st);
    ucol_close(base);
    if (U_FAILURE(*st)) {
        ucol_close(c);
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

int8_t cicu_ucol_get_normalization(const CICUCollator *collator, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    return ucol_getAttribute((const UCollator *)collator, UCOL_NORMALIZATION_MODE, st) == UCOL_ON;
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
