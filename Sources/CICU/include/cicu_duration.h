#ifndef CICU_DURATION_H
#define CICU_DURATION_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An ICU MeasureFormat (C++ only in ICU 72), for amounts of time in
/// several units: "1 hr, 2 min, 3 sec", "1:02:03".
///
/// Thread safety: ICU does not document MeasureFormat as thread-safe; use
/// one per thread at a time (a pool of them), never share one.
typedef struct CICUMeasureFormat CICUMeasureFormat;

/// MeasureFormat(locale, width); width as ICU numbers UMeasureFormatWidth
/// (0 wide, 1 short, 2 narrow, 3 numeric).
CICUMeasureFormat *cicu_measfmt_open(const char *locale, int32_t width, int32_t *status);

void cicu_measfmt_close(CICUMeasureFormat *format);

/// The duration units, largest first, as MeasureUnit::forIdentifier names
/// them: 0 year, 1 month, 2 week, 3 day, 4 hour, 5 minute, 6 second,
/// 7 millisecond, 8 microsecond, 9 nanosecond.
enum { CICU_DURATION_UNIT_COUNT = 10 };

/// MeasureFormat::formatMeasures over `count` measures, each a decimal
/// string (`values[i]` of `lengths[i]` bytes, ICU's decNumber syntax) in
/// unit `units[i]`, in the order given; the result as UTF-8 with the
/// preflighting rules. One thread at a time per format.
int32_t cicu_measfmt_format_durations(CICUMeasureFormat *format, const int32_t *units, const char *const *values,
                                      const int32_t *lengths, int32_t count, char *out, int32_t capacity,
                                      int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
