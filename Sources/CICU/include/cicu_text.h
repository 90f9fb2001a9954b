#ifndef CICU_TEXT_H
#define CICU_TEXT_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An ICU UCaseMap for one locale (its language picks the special rules:
/// Turkish and Azeri dotted i, Lithuanian dot above, Greek upper-case accent
/// removal, Dutch IJ).
///
/// Thread safety (ICU's rule): upper- and lower-casing take a const UCaseMap
/// and may share one map between threads; title-casing keeps its word break
/// iterator (and the text it iterates) inside the map, so a map used for
/// title-casing must be used by one thread at a time.
typedef struct CICUCaseMap CICUCaseMap;

/// ucasemap_open with default options (title case lowercases the rest of
/// each word and starts at the first cased letter, as u_strToTitle).
CICUCaseMap *cicu_ucasemap_open(const char *locale, int32_t *status);

void cicu_ucasemap_close(CICUCaseMap *map);

/// ucasemap_utf8ToUpper: UTF-8 in, UTF-8 out, with preflighting. Const use.
int32_t cicu_ucasemap_utf8_to_upper(const CICUCaseMap *map, const char *text,
                                    int32_t length, char *out, int32_t capacity,
                                    int32_t *status);

/// ucasemap_utf8ToLower. Const use.
int32_t cicu_ucasemap_utf8_to_lower(const CICUCaseMap *map, const char *text,
                                    int32_t length, char *out, int32_t capacity,
                                    int32_t *status);

/// ucasemap_utf8ToTitle with the locale's word break iterator, which ICU
/// opens on the first call and keeps in the map. Not const: one thread at a
/// time per map.
int32_t cicu_ucasemap_utf8_to_title(CICUCaseMap *map, const char *text,
                                    int32_t length, char *out, int32_t capacity,
                                    int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
