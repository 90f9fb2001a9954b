#include "include/CBenchmarkFloors.h"
#include "benchfloor_internal.h"
#include <unicode/ulistformatter.h>

struct BenchFloorList {
    UListFormatter *format;
    char utf8[BENCHFLOOR_SETUP_UCHARS];  // the items as the library gets them
    const char *items[16];
    int32_t lengths[16];
    int32_t count;
};

BenchFloorList *benchfloor_ulistfmt_open(const char *locale, int32_t type, int32_t width, const char *items,
                                         int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    BenchFloorList *floor = (BenchFloorList *)calloc(1, sizeof(BenchFloorList));
    if (floor == NULL) {
        *st = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    // `items`: NUL-separated, ended by an empty item; kept in UTF-8.
    int32_t used = 0;
    for (const char *item = items; *item != 0 && floor->count < 16; item += strlen(item) + 1) {
        int32_t length = (int32_t)strlen(item);
        if (used + length >= BENCHFLOOR_SETUP_UCHARS) {
            *st = U_BUFFER_OVERFLOW_ERROR;
            break;
        }
        memcpy(floor->utf8 + used, item, (size_t)length);
        floor->items[floor->count] = floor->utf8 + used;
        floor->lengths[floor->count++] = length;
        used += length;
    }
    floor->format = U_SUCCESS(*st) ? ulistfmt_openForType(locale, (UListFormatterType)type,
                                                          (UListFormatterWidth)width, st)
                                   : NULL;
    if (U_FAILURE(*st)) {
        benchfloor_ulistfmt_close(floor);
        return NULL;
    }
    return floor;
}

int32_t benchfloor_ulistfmt_format(const BenchFloorList *floor, char *out, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    // ICU's list API takes UTF-16: the items' UTF-8 goes through u_strFromUTF8.
    UChar items[BENCHFLOOR_SETUP_UCHARS];
    const UChar *starts[16];
    int32_t lengths[16], used = 0;
    for (int32_t i = 0; i < floor->count; i++) {
        int32_t length = 0;
        u_strFromUTF8(items + used, BENCHFLOOR_SETUP_UCHARS - used, &length, floor->items[i], floor->lengths[i], st);
        starts[i] = items + used;
        lengths[i] = length;
        used += length;
    }
    if (*st == U_STRING_NOT_TERMINATED_WARNING) *st = U_ZERO_ERROR;
    UChar text[BENCHFLOOR_OUTPUT_UCHARS];
    int32_t length = ulistfmt_format(floor->format, starts, lengths, floor->count, text, BENCHFLOOR_OUTPUT_UCHARS, st);
    return benchfloor_u16_to_utf8(text, length, out, capacity, st);
}

void benchfloor_ulistfmt_close(BenchFloorList *floor) {
    if (floor == NULL) return;
    ulistfmt_close(floor->format);
    free(floor);
}
