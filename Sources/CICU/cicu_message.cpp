// Named-argument messages through ICU's C++ MessageFormat, behind the plain
// C surface of include/cicu_message.h.
//
// Why C++: the C API (umsg_*) takes numbered varargs only.
// Why the pattern is rewritten: ICU builds the DateFormat of every
// `{d, date, …}` argument with the process's default time zone (from TZ) and
// keeps it privately, nested arguments included, so there is no API to give
// it another zone. The shim therefore formats every date/time argument
// itself, with the DateFormat that ICU builds for that argument alone (so
// styles, patterns and skeletons mean exactly what they mean to ICU) and the
// caller's zone, and hands ICU the text under a synthetic argument name.
//
// No C++ exception crosses into C: every entry point catches them and
// reports U_MEMORY_ALLOCATION_ERROR (the only exception the standard library
// throws here is std::bad_alloc).
#include "include/cicu_message.h"
#include "cicu_internal.h"

#include <memory>
#include <string>
#include <vector>

#include <unicode/datefmt.h>
#include <unicode/fmtable.h>
#include <unicode/locid.h>
#include <unicode/messagepattern.h>
#include <unicode/msgfmt.h>
#include <unicode/parseerr.h>
#include <unicode/stringoptions.h>
#include <unicode/timezone.h>
#include <unicode/unistr.h>

using icu::DateFormat;
using icu::Formattable;
using icu::MessageFormat;
using icu::MessagePattern;
using icu::UnicodeString;

namespace {

struct Usage {
    std::string name;  // UTF-8
    int32_t kind;
};

/// A `{d, date, …}` or `{d, time, …}` argument replaced by `{synthetic}`.
struct DateArgument {
    UnicodeString synthetic;
    UnicodeString source;  // the argument name in the caller's pattern
    std::unique_ptr<DateFormat> format;
};

UnicodeString fromUTF8(const char *s, int32_t length) {
    return UnicodeString::fromUTF8(icu::StringPiece(s, length));
}

bool equalsIgnoringCase(const UnicodeString &s, const char16_t *keyword) {
    UnicodeString trimmed(s);
    trimmed.trim();
    return trimmed.caseCompare(UnicodeString(keyword), U_FOLD_CASE_DEFAULT) == 0;
}

std::unique_ptr<DateFormat> cloneWithZone(const DateFormat &format, const icu::TimeZone &zone) {
    std::unique_ptr<DateFormat> copy(format.clone());
    if (copy) copy->setTimeZone(zone);
    return copy;
}

}  // namespace

struct CICUMessageFormat {
    std::unique_ptr<MessageFormat> format;
    std::vector<DateArgument> dates;
    std::unique_ptr<DateFormat> untypedDate;  // for dates given to `{d}`
    std::vector<Usage> usages;
    /// cicu_msgfmt_set_argument_names: names converted once, by index.
    std::vector<UnicodeString> names;
    UnicodeString result;
    /// A call's names and values (`format`), kept between calls so that
    /// their storage is reused: one caller at a time formats with a handle.
    std::vector<UnicodeString> callNames;
    std::vector<Formattable> callValues;
    /// The UTF-16 texts of a call by index, which its string values alias
    /// (read-only) for the duration of the call.
    std::vector<char16_t> callText;

    CICUMessageFormat *clone(UErrorCode &status) const {
        std::unique_ptr<CICUMessageFormat> copy(new CICUMessageFormat);
        copy->format.reset(format->clone());
        if (!copy->format) {
            status = U_MEMORY_ALLOCATION_ERROR;
            return nullptr;
        }
        for (const DateArgument &d : dates) {
            DateArgument c{d.synthetic, d.source, std::unique_ptr<DateFormat>(d.format->clone())};
            if (!c.format) {
                status = U_MEMORY_ALLOCATION_ERROR;
                return nullptr;
            }
            copy->dates.push_back(std::move(c));
        }
        if (untypedDate) {
            copy->untypedDate.reset(untypedDate->clone());
            if (!copy->untypedDate) {
                status = U_MEMORY_ALLOCATION_ERROR;
                return nullptr;
            }
        }
        copy->usages = usages;
        copy->names = names;
        return copy.release();
    }
};

