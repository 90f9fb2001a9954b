#include "include/cicu_plural.h"
#include "cicu_internal.h"
#include <unicode/uenum.h>
#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>

CICUPluralRules *cicu_uplrules_open(const char *locale, int32_t type, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return NULL;
    UPluralRules *rules = uplrules_openForType(
        locale, type == 1 ? UPLURAL_TYPE_ORDINAL : UPLURAL_TYPE_CARDINAL, st);
    if (U_FAILURE(*st)) {
        if (rules != NULL) uplrules_close(rules);
        return NULL;
    }
    CICU_COUNT_OPEN(CICU_OBJECT_PLURAL_RULES);
    return (CICUPluralRules *)rules;
}

void cicu_uplrules_close(CICUPluralRules *rules) {
    CICU_COUNT_CALL();
    if (rules != NULL) CICU_COUNT_CLOSE(CICU_OBJECT_PLURAL_RULES);
    uplrules_close((UPluralRules *)rules);
}

int32_t cicu_uplrules_select_decimal(const CICUPluralRules *rules,
                                     const CICUNumberFormatter *formatter,
                                     const char *number, int32_t number_length,
                                     char *out, int32_t capacity, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    UFormattedNumber *result = cicu_thread_number_result(st);
    if (result == NULL) return 0;
    unumf_formatDecimal((const UNumberFormatter *)formatter, number, number_length, result, st);
    UChar keyword[32];
    int32_t length = uplrules_selectFormatted((const UPluralRules *)rules, result, keyword,
                                              32, st);
    if (U_FAILURE(*st)) return 0;
    return cicu_u16_to_utf8(keyword, length, out, capacity, st);
}

int32_t cicu_uplrules_keywords(const CICUPluralRules *rules, char *out, int32_t capacity,
                               int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    UEnumeration *items = uplrules_getKeywords((const UPluralRules *)rules, st);
    return cicu_join_enumeration(items, out, capacity, st);
}
