// The id ICU services are opened with (include/cicu_open_id.h).
//
// What ICU 72 reads from a locale name, with its default locale pinned to
// root (uresbund.cpp, loclikely.cpp, dtptngen.cpp, ulocimp_getRegionFor-
// SupplementalData, ucase):
//
// - resource data follows the name's fallback chain in each data tree; the
//   main tree's chain drops a script that is not the language's default
//   straight to root (CLDR-15265: ko_Latn has root's dates), the collation
//   tree's chain goes from language_Script to language (ko_Latn collates as
//   ko). A chain that reaches no data ends at the default locale, root;
// - preferences (calendar, first day of week, hour cycle, unit usage,
//   currency, the zone format's region) come from the region, or without one
//   from the likely region of language_Script (none for a language without
//   likely subtags: 001);
// - the hour cycle is looked up under language_REGION first (ca_ES), plural
//   rules and day periods by language, case rules by the language alone.
//
// So a language with no data and in no such table behaves as any other
// such language, and a script that is neither in a data locale of its
// language nor its default, nor changes the likely region, behaves as the
// unknown script Zzzz. The differential tests check this against ICU on
// the requested names.
#include "include/cicu_open_id.h"
#include "cicu_internal.h"
#include <pthread.h>
#include <stdio.h>
#include <unicode/uloc.h>
#include <unicode/uregion.h>
#include <unicode/ures.h>
#include <unicode/uscript.h>

#define CICU_NAME_MAX 32

static const char cicu_unknown_language[] = "qaa";

const char *cicu_uloc_unknown_language(void) {
    CICU_COUNT_CALL();
    return cicu_unknown_language;
}

// --- A sorted set of short names -------------------------------------------

typedef struct {
    char (*items)[CICU_NAME_MAX];
    int32_t count;
    int32_t capacity;
} CICUNameSet;

static void cicu_set_add(CICUNameSet *set, const char *name, int32_t length) {
    if (length < 0) length = (int32_t)strlen(name);
    if (length <= 0 || length >= CICU_NAME_MAX) return;
    if (set->count == set->capacity) {
        int32_t capacity = set->capacity ? set->capacity * 2 : 256;
        char(*grown)[CICU_NAME_MAX] = realloc(set->items, (size_t)capacity * CICU_NAME_MAX);
        if (grown == NULL) return;
        set->items = grown;
        set->capacity = capacity;
    }
    memcpy(set->items[set->count], name, (size_t)length);
    set->items[set->count][length] = 0;
    set->count++;
}

static int cicu_name_compare(const void *a, const void *b) { return strcmp((const char *)a, (const char *)b); }

static void cicu_set_seal(CICUNameSet *set) {
    if (set->count > 1) qsort(set->items, (size_t)set->count, CICU_NAME_MAX, cicu_name_compare);
}

static int8_t cicu_set_contains(const CICUNameSet *set, const char *name) {
    if (set->count == 0 || strlen(name) >= CICU_NAME_MAX) return 0;
    return bsearch(name, set->items, (size_t)set->count, CICU_NAME_MAX, cicu_name_compare) != NULL;
}

// --- What ICU's data has, read once ------------------------------------------

/// Every locale of every data tree, legacy aliases included (zh_TW).
static CICUNameSet cicu_locales;
/// Their languages, and language_Script where they have a script.
static CICUNameSet cicu_data_languages;
static CICUNameSet cicu_data_scripts;
/// Languages named by a language-keyed table: plural rules (cardinal and
/// ordinal), day periods, week-of preferences, hour cycles (timeData's
/// language_REGION keys), and the languages with special case rules.
static CICUNameSet cicu_keyed_languages;
/// Keys ICU's keyTypeData knows (legacy spelling: calendar, colstrength, rg).
static CICUNameSet cicu_known_keys;

static pthread_once_t cicu_open_id_once = PTHREAD_ONCE_INIT;

/// The language part of a locale name ("" for "root" and "_US").
static void cicu_add_language(CICUNameSet *set, const char *name) {
    int32_t length = 0;
    while (name[length] != 0 && name[length] != '_') length++;
    if (length == 4 && strncmp(name, "root", 4) == 0) return;
    cicu_set_add(set, name, length);
}

