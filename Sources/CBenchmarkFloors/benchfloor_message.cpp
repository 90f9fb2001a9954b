// The message floor: icu::MessageFormat::format with named arguments, the
// call the shim's cicu_msgfmt_format_utf8 ends in (cicu_message.cpp), on
// arguments laid out once (benchfloor_msgfmt_format) or made from the
// caller's UTF-8 and numbers on every call (benchfloor_msgfmt_format_given). C++ because ICU's C API (umsg_*) takes numbered
// varargs only. No C++ exception crosses into C: every entry point catches
// them and reports U_MEMORY_ALLOCATION_ERROR.
#include "include/CBenchmarkFloors.h"
#include "benchfloor_internal.h"

#include <memory>
#include <new>
#include <string>
#include <vector>

#include <unicode/fmtable.h>
#include <unicode/locid.h>
#include <unicode/msgfmt.h>
#include <unicode/parseerr.h>
#include <unicode/unistr.h>

using icu::Formattable;
using icu::MessageFormat;
using icu::UnicodeString;

struct BenchFloorMessage {
    std::unique_ptr<MessageFormat> format;
    std::vector<UnicodeString> names;
    std::vector<Formattable> values;
    /// The arguments as a caller holds them (UTF-8 text, a number), for
    /// the floor that makes ICU's values on every call.
    struct Given {
        int kind;  // 0 string, 1 integer, 2 decimal
        std::string text;
        int64_t integer;
    };
    std::vector<Given> given;
    UnicodeString result;
};

namespace {

UnicodeString fromUTF8(const char *s, int32_t length) {
    return UnicodeString::fromUTF8(icu::StringPiece(s, length));
}

void add(BenchFloorMessage *floor, const char *name, int32_t name_length, Formattable value) {
    floor->names.push_back(fromUTF8(name, name_length));
    floor->values.push_back(value);
}

}  // namespace

extern "C" {

BenchFloorMessage *benchfloor_msgfmt_open(const char *pattern, int32_t pattern_length, const char *locale,
                                          int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return nullptr;
    try {
        std::unique_ptr<BenchFloorMessage> floor(new BenchFloorMessage);
        UParseError error;
        floor->format.reset(new MessageFormat(fromUTF8(pattern, pattern_length), icu::Locale(locale), error, *st));
        if (U_FAILURE(*st)) return nullptr;
        return floor.release();
    } catch (...) {
        *st = U_MEMORY_ALLOCATION_ERROR;
        return nullptr;
    }
}

void benchfloor_msgfmt_add_string(BenchFloorMessage *floor, const char *name, int32_t name_length,
                                  const char *text, int32_t text_length, int32_t *status) {
    if (U_FAILURE(*(UErrorCode *)status)) return;
    try {
        add(floor, name, name_length, Formattable(fromUTF8(text, text_length)));
        floor->given.push_back({0, std::string(text, (size_t)text_length), 0});
    } catch (...) {
        *status = U_MEMORY_ALLOCATION_ERROR;
    }
}

void benchfloor_msgfmt_add_integer(BenchFloorMessage *floor, const char *name, int32_t name_length,
                                   int64_t value, int32_t *status) {
    if (U_FAILURE(*(UErrorCode *)status)) return;
    try {
        add(floor, name, name_length, Formattable((int64_t)value));
        floor->given.push_back({1, std::string(), value});
    } catch (...) {
        *status = U_MEMORY_ALLOCATION_ERROR;
    }
}

void benchfloor_msgfmt_add_decimal(BenchFloorMessage *floor, const char *name, int32_t name_length,
                                   const char *text, int32_t text_length, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return;
    try {
        Formattable value(icu::StringPiece(text, text_length), *st);
        if (U_SUCCESS(*st)) {
            add(floor, name, name_length, value);
            floor->given.push_back({2, std::string(text, (size_t)text_length), 0});
        }
    } catch (...) {
        *st = U_MEMORY_ALLOCATION_ERROR;
    }
}

int32_t benchfloor_msgfmt_format(BenchFloorMessage *floor, char *out, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    try {
        floor->result.remove();
        floor->format->format(floor->names.data(), floor->values.data(), (int32_t)floor->values.size(),
                              floor->result, *st);
        return benchfloor_u16_to_utf8(floor->result.getBuffer(), floor->result.length(), out, capacity, st);
    } catch (...) {
        *st = U_MEMORY_ALLOCATION_ERROR;
        return 0;
    }
}

int32_t benchfloor_msgfmt_format_given(BenchFloorMessage *floor, char *out, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    try {
        // ICU's values made from the caller's, as a call with arguments of
        // its own makes them (`Formattable args[] = {…}`): exactly as many
        // as given (at most 8, MessageFloor checks), made in place.
        alignas(Formattable) unsigned char storage[8 * sizeof(Formattable)];
        Formattable *values = reinterpret_cast<Formattable *>(storage);
        size_t count = floor->given.size() < 8 ? floor->given.size() : 8;
        for (size_t i = 0; i < count; ++i) {
            const BenchFloorMessage::Given &g = floor->given[i];
            if (g.kind == 0) {
                new (&values[i]) Formattable(fromUTF8(g.text.data(), (int32_t)g.text.size()));
            } else if (g.kind == 1) {
                new (&values[i]) Formattable((int64_t)g.integer);
            } else {
                new (&values[i]) Formattable(icu::StringPiece(g.text.data(), (int32_t)g.text.size()), *st);
            }
        }
        floor->result.remove();
        floor->format->format(floor->names.data(), values, (int32_t)count, floor->result, *st);
        for (size_t i = 0; i < count; ++i) values[i].~Formattable();
        return benchfloor_u16_to_utf8(floor->result.getBuffer(), floor->result.length(), out, capacity, st);
    } catch (...) {
        *st = U_MEMORY_ALLOCATION_ERROR;
        return 0;
    }
}

void benchfloor_msgfmt_close(BenchFloorMessage *floor) { delete floor; }

}  // extern "C"
