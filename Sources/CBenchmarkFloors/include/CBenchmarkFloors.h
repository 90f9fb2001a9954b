// CBenchmarkFloors: the bare ICU calls behind the benchmarks' floors
// (Docs/Benchmarks.md, "The floor"). Not API, and not part of the library:
// only the LocaleFormatBenchmarkSupport target imports it, and only
// `icufmt-bench` and the Benchmarks/ package link it.
//
// Why a C target of its own: a floor is the ICU call the library makes, on
// an ICU object held open, with nothing of ours in between. Swift cannot
// call ICU's functions by name (its headers rename them with a version
// suffix through macros), and going through the library's shim (Sources/CICU)
// would put our own code back in between. So, besides Sources/CICU, this is
// the one place that includes <unicode/*.h> (.ci/run checks both).
//
// Every floor holds its ICU object(s) and the workload's input, both
// prepared at open. Each call makes exactly the ICU call(s) that the library
// makes for that kind (see the matching function in Sources/CICU) and
// writes the result as UTF-8 the way the shim does (u_strToUTF8 from ICU's
// UTF-16), with the shim's conventions: `out`/`capacity` is the caller's
// buffer, the return value the full UTF-8 length, *status ICU's UErrorCode
// (failure is > 0). No retry on overflow: a floor's output is short, and a
// wrong output is caught by the harness, which compares it with the
// library's before timing. Floors are not thread-safe: one thread each.
#ifndef CBENCHMARKFLOORS_H
#define CBENCHMARKFLOORS_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// `udat_formatForFields` on a `UDateFormat` opened with a resolved
/// pattern, for one instant (cicu_udat_format).
typedef struct BenchFloorDate BenchFloorDate;

/// `udat_open(UDAT_PATTERN, UDAT_PATTERN, locale, time_zone, pattern)`: the
/// pattern a style or skeleton resolves to, so that resolving it costs no
/// call anything. `date` is in milliseconds since 1970.
BenchFloorDate *benchfloor_udat_open(const char *pattern, const char *locale, const char *time_zone, double date,
                                     int32_t *status);
int32_t benchfloor_udat_format(const BenchFloorDate *floor, char *out, int32_t capacity,
                               int32_t *status);
void benchfloor_udat_close(BenchFloorDate *floor);

/// `ucol_strcollUTF8` on a `UCollator` with the locale's own options, for
/// two UTF-8 strings (cicu_ucol_strcoll_utf8).
typedef struct BenchFloorCollator BenchFloorCollator;

BenchFloorCollator *benchfloor_ucol_open(const char *locale, const char *a, int32_t a_length,
                                         const char *b, int32_t b_length, int32_t *status);
/// -1, 0 or 1.
int32_t benchfloor_ucol_strcoll_utf8(const BenchFloorCollator *floor, int32_t *status);
/// -1, 0 or 1, for two UTF-8 strings given on the call (the copies held are
/// not used).
int32_t benchfloor_ucol_strcoll_given(const BenchFloorCollator *floor, const uint8_t *a, int32_t a_length,
                                      const uint8_t *b, int32_t b_length, int32_t *status);
void benchfloor_ucol_close(BenchFloorCollator *floor);

/// `ucasemap_utf8ToUpper` on a `UCaseMap`, for one UTF-8 text
/// (cicu_ucasemap_utf8_to_upper).
typedef struct BenchFloorCaseMap BenchFloorCaseMap;

BenchFloorCaseMap *benchfloor_ucasemap_open(const char *locale, const char *text, int32_t text_length,
                                            int32_t *status);
int32_t benchfloor_ucasemap_utf8_to_upper(const BenchFloorCaseMap *floor, char *out, int32_t capacity,
                                          int32_t *status);
void benchfloor_ucasemap_close(BenchFloorCaseMap *floor);

/// `unumf_formatDecimal` into a held `UFormattedNumber`, its UTF-16 read in
/// place (`unumf_resultAsValue`, `ufmtval_getString`), for one decimal text
/// (cicu_unumf_format_decimal): the floor of numbers, currencies and units.
typedef struct BenchFloorNumber BenchFloorNumber;

/// `unumf_openForSkeletonAndLocaleWithError(skeleton, locale)`.
BenchFloorNumber *benchfloor_unumf_open(const char *skeleton, int32_t skeleton_length, const char *locale,
                                        const char *decimal, int32_t decimal_length, int32_t *status);
int32_t benchfloor_unumf_format_decimal(const BenchFloorNumber *floor, char *out, int32_t capacity,
                                        int32_t *status);
void benchfloor_unumf_close(BenchFloorNumber *floor);

/// `unumf_formatDecimal` with the operands formatter into a held
/// `UFormattedNumber`, then `uplrules_selectFormatted`, for one decimal text
/// (cicu_uplrules_select_decimal).
typedef struct BenchFloorPlural BenchFloorPlural;

/// `uplrules_openForType(locale, ordinal ? ORDINAL : CARDINAL)` and the
/// operands formatter `operands_skeleton` for the root locale.
BenchFloorPlural *benchfloor_uplrules_open(const char *locale, int32_t ordinal, const char *operands_skeleton,
                                           int32_t operands_skeleton_length, const char *decimal,
                                           int32_t decimal_length, int32_t *status);
int32_t benchfloor_uplrules_select_decimal(const BenchFloorPlural *floor, char *out, int32_t capacity,
                                           int32_t *status);
