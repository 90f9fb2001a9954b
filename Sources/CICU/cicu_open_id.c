// The id ICU services are opened with (include/cicu_open_id.h).
//
// What ICU (72 and later) reads from a locale name, with its default locale
// pinned to root (uresbund.cpp, loclikely.cpp, dtptngen.cpp, ulocimp_getRegion-
// ForSupplementalData, ucase). Every table below is read from the running
// ICU's data, and where majors read a name differently the running ICU is
// asked (the subdivision `sd`, private use, the override values it accepts:
// cicu_extra_keys, cicu_reads_rg), so no rule assumes one major:
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
// such language, a script that is neither in a data locale of its language
// nor its default, nor changes the likely region, behaves as the unknown
// script Zzzz, and a region that no locale of the language has changes
// nothing but the preferences, which ICU reads from the region override
// `rg` first (generic zone names aside: they read the region itself).
//
// ICU's caches that never evict: resource bundles by base name (uresbund.cpp,
// some 200 bytes per name and data tree), numbering systems by full name
// (NumberFormat::makeInstance, about 100 bytes), and time zone names by full
// name for three minutes after their last use (a few KB each).
//
// The differential tests (LocaleFallbackDifferentialTests) check all of this
// against ICU on the requested names.
#include "include/cicu_open_id.h"
#include "cicu_internal.h"
#include <pthread.h>
#include <stdio.h>
#include <unicode/ucurr.h>
#include <unicode/uloc.h>
#include <unicode/ulocdata.h>
#include <unicode/uregion.h>
#include <unicode/ures.h>
#include <unicode/uscript.h>

#define CICU_NAME_MAX 32

static const char cicu_unknown_language[] = "qaa";
/// The region unknown regions are written as: a private-use ISO 3166 code
/// that no ICU table names. Not `ZZ`, which CLDR's tables do name (its
/// currencies start with XAG; `und_ZZ`'s likely subtags are `en_Latn_US`,
/// so its hour cycle is h12, where `und_YY`'s is h23).
static const char cicu_unknown_region[] = "AA";

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
/// language_REGION of every locale with a region (de_AT; sr_Latn_RS gives sr_RS).
static CICUNameSet cicu_data_regions;
/// Languages named by a language-keyed table: plural rules (cardinal and
/// ordinal), day periods, week-of preferences, hour cycles (timeData's
/// language_REGION keys), and the languages with special case rules.
static CICUNameSet cicu_keyed_languages;

/// Languages some of whose locales (in cicu_locales) have data of their own,
/// or through an alias or parent, in the collation and break iterator trees.
static CICUNameSet cicu_collation_languages;
static CICUNameSet cicu_break_languages;

