// Opening date formats (include/cicu_date.h): cicu_udat_open as ICU opens
// them, cicu_udat_open_bounded with a bounded locale id for zone names.
#include "include/cicu_date.h"
#include "cicu_internal.h"
#include <unicode/smpdtfmt.h>
#include <unicode/timezone.h>
#include <unicode/tzfmt.h>
#include <unicode/udat.h>
#include <unicode/uloc.h>

using icu::Locale;
using icu::SimpleDateFormat;
using icu::TimeZone;
using icu::TimeZoneFormat;
using icu::UnicodeString;

// Whether the pattern has an unquoted letter from `letters`.
static bool cicu_pattern_has(const UnicodeString &pattern, const char16_t *letters) {
    bool quoted = false;
    for (int32_t i = 0; i < pattern.length(); i++) {
        char16_t c = pattern.charAt(i);
        if (c == u'\'') {
            quoted = !quoted;
        } else if (!quoted) {
            for (const char16_t *l = letters; *l != 0; l++)
                if (c == *l) return true;
        }
    }
    return false;
}

static UDateFormat *cicu_open(int32_t time_style, int32_t date_style, const char *locale, const UChar *tz,
                              int32_t tz_len, const UChar *pat, int32_t pat_len, UErrorCode *st) {
    if (pat != NULL) return udat_open(UDAT_PATTERN, UDAT_PATTERN, locale, tz, tz_len, pat, pat_len, st);
    return udat_open((UDateFormatStyle)time_style, (UDateFormatStyle)date_style, locale, tz, tz_len, NULL, -1, st);
}

// Gives `sdf` a zone format for `locale`'s base name and numbering system
// alone: ICU caches a zone format's names under the full locale name (for
// three minutes), and zone names, offsets and locations (not generic names)
// depend on nothing else. Left to ICU's own (made on first use) if this
// fails.
static void cicu_adopt_bounded_zone_format(SimpleDateFormat *sdf, const char *locale) {
    char tz_locale[ULOC_FULLNAME_CAPACITY], numbers[ULOC_KEYWORDS_CAPACITY];
    UErrorCode kst = U_ZERO_ERROR;
    uloc_getBaseName(locale, tz_locale, sizeof tz_locale, &kst);
    int32_t n = uloc_getKeywordValue(locale, "numbers", numbers, sizeof numbers, &kst);
    if (U_SUCCESS(kst) && n > 0) uloc_setKeywordValue("numbers", numbers, tz_locale, sizeof tz_locale, &kst);
    TimeZoneFormat *zones = U_SUCCESS(kst) ? TimeZoneFormat::createInstance(Locale(tz_locale), kst) : NULL;
    if (U_SUCCESS(kst) && zones != NULL) {
        sdf->adoptTimeZoneFormat(zones);
    } else {
        delete zones;
    }
}

void cicu_date_bound_zone_format(icu::DateFormat *format, const char *locale) {
    SimpleDateFormat *sdf = dynamic_cast<SimpleDateFormat *>(format);
    if (sdf == NULL) return;
    UnicodeString pattern;
    sdf->toPattern(pattern);
    if (!cicu_pattern_has(pattern, u"v") && cicu_pattern_has(pattern, u"zZOVXx")) {
        cicu_adopt_bounded_zone_format(sdf, locale);
    }
}

