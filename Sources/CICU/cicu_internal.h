// Helpers shared by the shim's .c files; not part of the module's interface.
#ifndef CICU_INTERNAL_H
#define CICU_INTERNAL_H

#include <stdlib.h>
#include <string.h>
#include <unicode/utypes.h>
#include <unicode/uenum.h>
#include <unicode/ustring.h>
#include "include/cicu_debug.h"

// Debug counters (include/cicu_debug.h). CICU_COUNT_CALL() starts every
// exported function; CICU_COUNT_OPEN/CLOSE follow every ICU object the shim
// opens or closes. Release builds compile them to nothing.
#ifdef CICU_COUNT_OBJECTS
#ifdef __cplusplus
extern "C" {
#endif
void cicu_debug_count_open(int kind);
void cicu_debug_count_close(int kind);
void cicu_debug_count_call(void);
#ifdef __cplusplus
}
#endif
#define CICU_COUNT_CALL() cicu_debug_count_call()
#define CICU_COUNT_OPEN(kind) cicu_debug_count_open(kind)
#define CICU_COUNT_CLOSE(kind) cicu_debug_count_close(kind)
#else
#define CICU_COUNT_CALL() ((void)0)
#define CICU_COUNT_OPEN(kind) ((void)0)
#define CICU_COUNT_CLOSE(kind) ((void)0)
#endif

/// Stack space for UTF-16 text before the helpers fall back to malloc.
#define CICU_STACK_UCHARS 256