static void cicu_add_locale(const char *name) {
    if (strcmp(name, "root") == 0) return;
    cicu_set_add(&cicu_locales, name, -1);
    cicu_add_language(&cicu_data_languages, name);
    UErrorCode st = U_ZERO_ERROR;
    char language[ULOC_LANG_CAPACITY], script[ULOC_SCRIPT_CAPACITY];
    uloc_getLanguage(name, language, sizeof language, &st);
    uloc_getScript(name, script, sizeof script, &st);
    if (U_SUCCESS(st) && st != U_STRING_NOT_TERMINATED_WARNING && script[0] != 0) {
        char pair[CICU_NAME_MAX];
        snprintf(pair, sizeof pair, "%s_%s", language, script);
        cicu_set_add(&cicu_data_scripts, pair, -1);
    }
}

static void cicu_add_enumeration(UEnumeration *items, UErrorCode *st) {
    const char *name;
    while (U_SUCCESS(*st) && (name = uenum_next(items, NULL, st)) != NULL) cicu_add_locale(name);
    uenum_close(items);
}

/// The keys of table `path` (one or two levels) in the bundle `bundle`.
static void cicu_add_keys(const char *bundle, const char *table, CICUNameSet *set, int8_t languages_only) {
    UErrorCode st = U_ZERO_ERROR;
    UResourceBundle *data = ures_openDirect(NULL, bundle, &st);
    UResourceBundle *items = ures_getByKey(data, table, NULL, &st);
    UResourceBundle *item = NULL;
    while (U_SUCCESS(st) && ures_hasNext(items)) {
        item = ures_getNextResource(items, item, &st);
        const char *key = item != NULL ? ures_getKey(item) : NULL;
        if (U_FAILURE(st) || key == NULL) break;
        if (!languages_only) {
            cicu_set_add(set, key, -1);
        } else if (key[0] >= 'a' && key[0] <= 'z') {  // not 001, not US
            cicu_add_language(set, key);
        }
    }
    ures_close(item);
    ures_close(items);
    ures_close(data);
}

/// Locales whose chain CLDR sends to another locale's data (parentLocales:
/// `ht` falls back to `fr_HT`): their languages have data too.
static void cicu_add_parent_locale_children(void) {
    UErrorCode st = U_ZERO_ERROR;
    UResourceBundle *data = ures_openDirect(NULL, "supplementalData", &st);
    UResourceBundle *parents = ures_getByKey(data, "parentLocales", NULL, &st);
    UResourceBundle *children = NULL;
    while (U_SUCCESS(st) && ures_hasNext(parents)) {
        children = ures_getNextResource(parents, children, &st);
        for (int32_t i = 0; U_SUCCESS(st) && i < ures_getSize(children); i++) {
            UErrorCode item_status = U_ZERO_ERROR;
            int32_t length = 0;
            const UChar *child = ures_getStringByIndex(children, i, &length, &item_status);
            char name[CICU_NAME_MAX];
            if (U_FAILURE(item_status) || length >= CICU_NAME_MAX) continue;
            u_UCharsToChars(child, name, length);
            name[length] = 0;
            cicu_add_locale(name);
        }
    }
    ures_close(children);
    ures_close(parents);
    ures_close(data);
}

static void cicu_open_id_load(void) {
    static const char *trees[] = {
        NULL,
        U_ICUDATA_NAME "-coll",
        U_ICUDATA_NAME "-brkitr",
        U_ICUDATA_NAME "-curr",
        U_ICUDATA_NAME "-lang",
        U_ICUDATA_NAME "-region",
        U_ICUDATA_NAME "-zone",
        U_ICUDATA_NAME "-unit",
        U_ICUDATA_NAME "-rbnf",
    };
    for (size_t i = 0; i < sizeof trees / sizeof trees[0]; i++) {
        UErrorCode st = U_ZERO_ERROR;
        cicu_add_enumeration(ures_openAvailableLocales(trees[i], &st), &st);
    }
    UErrorCode st = U_ZERO_ERROR;
    cicu_add_enumeration(uloc_openAvailableByType(ULOC_AVAILABLE_WITH_LEGACY_ALIASES, &st), &st);

    cicu_add_parent_locale_children();

    cicu_add_keys("plurals", "locales", &cicu_keyed_languages, 1);
    cicu_add_keys("plurals", "locales_ordinals", &cicu_keyed_languages, 1);
    cicu_add_keys("dayPeriods", "locales", &cicu_keyed_languages, 1);
    cicu_add_keys("supplementalData", "timeData", &cicu_keyed_languages, 1);
    cicu_add_keys("supplementalData", "weekOfPreference", &cicu_keyed_languages, 1);
    // ucase.cpp's special languages (all of which have data too).
    static const char *case_languages[] = {"az", "el", "hy", "lt", "nl", "tr"};
    for (size_t i = 0; i < sizeof case_languages / sizeof case_languages[0]; i++) {
        cicu_set_add(&cicu_keyed_languages, case_languages[i], -1);
    }
    cicu_add_keys("keyTypeData", "keyMap", &cicu_known_keys, 0);

    cicu_set_seal(&cicu_locales);
    cicu_set_seal(&cicu_data_languages);
    cicu_set_seal(&cicu_data_scripts);
    cicu_set_seal(&cicu_keyed_languages);
    cicu_set_seal(&cicu_known_keys);
}

