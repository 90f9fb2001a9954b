// A zone's offset history for the compiled date path, behind the C surface
// of include/cicu_date.h (cicu_zone_offsets).
//
// Why C++: the C API reaches transitions only through a UCalendar
// (ucal_getTimeZoneTransitionDate), which recomputes every calendar field per
// step and cannot say where a zone's final annual rule begins. BasicTimeZone
// gives both directly.
//
// No C++ exception crosses into C: the entry point catches them and reports
// U_MEMORY_ALLOCATION_ERROR.
#include "include/cicu_date.h"
#include "cicu_internal.h"

#include <cmath>
#include <memory>
#include <new>
#include <vector>

#include <unicode/basictz.h>
#include <unicode/timezone.h>
#include <unicode/tzrule.h>
#include <unicode/tztrans.h>
#include <unicode/unistr.h>

namespace {

// One Gregorian cycle of 400 years: 146097 days, a whole number of weeks, so
// annual rules (a weekday or day of a month, in the proleptic Gregorian
// calendar ICU's rules use) repeat exactly after it.
constexpr double kCycleMillis = 146097.0 * 86400000.0;
constexpr double kTwoYearsMillis = 2.0 * 366.0 * 86400000.0;
// Before any zone's history (ICU's calendars stop near -1.8e17).
constexpr double kEarliest = -1.8e17;

struct Offsets {
    double time;
    int32_t raw;
    int32_t dst;
};

bool matches(const icu::TimeZone &zone, double date, int32_t raw, int32_t dst) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t r = 0, d = 0;
    zone.getOffset(date, false, r, d, status);
    return U_SUCCESS(status) && r == raw && d == dst;
}

int32_t zoneOffsets(const char *zoneID, int32_t length, double *times, int32_t *raws,
                    int32_t *dsts, int32_t capacity, double *periodicFrom, UErrorCode *status) {
    *periodicFrom = NAN;
    icu::UnicodeString id = icu::UnicodeString::fromUTF8(icu::StringPiece(zoneID, length));
    std::unique_ptr<icu::TimeZone> zone(icu::TimeZone::createTimeZone(id));
    icu::UnicodeString resolved;
    if (!zone || zone->getID(resolved) == icu::UnicodeString(u"Etc/Unknown")) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    auto *basic = dynamic_cast<icu::BasicTimeZone *>(zone.get());
    if (basic == nullptr) {
        *status = U_UNSUPPORTED_ERROR;
        return 0;
    }
    std::vector<Offsets> offsets;
    icu::TimeZoneTransition transition;
    bool more = basic->getNextTransition(kEarliest, false, transition);
    if (more) {
        offsets.push_back({-INFINITY, transition.getFrom()->getRawOffset(),
                           transition.getFrom()->getDSTSavings()});
    } else {
        int32_t raw = 0, dst = 0;
        zone->getOffset(0.0, false, raw, dst, *status);
        if (U_FAILURE(*status)) return 0;
        offsets.push_back({-INFINITY, raw, dst});
    }
    double limit = INFINITY;
    while (more) {
        double time = transition.getTime();
        if (time >= limit) break;
        if (std::isnan(*periodicFrom) &&
            dynamic_cast<const icu::AnnualTimeZoneRule *>(transition.getTo()) != nullptr) {
            *periodicFrom = time;
            limit = time + kCycleMillis + kTwoYearsMillis;
        }
        offsets.push_back({time, transition.getTo()->getRawOffset(), transition.getTo()->getDSTSavings()});
        more = basic->getNextTransition(time, false, transition);
    }
    // The list must be what TimeZone::getOffset (which ICU's calendars call)
    // says on both sides of every transition.
    for (size_t i = 1; i < offsets.size(); i++) {
        const Offsets &before = offsets[i - 1], &after = offsets[i];
        if (after.time != std::floor(after.time) ||
            !matches(*zone, after.time - 1, before.raw, before.dst) ||
            !matches(*zone, after.time, after.raw, after.dst)) {
            *status = U_INTERNAL_PROGRAM_ERROR;
            return 0;
        }
    }
    int32_t count = (int32_t)offsets.size();
    if (count > capacity) {
        *status = U_BUFFER_OVERFLOW_ERROR;
        return count;
    }
    for (int32_t i = 0; i < count; i++) {
        times[i] = offsets[(size_t)i].time;
        raws[i] = offsets[(size_t)i].raw;
        dsts[i] = offsets[(size_t)i].dst;
    }
    return count;
}

}  // namespace

extern "C" int32_t cicu_zone_offsets(const char *zone, int32_t zone_length, double *times,
                                     int32_t *raw, int32_t *dst, int32_t capacity,
                                     double *periodic_from, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    *periodic_from = NAN;
    if (U_FAILURE(*st)) return 0;
    try {
        return zoneOffsets(zone, zone_length, times, raw, dst, capacity, periodic_from, st);
    } catch (...) {
        *st = U_MEMORY_ALLOCATION_ERROR;
        return 0;
    }
}
