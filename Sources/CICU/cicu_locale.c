#include "include/cicu_locale.h"
#include "cicu_internal.h"
#include <unicode/ucal.h>
#include <unicode/ucurr.h>
#include <unicode/udatpg.h>
#include <unicode/uenum.h>
#include <unicode/uloc.h>
#include <unicode/uregion.h>
#include <unicode/ures.h>
#include <unicode/uscript.h>

int32_t cicu_uloc_for_language_tag(const char *tag, char *out, int32_t capacity,
                                   int32_t *parsed, int32_t *status) {
    CICU_COUNT_CALL();
    return uloc_forLanguageTag(tag, out, capacity, parsed, (UErrorCode *)status);
}

int32_t cicu_uloc_to_language_tag(const char *icu_id, int8_t strict, char *out,
                                  int32_t capacity, int32_t *status) {
    CICU_COUNT_CALL();
    return uloc_toLanguageTag(icu_id, out, capacity, strict, (UErrorCode *)status);
}

int32_t cicu_uloc_canonicalize(const char *icu_id, char *out, int32_t capacity,
                               int32_t *status) {
    CICU_COUNT_CALL();
    return uloc_canonicalize(icu_id, out, capacity, (UErrorCode *)status);
}

int32_t cicu_uloc_get_part(const char *icu_id, int32_t part, char *out,
                           int32_t capacity, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    switch (part) {
    case 0: return uloc_getLanguage(icu_id, out, capacity, st);
    case 1: return uloc_getScript(icu_id, out, capacity, st);
    case 2: return uloc_getCountry(icu_id, out, capacity, st);
    case 3: return uloc_getVariant(icu_id, out, capacity, st);
    case 4: return uloc_getBaseName(icu_id, out, capacity, st);
    default: *st = U_ILLEGAL_ARGUMENT_ERROR; return 0;
    }
}

int32_t cicu_uloc_get_keyword_value(const char *icu_id, const char *keyword,
                                    char *out, int32_t capacity, int32_t *status) {
    CICU_COUNT_CALL();
    return uloc_getKeywordValue(icu_id, keyword, out, capacity, (UErrorCode *)status);
}

int32_t cicu_uloc_set_keyword_value(const char *keyword, const char *value,
                                    char *buffer, int32_t capacity,
                                    int32_t *status) {
    CICU_COUNT_CALL();
    return uloc_setKeywordValue(keyword, value, buffer, capacity, (UErrorCode *)status);
}

int32_t cicu_uloc_add_likely_subtags(const char *icu_id, char *out,
                                     int32_t capacity, int32_t *status) {
    CICU_COUNT_CALL();
    return uloc_addLikelySubtags(icu_id, out, capacity, (UErrorCode *)status);
}

int32_t cicu_uloc_minimize_subtags(const char *icu_id, char *out,
                                   int32_t capacity, int32_t *status) {
    CICU_COUNT_CALL();
    return uloc_minimizeSubtags(icu_id, out, capacity, (UErrorCode *)status);
}

int32_t cicu_uloc_get_display_name(const char *icu_id, const char *display_id,
                                   char *out, int32_t capacity, int32_t *status) {
    CICU_COUNT_CALL();
#define CICU_DISPLAY(buf, cap, st) uloc_getDisplayName(icu_id, display_id, buf, cap, st)
    CICU_U16_CALL_TO_UTF8(CICU_DISPLAY, out, capacity, (UErrorCode *)status);
#undef CICU_DISPLAY
}

int8_t cicu_uloc_is_right_to_left(const char *icu_id) {
    CICU_COUNT_CALL();
    return uloc_isRightToLeft(icu_id);
}

int32_t cicu_uloc_data_locale(const char *icu_id, char *out, int32_t capacity,
                              int32_t *status) {
    CICU_COUNT_CALL();
    if (U_FAILURE(*status)) return 0;
    // ures_open follows the id's chain (with CLDR aliases: zh_TW is
    // zh_Hant_TW) and reports U_USING_DEFAULT_WARNING exactly when the chain
    // had no data and ICU fell through to its default locale or root, so the
    // answer does not depend on LANG. (ures_openDirect looked simpler but
    // never returns for no_NO and corrupts ICU's cache for alias locales.)
    UErrorCode st = U_ZERO_ERROR;
    UResourceBundle *bundle = ures_open(NULL, icu_id, &st);
    if (bundle != NULL) CICU_COUNT_OPEN(CICU_OBJECT_RESOURCE_BUNDLE);
    const char *actual = NULL;
    if (U_SUCCESS(st) && st != U_USING_DEFAULT_WARNING) {
        actual = ures_getLocaleByType(bundle, ULOC_ACTUAL_LOCALE, &st);
    }
    int32_t n = cicu_copy_out(U_SUCCESS(st) && actual != NULL && actual[0] != 0 ? actual : "root", out,
                              capacity, (UErrorCode *)status);
    if (bundle != NULL) CICU_COUNT_CLOSE(CICU_OBJECT_RESOURCE_BUNDLE);
    ures_close(bundle);
    return n;
}

