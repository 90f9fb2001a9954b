// Display names (include/cicu_display_names.h).
#include "include/cicu_display_names.h"
#include "cicu_internal.h"
#include <unicode/ucurr.h>
#include <unicode/udatpg.h>
#include <unicode/uldnames.h>
#include <unicode/uloc.h>
#include <string.h>

CICUDisplayNames *cicu_uldn_open(const char *locale, int8_t dialect, int8_t full_length, int8_t substitute,
                                 int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return NULL;
    UDisplayContext contexts[4] = {
        dialect ? UDISPCTX_DIALECT_NAMES : UDISPCTX_STANDARD_NAMES,
        full_length ? UDISPCTX_LENGTH_FULL : UDISPCTX_LENGTH_SHORT,
        substitute ? UDISPCTX_SUBSTITUTE : UDISPCTX_NO_SUBSTITUTE,
        UDISPCTX_CAPITALIZATION_NONE,
    };
    ULocaleDisplayNames *names = uldn_openForContext(locale, contexts, 4, st);
    if (U_FAILURE(*st)) {
        uldn_close(names);
        return NULL;
    }
    CICU_COUNT_OPEN(CICU_OBJECT_DISPLAY_NAMES);
    return (CICUDisplayNames *)names;
}

void cicu_uldn_close(CICUDisplayNames *names) {
    CICU_COUNT_CALL();
    if (names != NULL) CICU_COUNT_CLOSE(CICU_OBJECT_DISPLAY_NAMES);
    uldn_close((ULocaleDisplayNames *)names);
}

static int32_t cicu_uldn_name_into(const ULocaleDisplayNames *ldn, int32_t kind, const char *key, const char *code,
                                   UChar *text, int32_t capacity, UErrorCode *st) {
    switch (kind) {
    case CICU_NAME_LOCALE: return uldn_localeDisplayName(ldn, code, text, capacity, st);
    case CICU_NAME_SCRIPT: return uldn_scriptDisplayName(ldn, code, text, capacity, st);
    case CICU_NAME_REGION: return uldn_regionDisplayName(ldn, code, text, capacity, st);
    case CICU_NAME_VARIANT: return uldn_variantDisplayName(ldn, code, text, capacity, st);
    case CICU_NAME_KEY: return uldn_keyDisplayName(ldn, code, text, capacity, st);
    case CICU_NAME_KEY_VALUE: return uldn_keyValueDisplayName(ldn, key, code, text, capacity, st);
    default: *st = U_ILLEGAL_ARGUMENT_ERROR; return 0;
    }
}

int32_t cicu_uldn_name(const CICUDisplayNames *names, int32_t kind, const char *key, const char *code, char *out,
                       int32_t capacity, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    const ULocaleDisplayNames *ldn = (const ULocaleDisplayNames *)names;
    UChar stack[CICU_STACK_UCHARS];
    int32_t length = cicu_uldn_name_into(ldn, kind, key, code, stack, CICU_STACK_UCHARS, st);
    if (U_SUCCESS(*st)) {
        *st = U_ZERO_ERROR;  // U_STRING_NOT_TERMINATED_WARNING when it fills the buffer
        return cicu_u16_to_utf8(stack, length, out, capacity, st);
    }
    if (*st != U_BUFFER_OVERFLOW_ERROR) return 0;
    *st = U_ZERO_ERROR;
    UChar *heap = (UChar *)malloc(sizeof(UChar) * ((size_t)length + 1));
    if (heap == NULL) {
        *st = U_MEMORY_ALLOCATION_ERROR;
        return 0;
    }
    length = cicu_uldn_name_into(ldn, kind, key, code, heap, length + 1, st);
    int32_t written = cicu_u16_to_utf8(heap, length, out, capacity, st);
    free(heap);
    return written;
}

int32_t cicu_uloc_get_name(const char *id, char *out, int32_t capacity, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    int32_t length = uloc_getName(id, out, capacity, st);
    if (*st == U_STRING_NOT_TERMINATED_WARNING) *st = U_ZERO_ERROR;
    return length;
}

int32_t cicu_uloc_to_legacy_key(const char *key, char *out, int32_t capacity, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    const char *legacy = uloc_toLegacyKey(key);
    if (legacy == NULL) {
        *st = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    return cicu_copy_out(legacy, out, capacity, st);
}

int32_t cicu_ucurr_get_name(const char *code, const char *locale, int32_t style, char *out, int32_t capacity,
                            int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    if (strlen(code) != 3 || style < 0 || style > 2) {
        *st = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    UChar currency[4] = {(UChar)code[0], (UChar)code[1], (UChar)code[2], 0};
    static const UCurrNameStyle styles[3] = {UCURR_LONG_NAME, UCURR_SYMBOL_NAME, UCURR_NARROW_SYMBOL_NAME};
    UBool is_choice = 0;
    int32_t length = 0;
    const UChar *name = ucurr_getName(currency, locale, styles[style], &is_choice, &length, st);
    if (U_FAILURE(*st) || name == NULL) return 0;
    *st = U_ZERO_ERROR;  // ICU's warnings here say nothing reliable
    return cicu_u16_to_utf8(name, length, out, capacity, st);
}

int32_t cicu_udatpg_field_display_names(CICUPatternGenerator *shared, const int32_t *fields, int32_t count,
                                        int32_t width, char *out, int32_t capacity, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    UDateTimePatternGenerator *generator = (UDateTimePatternGenerator *)shared;
    // Every name into one UTF-16 buffer, '\n' between them.
    UChar joined[1024];
    int32_t used = 0;
    for (int32_t i = 0; i < count && U_SUCCESS(*st); i++) {
        if (fields[i] < 0 || fields[i] >= UDATPG_FIELD_COUNT) {
            *st = U_ILLEGAL_ARGUMENT_ERROR;
            break;
        }
        if (i > 0) {
            if (used + 1 >= (int32_t)(sizeof joined / sizeof joined[0])) {
                *st = U_BUFFER_OVERFLOW_ERROR;
                break;
            }
            joined[used++] = '\n';
        }
        int32_t room = (int32_t)(sizeof joined / sizeof joined[0]) - used;
        int32_t length = udatpg_getFieldDisplayName(generator, (UDateTimePatternField)fields[i],
                                                    (UDateTimePGDisplayWidth)width, joined + used, room, st);
        if (U_SUCCESS(*st) && length >= room) *st = U_BUFFER_OVERFLOW_ERROR;
        used += length;
    }
    if (U_FAILURE(*st)) {
        if (*st == U_BUFFER_OVERFLOW_ERROR) *st = U_INTERNAL_PROGRAM_ERROR;  // not the caller's buffer
        return 0;
    }
    return cicu_u16_to_utf8(joined, used, out, capacity, st);
}
