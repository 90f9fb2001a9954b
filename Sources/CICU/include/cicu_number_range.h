#ifndef CICU_NUMBER_RANGE_H
#define CICU_NUMBER_RANGE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An ICU UNumberRangeFormatter: two numbers formatted with one number
/// skeleton and joined by the locale's range pattern ("3–5", "$3.00 –
/// $5.00", "~5").
///
/// Thread safety (ICU's rule): a UNumberRangeFormatter may be shared
/// between threads; each thread formats into a result object of its own
/// (one per thread, reused, closed when the thread exits).
typedef struct CICUNumberRangeFormat CICUNumberRangeFormat;

/// unumrf_openForSkeletonWithCollapseAndIdentityFallback(skeleton (UTF-8),
/// collapse, identity_fallback, locale); `collapse` and
/// `identity_fallback` as ICU numbers UNumberRangeCollapse and
/// UNumberRangeIdentityFallback. A skeleton ICU rejects is
/// U_NUMBER_SKELETON_SYNTAX_ERROR.
CICUNumberRangeFormat *cicu_unumrf_open(const char *skeleton, int32_t skeleton_length, int32_t collapse,
                                        int32_t identity_fallback, const char *locale, int32_t *status);

void cicu_unumrf_close(CICUNumberRangeFormat *format);

/// unumrf_formatDecimalRange of two decimal strings (ICU's decNumber
/// syntax), the result as UTF-8 with the preflighting rules. Two equal
/// texts are passed as one pointer: ICU 72's C API takes the inputs as
/// "equal before rounding" only when the pointers are equal. Const use.
int32_t cicu_unumrf_format_decimal_range(const CICUNumberRangeFormat *format, const char *start,
                                         int32_t start_length, const char *end, int32_t end_length, char *out,
                                         int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
