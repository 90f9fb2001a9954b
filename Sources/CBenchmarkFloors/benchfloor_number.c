#include "include/CBenchmarkFloors.h"
#include "benchfloor_internal.h"
#include <unicode/unumberformatter.h>

struct BenchFloorNumber {
    UNumberFormatter *formatter;
    UFormattedNumber *result;
    char *decimal;
    int32_t decimal_length;
};

BenchFloorNumber *benchfloor_unumf_open(const char *skeleton, int32_t skeleton_length, const char *locale,
                                        const char *decimal, int32_t decimal_length, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    UChar sk[BENCHFLOOR_SETUP_UCHARS];
    int32_t sk_length = benchfloor_u16_from_utf8(skeleton, skeleton_length, sk, BENCHFLOOR_SETUP_UCHARS, st);
    if (U_FAILURE(*st)) return NULL;
    BenchFloorNumber *floor = (BenchFloorNumber *)calloc(1, sizeof(BenchFloorNumber));
    if (floor == NULL) {
        *st = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    UParseError error;
    floor->formatter = unumf_openForSkeletonAndLocaleWithError(sk, sk_length, locale, &error, st);
    floor->result = U_SUCCESS(*st) ? unumf_openResult(st) : NULL;
    floor->decimal = benchfloor_copy(decimal, decimal_length, st);
    floor->decimal_length = decimal_length;
    if (U_FAILURE(*st)) {
        benchfloor_unumf_close(floor);
        return NULL;
    }
    return floor;
}

int32_t benchfloor_unumf_format_decimal(const BenchFloorNumber *floor, char *out, int32_t capacity,
                                        int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    unumf_formatDecimal(floor->formatter, floor->decimal, floor->decimal_length, floor->result, st);
    const UFormattedValue *value = unumf_resultAsValue(floor->result, st);
    int32_t length16 = 0;
    const UChar *text = U_SUCCESS(*st) ? ufmtval_getString(value, &length16, st) : NULL;
    if (U_FAILURE(*st) || text == NULL) return 0;
    return benchfloor_u16_to_utf8(text, length16, out, capacity, st);
}

void benchfloor_unumf_close(BenchFloorNumber *floor) {
    if (floor == NULL) return;
    unumf_closeResult(floor->result);
    unumf_close(floor->formatter);
    free(floor->decimal);
    free(floor);
}
