#include "include/CBenchmarkFloors.h"
#include "benchfloor_internal.h"
#include <unicode/ucol.h>

struct BenchFloorCollator {
    UCollator *collator;
    char *a, *b;
    int32_t a_length, b_length;
};

BenchFloorCollator *benchfloor_ucol_open(const char *locale, const char *a, int32_t a_length, const char *b,
                                         int32_t b_length, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return NULL;
    BenchFloorCollator *floor = (BenchFloorCollator *)calloc(1, sizeof(BenchFloorCollator));
    if (floor == NULL) {
        *st = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    floor->collator = ucol_open(locale, st);
    // The library's default (Docs/Protocol.md): normalization on.
    if (U_SUCCESS(*st)) ucol_setAttribute(floor->collator, UCOL_NORMALIZATION_MODE, UCOL_ON, st);
    floor->a = benchfloor_copy(a, a_length, st);
    floor->b = benchfloor_copy(b, b_length, st);
    floor->a_length = a_length;
    floor->b_length = b_length;
    if (U_FAILURE(*st)) {
        benchfloor_ucol_close(floor);
        return NULL;
    }
    return floor;
}

int32_t benchfloor_ucol_strcoll_utf8(const BenchFloorCollator *floor, int32_t *status) {
    return (int32_t)ucol_strcollUTF8(floor->collator, floor->a, floor->a_length, floor->b, floor->b_length,
                                     (UErrorCode *)status);
}

int32_t benchfloor_ucol_strcoll_given(const BenchFloorCollator *floor, const uint8_t *a, int32_t a_length,
                                      const uint8_t *b, int32_t b_length, int32_t *status) {
    return (int32_t)ucol_strcollUTF8(floor->collator, (const char *)a, a_length, (const char *)b, b_length,
                                     (UErrorCode *)status);
}

void benchfloor_ucol_close(BenchFloorCollator *floor) {
    if (floor == NULL) return;
    ucol_close(floor->collator);
    free(floor->a);
    free(floor->b);
    free(floor);
}
