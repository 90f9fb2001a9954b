#ifndef CICU_COLLATION_H
#define CICU_COLLATION_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An ICU UCollator. Once its options are set it is only read: ICU documents
/// const use of one collator (ucol_strcoll*, ucol_getSortKey) from many
/// threads at once as safe.
typedef struct CICUCollator CICUCollator;

/// ucol_open. Collation variants come in the locale's keywords
/// ("de@collation=phonebook").
CICUCollator *cicu_ucol_open(const char *locale, int32_t *status);

/// A collator of the locale's tailoring followed by `rules` (UTF-8, ICU's
/// `&a < b` syntax): ucol_openRules over ucol_getRules(locale) + rules, then
/// the settings the locale's keywords (-u-kn-, -u-ks-, -u-kr-, …) give, which
/// ucol_openRules alone would drop. On rules ICU rejects, returns NULL with
/// ICU's status, sets *rules_failed to 1 and *error_offset to the UTF-16
/// offset in `rules` that UParseError reported (-1 when none, or when it lies
/// in the locale's part); other failures (the locale's) leave them 0 and -1.
CICUCollator *cicu_ucol_open_rules(const char *locale, const char *rules, int32_t rules_length,
                                   int32_t *rules_failed, int32_t *error_offset,
                                   int32_t *status);

void cicu_ucol_close(CICUCollator *collator);

/// Sets the options a caller named; -1 leaves an option at the locale's
/// default (ucol_setAttribute is not called for it, so a tailoring such as
/// Danish upper-first or Thai shifted keeps its own value).
/// strength:   0 primary, 1 secondary, 2 tertiary, 3 quaternary, 4 identical
/// numeric:    0 off, 1 on
/// case_first: 0 off, 1 lower first, 2 upper first
/// alternate:  0 non-ignorable, 1 shifted
void cicu_ucol_set_options(CICUCollator *collator, int32_t strength,
                           int32_t numeric, int32_t case_first,
                           int32_t alternate, int32_t *status);

/// UCOL_NORMALIZATION_MODE on (`on` = 1) or off (0): whether text is put
/// in canonical order (FCD checked, NFD where needed) before comparing.
void cicu_ucol_set_normalization(CICUCollator *collator, int8_t on, int32_t *status);

/// Whether UCOL_NORMALIZATION_MODE is on (1) or off (0).
int8_t cicu_ucol_get_normalization(const CICUCollator *collator, int32_t *status);

/// The value in effect for each option, numbered as in cicu_ucol_set_options
/// (what the tailoring chose when the option was not set).
void cicu_ucol_get_options(const CICUCollator *collator, int32_t *strength,
                           int32_t *numeric, int32_t *case_first,
                           int32_t *alternate, int32_t *status);

/// ucol_strcollUTF8: -1, 0 or 1. No conversion to UTF-16.
int32_t cicu_ucol_strcoll_utf8(const CICUCollator *collator, const char *a,
                               int32_t a_length, const char *b,
                               int32_t b_length, int32_t *status);

/// ucol_getSortKey of UTF-8 text (converted to UTF-16 first, since ICU's
/// sort key API takes UTF-16). Returns the key length, the trailing 00 byte
/// included. When it exceeds `capacity`, *status is U_BUFFER_OVERFLOW_ERROR
/// and the caller retries with a buffer of that size.
int32_t cicu_ucol_get_sort_key(const CICUCollator *collator, const char *text,
                               int32_t length, uint8_t *out, int32_t capacity,
                               int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
