// Helpers shared by the floors' .c files; not part of the module's interface.
// Only for setting a floor up, except benchfloor_u16_to_utf8, which is the
// output conversion the shim makes (cicu_u16_to_utf8), copied so that a
// floor calls nothing of the shim.
#ifndef BENCHFLOOR_INTERNAL_H
#define BENCHFLOOR_INTERNAL_H

#include <stdlib.h>
#include <string.h>
#include <unicode/utypes.h>
#include <unicode/ustring.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Writes UTF-16 text as UTF-8 into out/capacity with ICU's preflighting
/// rules and returns the full UTF-8 length (the shim's cicu_u16_to_utf8).
static inline int32_t benchfloor_u16_to_utf8(const UChar *s, int32_t length, char *out, int32_t capacity,
                                             UErrorCode *status) {
    if (U_FAILURE(*status)) return 0;
    int32_t written = 0;
    u_strToUTF8(out, capacity, &written, s, length, status);
    if (*status == U_STRING_NOT_TERMINATED_WARNING) *status = U_ZERO_ERROR;
    return written;
}

/// A malloc'ed, NUL-terminated copy of `length` bytes (the workload's input,
/// held by a floor); NULL with U_MEMORY_ALLOCATION_ERROR when out of memory.
static inline char *benchfloor_copy(const char *s, int32_t length, UErrorCode *status) {
    if (U_FAILURE(*status)) return NULL;
    char *copy = (char *)malloc((size_t)(length > 0 ? length : 0) + 1);
    if (copy == NULL) {
        *status = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    if (length > 0) memcpy(copy, s, (size_t)length);
    copy[length > 0 ? length : 0] = 0;
    return copy;
}

/// UTF-16 of UTF-8 text into `out` (at most `capacity` units), for setting up.
static inline int32_t benchfloor_u16_from_utf8(const char *s, int32_t length, UChar *out, int32_t capacity,
                                               UErrorCode *status) {
    int32_t written = 0;
    if (U_FAILURE(*status)) return 0;
    u_strFromUTF8(out, capacity, &written, s, length, status);
    if (*status == U_STRING_NOT_TERMINATED_WARNING) *status = U_BUFFER_OVERFLOW_ERROR;
    return written;
}

/// UTF-16 units a floor reads a skeleton or a time zone id into when opening.
#define BENCHFLOOR_SETUP_UCHARS 256

/// UTF-16 units a floor formats into: the shim's CICU_STACK_UCHARS.
#define BENCHFLOOR_OUTPUT_UCHARS 256

#ifdef __cplusplus
}
#endif

#endif
