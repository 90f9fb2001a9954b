#ifndef CICU_INTERVAL_H
#define CICU_INTERVAL_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An ICU UDateIntervalFormat: the range between two instants with one
/// skeleton ("Aug 7 – 10, 2015").
///
/// Thread safety (ICU's rule): formatting takes a const UDateIntervalFormat;
/// ICU 72's DateIntervalFormat holds one process-wide mutex while it formats
/// (its calendars are shared state), so one format may serve many threads,
/// one at a time, and interval formatting does not run in parallel at all.
typedef struct CICUIntervalFormat CICUIntervalFormat;

/// udtitvfmt_open(locale, skeleton, time_zone), both UTF-8.
CICUIntervalFormat *cicu_udtitvfmt_open(const char *locale, const char *skeleton, int32_t skeleton_length,
                                        const char *time_zone, int32_t time_zone_length, int32_t *status);

void cicu_udtitvfmt_close(CICUIntervalFormat *format);

/// udtitvfmt_formatToResult(start, end) with a result of the call's own;
/// the string as UTF-8 with the preflighting rules, and in *has_span
/// whether it has a field of category UFIELD_CATEGORY_DATE_INTERVAL_SPAN
/// (0 when ICU wrote one date because the instants agree in every field
/// shown). With has_span NULL, the string of udtitvfmt_format (the same
/// text, without a result object). Const use.
int32_t cicu_udtitvfmt_format(const CICUIntervalFormat *format, double start, double end, int8_t *has_span,
                              char *out, int32_t capacity, int32_t *status);

/// udatpg_getSkeleton(NULL, pattern): the skeleton of a date pattern (UTF-8).
int32_t cicu_udatpg_get_skeleton(const char *pattern, int32_t pattern_length, char *out, int32_t capacity,
                                 int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
