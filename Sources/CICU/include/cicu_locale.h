#ifndef CICU_LOCALE_H
#define CICU_LOCALE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// uloc_forLanguageTag: BCP 47 tag -> ICU id. `*parsed` is how many bytes of
/// the tag ICU consumed; a well-formed tag is consumed whole.
int32_t cicu_uloc_for_language_tag(const char *tag, char *out, int32_t capacity,
                                   int32_t *parsed, int32_t *status);

/// uloc_toLanguageTag: ICU id -> BCP 47 tag.
int32_t cicu_uloc_to_language_tag(const char *icu_id, int8_t strict, char *out,
                                  int32_t capacity, int32_t *status);

/// uloc_canonicalize (CLDR alias replacement: iw -> he).
int32_t cicu_uloc_canonicalize(const char *icu_id, char *out, int32_t capacity,
                               int32_t *status);

/// One part of an ICU id. part: 0 language, 1 script, 2 country, 3 variant,
/// 4 base name (without keywords).
int32_t cicu_uloc_get_part(const char *icu_id, int32_t part, char *out,
                           int32_t capacity, int32_t *status);

/// uloc_getKeywordValue ("calendar", "collation", ...).
int32_t cicu_uloc_get_keyword_value(const char *icu_id, const char *keyword,
                                    char *out, int32_t capacity, int32_t *status);

/// uloc_setKeywordValue on `buffer` (a NUL-terminated id, `capacity` bytes);
/// returns the new length. An empty `value` removes the keyword.
int32_t cicu_uloc_set_keyword_value(const char *keyword, const char *value,
                                    char *buffer, int32_t capacity,
                                    int32_t *status);

/// uloc_addLikelySubtags / uloc_minimizeSubtags.
int32_t cicu_uloc_add_likely_subtags(const char *icu_id, char *out,
                                     int32_t capacity, int32_t *status);
int32_t cicu_uloc_minimize_subtags(const char *icu_id, char *out,
                                   int32_t capacity, int32_t *status);

/// uloc_getDisplayName of `icu_id` written in `display_id`, as UTF-8.
int32_t cicu_uloc_get_display_name(const char *icu_id, const char *display_id,
                                   char *out, int32_t capacity,
                                   int32_t *status);

/// uloc_isRightToLeft.
int8_t cicu_uloc_is_right_to_left(const char *icu_id);

/// The locale whose data ICU actually has for `icu_id` in its main data tree,
/// never ICU's default locale: "de" for "de_XX", "zh_Hant_TW" for the alias
/// "zh_TW", "root" when the chain has no data.
int32_t cicu_uloc_data_locale(const char *icu_id, char *out, int32_t capacity,
                              int32_t *status);

/// ucurr_forLocale: the ISO 4217 code of the locale's region, as UTF-8.
int32_t cicu_ucurr_for_locale(const char *icu_id, char *out, int32_t capacity,
                              int32_t *status);

/// The calendar type ICU uses for the locale (ucal_getType), honouring a
/// calendar keyword: "gregorian", "buddhist", "islamic-umalqura", ...
int32_t cicu_calendar_type(const char *icu_id, char *out, int32_t capacity,
                           int32_t *status);

/// ICU's calendar types (ucal_getKeywordValuesForLocale), space-separated.
int32_t cicu_calendar_names(char *out, int32_t capacity, int32_t *status);

/// The ids of every locale ICU has data for (`uloc_getAvailable`), space-separated.
int32_t cicu_uloc_available(char *out, int32_t capacity, int32_t *status);

/// ICU's ISO 639 language codes (`uloc_getISOLanguages`), space-separated.
int32_t cicu_uloc_iso_languages(char *out, int32_t capacity, int32_t *status);

/// ICU's ISO 3166 region codes (`uloc_getISOCountries`), space-separated.
int32_t cicu_uloc_iso_countries(char *out, int32_t capacity, int32_t *status);

/// The ISO 15924 codes of ICU's scripts (`uscript_getShortName` of every
/// UScriptCode), space-separated.
int32_t cicu_uscript_codes(char *out, int32_t capacity, int32_t *status);

/// 1 when ICU knows the region code (`uregion_getRegionFromCode`), else 0.
int8_t cicu_region_is_known(const char *code);

/// 1 when ICU knows the ISO 15924 script code (`uscript_getCode`), else 0.
int8_t cicu_script_is_known(const char *code);

/// Every time zone id ICU knows, aliases included (ucal_openTimeZones),
/// separated by single spaces.
int32_t cicu_timezone_ids(char *out, int32_t capacity, int32_t *status);

/// uloc_toLegacyType: a BCP 47 keyword value to ICU's ("gregory" -> "gregorian"),
/// copied into `out`. ICU may return a pointer into `value` itself, so the
/// copy is made here, while `value` is alive. -1 when ICU does not know it.
int32_t cicu_uloc_to_legacy_type(const char *keyword, const char *value, char *out,
                                 int32_t capacity, int32_t *status);

/// ucal_getCanonicalTimeZoneID on a UTF-8 id. *is_system is 1 for a zone in
/// ICU's database, 0 for a custom "GMT+hh:mm" id.
int32_t cicu_timezone_canonical(const char *id, int32_t length, char *out,
                                int32_t capacity, int8_t *is_system,
                                int32_t *status);

/// The first keyword of `icu_id` whose value ICU's keyTypeData does not list
/// for that key (`currency=ch1`, `colstrength=level9`), as "key=value"; 0
/// when every value is known. Keys keyTypeData does not name are not
/// checked: no ICU service reads them.
int32_t cicu_uloc_unknown_keyword(const char *icu_id, char *out, int32_t capacity,
                                  int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
