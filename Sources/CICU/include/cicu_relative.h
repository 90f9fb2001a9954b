#ifndef CICU_RELATIVE_H
#define CICU_RELATIVE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An ICU URelativeDateTimeFormatter with the locale's default number
/// format: "in 3 days", "2 hours ago", "yesterday".
///
/// Thread safety (ICU's rule): RelativeDateTimeFormatter is immutable and
/// thread-safe apart from assignment, which the C API never does; the
/// format calls take a const formatter and may run on many threads at once.
typedef struct CICURelativeFormat CICURelativeFormat;

/// ureldatefmt_open(locale, NULL, width, UDISPCTX_CAPITALIZATION_NONE);
/// width as ICU numbers UDateRelativeDateTimeFormatterStyle (0 long,
/// 1 short, 2 narrow).
CICURelativeFormat *cicu_ureldatefmt_open(const char *locale, int32_t width, int32_t *status);

void cicu_ureldatefmt_close(CICURelativeFormat *format);

/// ureldatefmt_formatNumeric (`numeric` non-zero) or ureldatefmt_format
/// (zero: the locale's words where it has them) of `offset` in `unit`
/// (URelativeDateTimeUnit: 0 year … 7 second, 8 Sunday … 14 Saturday), as
/// UTF-8 with the preflighting rules. Const use.
int32_t cicu_ureldatefmt_format(const CICURelativeFormat *format, double offset, int32_t unit, int32_t numeric,
                                char *out, int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