static pthread_once_t cicu_open_id_once = PTHREAD_ONCE_INIT;
static pthread_once_t cicu_collation_once = PTHREAD_ONCE_INIT;
static pthread_once_t cicu_break_once = PTHREAD_ONCE_INIT;

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
    char region[ULOC_COUNTRY_CAPACITY];
    uloc_getCountry(name, region, sizeof region, &st);
    if (U_SUCCESS(st) && st != U_STRING_NOT_TERMINATED_WARNING && region[0] != 0) {
        char pair[CICU_NAME_MAX];
        snprintf(pair, sizeof pair, "%s_%s", language, region);
        cicu_set_add(&cicu_data_regions, pair, -1);
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

/// Adds `name`'s language to `set` when `name` reaches data other than
/// root's in `tree`.
static void cicu_add_if_data(const char *tree, const char *name, CICUNameSet *set) {
    UErrorCode st = U_ZERO_ERROR;
    UResourceBundle *bundle = ures_open(tree, name, &st);
    const char *actual = NULL;
    if (U_SUCCESS(st) && st != U_USING_DEFAULT_WARNING) actual = ures_getLocaleByType(bundle, ULOC_ACTUAL_LOCALE, &st);
    if (U_SUCCESS(st) && actual != NULL && actual[0] != 0 && strcmp(actual, "root") != 0) cicu_add_language(set, name);
    ures_close(bundle);
}

static void cicu_open_id_load(void);

/// Which locales reach data in the collation and break iterator trees
/// (ures_open follows aliases and parents: yue collates as zh_Hant), read on
/// first use: some thousand bundle opens.
static void cicu_languages_with_data(const char *tree, CICUNameSet *set) {
    pthread_once(&cicu_open_id_once, cicu_open_id_load);
    for (int32_t i = 0; i < cicu_locales.count; i++) cicu_add_if_data(tree, cicu_locales.items[i], set);
    cicu_set_seal(set);
}

static void cicu_collation_load(void) { cicu_languages_with_data(U_ICUDATA_NAME "-coll", &cicu_collation_languages); }
static void cicu_break_load(void) { cicu_languages_with_data(U_ICUDATA_NAME "-brkitr", &cicu_break_languages); }

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

    cicu_set_seal(&cicu_locales);
    cicu_set_seal(&cicu_data_languages);
    cicu_set_seal(&cicu_data_scripts);
    cicu_set_seal(&cicu_data_regions);
    cicu_set_seal(&cicu_keyed_languages);
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

// --- Keywords -----------------------------------------------------------------

#define CICU_KEYWORDS_MAX 32

/// The keywords of an id, as `key=value` spans of its text.
typedef struct {
    const char *start[CICU_KEYWORDS_MAX];
    int32_t length[CICU_KEYWORDS_MAX];
    int32_t key_length[CICU_KEYWORDS_MAX];
    int32_t count;
} CICUKeywords;

static void cicu_keywords(const char *id, CICUKeywords *keywords) {
    keywords->count = 0;
    const char *at = strchr(id, '@');
    for (const char *start = at != NULL ? at + 1 : NULL; start != NULL && *start != 0;) {
        const char *end = strchr(start, ';');
        if (end == NULL) end = start + strlen(start);
        const char *equals = memchr(start, '=', (size_t)(end - start));
        if (equals != NULL && keywords->count < CICU_KEYWORDS_MAX) {
            keywords->start[keywords->count] = start;
            keywords->length[keywords->count] = (int32_t)(end - start);
            keywords->key_length[keywords->count] = (int32_t)(equals - start);
            keywords->count++;
        }
        start = *end == ';' ? end + 1 : end;
    }
}

static int8_t cicu_key_is(const CICUKeywords *k, int32_t i, const char *key) {
    return k->key_length[i] == (int32_t)strlen(key) && strncmp(k->start[i], key, (size_t)k->key_length[i]) == 0;
}

/// strcmp of keyword `i`'s key with `key`.
static int cicu_key_compare(const CICUKeywords *k, int32_t i, const char *key) {
    int32_t n = (int32_t)strlen(key);
    int32_t m = k->key_length[i] < n ? k->key_length[i] : n;
    int c = strncmp(k->start[i], key, (size_t)m);
    return c != 0 ? c : k->key_length[i] - n;
}

/// Keys read by ICU's collator (ucol_open): collation, col*, kv, variabletop.
static int8_t cicu_is_collation_key(const CICUKeywords *k, int32_t i) {
    return (k->key_length[i] >= 3 && strncmp(k->start[i], "col", 3) == 0) || cicu_key_is(k, i, "kv") ||
           cicu_key_is(k, i, "variabletop");
}

/// Keys read by ICU's formatters and locale facts: calendar, numbers, hour
/// cycle, first day of week, region override, measurement system and unit,
/// currency and currency format (keyTypeData names them; tz is read by none
/// when a zone is given, em/lb/lw/ss/dx by break iterators only). `sd` and
/// the private-use `x` are kept where the running ICU reads them
/// (CICUKeep, below).
static int8_t cicu_is_format_key(const CICUKeywords *k, int32_t i) {
    static const char *keys[] = {"calendar", "cf", "currency", "fw", "hours", "measure", "mu", "numbers", "rg"};
    for (size_t j = 0; j < sizeof keys / sizeof keys[0]; j++)
        if (cicu_key_is(k, i, keys[j])) return 1;
    return 0;
}

/// The keys of the ids identifiers share formatters under: the formatters'
/// and the collator's (cicu_uloc_collation_id of such an id is that of the
/// requested one).
static int8_t cicu_is_shared_key(const CICUKeywords *k, int32_t i) {
    return cicu_is_format_key(k, i) || cicu_is_collation_key(k, i);
}

/// Keywords kept beyond a keep function's, where the running ICU reads them
/// for the id at hand (cicu_extra_keys).
typedef enum {
    CICU_KEEP_SD = 1,
    CICU_KEEP_X = 2,
    /// The id's own `rg`, which the running ICU does not read, is left out.
    CICU_DROP_RG = 4,
} CICUKeep;

/// Appends `text` (`length` bytes, -1: NUL-terminated) to result[*length...].
static int8_t cicu_append_n(char *out, int32_t capacity, int32_t *length, const char *text, int32_t n) {
    if (n < 0) n = (int32_t)strlen(text);
    if (*length + n >= capacity) return 0;
    memcpy(out + *length, text, (size_t)n);
    *length += n;
    out[*length] = 0;
    return 1;
}

/// Writes `base` and the keywords `keep` accepts (in ICU's order: the id's
/// are sorted by key already), with `rg` inserted in its place when given.
static int32_t cicu_write_id(const char *base, const char *icu_id, int8_t (*keep)(const CICUKeywords *, int32_t),
                             int32_t extra, const char *rg, char *out, int32_t capacity, UErrorCode *st) {
    char result[ULOC_FULLNAME_CAPACITY];
    int32_t length = 0;
    result[0] = 0;
    CICUKeywords k;
    cicu_keywords(icu_id, &k);
    int8_t ok = cicu_append_n(result, sizeof result, &length, base, -1);
    int8_t first = 1;
    for (int32_t i = 0; ok && i <= k.count; i++) {
        // rg goes before the first key that sorts after it.
        if (rg != NULL && (i == k.count || cicu_key_compare(&k, i, "rg") > 0)) {
            ok = cicu_append_n(result, sizeof result, &length, first ? "@rg=" : ";rg=", -1) &&
                 cicu_append_n(result, sizeof result, &length, rg, -1);
            first = 0;
            rg = NULL;
        }
        if (i == k.count) continue;
        if ((extra & CICU_DROP_RG) && cicu_key_is(&k, i, "rg")) continue;
        if (!keep(&k, i) && !((extra & CICU_KEEP_SD) && cicu_key_is(&k, i, "sd")) &&
            !((extra & CICU_KEEP_X) && cicu_key_is(&k, i, "x")))
            continue;
        ok = ok && cicu_append_n(result, sizeof result, &length, first ? "@" : ";", 1) &&
             cicu_append_n(result, sizeof result, &length, k.start[i], k.length[i]);
        first = 0;
    }
    if (!ok) {
        *st = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    return cicu_copy_out(result, out, capacity, st);
}

// --- The exact id -----------------------------------------------------------------

/// The parts of the exact id: the requested one with the parts no ICU data
/// tells apart replaced (include/cicu_open_id.h), keywords aside.
typedef struct {
    char language[ULOC_FULLNAME_CAPACITY], script[ULOC_FULLNAME_CAPACITY];
    char region[ULOC_FULLNAME_CAPACITY], variant[ULOC_FULLNAME_CAPACITY];
    char base[ULOC_FULLNAME_CAPACITY];
    /// The base is a locale some tree has with a variant (en_US_POSIX).
    int8_t is_variant_locale;
    /// The keywords beyond the shared ones the running ICU reads for this id.
    int32_t extra;
} CICUParts;

/// Whether the running ICU takes a region from the subdivision keyword `sd`
/// when a name has no region (ICU 76 does, for unit usage, measurement
/// system and week data; ICU 72 reads `sd` nowhere): asked of ICU once.
static int8_t cicu_reads_sd;
static pthread_once_t cicu_sd_once = PTHREAD_ONCE_INIT;

static void cicu_sd_load(void) {
    UErrorCode a = U_ZERO_ERROR, b = U_ZERO_ERROR;
    UMeasurementSystem plain = ulocdata_getMeasurementSystem("en", &a);
    UMeasurementSystem scottish = ulocdata_getMeasurementSystem("en@sd=gbsct", &b);
    cicu_reads_sd = U_SUCCESS(a) && U_SUCCESS(b) && plain != scottish;
}

/// The keywords beyond the shared ones that the running ICU reads for
/// `icu_id` (language, script and region as written): `sd` without a region
/// where ICU reads it, and a private-use part where it changes the likely
/// subtags ICU finds (ICU 76 finds none for `und-x-…`, so such a name has no
/// likely region: h23, metric, where ICU 72 reads it as `und`, so US).
static int32_t cicu_extra_keys(const char *icu_id, const char *language, const char *script, const char *region) {
    const char *at = strchr(icu_id, '@');
    if (at == NULL) return 0;
    int32_t extra = 0;
    UErrorCode st = U_ZERO_ERROR;
    char value[ULOC_KEYWORD_AND_VALUES_CAPACITY];
    if (region[0] == 0 && uloc_getKeywordValue(icu_id, "sd", value, sizeof value, &st) > 0 && U_SUCCESS(st)) {
        pthread_once(&cicu_sd_once, cicu_sd_load);
        if (cicu_reads_sd) extra |= CICU_KEEP_SD;
    }
    st = U_ZERO_ERROR;
    if (uloc_getKeywordValue(icu_id, "x", value, sizeof value, &st) > 0 && U_SUCCESS(st)) {
        char plain[ULOC_FULLNAME_CAPACITY], with_x[ULOC_FULLNAME_CAPACITY];
        snprintf(plain, sizeof plain, "%s%s%s%s%s", language, script[0] ? "_" : "", script, region[0] ? "_" : "",
                 region);
        snprintf(with_x, sizeof with_x, "%s@x=%s", plain, value);
        char s1[ULOC_SCRIPT_CAPACITY], r1[ULOC_COUNTRY_CAPACITY], s2[ULOC_SCRIPT_CAPACITY], r2[ULOC_COUNTRY_CAPACITY];
        cicu_likely(plain, s1, r1);
        cicu_likely(with_x, s2, r2);
        if (strcmp(s1, s2) != 0 || strcmp(r1, r2) != 0) extra |= CICU_KEEP_X;
    }
    return extra;
}

/// Whether the running ICU takes the region for its preferences from the
/// override `rg=value`: asked of ICU, as the currency of two regions under
/// it (the same when the override is read, whatever its region has).
int8_t cicu_reads_rg(const char *value) {
    char iran[ULOC_FULLNAME_CAPACITY], states[ULOC_FULLNAME_CAPACITY];
    snprintf(iran, sizeof iran, "und_IR@rg=%s", value);
    snprintf(states, sizeof states, "und_US@rg=%s", value);
    UErrorCode a = U_ZERO_ERROR, b = U_ZERO_ERROR;
    UChar in_iran[4] = {0}, in_states[4] = {0};
    ucurr_forLocale(iran, in_iran, 4, &a);
    ucurr_forLocale(states, in_states, 4, &b);
    if (U_FAILURE(a) || U_FAILURE(b)) return U_FAILURE(a) && U_FAILURE(b);
    return memcmp(in_iran, in_states, sizeof in_iran) == 0;
}

static void cicu_exact_parts(const char *icu_id, CICUParts *p, UErrorCode *st) {
    pthread_once(&cicu_open_id_once, cicu_open_id_load);
    uloc_getLanguage(icu_id, p->language, sizeof p->language, st);
    uloc_getScript(icu_id, p->script, sizeof p->script, st);
    uloc_getCountry(icu_id, p->region, sizeof p->region, st);
    uloc_getVariant(icu_id, p->variant, sizeof p->variant, st);
    if (*st == U_STRING_NOT_TERMINATED_WARNING) *st = U_BUFFER_OVERFLOW_ERROR;
    if (U_FAILURE(*st)) return;
    if (strlen(p->language) >= CICU_NAME_MAX / 2 || strlen(p->variant) >= CICU_NAME_MAX) {
        *st = U_ILLEGAL_ARGUMENT_ERROR;
        return;
    }
    if (p->script[0] != 0 && !cicu_script_known(p->script)) strcpy(p->script, "Zzzz");
    if (p->region[0] != 0 && !cicu_region_known(p->region)) strcpy(p->region, cicu_unknown_region);
    char *language = p->language, *script = p->script, *region = p->region;
    snprintf(p->base, sizeof p->base, "%s%s%s%s%s", language, script[0] ? "_" : "", script, region[0] ? "_" : "",
             region);
    p->is_variant_locale = 0;
    p->extra = cicu_extra_keys(icu_id, p->language, p->script, p->region);
    // A variant stays only in a locale some tree has (en_US_POSIX,
    // ca_ES_VALENCIA); such a locale is opened as it is.
    if (p->variant[0] != 0) {
        char with_variant[ULOC_FULLNAME_CAPACITY];
        snprintf(with_variant, sizeof with_variant, "%s%s%s", p->base, region[0] ? "_" : "__", p->variant);
        if (cicu_set_contains(&cicu_locales, with_variant)) {
            strcpy(p->base, with_variant);
            p->is_variant_locale = 1;
            return;
        }
        p->variant[0] = 0;
    }
    // The root locale keeps its script and region: ICU reads them through
    // likely subtags.
    if (language[0] == 0) return;
    if (cicu_set_contains(&cicu_data_languages, language) || cicu_set_contains(&cicu_keyed_languages, language)) {
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
    snprintf(p->base, sizeof p->base, "%s%s%s%s%s", language, script[0] ? "_" : "", script, region[0] ? "_" : "",
             region);
}

/// Writes to `script` the likely script of `language_region` (`pair`) when
/// it is not the likely script of `language` alone; leaves it empty otherwise.
static void cicu_regional_script(const char *language, const char *pair, char *script) {
    char regional[ULOC_SCRIPT_CAPACITY], own[ULOC_SCRIPT_CAPACITY], region[ULOC_COUNTRY_CAPACITY];
    cicu_likely(pair, regional, region);
    cicu_likely(language, own, region);
    script[0] = 0;
    if (regional[0] != 0 && strcmp(regional, own[0] != 0 ? own : "Latn") != 0) strcpy(script, regional);
}

static int8_t cicu_known2(const char *a, const char *b) {
    char name[CICU_NAME_MAX];
    if (snprintf(name, sizeof name, "%s_%s", a, b) >= (int)sizeof name) return 1;
    return cicu_set_contains(&cicu_locales, name);
}

int32_t cicu_uloc_zone_id(const char *icu_id, char *out, int32_t capacity, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    CICUParts p;
    cicu_exact_parts(icu_id, &p, st);
    if (U_FAILURE(*st)) return 0;
    return cicu_write_id(p.base, icu_id, cicu_is_shared_key, p.extra, NULL, out, capacity, st);
}

int32_t cicu_uloc_open_id(const char *icu_id, char *out, int32_t capacity, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    CICUParts p;
    cicu_exact_parts(icu_id, &p, st);
    if (U_FAILURE(*st)) return 0;
    // A two-letter region that no locale of the language has moves to the
    // region override, and the region becomes ZZ: every data tree's chain is
    // the same for any region no locale of the language has (once the
    // region's default script is written, below), ICU reads
    // region preferences from `rg` first, and a date format still sees a
    // region its data locale lacks (and so synthesizes its time patterns
    // for the region's hour cycle). `rg` is written in upper case: ICU 72's
    // pattern generator looks the override up as written. (Not for the root
    // locale, whose language ICU takes from the likely subtags of the
    // region; a three-digit region has no `rg` form; nor for an unknown
    // region, which has no preferences to move.)
    //
    // Without a script, the main tree's chain goes from language_REGION to
    // language_S, S the default script of the language in that region
    // (uresbund.cpp's getParentLocaleID), and from language_S_ZZ to
    // language_S when S is not the language's own default: so S is written
    // where it is another script than the language's (`az_IR`, whose chain
    // is az_Arab and then root, opens as `az_Arab_ZZ@rg=IRzzzz`; `az_ZZ`'s
    // chain is az_Latn, az). With a script T, both chains go to language_T.
    char rg[8];
    const char *override = NULL;
    if (!p.is_variant_locale && p.language[0] != 0 && strlen(p.region) == 2 && strcmp(p.region, "ZZ") != 0 &&
        strcmp(p.region, cicu_unknown_region) != 0) {
        char pair[CICU_NAME_MAX];
        snprintf(pair, sizeof pair, "%s_%s", p.language, p.region);
        if (!cicu_set_contains(&cicu_data_regions, pair)) {
            UErrorCode kst = U_ZERO_ERROR;
            char existing[16];
            int32_t n = uloc_getKeywordValue(icu_id, "rg", existing, sizeof existing, &kst);
            // A user's own override that the running ICU does not read (ICU 76
            // ignores `zzzzzz`, which ICU 72 reads as ZZ) leaves the region in
            // charge: it is dropped and the region moves as if it were absent.
            if (U_SUCCESS(kst) && n > 0 && !cicu_reads_rg(existing)) {
                n = 0;
                p.extra |= CICU_DROP_RG;
            }
            if (U_FAILURE(kst) || n == 0) {
                snprintf(rg, sizeof rg, "%c%czzzz", p.region[0] & ~0x20, p.region[1] & ~0x20);
                override = rg;
            }
            if (p.script[0] == 0 && cicu_set_contains(&cicu_data_languages, p.language)) {
                cicu_regional_script(p.language, pair, p.script);
            }
            snprintf(p.base, sizeof p.base, "%s%s%s_ZZ", p.language, p.script[0] ? "_" : "", p.script);
        }
    }
    return cicu_write_id(p.base, icu_id, cicu_is_shared_key, p.extra, override, out, capacity, st);
}

int32_t cicu_uloc_collation_id(const char *icu_id, char *out, int32_t capacity, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    pthread_once(&cicu_collation_once, cicu_collation_load);
    CICUParts p;
    cicu_exact_parts(icu_id, &p, st);
    if (U_FAILURE(*st)) return 0;
    // The collation tree's chain (ures_openNoDefault: language_Script goes to
    // the language) up to the first name any tree has; ICU goes on from there.
    char base[ULOC_FULLNAME_CAPACITY];
    const char *l = p.language, *s = p.script, *r = p.region;
    if (l[0] == 0 || !cicu_set_contains(&cicu_collation_languages, l)) {
        base[0] = 0;  // no name of the language has collation data: root
    } else if (p.is_variant_locale) {
        strcpy(base, p.base);
    } else if (s[0] != 0 && r[0] != 0) {
        // Whether language_REGION or language_Script comes next depends on
        // the default script; where either exists, ICU decides.
        int8_t exact = cicu_set_contains(&cicu_locales, p.base) || cicu_known2(l, r) || cicu_known2(l, s);
        strcpy(base, exact ? p.base : l);
    } else if (r[0] != 0 && cicu_known2(l, r)) {
        snprintf(base, sizeof base, "%s_%s", l, r);
    } else if (s[0] != 0 && cicu_known2(l, s)) {
        snprintf(base, sizeof base, "%s_%s", l, s);
    } else {
        strcpy(base, l);
    }
    return cicu_write_id(base, icu_id, cicu_is_collation_key, 0, NULL, out, capacity, st);
}

int32_t cicu_uloc_case_id(const char *icu_id, char *out, int32_t capacity, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    pthread_once(&cicu_break_once, cicu_break_load);
    CICUParts p;
    cicu_exact_parts(icu_id, &p, st);
    if (U_FAILURE(*st)) return 0;
    // Case rules read the language; title case's word breaks follow the
    // break iterator tree, which has data for a few languages only.
    const char *result = cicu_set_contains(&cicu_break_languages, p.language) ? p.base : p.language;
    return cicu_copy_out(result, out, capacity, st);
}
