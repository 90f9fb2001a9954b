#ifndef CICU_DEBUG_H
#define CICU_DEBUG_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The ICU objects the shim opens, by kind. The first seven are handed to the
/// caller and closed by its `cicu_*_close`; the others are opened and closed
/// inside one shim call, and are counted so that an early return that leaks
/// one shows up too.
enum {
    CICU_OBJECT_DATE_FORMAT = 0,        ///< cicu_udat_open / cicu_udat_close
    CICU_OBJECT_NUMBER_FORMATTER = 1,   ///< cicu_unumf_open / cicu_unumf_close
    CICU_OBJECT_PLURAL_RULES = 2,       ///< cicu_uplrules_open / cicu_uplrules_close
    CICU_OBJECT_COLLATOR = 3,           ///< cicu_ucol_open / cicu_ucol_close
    CICU_OBJECT_MESSAGE_FORMAT = 4,     ///< cicu_msgfmt_open, cicu_msgfmt_clone / cicu_msgfmt_close
    CICU_OBJECT_CASE_MAP = 5,           ///< cicu_ucasemap_open / cicu_ucasemap_close
    CICU_OBJECT_LOCALE_MATCHER = 6,     ///< cicu_locmatch_open / cicu_locmatch_close
    CICU_OBJECT_CALENDAR = 7,           ///< ucal_open inside a call
    CICU_OBJECT_RESOURCE_BUNDLE = 8,    ///< ures_open inside a call
    CICU_OBJECT_FORMATTED_NUMBER = 9,   ///< unumf_openResult: one per thread, closed at thread exit
    CICU_OBJECT_ENUMERATION = 10,       ///< a UEnumeration inside a call
    CICU_OBJECT_LIST_FORMATTER = 11,    ///< cicu_ulistfmt_open / cicu_ulistfmt_close
    CICU_OBJECT_RELATIVE_FORMATTER = 12, ///< cicu_ureldatefmt_open / cicu_ureldatefmt_close
    CICU_OBJECT_NUMBER_RANGE_FORMATTER = 13, ///< cicu_unumrf_open / cicu_unumrf_close
    CICU_OBJECT_DISPLAY_NAMES = 14,     ///< cicu_uldn_open / cicu_uldn_close
    CICU_OBJECT_MEASURE_FORMAT = 15,    ///< cicu_measfmt_open / cicu_measfmt_close
    CICU_OBJECT_INTERVAL_FORMAT = 16,   ///< cicu_udtitvfmt_open / cicu_udtitvfmt_close
    CICU_OBJECT_SHARED_PATTERN_GENERATOR = 17, ///< cicu_udatpg_open / cicu_udatpg_close (a process-wide cache)
    CICU_OBJECT_KIND_COUNT = 18
};

/// Opens and closes per kind, and how many shim functions ran.
typedef struct CICUDebugCounts {
    int64_t opened[CICU_OBJECT_KIND_COUNT];
    int64_t closed[CICU_OBJECT_KIND_COUNT];
    /// Shim functions called (each makes one or more ICU calls), except
    /// cicu_debug_counts itself.
    int64_t calls;
} CICUDebugCounts;

/// The counters of a debug build, for leak and "no ICU call" tests.
///
/// Counting is compiled in only when CICU_COUNT_OBJECTS is defined
/// (Package.swift defines it for debug builds); otherwise this returns 0 and
/// zeroes *out. `scope` 0 reads the whole process's counters (atomics),
/// 1 those of the calling thread only (what that thread opened, closed and
/// called), which stay exact while other threads use ICU. Returns 1 when the
/// counters are compiled in.
int32_t cicu_debug_counts(int32_t scope, CICUDebugCounts *out);

#ifdef __cplusplus
}
#endif

#endif