// Both entry points: the UTF-8 arguments to UTF-16, udat_open, and (when
// `bounded`) the zone formats opened for a bounded locale id: at once, or,
// with `zone_format_deferred`, only noted there for cicu_udat_adopt_zone_format.
static CICUDateFormat *cicu_open_utf8(int32_t time_style, int32_t date_style, const char *locale, bool bounded,
                                      const char *zone_locale, const char *time_zone, int32_t time_zone_length,
                                      const char *pattern, int32_t pattern_length, int32_t *zone_format_deferred,
                                      int32_t *status) {
    if (zone_format_deferred != NULL) *zone_format_deferred = 0;
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return NULL;
    UChar tz_stack[64], pat_stack[CICU_STACK_UCHARS];
    int32_t tz_len = 0, pat_len = 0;
    UChar *tz = cicu_u16_from_utf8(time_zone, time_zone_length, tz_stack, 64, &tz_len, st);
    UChar *pat = NULL;
    if (pattern != NULL) pat = cicu_u16_from_utf8(pattern, pattern_length, pat_stack, CICU_STACK_UCHARS, &pat_len, st);
    UDateFormat *f = NULL;
    if (U_SUCCESS(*st)) f = cicu_open(time_style, date_style, locale, tz, tz_len, pat, pat_len, st);
    SimpleDateFormat *sdf = U_SUCCESS(*st) && bounded ? dynamic_cast<SimpleDateFormat *>(reinterpret_cast<icu::DateFormat *>(f)) : NULL;
    if (sdf != NULL) {
        UnicodeString opened;
        sdf->toPattern(opened);
        if (cicu_pattern_has(opened, u"v")) {
            // Generic zone names (v) depend on the locale's region itself,
            // which `locale` may carry as `rg` only: open with `zone_locale`.
            if (zone_locale != NULL && strcmp(zone_locale, locale) != 0) {
                udat_close(f);
                f = cicu_open(time_style, date_style, zone_locale, tz, tz_len, pat, pat_len, st);
            }
        } else if (cicu_pattern_has(opened, u"zZOVXx")) {
            if (zone_format_deferred != NULL) {
                *zone_format_deferred = 1;
            } else {
                cicu_adopt_bounded_zone_format(sdf, locale);
            }
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

extern "C" CICUDateFormat *cicu_udat_open(int32_t time_style, int32_t date_style, const char *locale,
                                          const char *time_zone, int32_t time_zone_length, const char *pattern,
                                          int32_t pattern_length, int32_t *status) {
    return cicu_open_utf8(time_style, date_style, locale, false, NULL, time_zone, time_zone_length, pattern,
                          pattern_length, NULL, status);
}

extern "C" CICUDateFormat *cicu_udat_open_bounded(int32_t time_style, int32_t date_style, const char *locale,
                                                  const char *zone_locale, const char *time_zone,
                                                  int32_t time_zone_length, const char *pattern,
                                                  int32_t pattern_length, int32_t *zone_format_deferred,
                                                  int32_t *status) {
    return cicu_open_utf8(time_style, date_style, locale, true, zone_locale, time_zone, time_zone_length, pattern,
                          pattern_length, zone_format_deferred, status);
}

extern "C" void cicu_udat_adopt_zone_format(CICUDateFormat *format, const char *locale) {
    CICU_COUNT_CALL();
    SimpleDateFormat *sdf = dynamic_cast<SimpleDateFormat *>(reinterpret_cast<icu::DateFormat *>(format));
    if (sdf != NULL) cicu_adopt_bounded_zone_format(sdf, locale);
}

extern "C" CICUDateFormat *cicu_udat_clone_zone(const CICUDateFormat *format, const char *time_zone,
                                                int32_t time_zone_length, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return NULL;
    UChar tz_stack[64];
    int32_t tz_len = 0;
    UChar *tz = cicu_u16_from_utf8(time_zone, time_zone_length, tz_stack, 64, &tz_len, st);
    if (tz == NULL) return NULL;
    // As udat_open sets the zone it is given: on the format's calendar.
    TimeZone *zone = TimeZone::createTimeZone(UnicodeString(tz, tz_len));
    cicu_u16_free(tz, tz_stack);
    if (zone == NULL) {
        *st = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    UDateFormat *copy = udat_clone((const UDateFormat *)format, st);
    if (U_FAILURE(*st) || copy == NULL) {
        delete zone;
        if (copy != NULL) udat_close(copy);
        if (U_SUCCESS(*st)) *st = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    reinterpret_cast<icu::DateFormat *>(copy)->adoptTimeZone(zone);
    CICU_COUNT_OPEN(CICU_OBJECT_DATE_FORMAT);
    return (CICUDateFormat *)copy;
}