namespace {

/// The DateFormat ICU builds for one date/time argument, taken from a
/// message holding that argument alone, with `zone` set. A pattern letter
/// ICU does not define is found here (a trial format reports
/// U_INVALID_FORMAT_ERROR, where ICU's own message would truncate silently).
std::unique_ptr<DateFormat> dateFormatFor(const UnicodeString &argument, const icu::Locale &locale,
                                          const icu::TimeZone &zone, UErrorCode &status) {
    UParseError pe;
    MessageFormat alone(argument, locale, pe, status);
    if (U_FAILURE(status)) return nullptr;
    int32_t count = 0;
    const icu::Format **formats = alone.getFormats(count);
    const DateFormat *date = count == 1 && formats ? dynamic_cast<const DateFormat *>(formats[0]) : nullptr;
    if (date == nullptr) {
        status = U_INTERNAL_PROGRAM_ERROR;
        return nullptr;
    }
    std::unique_ptr<DateFormat> format = cloneWithZone(*date, zone);
    if (!format) {
        status = U_MEMORY_ALLOCATION_ERROR;
        return nullptr;
    }
    // Zone names cached under the base name, not the full locale name.
    cicu_date_bound_zone_format(format.get(), locale.getName());
    UnicodeString trial;
    format->format(0.0, trial, nullptr, status);
    if (U_FAILURE(status)) return nullptr;
    return format;
}

CICUMessageFormat *open(const char *pattern, int32_t pattern_length, const char *locale_id,
                        const char *time_zone, int32_t time_zone_length, int32_t *error_offset,
                        UErrorCode &status) {
    *error_offset = -1;
    UnicodeString source = fromUTF8(pattern, pattern_length);
    icu::Locale locale(locale_id);

    // Syntax first: MessagePattern's UParseError says where it failed.
    UParseError pe;
    MessagePattern parsed(source, &pe, status);
    if (U_FAILURE(status)) {
        *error_offset = pe.offset;
        return nullptr;
    }
    // Then what MessageFormat checks beyond syntax (argument types, number
    // skeletons and patterns); ICU gives no position for these.
    UParseError unused;
    std::unique_ptr<MessageFormat> original(new MessageFormat(source, locale, unused, status));
    if (U_FAILURE(status)) return nullptr;

    std::unique_ptr<CICUMessageFormat> handle(new CICUMessageFormat);
    std::vector<std::string> names;
    struct Span {
        int32_t start, limit;
        UnicodeString name;
    };
    std::vector<Span> spans;
    bool hasUntyped = false;
    int32_t parts = parsed.countParts();
    for (int32_t i = 0; i + 1 < parts; ++i) {
        const MessagePattern::Part &part = parsed.getPart(i);
        if (part.getType() != UMSGPAT_PART_TYPE_ARG_START) continue;
        UnicodeString name = parsed.getSubstring(parsed.getPart(i + 1));
        int32_t kind = CICU_MSGARG_ANY;
        switch (part.getArgType()) {
        case UMSGPAT_ARG_TYPE_NONE:
            hasUntyped = true;
            break;
        case UMSGPAT_ARG_TYPE_SIMPLE: {
            UnicodeString type = i + 2 < parts ? parsed.getSubstring(parsed.getPart(i + 2)) : UnicodeString();
            if (equalsIgnoringCase(type, u"date") || equalsIgnoringCase(type, u"time")) {
                kind = CICU_MSGARG_DATE;
                int32_t limit = parsed.getLimitPartIndex(i);
                spans.push_back(Span{part.getIndex(), parsed.getPatternIndex(limit) + 1, name});
            } else {
                kind = CICU_MSGARG_NUMBER;
            }
            break;
        }
        case UMSGPAT_ARG_TYPE_SELECT:
            kind = CICU_MSGARG_SELECT;
            break;
        default:  // plural, selectordinal, choice
            kind = CICU_MSGARG_PLURAL;
            break;
        }
        std::string utf8;
        name.toUTF8String(utf8);
        names.push_back(utf8);
        handle->usages.push_back(Usage{utf8, kind});
    }

    std::unique_ptr<icu::TimeZone> zone(
        icu::TimeZone::createTimeZone(fromUTF8(time_zone, time_zone_length)));
    if (!zone) {
        status = U_MEMORY_ALLOCATION_ERROR;
        return nullptr;
    }
    if (hasUntyped) {
        // MessageFormat::getDefaultDateFormat's choice, in our zone.
        std::unique_ptr<DateFormat> shortShort(
            DateFormat::createDateTimeInstance(DateFormat::kShort, DateFormat::kShort, locale));
        if (!shortShort) {
            status = U_MEMORY_ALLOCATION_ERROR;
            return nullptr;
        }
        shortShort->setTimeZone(*zone);
        cicu_date_bound_zone_format(shortShort.get(), locale_id);
        handle->untypedDate = std::move(shortShort);
    }

    if (spans.empty()) {
        handle->format = std::move(original);
        return handle.release();
    }

    // A synthetic name no argument of the pattern has.
    std::string prefix = "cicu_date_";
    for (bool clash = true; clash;) {
        clash = false;
        for (const std::string &n : names) {
            if (n.compare(0, prefix.size(), prefix) == 0) {
                clash = true;
                prefix += "_";
                break;
            }
        }
    }

    UnicodeString rewritten;
    int32_t copied = 0;
    int32_t counter = 0;
    for (const Span &span : spans) {
        if (span.start < copied) continue;  // cannot happen: date arguments have no nested arguments
        UnicodeString argument(source, span.start, span.limit - span.start);
        std::unique_ptr<DateFormat> format = dateFormatFor(argument, locale, *zone, status);
        if (U_FAILURE(status)) {
            *error_offset = span.start;
            return nullptr;
        }
        UnicodeString synthetic = UnicodeString::fromUTF8(prefix + std::to_string(counter++));
        rewritten.append(source, copied, span.start - copied);
        rewritten.append(u'{').append(synthetic).append(u'}');
        copied = span.limit;
        handle->dates.push_back(DateArgument{synthetic, span.name, std::move(format)});
    }
    rewritten.append(source, copied, source.length() - copied);

    UParseError rewrittenError;
    handle->format.reset(new MessageFormat(rewritten, locale, rewrittenError, status));
    if (U_FAILURE(status)) return nullptr;
    return handle.release();
}

/// UTF-16 units of argument text a handle keeps room for between calls:
/// a larger buffer is freed after the call.
constexpr size_t keptTextCapacity = 1024;

/// Writes `text` (UTF-8, `length` bytes) as UTF-16 at `out`, which has room
/// for `length` units (a UTF-8 byte is at most one UTF-16 unit, a byte ICU
/// replaces with U+FFFD one): ASCII widened in a loop, the rest by ICU.
int32_t widen(const char *text, int32_t length, char16_t *out, UErrorCode &status) {
    int32_t ascii = 0;
    while (ascii < length && (unsigned char)text[ascii] < 0x80) {
        out[ascii] = (char16_t)text[ascii];
        ++ascii;
    }
    if (ascii == length) return length;
    int32_t written = 0;
    u_strFromUTF8WithSub(out + ascii, length - ascii, &written, text + ascii, length - ascii, 0xFFFD, nullptr,
                         &status);
    return ascii + written;
}

/// Sets `value` to the argument `a`: a string aliases its text (read-only),
/// widened into `text` at `used` (room reserved); a date is ICU's date, or
/// its text in ICU's default short format when the pattern shows a date
/// untyped (`{d}`).
inline __attribute__((always_inline)) void setValue(CICUMessageFormat *handle, Formattable &value,
                                                   const CICUMessageArgument &a, char16_t *text, size_t &used,
                                                   UErrorCode &status) {
    switch (a.kind) {
    case CICU_MSGVAL_STRING: {
        if (value.getType() != Formattable::kString) value.adoptString(new UnicodeString());
        UnicodeString &string = value.getString(status);
        if (U_FAILURE(status)) return;
        char16_t *start = text + used;
        int32_t length = widen(a.text, a.text_length, start, status);
        used += (size_t)length;
        string.setTo(false, start, length);
        return;
    }
    case CICU_MSGVAL_INTEGER:
        value.setInt64((int64_t)a.integer);
        return;
    case CICU_MSGVAL_DECIMAL:
        value.setDecimalNumber(icu::StringPiece(a.text, a.text_length), status);
        return;
    case CICU_MSGVAL_DATE:
        if (handle->untypedDate) {
            UnicodeString formatted;
            handle->untypedDate->format(a.date, formatted, nullptr, status);
            value.setString(formatted);
        } else {
            value.setDate(a.date);
        }
        return;
    default:
        status = U_ILLEGAL_ARGUMENT_ERROR;
        return;
    }
}

/// Formats into the handle's result. Arguments named by index alone (every
/// name set once by cicu_msgfmt_set_argument_names, no date argument adding
/// the synthetic names of its skeletons) are given to ICU with the names set
/// once, in values kept between calls; others with names made for the call.
/// Either way a string value aliases its text in the handle's buffer, so
/// that a call by index allocates nothing for its arguments once the handle
/// has room for them.
void format(CICUMessageFormat *handle, const CICUMessageArgument *arguments, int32_t count,
            UErrorCode &status) {
    handle->result.remove();
    bool byIndex = (size_t)count <= handle->names.size();
    size_t textUnits = 0;
    for (int32_t i = 0; i < count; ++i) {
        const CICUMessageArgument &a = arguments[i];
        byIndex = byIndex && a.name == nullptr && (a.kind != CICU_MSGVAL_DATE || handle->dates.empty());
        if (a.kind == CICU_MSGVAL_STRING) textUnits += (size_t)a.text_length;
    }
    std::vector<char16_t> &text = handle->callText;
    if (text.size() < textUnits) text.resize(textUnits);  // before any value aliases it
    size_t used = 0;
    std::vector<UnicodeString> &names = handle->callNames;
    std::vector<Formattable> &values = handle->callValues;
    if (byIndex) {
        if (values.size() != (size_t)count) values.resize((size_t)count);
    } else {
        names.clear();
        values.clear();
        names.reserve((size_t)count + handle->dates.size());
        values.reserve((size_t)count + handle->dates.size());
    }
    for (int32_t i = 0; i < count && U_SUCCESS(status); ++i) {
        const CICUMessageArgument &a = arguments[i];
        if (byIndex) {
            setValue(handle, values[(size_t)i], a, text.data(), used, status);
            continue;
        }
        if (a.name == nullptr && (size_t)i >= handle->names.size()) {
            status = U_ILLEGAL_ARGUMENT_ERROR;
            break;
        }
        // Named at its index once (cicu_msgfmt_set_argument_names), or now.
        UnicodeString given;
        if (a.name != nullptr) given = fromUTF8(a.name, a.name_length);
        const UnicodeString &name = a.name == nullptr ? handle->names[(size_t)i] : given;
        names.push_back(name);
        values.emplace_back();
        setValue(handle, values.back(), a, text.data(), used, status);
        if (a.kind != CICU_MSGVAL_DATE) continue;
        for (const DateArgument &d : handle->dates) {
            if (d.source != name) continue;
            UnicodeString formatted;
            d.format->format(a.date, formatted, nullptr, status);
            names.push_back(d.synthetic);
            values.emplace_back(formatted);
        }
    }
    if (U_SUCCESS(status)) {
        const UnicodeString *given = byIndex ? handle->names.data() : names.data();
        handle->format->format(given, values.data(), (int32_t)values.size(), handle->result, status);
    }
    // Values made for the call go now; those kept by index alias the
    // handle's text until the next call sets them, unless the text buffer
    // is large, when it goes too and they are emptied first.
    if (!byIndex) values.clear();
    if (text.capacity() > keptTextCapacity) {
        UErrorCode ignored = U_ZERO_ERROR;
        for (Formattable &value : values) {
            if (value.getType() == Formattable::kString) value.getString(ignored).setTo(false, u"", 0);
        }
        std::vector<char16_t>().swap(text);
    }
    // A result ICU could not allocate is bogus, not an empty success.
    if (U_SUCCESS(status) && handle->result.isBogus()) status = U_MEMORY_ALLOCATION_ERROR;
}

/// A handle for the caller: NULL unless `status` is a success (so that the
/// caller never receives, and never has to close, a handle with a failure),
/// counted as opened otherwise.
CICUMessageFormat *opened(CICUMessageFormat *handle, UErrorCode status) {
    if (handle != nullptr && U_FAILURE(status)) {
        delete handle;
        return nullptr;
    }
    if (handle != nullptr) CICU_COUNT_OPEN(CICU_OBJECT_MESSAGE_FORMAT);
    return handle;
}

}  // namespace

