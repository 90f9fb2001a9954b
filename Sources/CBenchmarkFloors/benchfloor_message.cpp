// The message floor: icu::MessageFormat::format with named arguments, the
// call the shim's cicu_msgfmt_format ends in (cicu_message.cpp), on
// arguments laid out once. C++ because ICU's C API (umsg_*) takes numbered
// varargs only. No C++ exception crosses into C: every entry point catches
// them and reports U_MEMORY_ALLOCATION_ERROR.
#include "include/CBenchmarkFloors.h"
#include "benchfloor_internal.h"

#include <memory>
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
    } catch (...) {
        *status = U_MEMORY_ALLOCATION_ERROR;
    }
}

void benchfloor_msgfmt_add_integer(BenchFloorMessage *floor, const char *name, int32_t name_length,
                                   int64_t value, int32_t *status) {
    if (U_FAILURE(*(UErrorCode *)status)) return;
    try {
        add(floor, name, name_length, Formattable((int64_t)value));
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
        if (U_SUCCESS(*st)) add(floor, name, name_length, value);
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

void benchfloor_msgfmt_close(BenchFloorMessage *floor) { delete floor; }

}  // extern "C"
