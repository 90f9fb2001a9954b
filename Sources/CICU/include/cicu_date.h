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
CICUDateFormat *cicu_udat_open_bounded(int32_t time_style, int32_t date_style, const char *locale,
                                       const char *zone_locale, const char *time_zone,
                                       int32_t time_zone_length, const char *pattern,
                                       int32_t pattern_length, int32_t *status);

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

/// The locale's best pattern for a skeleton (udatpg_getBestPattern).
int32_t cicu_udatpg_best_pattern(const char *locale, const char *skeleton,
                                 int32_t skeleton_length, char *out,
                                 int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
