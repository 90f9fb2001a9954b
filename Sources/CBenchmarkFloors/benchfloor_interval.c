#include "include/CBenchmarkFloors.h"
#include "benchfloor_internal.h"
#include <unicode/udateintervalformat.h>

struct BenchFloorInterval {
    UDateIntervalFormat *format;
    UDate start;
    UDate end;
};

BenchFloorInterval *benchfloor_udtitvfmt_open(const char *locale, const char *skeleton, const char *time_zone,
                                              double start, double end, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    UChar skel[BENCHFLOOR_SETUP_UCHARS], zone[BENCHFLOOR_SETUP_UCHARS];
    int32_t skel_length = benchfloor_u16_from_utf8(skeleton, -1, skel, BENCHFLOOR_SETUP_UCHARS, st);
    int32_t zone_length = benchfloor_u16_from_utf8(time_zone, -1, zone, BENCHFLOOR_SETUP_UCHARS, st);
    UDateIntervalFormat *format =
        U_SUCCESS(*st) ? udtitvfmt_open(locale, skel, skel_length, zone, zone_length, st) : NULL;
    BenchFloorInterval *floor = U_SUCCESS(*st) ? (BenchFloorInterval *)malloc(sizeof(BenchFloorInterval)) : NULL;
    if (floor == NULL) {
        if (U_SUCCESS(*st)) *st = U_MEMORY_ALLOCATION_ERROR;
        udtitvfmt_close(format);
        return NULL;
    }
    floor->format = format;
    floor->start = start;
    floor->end = end;
    return floor;
}

int32_t benchfloor_udtitvfmt_format(const BenchFloorInterval *floor, char *out, int32_t capacity,
                                    int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    UChar text[BENCHFLOOR_OUTPUT_UCHARS];
    int32_t length = udtitvfmt_format(floor->format, floor->start, floor->end, text, BENCHFLOOR_OUTPUT_UCHARS,
                                      NULL, st);
    return benchfloor_u16_to_utf8(text, length, out, capacity, st);
}

void benchfloor_udtitvfmt_close(BenchFloorInterval *floor) {
    if (floor == NULL) return;
    udtitvfmt_close(floor->format);
    free(floor);
}
