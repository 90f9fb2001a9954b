#ifndef CICU_DATE_H
#define CICU_DATE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An ICU UDateFormat.
typedef struct CICUDateFormat CICUDateFormat;

/// udat_open. Styles: 0 full, 1 long, 2 medium, 3 short, -1 none. With a
/// non-NULL pattern the styles are ignored and the pattern is used.
CICUDateFormat *cicu_udat_open(int32_t time_style, int32_t date_style,
                               const char *locale, const char *time_zone,
                               int32_t time_zone_length, const char *pattern,
                               int32_t pattern_length, int32_t *status);

/// cicu_udat_open for a locale id from cicu_uloc_open_id, which may carry
/// its region as the region override `rg` only: a pattern with generic zone
/// names (`v`), which read the region itself, is opened with `zone_locale`
/// (cicu_uloc_zone_id) instead; any other zone field gets a zone format for
/// the locale's base name and numbering system alone (ICU caches zone names
/// under the full locale name). Everything else ICU formats from `locale`.
///
/// With `zone_format_deferred` (may be NULL: at once), that zone format is
/// not made at open: *zone_format_deferred is set to 1 when the pattern
/// wants one, and cicu_udat_adopt_zone_format must be called before ICU
/// formats with (or copies) the format. A compiled path that never asks ICU
/// for a zone text saves making it (about a fifth of a miss).
CICUDateFormat *cicu_udat_open_bounded(int32_t time_style, int32_t date_style, const char *locale,
                                       const char *zone_locale, const char *time_zone,
                                       int32_t time_zone_length, const char *pattern,
                                       int32_t pattern_length, int32_t *zone_format_deferred,
                                       int32_t *status);

/// Gives `format` the zone format cicu_udat_open_bounded deferred, for the
/// same `locale`. Mutates the format: not while another thread formats
/// with it. On failure ICU keeps making its own on first use.
void cicu_udat_adopt_zone_format(CICUDateFormat *format, const char *locale);

/// A copy of `format` (udat_clone) showing instants in `time_zone` instead:
/// what cicu_udat_open(_bounded) opens for the same locale, pattern and
/// `time_zone`, without loading the locale's data again. `format` may be in
/// use by other threads meanwhile (udat_clone is const).
CICUDateFormat *cicu_udat_clone_zone(const CICUDateFormat *format, const char *time_zone,
                                     int32_t time_zone_length, int32_t *status);

void cicu_udat_close(CICUDateFormat *format);

/// Formats `date` (milliseconds since 1970, UTC) as UTF-8. Uses
/// udat_formatForFields, which, unlike udat_format, reports a pattern letter
/// ICU does not define (U_INVALID_FORMAT_ERROR) instead of truncating.
/// Safe to call on one format from several threads at once (const use).
int32_t cicu_udat_format(const CICUDateFormat *format, double date, char *out,
                         int32_t capacity, int32_t *status);

/// The format's pattern (udat_toPattern), as UTF-8.
int32_t cicu_udat_to_pattern(const CICUDateFormat *format, char *out,
                             int32_t capacity, int32_t *status);

/// A locale's date-time pattern generator (udatpg_open), opened once per
/// locale and kept (it costs about as much to open as a date format, and
/// far more than a lookup). NULL unless `status` is a success.
typedef struct CICUPatternGenerator CICUPatternGenerator;
CICUPatternGenerator *cicu_udatpg_open(const char *locale, int32_t *status);
void cicu_udatpg_close(CICUPatternGenerator *generator);

/// The generator's best pattern for a skeleton (udatpg_getBestPattern).
/// ICU's generator is not thread-safe: one caller at a time.
int32_t cicu_udatpg_best(CICUPatternGenerator *generator, const char *skeleton,
                         int32_t skeleton_length, char *out, int32_t capacity,
                         int32_t *status);

/// The generator's preferred hour cycle (udatpg_getDefaultHourCycle):
/// 0 h11, 1 h12, 2 h23, 3 h24. Not thread-safe for one generator.
int32_t cicu_udatpg_default_hour_cycle(CICUPatternGenerator *generator, int32_t *status);


// ---------------------------------------------------------------------------
// What the compiled date path (Sources/LocaleFormat/Date/Compiled) takes from
// ICU once, when a formatter is built: everything that decides udat_format's
// output. All of these are const reads of the format (safe from any thread).

/// The number of symbols of a UDateFormatSymbolType (udat_countSymbols).
int32_t cicu_udat_count_symbols(const CICUDateFormat *format, int32_t type);

