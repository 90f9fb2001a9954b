#include "include/CBenchmarkFloors.h"
#include "benchfloor_internal.h"
#include <unicode/ucasemap.h>

struct BenchFloorCaseMap {
    UCaseMap *map;
    char *text;
    int32_t text_length;
};

BenchFloorCaseMap *benchfloor_ucasemap_open(const char *locale, const char *text, int32_t text_length,
                                            int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return NULL;
    BenchFloorCaseMap *floor = (BenchFloorCaseMap *)calloc(1, sizeof(BenchFloorCaseMap));
    if (floor == NULL) {
        *st = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    floor->map = ucasemap_open(locale, 0, st);
    floor->text = benchfloor_copy(text, text_length, st);
    floor->text_length = text_length;
    if (U_FAILURE(*st)) {
        benchfloor_ucasemap_close(floor);
        return NULL;
    }
    return floor;
}

int32_t benchfloor_ucasemap_utf8_to_upper(const BenchFloorCaseMap *floor, char *out, int32_t capacity,
                                          int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    int32_t length = ucasemap_utf8ToUpper(floor->map, out, capacity, floor->text, floor->text_length, st);
    // As the shim: a result that exactly fills the buffer is a success.
    if (*st == U_STRING_NOT_TERMINATED_WARNING) *st = U_ZERO_ERROR;
    return length;
}

void benchfloor_ucasemap_close(BenchFloorCaseMap *floor) {
    if (floor == NULL) return;
    ucasemap_close(floor->map);
    free(floor->text);
    free(floor);
}
