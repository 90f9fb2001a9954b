// Durations through MeasureFormat (include/cicu_duration.h).
#include "include/cicu_duration.h"
#include "cicu_internal.h"
#include <memory>
#include <unicode/fieldpos.h>
#include <unicode/fmtable.h>
#include <unicode/measfmt.h>
#include <unicode/measunit.h>
#include <unicode/measure.h>
#include <vector>

using icu::FieldPosition;
using icu::Formattable;
using icu::Measure;
using icu::MeasureFormat;
using icu::MeasureUnit;
using icu::UnicodeString;

struct CICUMeasureFormat {
    MeasureFormat format;
    CICUMeasureFormat(const char *locale, UMeasureFormatWidth width, UErrorCode &status)
        : format(icu::Locale(locale), width, status) {}
};

static const char *const kUnitNames[CICU_DURATION_UNIT_COUNT] = {
    "year", "month", "week", "day", "hour", "minute", "second", "millisecond", "microsecond", "nanosecond",
};

extern "C" CICUMeasureFormat *cicu_measfmt_open(const char *locale, int32_t width, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return nullptr;
    if (width < 0 || width > UMEASFMT_WIDTH_NUMERIC) {
        *st = U_ILLEGAL_ARGUMENT_ERROR;
        return nullptr;
    }
    try {
        std::unique_ptr<CICUMeasureFormat> format(new CICUMeasureFormat(locale, (UMeasureFormatWidth)width, *st));
        if (U_FAILURE(*st)) return nullptr;
        CICU_COUNT_OPEN(CICU_OBJECT_MEASURE_FORMAT);
        return format.release();
    } catch (...) {
        *st = U_MEMORY_ALLOCATION_ERROR;
        return nullptr;
    }
}

extern "C" void cicu_measfmt_close(CICUMeasureFormat *format) {
    CICU_COUNT_CALL();
    if (format != nullptr) CICU_COUNT_CLOSE(CICU_OBJECT_MEASURE_FORMAT);
    delete format;
}

extern "C" int32_t cicu_measfmt_format_durations(CICUMeasureFormat *format, const int32_t *units,
                                                 const char *const *values, const int32_t *lengths, int32_t count,
                                                 char *out, int32_t capacity, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    if (count < 1) {
        *st = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    try {
        std::vector<Measure> measures;
        measures.reserve((size_t)count);
        for (int32_t i = 0; i < count && U_SUCCESS(*st); i++) {
            if (units[i] < 0 || units[i] >= CICU_DURATION_UNIT_COUNT) {
                *st = U_ILLEGAL_ARGUMENT_ERROR;
                break;
            }
            Formattable number(icu::StringPiece(values[i], lengths[i]), *st);
            std::unique_ptr<MeasureUnit> unit(new MeasureUnit(MeasureUnit::forIdentifier(kUnitNames[units[i]], *st)));
            if (U_FAILURE(*st)) break;
            measures.emplace_back(number, unit.release(), *st);
        }
        if (U_FAILURE(*st)) return 0;
        UnicodeString result;
        FieldPosition position(FieldPosition::DONT_CARE);
        format->format.formatMeasures(measures.data(), (int32_t)measures.size(), result, position, *st);
        if (U_SUCCESS(*st) && result.isBogus()) *st = U_MEMORY_ALLOCATION_ERROR;
        return cicu_u16_to_utf8(result.getBuffer(), result.length(), out, capacity, st);
    } catch (...) {
        *st = U_MEMORY_ALLOCATION_ERROR;
        return 0;
    }
}