/// One symbol (udat_getSymbols), as UTF-8.
int32_t cicu_udat_symbol(const CICUDateFormat *format, int32_t type, int32_t index,
                         char *out, int32_t capacity, int32_t *status);

/// The format's calendar type (ucal_getType: "gregorian", "japanese", ...).
int32_t cicu_udat_calendar_type(const CICUDateFormat *format, char *out,
                                int32_t capacity, int32_t *status);

/// A UCalendarAttribute of the format's calendar (1: first day of week,
/// 2: minimal days in first week).
int32_t cicu_udat_calendar_attribute(const CICUDateFormat *format, int32_t attribute);

/// The Gregorian cutover of the format's calendar (ucal_getGregorianChange),
/// milliseconds since 1970.
double cicu_udat_gregorian_change(const CICUDateFormat *format, int32_t *status);

/// The ten digits (0-9) the number format of a pattern letter writes
/// (udat_getNumberFormatForField, unum_getSymbol), as UTF-8 separated by
/// single spaces. *is_default is 1 when that number format is the format's
/// default one (no per-field override such as "y=jpanyear"). A number format
/// that is not a DecimalFormat (rule-based numbering) or that has a positive
/// prefix or suffix fails with U_UNSUPPORTED_ERROR.
int32_t cicu_udat_field_digits(const CICUDateFormat *format, uint16_t pattern_letter,
                               int32_t *is_default, char *out, int32_t capacity,
                               int32_t *status);

/// 1 when a pattern letter is written with the format's default number
/// format (no per-field override), else 0.
int32_t cicu_udat_field_has_default_number_format(const CICUDateFormat *format,
                                                  uint16_t pattern_letter);

/// A text attribute (UNumberFormatTextAttribute: 2 negative prefix, 3
/// negative suffix) of the number format of a pattern letter, as UTF-8.
int32_t cicu_udat_field_affix(const CICUDateFormat *format, uint16_t pattern_letter,
                              int32_t attribute, char *out, int32_t capacity,
                              int32_t *status);

/// The text the number format of a pattern letter writes for `value`
/// (unum_format on udat_getNumberFormatForField), as UTF-8.
int32_t cicu_udat_field_number(const CICUDateFormat *format, uint16_t pattern_letter,
                               int32_t value, char *out, int32_t capacity,
                               int32_t *status);

/// Formats `date` and writes the text of the first field of UDateFormatField
/// `field` (udat_formatForFields with a field iterator), as UTF-8. *found is
/// 0 when the output has no such field (ICU reports no empty fields).
int32_t cicu_udat_format_field(const CICUDateFormat *format, double date, int32_t field,
                               int32_t *found, char *out, int32_t capacity,
                               int32_t *status);

/// The metazone periods of a zone (ICU's metaZones/metazoneInfo, in ICU's
/// order; ICU takes the first period with from <= date < to): pairs of
/// [from, to) in milliseconds since 1970 into `bounds` (2 * capacity
/// doubles). Returns the number of periods; 0 for a zone without metazones.
int32_t cicu_metazone_periods(const char *zone, int32_t zone_length, double *bounds,
                              int32_t capacity, int32_t *status);

/// The start dates of the Japanese calendar's eras as ICU's JapaneseCalendar
/// uses them (supplementalData/calendarData/japanese/eras; tentative eras only
/// when ICU_ENABLE_TENTATIVE_ERA=true), as year, month, day triples of the
/// calendar's own fields (Julian before 1582-10-15). Returns the era count.
int32_t cicu_japanese_era_starts(int32_t *ymd, int32_t capacity, int32_t *status);

/// A zone's offsets as ICU's calendars use them (cicu_date_zone.cpp):
/// `times[0]` is -infinity with the offsets in force before the first
/// transition, then every transition (BasicTimeZone::getNextTransition) with
/// the raw and DST offsets (milliseconds) in force from it. When the zone
/// ends in an annual rule (ICU's final rule), the list stops one 400-year
/// Gregorian cycle and two years after the first transition of that rule,
/// whose time goes into *periodic_from (else NaN): from there on the offsets
/// repeat every 146097 days. Every transition is checked against
/// TimeZone::getOffset just before and at it; a difference fails with
/// U_INTERNAL_PROGRAM_ERROR. Returns the count, U_BUFFER_OVERFLOW_ERROR when
/// it exceeds `capacity`.
int32_t cicu_zone_offsets(const char *zone, int32_t zone_length, double *times,
                          int32_t *raw, int32_t *dst, int32_t capacity,
                          double *periodic_from, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