int32_t cicu_ucurr_for_locale(const char *icu_id, char *out, int32_t capacity,
                              int32_t *status) {
    CICU_COUNT_CALL();
#define CICU_CURR(buf, cap, st) ucurr_forLocale(icu_id, buf, cap, st)
    CICU_U16_CALL_TO_UTF8(CICU_CURR, out, capacity, (UErrorCode *)status);
#undef CICU_CURR
}

int32_t cicu_hour_cycle(const char *icu_id, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    UDateTimePatternGenerator *g = udatpg_open(icu_id, st);
    if (U_FAILURE(*st)) {
        udatpg_close(g);
        return 0;
    }
    CICU_COUNT_OPEN(CICU_OBJECT_PATTERN_GENERATOR);
    UDateFormatHourCycle cycle = udatpg_getDefaultHourCycle(g, st);
    CICU_COUNT_CLOSE(CICU_OBJECT_PATTERN_GENERATOR);
    udatpg_close(g);
    return (int32_t)cycle;
}

int32_t cicu_calendar_type(const char *icu_id, char *out, int32_t capacity,
                           int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    static const UChar utc[] = {'U', 'T', 'C', 0};
    UCalendar *cal = ucal_open(utc, 3, icu_id, UCAL_DEFAULT, st);
    if (U_FAILURE(*st)) {
        ucal_close(cal);
        return 0;
    }
    CICU_COUNT_OPEN(CICU_OBJECT_CALENDAR);
    const char *type = ucal_getType(cal, st);
    int32_t n = U_SUCCESS(*st) && type ? cicu_copy_out(type, out, capacity, st) : 0;
    CICU_COUNT_CLOSE(CICU_OBJECT_CALENDAR);
    ucal_close(cal);
    return n;
}

int32_t cicu_calendar_names(char *out, int32_t capacity, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    UEnumeration *items = ucal_getKeywordValuesForLocale("calendar", "", 0, st);
    return cicu_join_enumeration(items, out, capacity, st);
}

int32_t cicu_uloc_available(char *out, int32_t capacity, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    UEnumeration *items = uloc_openAvailableByType(ULOC_AVAILABLE_DEFAULT, st);
    return cicu_join_enumeration(items, out, capacity, st);
}

int32_t cicu_timezone_ids(char *out, int32_t capacity, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    UEnumeration *items = ucal_openTimeZones(st);
    return cicu_join_enumeration(items, out, capacity, st);
}

int32_t cicu_uloc_to_legacy_type(const char *keyword, const char *value, char *out,
                                 int32_t capacity, int32_t *status) {
    CICU_COUNT_CALL();
    const char *legacy = uloc_toLegacyType(keyword, value);
    if (legacy == NULL) return -1;
    return cicu_copy_out(legacy, out, capacity, (UErrorCode *)status);
}

int32_t cicu_timezone_canonical(const char *id, int32_t length, char *out,
                                int32_t capacity, int8_t *is_system,
                                int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    UChar stack[64];
    int32_t ulen = 0;
    UChar *uid = cicu_u16_from_utf8(id, length, stack, 64, &ulen, st);
    if (uid == NULL) return 0;
    UChar canonical[128];
    UBool sys = 0;
    int32_t clen = ucal_getCanonicalTimeZoneID(uid, ulen, canonical, 128, &sys, st);
    cicu_u16_free(uid, stack);
    if (U_FAILURE(*st)) return 0;
    *is_system = sys ? 1 : 0;
    return cicu_u16_to_utf8(canonical, clen, out, capacity, st);
}

int8_t cicu_region_is_known(const char *code) {
    CICU_COUNT_CALL();
    UErrorCode st = U_ZERO_ERROR;
    return uregion_getRegionFromCode(code, &st) != NULL && U_SUCCESS(st) ? 1 : 0;
}

int8_t cicu_script_is_known(const char *code) {
    CICU_COUNT_CALL();
    UErrorCode st = U_ZERO_ERROR;
    UScriptCode codes[4];
    int32_t n = uscript_getCode(code, codes, 4, &st);
    return U_SUCCESS(st) && n > 0 && codes[0] != USCRIPT_INVALID_CODE ? 1 : 0;
}
