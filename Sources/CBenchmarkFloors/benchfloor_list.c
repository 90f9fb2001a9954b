#include "include/CBenchmarkFloors.h"
#include "benchfloor_internal.h"
#include <unicode/ulistformatter.h>

struct BenchFloorList {
    UListFormatter *format;
    UChar text[BENCHFLOOR_SETUP_UCHARS];
    const UChar *items[16];
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
    // `items`: NUL-separated, ended by an empty item.
    int32_t used = 0;
    for (const char *item = items; *item != 0 && floor->count < 16; item += strlen(item) + 1) {
        int32_t length = benchfloor_u16_from_utf8(item, -1, floor->text + used, BENCHFLOOR_SETUP_UCHARS - used, st);
        floor->items[floor->count] = floor->text + used;
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
    UChar text[BENCHFLOOR_OUTPUT_UCHARS];
    int32_t length = ulistfmt_format(floor->format, floor->items, floor->lengths, floor->count, text,
                                     BENCHFLOOR_OUTPUT_UCHARS, st);
    return benchfloor_u16_to_utf8(text, length, out, capacity, st);
}

void benchfloor_ulistfmt_close(BenchFloorList *floor) {
    if (floor == NULL) return;
    ulistfmt_close(floor->format);
    free(floor);
}
