#ifndef CICU_MATCHER_H
#define CICU_MATCHER_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An icu::LocaleMatcher (ICU 65+, CLDR language matching) over a fixed
/// list of supported locales, built without a default locale. Implemented
/// in C++ (cicu_matcher.cpp); this surface is plain C.
///
/// Thread safety (ICU's rule): a LocaleMatcher is immutable once built; its
/// const matching functions may run on many threads at once.
typedef struct CICULocaleMatcher CICULocaleMatcher;

/// Builds a matcher over `count` ICU locale ids packed in `ids`, each
/// followed by a NUL byte ("en\0fr_CA\0"), in the caller's order.
CICULocaleMatcher *cicu_locmatch_open(const char *ids, int32_t ids_length,
                                      int32_t count, int32_t *status);

void cicu_locmatch_close(CICULocaleMatcher *matcher);

/// The index, in the supported list, of the best match for the desired ids
/// (packed as in cicu_locmatch_open, most preferred first), or -1 when
/// nothing is close enough.
int32_t cicu_locmatch_best_index(const CICULocaleMatcher *matcher,
                                 const char *ids, int32_t ids_length,
                                 int32_t count, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
