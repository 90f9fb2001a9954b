#include "include/CBenchmarkFloors.h"
#include "benchfloor_internal.h"
#include <unicode/udat.h>

struct BenchFloorDate {
    UDateFormat *format;
    UDate date;
};

BenchFloorDate *benchfloor_udat_open(const char *pattern, const char *locale, const char *time_zone, double date,
                                     int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    UChar zone[BENCHFLOOR_SETUP_UCHARS];
    UChar text[BENCHFLOOR_SETUP_UCHARS];
    int32_t zone_length = benchfloor_u16_from_utf8(time_zone, -1, zone, BENCHFLOOR_SETUP_UCHARS, st);
    int32_t text_length = benchfloor_u16_from_utf8(pattern, -1, text, BENCHFLOOR_SETUP_UCHARS, st);
    if (U_FAILURE(*st)) return NULL;
    UDateFormat *format = udat_open(UDAT_PATTERN, UDAT_PATTERN, locale, zone, zone_length, text, text_length, st);
    BenchFloorDate *floor = U_SUCCESS(*st) ? (BenchFloorDate *)malloc(sizeof(BenchFloorDate)) : NULL;
    if (floor == NULL) {
        if (U_SUCCESS(*st)) *st = U_MEMORY_ALLOCATION_ERROR;
        udat_close(format);
        return NULL;
    }
    floor->format = format;
    floor->date = date;
    return floor;
}

int32_t benchfloor_udat_format(const BenchFloorDate *floor, char *out, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    UChar text[BENCHFLOOR_OUTPUT_UCHARS];
    int32_t length = udat_formatForFields(floor->format, floor->date, text, BENCHFLOOR_OUTPUT_UCHARS, NULL, st);
    return benchfloor_u16_to_utf8(text, length, out, capacity, st);
}

void benchfloor_udat_close(BenchFloorDate *floor) {
    if (floor == NULL) return;
    udat_close(floor->format);
    free(floor);
}