// --- The id -------------------------------------------------------------------

/// uloc_addLikelySubtags' script and region for `id` (empty when ICU has no
/// likely subtags for it). No resource of the locale is opened.
static void cicu_likely(const char *id, char *script, char *region) {
    char maximized[ULOC_FULLNAME_CAPACITY];
    UErrorCode st = U_ZERO_ERROR;
    uloc_addLikelySubtags(id, maximized, sizeof maximized, &st);
    script[0] = region[0] = 0;
    if (U_FAILURE(st) || st == U_STRING_NOT_TERMINATED_WARNING) return;
    uloc_getScript(maximized, script, ULOC_SCRIPT_CAPACITY, &st);
    uloc_getCountry(maximized, region, ULOC_COUNTRY_CAPACITY, &st);
    if (U_FAILURE(st)) script[0] = region[0] = 0;
}

static int8_t cicu_script_known(const char *code) {
    UErrorCode st = U_ZERO_ERROR;
    UScriptCode codes[4];
    int32_t n = uscript_getCode(code, codes, 4, &st);
    return U_SUCCESS(st) && n > 0 && codes[0] != USCRIPT_INVALID_CODE;
}

static int8_t cicu_region_known(const char *code) {
    UErrorCode st = U_ZERO_ERROR;
    return uregion_getRegionFromCode(code, &st) != NULL && U_SUCCESS(st);
}

/// Whether `script` changes what ICU does for `language` (with `region`,
/// possibly empty) compared with the unknown script Zzzz.
static int8_t cicu_script_matters(const char *language, const char *script, const char *region,
                                  int8_t has_data) {
    char pair[CICU_NAME_MAX], likely_script[ULOC_SCRIPT_CAPACITY], likely_region[ULOC_COUNTRY_CAPACITY];
    snprintf(pair, sizeof pair, "%s_%s", language, script);
    if (has_data) {
        if (cicu_set_contains(&cicu_data_scripts, pair) || strcmp(script, "Latn") == 0) return 1;
        cicu_likely(language, likely_script, likely_region);
        if (strcmp(script, likely_script) == 0) return 1;
        if (region[0] != 0) {
            char with_region[CICU_NAME_MAX];
            snprintf(with_region, sizeof with_region, "%s_%s", language, region);
            cicu_likely(with_region, likely_script, likely_region);
            if (strcmp(script, likely_script) == 0) return 1;
        }
    }
    if (region[0] != 0) return 0;
    // Without a region, ICU takes the likely region of language_Script.
    char script_region[ULOC_COUNTRY_CAPACITY], other_script[ULOC_SCRIPT_CAPACITY];
    cicu_likely(pair, other_script, script_region);
    cicu_likely(language, likely_script, likely_region);
    return strcmp(script_region, likely_region) != 0;
}

/// Appends `text` to out[*length...], NUL-terminated; 0 when it does not fit.
static int8_t cicu_append(char *out, int32_t capacity, int32_t *length, const char *text) {
    int32_t n = (int32_t)strlen(text);
    if (*length + n >= capacity) return 0;
    memcpy(out + *length, text, (size_t)n + 1);
    *length += n;
    return 1;
}

