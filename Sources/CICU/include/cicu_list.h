#ifndef CICU_LIST_H
#define CICU_LIST_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An ICU UListFormatter: joins strings with a locale's list patterns
/// ("A, B, and C", "A, B, or C", "5 pounds, 12 ounces").
///
/// Thread safety (ICU's rule): ulistfmt_format takes a const
/// UListFormatter, and ICU's ListFormatter is immutable once built: one
/// formatter may be shared by any number of threads.
typedef struct CICUListFormat CICUListFormat;

/// The list types and widths, as ICU numbers them (UListFormatterType,
/// UListFormatterWidth).
enum {
    CICU_LIST_TYPE_AND = 0,
    CICU_LIST_TYPE_OR = 1,
    CICU_LIST_TYPE_UNITS = 2,
};
enum {
    CICU_LIST_WIDTH_WIDE = 0,
    CICU_LIST_WIDTH_SHORT = 1,
    CICU_LIST_WIDTH_NARROW = 2,
};

/// ulistfmt_openForType(locale, type, width).
CICUListFormat *cicu_ulistfmt_open(const char *locale, int32_t type, int32_t width, int32_t *status);

void cicu_ulistfmt_close(CICUListFormat *format);

/// ulistfmt_format over `count` UTF-16 items side by side in `items`
/// (item i is the next `lengths[i]` units), the result as UTF-8 with the
/// preflighting rules. Const use.
int32_t cicu_ulistfmt_format_utf16(const CICUListFormat *format, const uint16_t *items, const int32_t *lengths,
                                   int32_t count, char *out, int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
