#include "include/cicu_locale.h"
#include "cicu_internal.h"
#include <unicode/ucal.h>
#include <unicode/ucurr.h>
#include <unicode/udatpg.h>
#include <unicode/uenum.h>
#include <unicode/uloc.h>
#include <unicode/ures.h>

int32_t cicu_uloc_for_language_tag(const char *tag, char *out, int32_t capacity,
                                   int32_t *parsed, int32_t *status) {
    return uloc_forLanguageTag(tag, out, capacity, parsed, (UErrorCode *)status);
}

int32_t cicu_uloc_to_language_tag(const char *icu_id, int8_t strict, char *out,
                                  int32_t capacity, int32_t *status) {
    return uloc_toLanguageTag(icu_id, out, capacity, strict, (UErrorCode *)status);
}

int32_t cicu_uloc_canonicalize(const char *icu_id, char *out, int32_t capacity,
                               int32_t *status) {
    return uloc_canonicalize(icu_id, out, capacity, (UErrorCode *)status);
}

int32_t cicu_uloc_get_part(const char *icu_id, int32_t part, char *out,
                           int32_t capacity, int32_t *status) {
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
    return uloc_getKeywordValue(icu_id, keyword, out, capacity, (UErrorCode *)status);
}

int32_t cicu_uloc_set_keyword_value(const char *keyword, const char *value,
                                    char *buffer, int32_t capacity,
                                    int32_t *status) {
    return uloc_setKeywordValue(keyword, value, buffer, capacity, (UErrorCode *)status);
}

int32_t cicu_uloc_add_likely_subtags(const char *icu_id, char *out,
                                     int32_t capacity, int32_t *status) {
    return uloc_addLikelySubtags(icu_id, out, capacity, (UErrorCode *)status);
}

int32_t cicu_uloc_minimize_subtags(const char *icu_id, char *out,
                                   int32_t capacity, int32_t *status) {
    return uloc_minimizeSubtags(icu_id, out, capacity, (UErrorCode *)status);
}

int32_t cicu_uloc_get_display_name(const char *icu_id, const char *display_id,
                                   char *out, int32_t capacity, int32_t *status) {
#define CICU_DISPLAY(buf, cap, st) uloc_getDisplayName(icu_id, display_id, buf, cap, st)
    CICU_U16_CALL_TO_UTF8(CICU_DISPLAY, out, capacity, (UErrorCode *)status);
#undef CICU_DISPLAY
}

int8_t cicu_uloc_is_right_to_left(const char *icu_id) { return uloc_isRightToLeft(icu_id); }

int32_t cicu_uloc_data_locale(const char *icu_id, char *out, int32_t capacity,
                              int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    // Walk the id's truncation chain (de_CH_XX -> de_CH -> de) with
    // ures_openDirect, which never falls back, so ICU's default locale
    // (taken from LANG) cannot answer for a locale without data.
    char name[ULOC_FULLNAME_CAPACITY + 1];
    UErrorCode st = U_ZERO_ERROR;
    uloc_getBaseName(icu_id, name, ULOC_FULLNAME_CAPACITY, &st);
    if (U_FAILURE(st) || st == U_STRING_NOT_TERMINATED_WARNING) {
        return cicu_copy_out("root", out, capacity, (UErrorCode *)status);
    }
    while (name[0] != 0 && strcmp(name, "root") != 0) {
        st = U_ZERO_ERROR;
        UResourceBundle *bundle = ures_openDirect(NULL, name, &st);
        if (U_SUCCESS(st)) {
            ures_close(bundle);
            return cicu_copy_out(name, out, capacity, (UErrorCode *)status);
        }
        ures_close(bundle);
        char parent[ULOC_FULLNAME_CAPACITY + 1];
        st = U_ZERO_ERROR;
        int32_t n = uloc_getParent(name, parent, ULOC_FULLNAME_CAPACITY, &st);
        if (U_FAILURE(st) || n <= 0) break;
        parent[n] = 0;
        memcpy(name, parent, (size_t)n + 1);
    }
    return cicu_copy_out("root", out, capacity, (UErrorCode *)status);
}

int32_t cicu_ucurr_for_locale(const char *icu_id, char *out, int32_t capacity,
                              int32_t *status) {
#define CICU_CURR(buf, cap, st) ucurr_forLocale(icu_id, buf, cap, st)
    CICU_U16_CALL_TO_UTF8(CICU_CURR, out, capacity, (UErrorCode *)status);
#undef CICU_CURR
}

int32_t cicu_hour_cycle(const char *icu_id, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    UDateTimePatternGenerator *g = udatpg_open(icu_id, st);
    if (U_FAILURE(*st)) return 0;
    UDateFormatHourCycle cycle = udatpg_getDefaultHourCycle(g, st);
    udatpg_close(g);
    return (int32_t)cycle;
}

int32_t cicu_calendar_type(const char *icu_id, char *out, int32_t capacity,
                           int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    static const UChar utc[] = {'U', 'T', 'C', 0};
    UCalendar *cal = ucal_open(utc, 3, icu_id, UCAL_DEFAULT, st);
    if (U_FAILURE(*st)) return 0;
    const char *type = ucal_getType(cal, st);
    int32_t n = U_SUCCESS(*st) && type ? cicu_copy_out(type, out, capacity, st) : 0;
    ucal_close(cal);
    return n;
}

int32_t cicu_calendar_names(char *out, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    UEnumeration *items = ucal_getKeywordValuesForLocale("calendar", "", 0, st);
    if (U_FAILURE(*st)) return 0;
    return cicu_join_enumeration(items, out, capacity, st);
}

int32_t cicu_uloc_to_legacy_type(const char *keyword, const char *value, char *out,
                                 int32_t capacity, int32_t *status) {
    const char *legacy = uloc_toLegacyType(keyword, value);
    if (legacy == NULL) return -1;
    return cicu_copy_out(legacy, out, capacity, (UErrorCode *)status);
}

int32_t cicu_timezone_canonical(const char *id, int32_t length, char *out,
                                int32_t capacity, int8_t *is_system,
                                int32_t *status) {
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
