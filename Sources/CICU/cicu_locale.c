#include "include/cicu_locale.h"
#include "cicu_internal.h"
#include <stdio.h>
#include <unicode/ucal.h>
#include <unicode/ucurr.h>
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

/// Whether a UTF-16 zone id is ICU's "no zone", `Etc/Unknown`.
static int8_t cicu_is_unknown_zone(const UChar *id, int32_t length) {
    static const UChar unknown[] = u"Etc/Unknown";
    int32_t n = (int32_t)(sizeof unknown / sizeof unknown[0]) - 1;
    return length == n && memcmp(id, unknown, (size_t)n * sizeof(UChar)) == 0;
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
    if (U_SUCCESS(*st) && cicu_is_unknown_zone(canonical, clen) && !cicu_is_unknown_zone(uid, ulen)) {
        // A zone whose canonical id ICU reports as its "no zone" may still be
        // one it formats in (ICU 76's `Factory`): ask a calendar opened with
        // the id which zone it has; a known zone is its own canonical id.
        UErrorCode cst = U_ZERO_ERROR;
        UCalendar *calendar = ucal_open(uid, ulen, "", UCAL_GREGORIAN, &cst);
        UChar opened[128];
        int32_t olen = U_SUCCESS(cst) ? ucal_getTimeZoneID(calendar, opened, 128, &cst) : 0;
        ucal_close(calendar);
        if (U_SUCCESS(cst) && olen < 128 && !cicu_is_unknown_zone(opened, olen)) {
            memcpy(canonical, opened, (size_t)olen * sizeof(UChar));
            clen = olen;
        }
    }
    cicu_u16_free(uid, stack);
    if (U_FAILURE(*st)) return 0;
    *is_system = sys ? 1 : 0;
    return cicu_u16_to_utf8(canonical, clen, out, capacity, st);
}

/// Joins a NULL-terminated list with spaces into out/capacity.
static int32_t cicu_join_list(const char *const *items, char *out, int32_t capacity, UErrorCode *st) {
    if (U_FAILURE(*st)) return 0;
    int32_t total = 0;
    for (int32_t i = 0; items[i] != NULL; i++) {
        int32_t length = (int32_t)strlen(items[i]);
        int32_t start = total + (total > 0 ? 1 : 0);
        if (start + length <= capacity) {
            if (total > 0) out[total] = ' ';
            memcpy(out + start, items[i], (size_t)length);
        }
        total = start + length;
    }
    if (total > capacity) {
        *st = U_BUFFER_OVERFLOW_ERROR;
    } else if (total < capacity) {
        out[total] = 0;
    }
    return total;
}

int32_t cicu_uloc_iso_languages(char *out, int32_t capacity, int32_t *status) {
    CICU_COUNT_CALL();
    return cicu_join_list(uloc_getISOLanguages(), out, capacity, (UErrorCode *)status);
}

int32_t cicu_uloc_iso_countries(char *out, int32_t capacity, int32_t *status) {
    CICU_COUNT_CALL();
    return cicu_join_list(uloc_getISOCountries(), out, capacity, (UErrorCode *)status);
}

