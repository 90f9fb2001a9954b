// CLDR language matching through ICU's C++ icu::LocaleMatcher, which has no
// C API, behind the plain C surface of include/cicu_matcher.h.
//
// No C++ exception crosses into C: std::bad_alloc from the vector is caught
// and reported as U_MEMORY_ALLOCATION_ERROR.
#include "include/cicu_matcher.h"
#include "cicu_internal.h"

#include <vector>

#include <unicode/localematcher.h>
#include <unicode/locid.h>

struct CICULocaleMatcher {
    icu::LocaleMatcher matcher;
    explicit CICULocaleMatcher(icu::LocaleMatcher &&m) : matcher(std::move(m)) {}
};

namespace {

/// Splits "en\0fr_CA\0" into locales; U_ILLEGAL_ARGUMENT_ERROR when the
/// packing does not hold `count` ids.
std::vector<icu::Locale> unpack(const char *ids, int32_t length, int32_t count, UErrorCode &status) {
    std::vector<icu::Locale> locales;
    if (count < 0 || length < 0) {
        status = U_ILLEGAL_ARGUMENT_ERROR;
        return locales;
    }
    locales.reserve((size_t)count);
    int32_t start = 0;
    for (int32_t i = 0; i < length && (int32_t)locales.size() < count; ++i) {
        if (ids[i] != 0) continue;
        locales.emplace_back(icu::Locale(ids + start));
        if (locales.back().isBogus()) {
            status = U_ILLEGAL_ARGUMENT_ERROR;
            return locales;
        }
        start = i + 1;
    }
    if ((int32_t)locales.size() != count) status = U_ILLEGAL_ARGUMENT_ERROR;
    return locales;
}

}  // namespace

extern "C" {

CICULocaleMatcher *cicu_locmatch_open(const char *ids, int32_t ids_length, int32_t count,
                                      int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return nullptr;
    try {
        std::vector<icu::Locale> supported = unpack(ids, ids_length, count, *st);
        if (U_FAILURE(*st)) return nullptr;
        icu::Locale::RangeIterator<std::vector<icu::Locale>::const_iterator> it(
            supported.cbegin(), supported.cend());
        icu::LocaleMatcher matcher = icu::LocaleMatcher::Builder()
                                         .setSupportedLocales(it)
                                         .setNoDefaultLocale()
                                         .build(*st);
        if (U_FAILURE(*st)) return nullptr;
        CICULocaleMatcher *result = new CICULocaleMatcher(std::move(matcher));
        CICU_COUNT_OPEN(CICU_OBJECT_LOCALE_MATCHER);
        return result;
    } catch (...) {
        *st = U_MEMORY_ALLOCATION_ERROR;
        return nullptr;
    }
}

void cicu_locmatch_close(CICULocaleMatcher *matcher) {
    CICU_COUNT_CALL();
    if (matcher != nullptr) CICU_COUNT_CLOSE(CICU_OBJECT_LOCALE_MATCHER);
    delete matcher;
}

int32_t cicu_locmatch_best_index(const CICULocaleMatcher *matcher, const char *ids,
                                 int32_t ids_length, int32_t count, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return -1;
    try {
        std::vector<icu::Locale> desired = unpack(ids, ids_length, count, *st);
        if (U_FAILURE(*st) || desired.empty()) return -1;
        icu::Locale::RangeIterator<std::vector<icu::Locale>::const_iterator> it(desired.cbegin(),
                                                                                desired.cend());
        icu::LocaleMatcher::Result result = matcher->matcher.getBestMatchResult(it, *st);
        if (U_FAILURE(*st)) return -1;
        return result.getSupportedIndex();
    } catch (...) {
        *st = U_MEMORY_ALLOCATION_ERROR;
        return -1;
    }
}

}  // extern "C"
