#include "include/CBenchmarkFloors.h"
#include "benchfloor_internal.h"
#include <unicode/unumberrangeformatter.h>

struct BenchFloorNumberRange {
    UNumberRangeFormatter *format;
    UFormattedNumberRange *result;
    char *start;
    char *end;
};

BenchFloorNumberRange *benchfloor_unumrf_open(const char *skeleton, const char *locale, const char *start,
                                              const char *end, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    UChar text[BENCHFLOOR_SETUP_UCHARS];
    int32_t length = benchfloor_u16_from_utf8(skeleton, -1, text, BENCHFLOOR_SETUP_UCHARS, st);
    UParseError parse_error;
    UNumberRangeFormatter *format =
        U_SUCCESS(*st) ? unumrf_openForSkeletonWithCollapseAndIdentityFallback(
                             text, length, UNUM_RANGE_COLLAPSE_AUTO, UNUM_IDENTITY_FALLBACK_APPROXIMATELY, locale,
                             &parse_error, st)
                       : NULL;
    UFormattedNumberRange *result = unumrf_openResult(st);
    char *first = benchfloor_copy(start, (int32_t)strlen(start), st);
    char *second = benchfloor_copy(end, (int32_t)strlen(end), st);
    BenchFloorNumberRange *floor =
        U_SUCCESS(*st) ? (BenchFloorNumberRange *)malloc(sizeof(BenchFloorNumberRange)) : NULL;
    if (floor == NULL) {
        if (U_SUCCESS(*st)) *st = U_MEMORY_ALLOCATION_ERROR;
        unumrf_close(format);
        unumrf_closeResult(result);
        free(first);
        free(second);
        return NULL;
    }
    floor->format = format;
    floor->result = result;
    floor->start = first;
    floor->end = second;
    return floor;
}

int32_t benchfloor_unumrf_format(const BenchFloorNumberRange *floor, char *out, int32_t capacity,
                                 int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    unumrf_formatDecimalRange(floor->format, floor->start, (int32_t)strlen(floor->start), floor->end,
                              (int32_t)strlen(floor->end), floor->result, st);
    int32_t length = 0;
    const UChar *text = ufmtval_getString(unumrf_resultAsValue(floor->result, st), &length, st);
    return benchfloor_u16_to_utf8(text, length, out, capacity, st);
}

void benchfloor_unumrf_close(BenchFloorNumberRange *floor) {
    if (floor == NULL) return;
    unumrf_close(floor->format);
    unumrf_closeResult(floor->result);
    free(floor->start);
    free(floor->end);
    free(floor);
}