int32_t cicu_uscript_codes(char *out, int32_t capacity, int32_t *status) {
    CICU_COUNT_CALL();
    const char *codes[USCRIPT_CODE_LIMIT + 1];
    int32_t n = 0;
    for (int32_t code = 0; code < USCRIPT_CODE_LIMIT; code++) {
        const char *name = uscript_getShortName((UScriptCode)code);
        if (name != NULL && strlen(name) == 4) codes[n++] = name;
    }
    codes[n] = NULL;
    return cicu_join_list(codes, out, capacity, (UErrorCode *)status);
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

// --- Keyword values -------------------------------------------------------
//
// ICU accepts any well-formed value for a Unicode extension keyword
// (uloc_toLegacyType returns `ch1` for `cu` as readily as `eur`) and then
// either ignores it or echoes it back (ucurr_forLocale reports `CH1`). The
// values ICU knows are in its keyTypeData bundle: typeMap/<legacy key> lists
// every legacy type, timezone ids with ':' for '/'; typeAlias and
// bcpTypeAlias list deprecated spellings. A few keys take a type class
// instead of a list (REORDER_CODE, SCRIPT_CODE, RG_KEY_VALUE,
// SUBDIVISION_CODE, CODEPOINTS, PRIVATE_USE), checked by syntax and ICU's
// region and script lists.

static int8_t cicu_has_key(UResourceBundle *table, const char *key) {
    UErrorCode st = U_ZERO_ERROR;
    UResourceBundle *item = ures_getByKey(table, key, NULL, &st);
    ures_close(item);
    return U_SUCCESS(st) ? 1 : 0;
}

// Whether `table`/`section`/`key` has an entry named `value`.
static int8_t cicu_listed(UResourceBundle *data, const char *section, const char *key,
                          const char *value) {
    UErrorCode st = U_ZERO_ERROR;
    UResourceBundle *types = ures_getByKey(data, section, NULL, &st);
    types = ures_getByKey(types, key, types, &st);
    int8_t found = U_SUCCESS(st) ? cicu_has_key(types, value) : 0;
    ures_close(types);
    return found;
}

static int8_t cicu_is_alnum(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

static int8_t cicu_is_digit(char c) { return c >= '0' && c <= '9'; }

// A known region at the start of `value`: two letters or three digits.
// Returns its length, or 0.
static int32_t cicu_region_prefix(const char *value) {
    char region[4] = {0};
    int32_t length = cicu_is_digit(value[0]) ? 3 : 2;
    for (int32_t i = 0; i < length; i++) {
        char c = value[i];
        if (c == 0 || !cicu_is_alnum(c) || cicu_is_digit(c) != (length == 3)) return 0;
        region[i] = (c >= 'a' && c <= 'z') ? (char)(c - 32) : c;
    }
    return cicu_region_is_known(region) ? length : 0;
}

// Each '-'-separated part of `value` is a known script or one of `table`'s types.
static int8_t cicu_script_list_known(UResourceBundle *types, const char *value) {
    char part[16];
    const char *start = value;
    for (;;) {
        const char *end = start;
        while (*end != 0 && *end != '-') end++;
        int32_t length = (int32_t)(end - start);
        if (length == 0 || length >= (int32_t)sizeof part) return 0;
        memcpy(part, start, (size_t)length);
        part[length] = 0;
        for (int32_t i = 0; i < length; i++)
            if (part[i] >= 'A' && part[i] <= 'Z') part[i] = (char)(part[i] + 32);
        int8_t known = cicu_has_key(types, part) || strcmp(part, "others") == 0 ||
                       (length == 4 && cicu_script_is_known(part));
        if (!known) return 0;
        if (*end == 0) return 1;
        start = end + 1;
    }
}

// A subdivision's syntax: a known region and 1-4 letters or digits (`usca`).
static int8_t cicu_is_subdivision(const char *value, int32_t length) {
    int32_t region = cicu_region_prefix(value);
    int32_t rest = length - region;
    int8_t known = region > 0 && rest >= 1 && rest <= 4;
    for (int32_t i = region; known && i < length; i++) known = cicu_is_alnum(value[i]);
    return known;
}

// Whether `value` is a type of `legacy_key` that ICU knows; 1 also for keys
// keyTypeData does not list (no ICU service reads them).
static int8_t cicu_keyword_value_known(UResourceBundle *data, const char *legacy_key,
                                       const char *value) {
    UErrorCode st = U_ZERO_ERROR;
    UResourceBundle *types = ures_getByKey(data, "typeMap", NULL, &st);
    types = ures_getByKey(types, legacy_key, types, &st);
    if (U_FAILURE(st)) {
        ures_close(types);
        return 1;
    }
    char type[ULOC_FULLNAME_CAPACITY];
    int32_t length = (int32_t)strlen(value);
    if (length == 0 || length >= (int32_t)sizeof type) {
        ures_close(types);
        return 0;
    }
    // Zone ids keep their case (America:New_York); every other type is
    // lower case.
    for (int32_t i = 0; i <= length; i++) type[i] = value[i] == '/' ? ':' : value[i];
    int8_t known = cicu_has_key(types, type);
    for (int32_t i = 0; i < length; i++)
        if (type[i] >= 'A' && type[i] <= 'Z') type[i] = (char)(type[i] + 32);
    if (known || cicu_has_key(types, type)) {
        known = 1;
    } else if (cicu_has_key(types, "REORDER_CODE") || cicu_has_key(types, "SCRIPT_CODE")) {
        known = cicu_script_list_known(types, type);
    } else if (cicu_has_key(types, "RG_KEY_VALUE")) {
        // A region and `zzzz`, the form every ICU from 72 on writes; or a
        // subdivision where the running ICU reads it as an override (ICU 76
        // does, ICU 72 reads six characters ending in `zzzz` only).
        known = (length == 6 && cicu_region_prefix(type) == 2 && strcmp(type + 2, "zzzz") == 0) ||
                (cicu_is_subdivision(type, length) && cicu_reads_rg(type));
    } else if (cicu_has_key(types, "SUBDIVISION_CODE")) {
        known = cicu_is_subdivision(type, length);
    } else if (cicu_has_key(types, "CODEPOINTS")) {
        known = 1;
        int32_t run = 0;
        for (int32_t i = 0; known && i <= length; i++) {
            char c = type[i];
            if (c == '-' || c == 0) {
                known = run >= 4 && run <= 6;
                run = 0;
            } else {
                known = cicu_is_digit(c) || (c >= 'a' && c <= 'f');
                run++;
            }
        }
    } else if (cicu_has_key(types, "PRIVATE_USE")) {
        known = 1;
    } else {
        // Deprecated spellings, in either form.
        known = cicu_listed(data, "typeAlias", legacy_key, type);
        if (!known) {
            const char *bcp_key = uloc_toUnicodeLocaleKey(legacy_key);
            known = bcp_key != NULL && cicu_listed(data, "bcpTypeAlias", bcp_key, type);
        }
        if (!known) {
            // A BCP 47 type in an ICU id (`@calendar=gregory`).
            const char *legacy = uloc_toLegacyType(legacy_key, type);
            if (legacy != NULL && strcmp(legacy, type) != 0) {
                char converted[ULOC_FULLNAME_CAPACITY];
                int32_t n = (int32_t)strlen(legacy);
                if (n < (int32_t)sizeof converted) {
                    for (int32_t i = 0; i <= n; i++) {
                        char c = legacy[i];
                        converted[i] = c == '/' ? ':' : (c >= 'A' && c <= 'Z') ? (char)(c + 32) : c;
                    }
                    known = cicu_has_key(types, converted);
                }
            }
        }
    }
    ures_close(types);
    return known;
}

int32_t cicu_uloc_unknown_keyword(const char *icu_id, char *out, int32_t capacity,
                                  int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    UEnumeration *keys = uloc_openKeywords(icu_id, st);
    if (U_FAILURE(*st) || keys == NULL) {
        uenum_close(keys);
        return 0;
    }
    UResourceBundle *data = ures_openDirect(NULL, "keyTypeData", st);
    int32_t written = 0;
    const char *key;
    while (U_SUCCESS(*st) && (key = uenum_next(keys, NULL, st)) != NULL) {
        char value[ULOC_FULLNAME_CAPACITY];
        UErrorCode vst = U_ZERO_ERROR;
        int32_t n = uloc_getKeywordValue(icu_id, key, value, (int32_t)sizeof value, &vst);
        if (U_FAILURE(vst) || vst == U_STRING_NOT_TERMINATED_WARNING || n <= 0) continue;
        const char *legacy_key = uloc_toLegacyKey(key);
        if (legacy_key == NULL) continue;
        if (!cicu_keyword_value_known(data, legacy_key, value)) {
            char found[2 * ULOC_FULLNAME_CAPACITY];
            snprintf(found, sizeof found, "%s=%s", key, value);
            written = cicu_copy_out(found, out, capacity, st);
            break;
        }
    }
    ures_close(data);
    uenum_close(keys);
    return written;
}
