#ifndef CICU_OPEN_ID_H
#define CICU_OPEN_ID_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The id LocaleFormat opens ICU services with for the canonical ICU id
/// `icu_id`: one that every ICU service treats exactly as it treats `icu_id`
/// (with ICU's default locale pinned to root, cicu_default_locale.h), drawn
/// from a bounded set of names.
///
/// ICU's resource cache keeps an entry for every distinct locale base name it
/// is asked to open and never evicts one, so the parts of a name that no ICU
/// data tells apart are replaced by one representative each:
///
/// - an unknown script by `Zzzz`, an unknown region by `ZZ`; a variant is
///   kept only where some ICU data tree has a locale with it (`en_US_POSIX`);
/// - a language ICU has no data for in any tree and names in none of its
///   language-keyed tables (plural rules, day periods, hour cycles, case
///   rules) by `qaa`, with no script: such a language falls back to root
///   for every service, and only its region matters (`xx_Latn_IR` opens as
///   `qaa_IR`). Without a region, a language that ICU knows likely subtags
///   for is kept (its likely region gives calendar and hour-cycle
///   preferences: `iu` is h12, from CA);
/// - a script that changes nothing for the language by `Zzzz` (`ru_Cyrl_RU`
///   stays, `ru_Mong_RU` opens as `ru_Zzzz_RU`: both fall back to root in
///   the main data tree and to `ru` for collation). A script is kept when a
///   data tree has a locale of the language with that script (`sr_Latn`),
///   when it is `Latn` or the language's likely script (with or without the
///   region), or, without a region, when it gives another likely region
///   (`pa_Arab`: PK);
/// - keywords are kept, except private use (`x`), transformed content (`t`),
///   attributes and keys ICU's keyTypeData does not know, which no ICU
///   service reads.
///
/// The root locale (an empty language) keeps its script and region: ICU
/// reads them through likely subtags (`und_Arab` is `ar_Arab_EG`).
int32_t cicu_uloc_open_id(const char *icu_id, char *out, int32_t capacity, int32_t *status);

/// The language `cicu_uloc_open_id` writes for languages ICU knows nothing
/// about ("qaa", a private-use code ICU has no data for).
const char *cicu_uloc_unknown_language(void);

#ifdef __cplusplus
}
#endif

#endif
