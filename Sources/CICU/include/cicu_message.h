#ifndef CICU_MESSAGE_H
#define CICU_MESSAGE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An ICU message format with named arguments (icu::MessageFormat, which
/// the C API, umsg_*, cannot drive: it takes numbered varargs only).
/// Implemented in C++ (cicu_message.cpp); this surface is plain C.
///
/// Date and time arguments are formatted in the time zone given at open
/// (ICU's own MessageFormat would use the process default zone): each
/// `{d, date, …}` / `{d, time, …}` argument, nested ones included, is
/// formatted by a DateFormat that ICU builds from that argument alone and
/// that the shim gives the zone; an untyped `{d}` that receives a date uses
/// ICU's default short date-time format in that zone.
///
/// Thread safety (ICU's rule): icu::MessageFormat must not be used by two
/// threads at once, even for formatting, and a format call keeps its result
/// in the handle. Use one handle per thread (cicu_msgfmt_clone), never share.
typedef struct CICUMessageFormat CICUMessageFormat;

/// What the pattern does with an argument at one place where it is used.
enum {
    CICU_MSGARG_ANY = 0,     ///< `{x}`: any value
    CICU_MSGARG_NUMBER = 1,  ///< `{x, number…}`, spellout, ordinal, duration
    CICU_MSGARG_DATE = 2,    ///< `{x, date…}`, `{x, time…}`
    CICU_MSGARG_PLURAL = 3,  ///< plural, selectordinal, choice: a number
    CICU_MSGARG_SELECT = 4,  ///< select: a string
};

/// The kind of one argument value.
enum {
    CICU_MSGVAL_STRING = 0,   ///< `text`
    CICU_MSGVAL_INTEGER = 1,  ///< `integer`
    CICU_MSGVAL_DECIMAL = 2,  ///< `text`: a decimal number, kept exact
    CICU_MSGVAL_DATE = 3,     ///< `date`: milliseconds since 1970, UTC
};

/// One named argument value. Text is UTF-8 with an explicit length.
typedef struct CICUMessageArgument {
    const char *name;
    int32_t name_length;
    int32_t kind;
    const char *text;
    int32_t text_length;
    int64_t integer;
    double date;
} CICUMessageArgument;

/// Parses `pattern` (UTF-8) for `locale` and gives date arguments the zone
/// `time_zone` (an id the caller validated). On a pattern ICU rejects,
/// returns NULL with ICU's status and sets *error_offset to the UTF-16
/// offset ICU reported (UParseError.offset), or -1 when ICU gave none.
CICUMessageFormat *cicu_msgfmt_open(const char *pattern, int32_t pattern_length,
                                    const char *locale, const char *time_zone,
                                    int32_t time_zone_length,
                                    int32_t *error_offset, int32_t *status);

/// An independent copy, for another thread. Reading `format` concurrently
/// is safe as long as nobody formats with it.
CICUMessageFormat *cicu_msgfmt_clone(const CICUMessageFormat *format,
                                     int32_t *status);

void cicu_msgfmt_close(CICUMessageFormat *format);

/// How many places the pattern uses an argument, nested ones included.
int32_t cicu_msgfmt_usage_count(const CICUMessageFormat *format);

/// The argument name at usage `index` (UTF-8, preflighting) and, in *kind,
/// what the pattern does with it there (CICU_MSGARG_*).
int32_t cicu_msgfmt_usage(const CICUMessageFormat *format, int32_t index,
                          int32_t *kind, char *out, int32_t capacity,
                          int32_t *status);

/// Keeps the names of the arguments (only `name` and `name_length` of each
/// element are read), converted once, for cicu_msgfmt_format_utf8's
/// arguments without a name: argument `i` without one is `names[i]`. Clones made
/// afterwards keep them. Mutates the handle: before it is shared.
void cicu_msgfmt_set_argument_names(CICUMessageFormat *format,
                                    const CICUMessageArgument *names,
                                    int32_t count, int32_t *status);

/// Formats with named arguments and writes the result as UTF-8 in `out`
/// (preflighting) in the same call: returns the result's UTF-8 length.
/// Mutates the handle: one thread at a time. An argument whose `name` is
/// NULL takes the name set at its index by cicu_msgfmt_set_argument_names
/// (U_ILLEGAL_ARGUMENT_ERROR past them). A decimal that ICU cannot read is
/// U_DECIMAL_NUMBER_SYNTAX_ERROR. A result longer than
/// `utf16_limit` UTF-16 units is not converted: *over_limit is 1 and 0 is
/// returned. A result that does not fit `capacity` is
/// U_BUFFER_OVERFLOW_ERROR with its length, and stays in the handle for
/// cicu_msgfmt_result and then cicu_msgfmt_clear_result; in every other
/// case the result is cleared (cicu_msgfmt_clear_result with
/// `keep_capacity`) before the call returns.
int32_t cicu_msgfmt_format_utf8(CICUMessageFormat *format,
                                const CICUMessageArgument *arguments, int32_t count,
                                int32_t utf16_limit, int32_t keep_capacity,
                                char *out, int32_t capacity, int32_t *over_limit,
                                int32_t *status);

/// The most bytes the handle keeps between calls for a call's `arguments`
/// values (ICU's values and their strings, names made for a call, the
/// UTF-16 text buffer it keeps): what it may grow by once it has formatted.
int32_t cicu_msgfmt_kept_call_bytes(const CICUMessageFormat *format, int32_t arguments);

/// The result cicu_msgfmt_format_utf8 kept, as UTF-8 (preflighting). A result
/// ICU could not allocate (a bogus string) is U_MEMORY_ALLOCATION_ERROR.
int32_t cicu_msgfmt_result(const CICUMessageFormat *format, char *out,
                           int32_t capacity, int32_t *status);

/// Drops the last result, and frees its buffer when it is larger than
/// `keep_capacity` UTF-16 units, so that a pooled handle does not keep a
/// large output alive.
void cicu_msgfmt_clear_result(CICUMessageFormat *format, int32_t keep_capacity);

/// What a pattern asks of ICU before ICU builds a format for it, from
/// MessagePattern's parse alone (linear in the pattern): argument places
/// (`{x…}`, nested included), `#` places in plural and selectordinal
/// messages, and places that need a format object of their own (a typed
/// argument: number, date, time, spellout, ordinal, duration). On a
/// pattern that does not parse: ICU's status and *error_offset as
/// cicu_msgfmt_open gives them.
/// *rule_based counts those of them that are rule-based number formats
/// (spellout, ordinal, duration: each opens a RuleBasedNumberFormat with
/// the locale's whole rule sets, up to about 9 MB in Russian).
void cicu_msgfmt_measure(const char *pattern, int32_t pattern_length,
                         int32_t *arguments, int32_t *number_signs,
                         int32_t *subformats, int32_t *rule_based,
                         int32_t *error_offset, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