void benchfloor_uplrules_close(BenchFloorPlural *floor);

/// `icu::MessageFormat::format` with named arguments laid out once as
/// ICU's own `UnicodeString` names and `Formattable` values, into a held
/// result (cicu_msgfmt_format_utf8 formats so). C++ inside.
typedef struct BenchFloorMessage BenchFloorMessage;

/// `icu::MessageFormat(pattern, Locale(locale))`; arguments are added next.
BenchFloorMessage *benchfloor_msgfmt_open(const char *pattern, int32_t pattern_length, const char *locale,
                                          int32_t *status);
void benchfloor_msgfmt_add_string(BenchFloorMessage *floor, const char *name, int32_t name_length,
                                  const char *text, int32_t text_length, int32_t *status);
void benchfloor_msgfmt_add_integer(BenchFloorMessage *floor, const char *name, int32_t name_length,
                                   int64_t value, int32_t *status);
/// A decimal kept exact: `Formattable(StringPiece)`, as the shim makes it.
void benchfloor_msgfmt_add_decimal(BenchFloorMessage *floor, const char *name, int32_t name_length,
                                   const char *text, int32_t text_length, int32_t *status);
int32_t benchfloor_msgfmt_format(BenchFloorMessage *floor, char *out, int32_t capacity, int32_t *status);
/// As benchfloor_msgfmt_format, with ICU's argument values made on every
/// call from the arguments as given (UTF-8 text converted, numbers set), as
/// a caller whose arguments change from call to call makes them.
int32_t benchfloor_msgfmt_format_given(BenchFloorMessage *floor, char *out, int32_t capacity, int32_t *status);
void benchfloor_msgfmt_close(BenchFloorMessage *floor);

/// The protocol's second-version ops. `ulistfmt_format` on a held UListFormatter over
/// held UTF-8 items (`items`: NUL-separated, ended by an empty one), each
/// through `u_strFromUTF8` per call, as ICU's UTF-16 API needs.
typedef struct BenchFloorList BenchFloorList;
BenchFloorList *benchfloor_ulistfmt_open(const char *locale, int32_t type, int32_t width, const char *items,
                                         int32_t *status);
int32_t benchfloor_ulistfmt_format(const BenchFloorList *floor, char *out, int32_t capacity, int32_t *status);
void benchfloor_ulistfmt_close(BenchFloorList *floor);

/// `ureldatefmt_formatNumeric` (`numeric` non-zero) or `ureldatefmt_format`
/// on a held URelativeDateTimeFormatter with the locale's number format, of
/// the decimal text `offset` read by `strtod` per call (as Docs/Protocol.md,
/// "Op relative", defines the offset).
typedef struct BenchFloorRelative BenchFloorRelative;
BenchFloorRelative *benchfloor_ureldatefmt_open(const char *locale, int32_t width, const char *offset, int32_t unit,
                                                int32_t numeric, int32_t *status);
int32_t benchfloor_ureldatefmt_format(const BenchFloorRelative *floor, char *out, int32_t capacity,
                                      int32_t *status);
void benchfloor_ureldatefmt_close(BenchFloorRelative *floor);

/// `uldn_localeDisplayName` on a held ULocaleDisplayNames (dialect names,
/// full length, substitution).
typedef struct BenchFloorDisplayNames BenchFloorDisplayNames;
BenchFloorDisplayNames *benchfloor_uldn_open(const char *locale, const char *code, int32_t *status);
int32_t benchfloor_uldn_locale_display_name(const BenchFloorDisplayNames *floor, char *out, int32_t capacity,
                                            int32_t *status);
void benchfloor_uldn_close(BenchFloorDisplayNames *floor);

/// `unumrf_formatDecimalRange` on a held UNumberRangeFormatter (collapse
/// auto, approximately) into a held result.
typedef struct BenchFloorNumberRange BenchFloorNumberRange;
BenchFloorNumberRange *benchfloor_unumrf_open(const char *skeleton, const char *locale, const char *start,
                                              const char *end, int32_t *status);
int32_t benchfloor_unumrf_format(const BenchFloorNumberRange *floor, char *out, int32_t capacity,
                                 int32_t *status);
void benchfloor_unumrf_close(BenchFloorNumberRange *floor);

/// `udtitvfmt_format` on a held UDateIntervalFormat.
typedef struct BenchFloorInterval BenchFloorInterval;
BenchFloorInterval *benchfloor_udtitvfmt_open(const char *locale, const char *skeleton, const char *time_zone,
                                              double start, double end, int32_t *status);
int32_t benchfloor_udtitvfmt_format(const BenchFloorInterval *floor, char *out, int32_t capacity,
                                    int32_t *status);
void benchfloor_udtitvfmt_close(BenchFloorInterval *floor);

/// `MeasureFormat::formatMeasures` on a held MeasureFormat and held measures
/// (`units` and `values`: NUL-separated, ended by an empty item).
typedef struct BenchFloorDuration BenchFloorDuration;
BenchFloorDuration *benchfloor_measfmt_open(const char *locale, int32_t width, const char *units,
                                            const char *values, int32_t *status);
int32_t benchfloor_measfmt_format(BenchFloorDuration *floor, char *out, int32_t capacity, int32_t *status);
void benchfloor_measfmt_close(BenchFloorDuration *floor);

#ifdef __cplusplus
}
#endif

#endif
