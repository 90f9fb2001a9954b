#ifndef CICU_PLURAL_H
#define CICU_PLURAL_H

#include <stdint.h>
#include "cicu_number.h"

#ifdef __cplusplus
extern "C" {
#endif

/// An ICU UPluralRules.
///
/// Thread safety (ICU's rule): plural rules are immutable once opened and
/// selecting a keyword is const, so one object may be used from many
/// threads at once.
typedef struct CICUPluralRules CICUPluralRules;

/// uplrules_openForType. `type`: 0 cardinal, 1 ordinal.
CICUPluralRules *cicu_uplrules_open(const char *locale, int32_t type, int32_t *status);

void cicu_uplrules_close(CICUPluralRules *rules);

/// The plural keyword ("one", "few", …) of a decimal number given as text,
/// as UTF-8 with the preflighting rules of CICU.h.
///
/// The number is first formatted with `formatter` (unumf_formatDecimal into
/// a UFormattedNumber of its own), then uplrules_selectFormatted reads the
/// operands (i, v, f, t) from that result, so the visible fraction digits are
/// the ones the formatter's precision keeps: "1.0" needs a formatter that
/// shows exactly one fraction digit to be `other` in English.
int32_t cicu_uplrules_select_decimal(const CICUPluralRules *rules,
                                     const CICUNumberFormatter *formatter,
                                     const char *number, int32_t number_length,
                                     char *out, int32_t capacity, int32_t *status);

/// The rules' keywords (uplrules_getKeywords), as UTF-8 separated by single
/// spaces, in ICU's order.
int32_t cicu_uplrules_keywords(const CICUPluralRules *rules, char *out,
                               int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
