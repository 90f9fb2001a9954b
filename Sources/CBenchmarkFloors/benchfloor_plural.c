#include "include/CBenchmarkFloors.h"
#include "benchfloor_internal.h"
#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>

struct BenchFloorPlural {
    UPluralRules *rules;
    UNumberFormatter *operands;
    UFormattedNumber *result;
    char *decimal;
    int32_t decimal_length;
};

BenchFloorPlural *benchfloor_uplrules_open(const char *locale, int32_t ordinal, const char *operands_skeleton,
                                           int32_t operands_skeleton_length, const char *decimal,
                                           int32_t decimal_length, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    UChar sk[BENCHFLOOR_SETUP_UCHARS];
    int32_t sk_length = benchfloor_u16_from_utf8(operands_skeleton, operands_skeleton_length, sk,
                                                 BENCHFLOOR_SETUP_UCHARS, st);
    if (U_FAILURE(*st)) return NULL;
    BenchFloorPlural *floor = (BenchFloorPlural *)calloc(1, sizeof(BenchFloorPlural));
    if (floor == NULL) {
        *st = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    floor->rules = uplrules_openForType(locale, ordinal ? UPLURAL_TYPE_ORDINAL : UPLURAL_TYPE_CARDINAL, st);
    UParseError error;
    floor->operands = U_SUCCESS(*st) ? unumf_openForSkeletonAndLocaleWithError(sk, sk_length, "root", &error, st)
                                     : NULL;
    floor->result = U_SUCCESS(*st) ? unumf_openResult(st) : NULL;
    floor->decimal = benchfloor_copy(decimal, decimal_length, st);
    floor->decimal_length = decimal_length;
    if (U_FAILURE(*st)) {
        benchfloor_uplrules_close(floor);
        return NULL;
    }
    return floor;
}

int32_t benchfloor_uplrules_select_decimal(const BenchFloorPlural *floor, char *out, int32_t capacity,
                                           int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    unumf_formatDecimal(floor->operands, floor->decimal, floor->decimal_length, floor->result, st);
    UChar keyword[32];
    int32_t length = uplrules_selectFormatted(floor->rules, floor->result, keyword, 32, st);
    return benchfloor_u16_to_utf8(keyword, length, out, capacity, st);
}

void benchfloor_uplrules_close(BenchFloorPlural *floor) {
    if (floor == NULL) return;
    unumf_closeResult(floor->result);
    unumf_close(floor->operands);
    uplrules_close(floor->rules);
    free(floor->decimal);
    free(floor);
}
