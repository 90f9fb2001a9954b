#ifndef CICU_OPEN_ID_H
#define CICU_OPEN_ID_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The ids LocaleFormat opens ICU services with for the canonical ICU id
/// `icu_id`. Each is one that the services it is for treat exactly as they
/// treat `icu_id` (with ICU's default locale pinned to root,
/// cicu_default_locale.h), drawn from a bounded set of names: ICU keeps an
/// entry for every distinct locale name it opens, in caches that never evict
/// (resource bundles by base name, numbering systems by full name).
///
/// The exact form replaces the parts no ICU data tells apart by one
/// representative each:
///
/// - an unknown script by `Zzzz`, an unknown region by `AA` (a private-use
///   code no ICU table names: `ZZ` is named, its currency is XAG and
///   `und_ZZ`'s likely region US, where `und_YY` has neither); a variant is
///   kept only where some ICU data tree has a locale with it (`en_US_POSIX`);
/// - a language ICU has no data for in any tree and names in none of its
///   language-keyed tables (plural rules, day periods, hour cycles, case
///   rules) by `qaa`, with no script: such a language falls back to root
///   for every service, and only its region matters (`xx_Latn_IR` is
///   `qaa_IR`). Without a region, a language that ICU knows likely subtags
///   for is kept (its likely region gives calendar and hour-cycle
///   preferences: `iu` is h12, from CA);
/// - a script that changes nothing for the language by `Zzzz` (`ru_Mong_RU`
///   is `ru_Zzzz_RU`: both fall back to root in the main data tree and to
///   `ru` for collation). A script is kept when a data tree has a locale of
///   the language with that script (`sr_Latn`), when it is `Latn` or the
///   language's likely script (with or without the region), or, without a
///   region, when it gives another likely region (`pa_Arab`: PK);
/// - only the keywords formatters and collators read are kept: calendar,
///   numbers, hours, fw, rg, measure, mu, currency, cf, collation, col*, kv
///   (so that identifiers sharing the id share collators too).
///
/// The root locale (an empty language) keeps its script and region: ICU
/// reads them through likely subtags (`und_Arab` is `ar_Arab_EG`).
///
/// cicu_uloc_open_id, for every formatter and locale fact, also moves a
/// two-letter region that no locale of the language has (in any tree) to the
/// region override, leaving `ZZ` in its place (`de_IR` opens as
/// `de_ZZ@rg=IRzzzz`, `xx_Latn_IR` as `qaa_ZZ@rg=IRzzzz`): the data chain is
/// the same once the default script of the language in the region is
/// written where it is not the language's own (`az_IR`, whose chain is
/// `az_Arab` and then root, opens as `az_Arab_ZZ@rg=IRzzzz`), ICU takes
/// region preferences (calendar, week, hour cycle, unit usage, currency)
/// from `rg` first, and a date format still sees a region its data locale
/// lacks. `rg` is written in upper case, as ICU 72's pattern
/// generator looks it up as written. A user's own `rg` is kept as it is.
int32_t cicu_uloc_open_id(const char *icu_id, char *out, int32_t capacity, int32_t *status);

/// The exact form, with the region in place: for date patterns with generic
/// zone names (the letter `v`), which read the locale's region itself
/// (cicu_udat_open_bounded).
int32_t cicu_uloc_zone_id(const char *icu_id, char *out, int32_t capacity, int32_t *status);

/// The id a collator is opened with for `icu_id`: the first name of the
/// exact form's chain in ICU's collation tree that some ICU data tree has
/// (the chain goes from language_Script to the language: `ko_Latn` is `ko`,
/// `de_Zzzz_IR` is `de`, a language without collation data is root), with
/// the collation keywords only (`collation`, `col*`, `kv`). ICU goes on along
/// the chain from there.
int32_t cicu_uloc_collation_id(const char *icu_id, char *out, int32_t capacity, int32_t *status);

/// The id case mapping is opened with for `icu_id`: the exact form's base
/// name when the language has break iterator data (title case finds words
/// with it), otherwise the language alone, which is all the case rules read
/// (`tr_Zzzz_IR` is `tr`). Never keywords: ICU reads the language up to the
/// first `@`, so `tr@collation=standard` would not be Turkish.
int32_t cicu_uloc_case_id(const char *icu_id, char *out, int32_t capacity, int32_t *status);

/// The language `cicu_uloc_open_id` writes for languages ICU knows nothing
/// about ("qaa", a private-use code ICU has no data for).
const char *cicu_uloc_unknown_language(void);

#ifdef __cplusplus
}
#endif

#endif
