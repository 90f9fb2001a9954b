#include "include/CBenchmarkFloors.h"
#include "benchfloor_internal.h"
#include <unicode/fieldpos.h>
#include <unicode/fmtable.h>
#include <unicode/measfmt.h>
#include <unicode/measunit.h>
#include <unicode/measure.h>
#include <new>
#include <vector>

struct BenchFloorDuration {
    icu::MeasureFormat format;
    std::vector<icu::Measure> measures;
    BenchFloorDuration(const char *locale, int32_t width, UErrorCode &status)
        : format(icu::Locale(locale), (UMeasureFormatWidth)width, status) {}
};

extern "C" BenchFloorDuration *benchfloor_measfmt_open(const char *locale, int32_t width, const char *units,
                                                      const char *values, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    BenchFloorDuration *floor = new (std::nothrow) BenchFloorDuration(locale, width, *st);
    if (floor == NULL) {
        *st = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    // `units`, `values`: NUL-separated, ended by an empty item.
    for (const char *unit = units, *value = values; *unit != 0 && *value != 0 && U_SUCCESS(*st);
         unit += strlen(unit) + 1, value += strlen(value) + 1) {
        icu::Formattable number(icu::StringPiece(value), *st);
        icu::MeasureUnit *measureUnit = new icu::MeasureUnit(icu::MeasureUnit::forIdentifier(unit, *st));
        floor->measures.emplace_back(number, measureUnit, *st);
    }
    if (U_FAILURE(*st)) {
        delete floor;
        return NULL;
    }
    return floor;
}

extern "C" int32_t benchfloor_measfmt_format(BenchFloorDuration *floor, char *out, int32_t capacity,
                                             int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    icu::UnicodeString result;
    icu::FieldPosition position(icu::FieldPosition::DONT_CARE);
    floor->format.formatMeasures(floor->measures.data(), (int32_t)floor->measures.size(), result, position, *st);
    return benchfloor_u16_to_utf8(result.getBuffer(), result.length(), out, capacity, st);
}

extern "C" void benchfloor_measfmt_close(BenchFloorDuration *floor) { delete floor; }