/// The keywords of `id` (`@k=v;k=v`) that some ICU service reads.
static int8_t cicu_append_keywords(const char *id, char *out, int32_t capacity, int32_t *length) {
    const char *at = strchr(id, '@');
    if (at == NULL) return 1;
    int8_t first = 1;
    const char *start = at + 1;
    while (*start != 0) {
        const char *end = strchr(start, ';');
        if (end == NULL) end = start + strlen(start);
        const char *equals = memchr(start, '=', (size_t)(end - start));
        char key[CICU_NAME_MAX];
        int32_t key_length = equals != NULL ? (int32_t)(equals - start) : 0;
        if (key_length > 0 && key_length < CICU_NAME_MAX) {
            memcpy(key, start, (size_t)key_length);
            key[key_length] = 0;
            if (cicu_set_contains(&cicu_known_keys, key)) {
                int32_t n = (int32_t)(end - start);
                if (*length + n + 1 >= capacity) return 0;
                out[(*length)++] = first ? '@' : ';';
                memcpy(out + *length, start, (size_t)n);
                *length += n;
                out[*length] = 0;
                first = 0;
            }
        }
        start = *end == ';' ? end + 1 : end;
    }
    return 1;
}

int32_t cicu_uloc_open_id(const char *icu_id, char *out, int32_t capacity, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    pthread_once(&cicu_open_id_once, cicu_open_id_load);

    char language[ULOC_FULLNAME_CAPACITY], script[ULOC_FULLNAME_CAPACITY];
    char region[ULOC_FULLNAME_CAPACITY], variant[ULOC_FULLNAME_CAPACITY];
    uloc_getLanguage(icu_id, language, sizeof language, st);
    uloc_getScript(icu_id, script, sizeof script, st);
    uloc_getCountry(icu_id, region, sizeof region, st);
    uloc_getVariant(icu_id, variant, sizeof variant, st);
    if (U_FAILURE(*st)) return 0;
    if (strlen(language) >= CICU_NAME_MAX / 2) {
        *st = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    if (script[0] != 0 && !cicu_script_known(script)) strcpy(script, "Zzzz");
    if (region[0] != 0 && !cicu_region_known(region)) strcpy(region, "ZZ");

    char base[ULOC_FULLNAME_CAPACITY];
    snprintf(base, sizeof base, "%s%s%s%s%s", language, script[0] ? "_" : "", script, region[0] ? "_" : "", region);
    char result[ULOC_FULLNAME_CAPACITY];
    int32_t length = 0;
    result[0] = 0;

    // A variant stays only in a locale some tree has (en_US_POSIX,
    // ca_ES_VALENCIA); such a locale is opened as it is.
    int8_t is_data_locale = 0;
    if (variant[0] != 0) {
        char with_variant[ULOC_FULLNAME_CAPACITY];
        snprintf(with_variant, sizeof with_variant, "%s%s%s", base, region[0] ? "_" : "__", variant);
        if (cicu_set_contains(&cicu_locales, with_variant)) {
            strcpy(base, with_variant);
            is_data_locale = 1;
        }
    }
    if (!is_data_locale && language[0] != 0) {
        // (The root locale keeps its script and region: ICU reads them
        // through likely subtags.)
        if (cicu_set_contains(&cicu_data_languages, language) ||
            cicu_set_contains(&cicu_keyed_languages, language)) {
            int8_t has_data = cicu_set_contains(&cicu_data_languages, language);
            if (script[0] != 0 && !cicu_script_matters(language, script, region, has_data)) {
                strcpy(script, has_data ? "Zzzz" : "");
            }
        } else {
            char likely_script[ULOC_SCRIPT_CAPACITY], likely_region[ULOC_COUNTRY_CAPACITY];
            cicu_likely(language, likely_script, likely_region);
            if (region[0] != 0 || likely_region[0] == 0) {
                strcpy(language, cicu_unknown_language);
                script[0] = 0;
            } else if (script[0] != 0 && !cicu_script_matters(language, script, region, 0)) {
                script[0] = 0;
            }
        }
        snprintf(base, sizeof base, "%s%s%s%s%s", language, script[0] ? "_" : "", script, region[0] ? "_" : "",
                 region);
    }
    if (!cicu_append(result, sizeof result, &length, base) ||
        !cicu_append_keywords(icu_id, result, sizeof result, &length)) {
        *st = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    return cicu_copy_out(result, out, capacity, st);
}
