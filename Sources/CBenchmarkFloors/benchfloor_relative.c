#include "include/CBenchmarkFloors.h"
#include "benchfloor_internal.h"
#include <stdio.h>
#include <unicode/ureldatefmt.h>

struct BenchFloorRelative {
    URelativeDateTimeFormatter *format;
    char offset[64];  // the decimal as the library gets it; strtod per call
    int32_t unit;
    int32_t numeric;
};

BenchFloorRelative *benchfloor_ureldatefmt_open(const char *locale, int32_t width, const char *offset, int32_t unit,
                                                int32_t numeric, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    URelativeDateTimeFormatter *format = ureldatefmt_open(
        locale, NULL, (UDateRelativeDateTimeFormatterStyle)width, UDISPCTX_CAPITALIZATION_NONE, st);
    BenchFloorRelative *floor = U_SUCCESS(*st) ? (BenchFloorRelative *)malloc(sizeof(BenchFloorRelative)) : NULL;
    if (floor == NULL) {
        if (U_SUCCESS(*st)) *st = U_MEMORY_ALLOCATION_ERROR;
        ureldatefmt_close(format);
        return NULL;
    }
    floor->format = format;
    snprintf(floor->offset, sizeof floor->offset, "%s", offset);
    floor->unit = unit;
    floor->numeric = numeric;
    return floor;
}

int32_t benchfloor_ureldatefmt_format(const BenchFloorRelative *floor, char *out, int32_t capacity,
                                      int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    double offset = strtod(floor->offset, NULL);
    UChar text[BENCHFLOOR_OUTPUT_UCHARS];
    int32_t length =
        floor->numeric
            ? ureldatefmt_formatNumeric(floor->format, offset, (URelativeDateTimeUnit)floor->unit, text,
                                        BENCHFLOOR_OUTPUT_UCHARS, st)
            : ureldatefmt_format(floor->format, offset, (URelativeDateTimeUnit)floor->unit, text,
                                 BENCHFLOOR_OUTPUT_UCHARS, st);
    return benchfloor_u16_to_utf8(text, length, out, capacity, st);
}

void benchfloor_ureldatefmt_close(BenchFloorRelative *floor) {
    if (floor == NULL) return;
    ureldatefmt_close(floor->format);
    free(floor);
}
