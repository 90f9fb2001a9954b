#include "include/CBenchmarkFloors.h"
#include "benchfloor_internal.h"
#include <unicode/uldnames.h>

struct BenchFloorDisplayNames {
    ULocaleDisplayNames *names;
    char *code;
};

BenchFloorDisplayNames *benchfloor_uldn_open(const char *locale, const char *code, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    UDisplayContext contexts[4] = {UDISPCTX_DIALECT_NAMES, UDISPCTX_LENGTH_FULL, UDISPCTX_SUBSTITUTE,
                                   UDISPCTX_CAPITALIZATION_NONE};
    ULocaleDisplayNames *names = uldn_openForContext(locale, contexts, 4, st);
    char *copy = benchfloor_copy(code, (int32_t)strlen(code), st);
    BenchFloorDisplayNames *floor =
        U_SUCCESS(*st) ? (BenchFloorDisplayNames *)malloc(sizeof(BenchFloorDisplayNames)) : NULL;
    if (floor == NULL) {
        if (U_SUCCESS(*st)) *st = U_MEMORY_ALLOCATION_ERROR;
        uldn_close(names);
        free(copy);
        return NULL;
    }
    floor->names = names;
    floor->code = copy;
    return floor;
}

int32_t benchfloor_uldn_locale_display_name(const BenchFloorDisplayNames *floor, char *out, int32_t capacity,
                                            int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    UChar text[BENCHFLOOR_OUTPUT_UCHARS];
    int32_t length = uldn_localeDisplayName(floor->names, floor->code, text, BENCHFLOOR_OUTPUT_UCHARS, st);
    return benchfloor_u16_to_utf8(text, length, out, capacity, st);
}

void benchfloor_uldn_close(BenchFloorDisplayNames *floor) {
    if (floor == NULL) return;
    uldn_close(floor->names);
    free(floor->code);
    free(floor);
}