extern "C" {

CICUMessageFormat *cicu_msgfmt_open(const char *pattern, int32_t pattern_length,
                                    const char *locale, const char *time_zone,
                                    int32_t time_zone_length, int32_t *error_offset,
                                    int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    *error_offset = -1;
    if (U_FAILURE(*st)) return nullptr;
    try {
        return opened(open(pattern, pattern_length, locale, time_zone, time_zone_length, error_offset, *st),
                      *st);
    } catch (...) {
        *st = U_MEMORY_ALLOCATION_ERROR;
        return nullptr;
    }
}

CICUMessageFormat *cicu_msgfmt_clone(const CICUMessageFormat *format, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return nullptr;
    try {
        return opened(format->clone(*st), *st);
    } catch (...) {
        *st = U_MEMORY_ALLOCATION_ERROR;
        return nullptr;
    }
}

void cicu_msgfmt_close(CICUMessageFormat *format) {
    CICU_COUNT_CALL();
    if (format != nullptr) CICU_COUNT_CLOSE(CICU_OBJECT_MESSAGE_FORMAT);
    delete format;
}

int32_t cicu_msgfmt_usage_count(const CICUMessageFormat *format) {
    CICU_COUNT_CALL();
    return (int32_t)format->usages.size();
}

int32_t cicu_msgfmt_usage(const CICUMessageFormat *format, int32_t index, int32_t *kind,
                          char *out, int32_t capacity, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    if (index < 0 || (size_t)index >= format->usages.size()) {
        *st = U_INDEX_OUTOFBOUNDS_ERROR;
        return 0;
    }
    const Usage &usage = format->usages[(size_t)index];
    *kind = usage.kind;
    // By length: an argument name may hold U+0000.
    int32_t length = (int32_t)usage.name.size();
    if (length > capacity) {
        *st = U_BUFFER_OVERFLOW_ERROR;
        return length;
    }
    memcpy(out, usage.name.data(), (size_t)length);
    return length;
}

void cicu_msgfmt_set_argument_names(CICUMessageFormat *format, const CICUMessageArgument *names,
                                    int32_t count, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return;
    try {
        std::vector<UnicodeString> converted;
        converted.reserve((size_t)(count > 0 ? count : 0));
        for (int32_t i = 0; i < count; ++i) converted.push_back(fromUTF8(names[i].name, names[i].name_length));
        format->names.swap(converted);
    } catch (...) {
        *st = U_MEMORY_ALLOCATION_ERROR;
    }
}

int32_t cicu_msgfmt_format_utf8(CICUMessageFormat *format, const CICUMessageArgument *arguments,
                                int32_t count, int32_t utf16_limit, int32_t keep_capacity,
                                char *out, int32_t capacity, int32_t *over_limit, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    *over_limit = 0;
    if (U_FAILURE(*st)) return 0;
    int32_t length = 0;
    try {
        ::format(format, arguments, count, *st);
        if (U_SUCCESS(*st) && format->result.length() > utf16_limit) {
            *over_limit = 1;
        } else if (U_SUCCESS(*st)) {
            length = cicu_u16_to_utf8(format->result.getBuffer(), format->result.length(), out, capacity, st);
            if (*st == U_BUFFER_OVERFLOW_ERROR) return length;  // kept for cicu_msgfmt_result
        }
    } catch (...) {
        *st = U_MEMORY_ALLOCATION_ERROR;
    }
    cicu_msgfmt_clear_result(format, keep_capacity);
    return U_SUCCESS(*st) ? length : 0;
}

int32_t cicu_msgfmt_kept_call_bytes(const CICUMessageFormat *format, int32_t arguments) {
    CICU_COUNT_CALL();
    // Per value: the Formattable, the string it may hold, and a name made
    // for a call (a date's synthetic names add one each).
    int64_t values = (int64_t)(arguments > 0 ? arguments : 0) + (int64_t)format->dates.size();
    int64_t bytes = values * (int64_t)(sizeof(Formattable) + 2 * sizeof(UnicodeString)) +
                    (int64_t)(keptTextCapacity * sizeof(char16_t));
    return bytes > INT32_MAX ? INT32_MAX : (int32_t)bytes;
}

int32_t cicu_msgfmt_result(const CICUMessageFormat *format, char *out, int32_t capacity,
                           int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    if (format->result.isBogus()) {
        *st = U_MEMORY_ALLOCATION_ERROR;
        return 0;
    }
    return cicu_u16_to_utf8(format->result.getBuffer(), format->result.length(), out, capacity, st);
}

void cicu_msgfmt_clear_result(CICUMessageFormat *format, int32_t keep_capacity) {
    CICU_COUNT_CALL();
    if (format->result.isBogus() || format->result.getCapacity() > keep_capacity) {
        UnicodeString empty;
        format->result.swap(empty);  // the large buffer goes with `empty`
    } else {
        format->result.remove();
    }
}

void cicu_msgfmt_measure(const char *pattern, int32_t pattern_length, int32_t *arguments,
                         int32_t *number_signs, int32_t *subformats, int32_t *rule_based,
                         int32_t *error_offset, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    *arguments = 0;
    *number_signs = 0;
    *subformats = 0;
    *rule_based = 0;
    *error_offset = -1;
    if (U_FAILURE(*st)) return;
    try {
        UParseError pe;
        MessagePattern parsed(fromUTF8(pattern, pattern_length), &pe, *st);
        if (U_FAILURE(*st)) {
            *error_offset = pe.offset;
            return;
        }
        int32_t parts = parsed.countParts();
        for (int32_t i = 0; i < parts; ++i) {
            const MessagePattern::Part &part = parsed.getPart(i);
            if (part.getType() == UMSGPAT_PART_TYPE_REPLACE_NUMBER) {
                ++*number_signs;
            } else if (part.getType() == UMSGPAT_PART_TYPE_ARG_START) {
                ++*arguments;
                if (part.getArgType() == UMSGPAT_ARG_TYPE_SIMPLE) {
                    ++*subformats;
                    // ARG_START, the name or number, then the type keyword
                    // (MessageFormat matches it without regard to case).
                    if (i + 2 < parts && parsed.getPart(i + 2).getType() == UMSGPAT_PART_TYPE_ARG_TYPE) {
                        UnicodeString type = parsed.getSubstring(parsed.getPart(i + 2));
                        type.toLower(icu::Locale::getRoot());
                        if (type == UnicodeString(u"spellout") || type == UnicodeString(u"ordinal") ||
                            type == UnicodeString(u"duration"))
                            ++*rule_based;
                    }
                }
            }
        }
    } catch (...) {
        *st = U_MEMORY_ALLOCATION_ERROR;
    }
}

}  // extern "C"