/// A UTF-16 copy of UTF-8 input: in `stack` when it fits, else malloc'ed.
/// Release with cicu_u16_free. Returns NULL and sets *status on failure.
static inline UChar *cicu_u16_from_utf8(const char *s, int32_t length,
                                        UChar *stack, int32_t stack_capacity,
                                        int32_t *out_length, UErrorCode *status) {
    if (U_FAILURE(*status)) return NULL;
    int32_t needed = 0;
    UErrorCode probe = U_ZERO_ERROR;
    u_strFromUTF8(stack, stack_capacity, &needed, s, length, &probe);
    if (U_SUCCESS(probe) && needed < stack_capacity) {
        *out_length = needed;
        return stack;
    }
    if (probe != U_BUFFER_OVERFLOW_ERROR && probe != U_STRING_NOT_TERMINATED_WARNING) {
        *status = probe;
        return NULL;
    }
    UChar *heap = (UChar *)malloc(sizeof(UChar) * ((size_t)needed + 1));
    if (heap == NULL) {
        *status = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    u_strFromUTF8(heap, needed + 1, out_length, s, length, status);
    if (U_FAILURE(*status)) {
        free(heap);
        return NULL;
    }
    return heap;
}

static inline void cicu_u16_free(UChar *p, const UChar *stack) {
    if (p != NULL && p != stack) free(p);
}

/// Writes UTF-16 text as UTF-8 into out/capacity with ICU's preflighting
/// rules; returns the full UTF-8 length.
static inline int32_t cicu_u16_to_utf8(const UChar *s, int32_t length, char *out,
                                       int32_t capacity, UErrorCode *status) {
    if (U_FAILURE(*status)) return 0;
    int32_t written = 0;
    u_strToUTF8(out, capacity, &written, s, length, status);
    if (*status == U_STRING_NOT_TERMINATED_WARNING) *status = U_ZERO_ERROR;
    return written;
}

/// Copies a NUL-terminated ASCII/UTF-8 string with the preflighting rules.
static inline int32_t cicu_copy_out(const char *s, char *out, int32_t capacity,
                                    UErrorCode *status) {
    if (U_FAILURE(*status)) return 0;
    int32_t length = (int32_t)strlen(s);
    if (length > capacity) {
        *status = U_BUFFER_OVERFLOW_ERROR;
        return length;
    }
    memcpy(out, s, (size_t)length);
    if (length < capacity) out[length] = 0;
    return length;
}

/// Joins an enumeration's items with spaces into out/capacity (preflighting
/// rules) and closes it.
/// Joins the items of an enumeration just opened by a call that set
/// `status`, with single spaces, and closes it (also when the open failed).
static inline int32_t cicu_join_enumeration(UEnumeration *items, char *out, int32_t capacity,
                                            UErrorCode *status) {
    if (U_FAILURE(*status)) {
        uenum_close(items);
        return 0;
    }
    if (items != NULL) CICU_COUNT_OPEN(CICU_OBJECT_ENUMERATION);
    int32_t total = 0;
    for (;;) {
        int32_t length = 0;
        const char *item = uenum_next(items, &length, status);
        if (U_FAILURE(*status) || item == NULL) break;
        int32_t needed = total + (total > 0 ? 1 : 0) + length;
        if (needed <= capacity) {
            if (total > 0) out[total] = ' ';
            memcpy(out + needed - length, item, (size_t)length);
        }
        total = needed;
    }
    if (items != NULL) CICU_COUNT_CLOSE(CICU_OBJECT_ENUMERATION);
    uenum_close(items);
    if (U_FAILURE(*status)) return 0;
    if (total > capacity) {
        *status = U_BUFFER_OVERFLOW_ERROR;
    } else if (total < capacity) {
        out[total] = 0;
    }
    return total;
}

/// Runs a UTF-16-producing ICU call into a stack buffer (retrying on the heap
/// when it overflows) and writes the result as UTF-8. `CALL(buf, cap, st)`
/// must return the UTF-16 length.
#define CICU_U16_CALL_TO_UTF8(CALL, out, capacity, status)                      \
    do {                                                                         \
        if (U_FAILURE(*(status))) return 0;                                      \
        UChar cicu_stack_[CICU_STACK_UCHARS];                                    \
        UErrorCode cicu_st_ = U_ZERO_ERROR;                                      \
        int32_t cicu_len_ = CALL(cicu_stack_, CICU_STACK_UCHARS, &cicu_st_);     \
        if (cicu_st_ == U_BUFFER_OVERFLOW_ERROR ||                               \
            cicu_st_ == U_STRING_NOT_TERMINATED_WARNING ||                       \
            cicu_len_ >= CICU_STACK_UCHARS) {                                    \
            if (cicu_st_ != U_BUFFER_OVERFLOW_ERROR && U_FAILURE(cicu_st_)) {    \
                *(status) = cicu_st_;                                            \
                return 0;                                                        \
            }                                                                    \
            UChar *cicu_heap_ = (UChar *)malloc(sizeof(UChar) *                  \
                                                ((size_t)cicu_len_ + 1));        \
            if (cicu_heap_ == NULL) {                                            \
                *(status) = U_MEMORY_ALLOCATION_ERROR;                           \
                return 0;                                                        \
            }                                                                    \
            cicu_st_ = U_ZERO_ERROR;                                             \
            cicu_len_ = CALL(cicu_heap_, cicu_len_ + 1, &cicu_st_);              \
            if (U_FAILURE(cicu_st_)) {                                           \
                free(cicu_heap_);                                                \
                *(status) = cicu_st_;                                            \
                return 0;                                                        \
            }                                                                    \
            int32_t cicu_r_ = cicu_u16_to_utf8(cicu_heap_, cicu_len_, out,       \
                                               capacity, (UErrorCode *)(status));\
            free(cicu_heap_);                                                    \
            return cicu_r_;                                                      \
        }                                                                        \
        if (U_FAILURE(cicu_st_)) {                                               \
            *(status) = cicu_st_;                                                \
            return 0;                                                            \
        }                                                                        \
        return cicu_u16_to_utf8(cicu_stack_, cicu_len_, out, capacity,           \
                                (UErrorCode *)(status));                         \
    } while (0)

/// This thread's reusable UFormattedNumber (opened on first use, closed when
/// the thread exits): opening one per call costs about a sixth of a format.
/// Only for use within one shim call, which never re-enters the shim.
struct UFormattedNumber;
struct UFormattedNumber *cicu_thread_number_result(UErrorCode *status);

/// Formats `number` (decNumber syntax) into this thread's UFormattedNumber
/// (cicu_number.c) and returns it as a UFormattedValue; NULL on failure.
struct UFormattedValue;
struct UNumberFormatter;
const struct UFormattedValue *cicu_unumf_decimal_value(const struct UNumberFormatter *formatter,
                                                       const char *number, int32_t number_length,
                                                       UErrorCode *status);

/// Writes the text of `value` as UTF-8 with the preflighting rules and its
/// fields, every category, into `spans` (cicu_parts.c, include/cicu_parts.h).
struct CICUFieldSpan;
int32_t cicu_value_parts(const struct UFormattedValue *value, char *out, int32_t capacity,
                         struct CICUFieldSpan *spans, int32_t span_capacity, int32_t *span_count,
                         UErrorCode *status);

/// List items this small fit the stack; larger lists go to the heap.
#define CICU_LIST_STACK_ITEMS 16

/// A pointer per list item into `units`, where the items lie side by side
/// (item i is the next `lengths[i]` units): in `stack` (room for
/// CICU_LIST_STACK_ITEMS) when they fit, else malloc'ed; free it when it is
/// not `stack`. NULL and *status set for bad arguments or no memory.
static inline const UChar **cicu_list_starts(const UChar *units, const int32_t *lengths, int32_t count,
                                             const UChar **stack, UErrorCode *status) {
    if (U_FAILURE(*status)) return NULL;
    if (count < 0 || (count > 0 && (units == NULL || lengths == NULL))) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return NULL;
    }
    const UChar **starts =
        count <= CICU_LIST_STACK_ITEMS ? stack : (const UChar **)malloc(sizeof(UChar *) * (size_t)count);
    if (starts == NULL) {
        *status = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    int64_t used = 0;
    for (int32_t i = 0; i < count; i++) {
        starts[i] = units + used;
        used += lengths[i];
    }
    return starts;
}

/// This thread's reusable UFormattedNumberRange (cicu_number_range.c), on
/// the same terms as cicu_thread_number_result.
struct UFormattedNumberRange;
struct UFormattedNumberRange *cicu_thread_range_result(UErrorCode *status);

/// Whether the running ICU takes the region for its preferences from the
/// override `rg=value` (cicu_open_id.c): ICU 72 reads only a region and
/// `zzzz`, ICU 76 also a subdivision (`gbsct`) and not `zzzzzz`.
int8_t cicu_reads_rg(const char *value);

#ifdef __cplusplus
U_NAMESPACE_BEGIN
class DateFormat;
U_NAMESPACE_END
/// Gives `format` (a date format opened for `locale`) a zone format for the
/// locale's base name and numbering system alone when its pattern prints
/// zone names or offsets other than generic names (cicu_date_open.cpp):
/// for the date formats of message arguments, as cicu_udat_open_bounded
/// does for date formats.
void cicu_date_bound_zone_format(icu::DateFormat *format, const char *locale);
#endif

#endif
