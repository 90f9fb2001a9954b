#ifndef CICU_DISPLAY_NAMES_H
#define CICU_DISPLAY_NAMES_H

#include <stdint.h>

#include "cicu_date.h"

#ifdef __cplusplus
extern "C" {
#endif

/// An ICU ULocaleDisplayNames: the names of languages, scripts, regions,
/// variants, keywords and keyword values in one locale.
///
/// Thread safety (ICU's rule): every uldn_* name function takes a const
/// ULocaleDisplayNames; ICU's implementation keeps no state between calls
/// except a capitalization break iterator it uses under a mutex (and not at
/// all with UDISPCTX_CAPITALIZATION_NONE, which the shim always sets). One
/// object may serve many threads.
typedef struct CICUDisplayNames CICUDisplayNames;

/// uldn_openForContext(locale, {dialect or standard names, full or short
/// length, substitute or not, no capitalization}).
CICUDisplayNames *cicu_uldn_open(const char *locale, int8_t dialect, int8_t full_length, int8_t substitute,
                                 int32_t *status);

void cicu_uldn_close(CICUDisplayNames *names);

/// What cicu_uldn_name names.
enum {
    CICU_NAME_LOCALE = 0,     ///< uldn_localeDisplayName(code)
    CICU_NAME_SCRIPT = 1,     ///< uldn_scriptDisplayName(code)
    CICU_NAME_REGION = 2,     ///< uldn_regionDisplayName(code)
    CICU_NAME_VARIANT = 3,    ///< uldn_variantDisplayName(code)
    CICU_NAME_KEY = 4,        ///< uldn_keyDisplayName(code)
    CICU_NAME_KEY_VALUE = 5,  ///< uldn_keyValueDisplayName(key, code)
};

/// The name of `code` (a legacy key and value for keywords), as UTF-8 with
/// the preflighting rules. Without substitution, a code ICU has no name for
/// is U_ILLEGAL_ARGUMENT_ERROR with an empty result. Const use.
int32_t cicu_uldn_name(const CICUDisplayNames *names, int32_t kind, const char *key, const char *code, char *out,
                       int32_t capacity, int32_t *status);

/// uloc_getName: the ICU id of an ICU-spelled locale id, cases fixed.
int32_t cicu_uloc_get_name(const char *id, char *out, int32_t capacity, int32_t *status);

/// uloc_toLegacyKey: the ICU spelling of a keyword in either spelling;
/// U_ILLEGAL_ARGUMENT_ERROR when ICU returns NULL (not a keyword).
int32_t cicu_uloc_to_legacy_key(const char *key, char *out, int32_t capacity, int32_t *status);

/// ucurr_getName(code, locale, style) with style 0 long name, 1 symbol,
/// 2 narrow symbol (UCurrNameStyle), as UTF-8 with the preflighting rules.
/// ICU answers the code itself when it has no name.
int32_t cicu_ucurr_get_name(const char *code, const char *locale, int32_t style, char *out, int32_t capacity,
                            int32_t *status);

/// udatpg_getFieldDisplayName of `generator` (cicu_udatpg_open) for every
/// field of `fields` (`count` UDateTimePatternField numbers) at `width`
/// (UDateTimePGDisplayWidth), joined by '\n', as UTF-8 with the
/// preflighting rules. Not thread-safe for one generator.
int32_t cicu_udatpg_field_display_names(CICUPatternGenerator *generator, const int32_t *fields, int32_t count,
                                        int32_t width, char *out, int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
