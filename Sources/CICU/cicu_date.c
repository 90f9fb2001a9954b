#include "include/cicu_date.h"
#include "cicu_internal.h"
#include <unicode/udat.h>
#include <unicode/udatpg.h>

void cicu_udat_close(CICUDateFormat *format) {
    CICU_COUNT_CALL();
    if (format != NULL) CICU_COUNT_CLOSE(CICU_OBJECT_DATE_FORMAT);
    udat_close((UDateFormat *)format);
}

int32_t cicu_udat_format(const CICUDateFormat *format, double date, char *out,
                         int32_t capacity, int32_t *status) {
    CICU_COUNT_CALL();
#define CICU_FMT(buf, cap, st) \
    udat_formatForFields((const UDateFormat *)format, date, buf, cap, NULL, st)
    CICU_U16_CALL_TO_UTF8(CICU_FMT, out, capacity, (UErrorCode *)status);
#undef CICU_FMT
}

int32_t cicu_udat_to_pattern(const CICUDateFormat *format, char *out,
                             int32_t capacity, int32_t *status) {
    CICU_COUNT_CALL();
#define CICU_PAT(buf, cap, st) udat_toPattern((const UDateFormat *)format, 0, buf, cap, st)
    CICU_U16_CALL_TO_UTF8(CICU_PAT, out, capacity, (UErrorCode *)status);
#undef CICU_PAT
}

CICUPatternGenerator *cicu_udatpg_open(const char *locale, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return NULL;
    UDateTimePatternGenerator *g = udatpg_open(locale, st);
    if (U_FAILURE(*st)) {
        udatpg_close(g);
        return NULL;
    }
    CICU_COUNT_OPEN(CICU_OBJECT_SHARED_PATTERN_GENERATOR);
    return (CICUPatternGenerator *)g;
}

void cicu_udatpg_close(CICUPatternGenerator *generator) {
    CICU_COUNT_CALL();
    if (generator == NULL) return;
    CICU_COUNT_CLOSE(CICU_OBJECT_SHARED_PATTERN_GENERATOR);
    udatpg_close((UDateTimePatternGenerator *)generator);
}

int32_t cicu_udatpg_best(CICUPatternGenerator *generator, const char *skeleton,
                         int32_t skeleton_length, char *out, int32_t capacity,
                         int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    UChar sk_stack[64];
    int32_t sk_len = 0;
    UChar *sk = cicu_u16_from_utf8(skeleton, skeleton_length, sk_stack, 64, &sk_len, st);
    if (sk == NULL) return 0;
    UDateTimePatternGenerator *g = (UDateTimePatternGenerator *)generator;
    UChar stack[CICU_STACK_UCHARS];
    UErrorCode bst = U_ZERO_ERROR;
    int32_t len = udatpg_getBestPattern(g, sk, sk_len, stack, CICU_STACK_UCHARS, &bst);
    int32_t result = 0;
    if (U_SUCCESS(bst) && len < CICU_STACK_UCHARS) {
        result = cicu_u16_to_utf8(stack, len, out, capacity, st);
    } else if (U_FAILURE(bst) && bst != U_BUFFER_OVERFLOW_ERROR) {
        *st = bst;
    } else {
        *st = U_INVALID_FORMAT_ERROR; // no real skeleton yields such a pattern
    }
    cicu_u16_free(sk, sk_stack);
    return result;
}

int32_t cicu_udatpg_default_hour_cycle(CICUPatternGenerator *generator, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    return (int32_t)udatpg_getDefaultHourCycle((const UDateTimePatternGenerator *)generator, st);
}

// ---------------------------------------------------------------------------
// Data for the compiled date path (include/cicu_date.h).

#include <unicode/ucal.h>
#include <unicode/unum.h>
#include <unicode/ures.h>
#include <unicode/ufieldpositer.h>
#include <strings.h>

int32_t cicu_udat_count_symbols(const CICUDateFormat *format, int32_t type) {
    CICU_COUNT_CALL();
    return udat_countSymbols((const UDateFormat *)format, (UDateFormatSymbolType)type);
}

int32_t cicu_udat_symbol(const CICUDateFormat *format, int32_t type, int32_t index,
                         char *out, int32_t capacity, int32_t *status) {
    CICU_COUNT_CALL();
#define CICU_SYM(buf, cap, st) \
    udat_getSymbols((const UDateFormat *)format, (UDateFormatSymbolType)type, index, buf, cap, st)
    CICU_U16_CALL_TO_UTF8(CICU_SYM, out, capacity, (UErrorCode *)status);
#undef CICU_SYM
}

int32_t cicu_udat_calendar_type(const CICUDateFormat *format, char *out,
                                int32_t capacity, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    const char *type = ucal_getType(udat_getCalendar((const UDateFormat *)format), st);
    if (U_FAILURE(*st) || type == NULL) return 0;
    return cicu_copy_out(type, out, capacity, st);
}

int32_t cicu_udat_calendar_attribute(const CICUDateFormat *format, int32_t attribute) {
    CICU_COUNT_CALL();
    return ucal_getAttribute(udat_getCalendar((const UDateFormat *)format),
                             (UCalendarAttribute)attribute);
}

double cicu_udat_gregorian_change(const CICUDateFormat *format, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    return ucal_getGregorianChange(udat_getCalendar((const UDateFormat *)format), st);
}

int32_t cicu_udat_field_digits(const CICUDateFormat *format, uint16_t pattern_letter,
                               int32_t *is_default, char *out, int32_t capacity,
                               int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    const UDateFormat *f = (const UDateFormat *)format;
    const UNumberFormat *nf = udat_getNumberFormatForField(f, (UChar)pattern_letter);
    if (nf == NULL) {
        *st = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    *is_default = nf == udat_getNumberFormat(f) ? 1 : 0;
    // Integers are written with the pattern's affixes: only bare digits are
    // reproduced.
    UChar affix[8];
    static const UNumberFormatTextAttribute affixes[2] = {UNUM_POSITIVE_PREFIX, UNUM_POSITIVE_SUFFIX};
    for (int i = 0; i < 2; i++) {
        UErrorCode ast = U_ZERO_ERROR;
        int32_t n = unum_getTextAttribute(nf, affixes[i], affix, 8, &ast);
        if (U_FAILURE(ast) || n != 0) {
            *st = U_UNSUPPORTED_ERROR;
            return 0;
        }
    }
    static const UNumberFormatSymbol digits[10] = {
        UNUM_ZERO_DIGIT_SYMBOL, UNUM_ONE_DIGIT_SYMBOL, UNUM_TWO_DIGIT_SYMBOL,
        UNUM_THREE_DIGIT_SYMBOL, UNUM_FOUR_DIGIT_SYMBOL, UNUM_FIVE_DIGIT_SYMBOL,
        UNUM_SIX_DIGIT_SYMBOL, UNUM_SEVEN_DIGIT_SYMBOL, UNUM_EIGHT_DIGIT_SYMBOL,
        UNUM_NINE_DIGIT_SYMBOL};
    UChar text[64];
    int32_t length = 0;
    for (int i = 0; i < 10; i++) {
        if (i > 0) text[length++] = 0x20;
        int32_t n = unum_getSymbol(nf, digits[i], text + length, 64 - 12 - length, st);
        if (U_FAILURE(*st)) return 0;
        if (n <= 0 || n > 2) {  // one code point, in one or two UTF-16 units
            *st = U_UNSUPPORTED_ERROR;
            return 0;
        }
        length += n;
    }
    return cicu_u16_to_utf8(text, length, out, capacity, st);
}

int32_t cicu_udat_field_has_default_number_format(const CICUDateFormat *format,
                                                  uint16_t pattern_letter) {
    CICU_COUNT_CALL();
    const UDateFormat *f = (const UDateFormat *)format;
    return udat_getNumberFormatForField(f, (UChar)pattern_letter) == udat_getNumberFormat(f) ? 1 : 0;
}

int32_t cicu_udat_field_affix(const CICUDateFormat *format, uint16_t pattern_letter,
                              int32_t attribute, char *out, int32_t capacity,
                              int32_t *status) {
    CICU_COUNT_CALL();
    const UNumberFormat *nf =
        udat_getNumberFormatForField((const UDateFormat *)format, (UChar)pattern_letter);
    if (nf == NULL) {
        if (U_SUCCESS(*(UErrorCode *)status)) *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
#define CICU_AFFIX(buf, cap, st) \
    unum_getTextAttribute(nf, (UNumberFormatTextAttribute)attribute, buf, cap, st)
    CICU_U16_CALL_TO_UTF8(CICU_AFFIX, out, capacity, (UErrorCode *)status);
#undef CICU_AFFIX
}

int32_t cicu_udat_field_number(const CICUDateFormat *format, uint16_t pattern_letter,
                               int32_t value, char *out, int32_t capacity,
                               int32_t *status) {
    CICU_COUNT_CALL();
    const UNumberFormat *nf =
        udat_getNumberFormatForField((const UDateFormat *)format, (UChar)pattern_letter);
    if (nf == NULL) {
        if (U_SUCCESS(*(UErrorCode *)status)) *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
#define CICU_NUM(buf, cap, st) unum_format(nf, value, buf, cap, NULL, st)
    CICU_U16_CALL_TO_UTF8(CICU_NUM, out, capacity, (UErrorCode *)status);
#undef CICU_NUM
}

/// udat_formatForFields into `buffer`, then the first span of `field`.
static int32_t cicu_field_span(const UDateFormat *f, double date, int32_t field, UChar *buffer,
                               int32_t capacity, int32_t *start, int32_t *limit,
                               UErrorCode *st) {
    UFieldPositionIterator *positions = ufieldpositer_open(st);
    if (U_FAILURE(*st)) return 0;
    int32_t length = udat_formatForFields(f, date, buffer, capacity, positions, st);
    *start = -1;
    if (U_SUCCESS(*st)) {
        int32_t b = 0, e = 0, id;
        while ((id = ufieldpositer_next(positions, &b, &e)) >= 0) {
            if (id == field) {
                *start = b;
                *limit = e;
                break;
            }
        }
    }
    ufieldpositer_close(positions);
    return length;
}

int32_t cicu_udat_format_field(const CICUDateFormat *format, double date, int32_t field,
                               int32_t *found, char *out, int32_t capacity,
                               int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    *found = 0;
    if (U_FAILURE(*st)) return 0;
    const UDateFormat *f = (const UDateFormat *)format;
    UChar stack[CICU_STACK_UCHARS];
    UChar *buffer = stack;
    int32_t start = -1, limit = 0;
    UErrorCode fst = U_ZERO_ERROR;
    int32_t length = cicu_field_span(f, date, field, stack, CICU_STACK_UCHARS, &start, &limit, &fst);
    if (fst == U_BUFFER_OVERFLOW_ERROR || length >= CICU_STACK_UCHARS) {
        buffer = (UChar *)malloc(sizeof(UChar) * ((size_t)length + 1));
        if (buffer == NULL) {
            *st = U_MEMORY_ALLOCATION_ERROR;
            return 0;
        }
        fst = U_ZERO_ERROR;
        length = cicu_field_span(f, date, field, buffer, length + 1, &start, &limit, &fst);
    }
    int32_t result = 0;
    if (U_FAILURE(fst)) {
        *st = fst;
    } else if (start >= 0 && start < limit && limit <= length) {
        *found = 1;
        result = cicu_u16_to_utf8(buffer + start, limit - start, out, capacity, st);
    }
    if (buffer != stack) free(buffer);
    return result;
}

/// "yyyy-MM-dd HH:mm" or "yyyy-MM-dd" (UTC) to milliseconds since 1970.
static int cicu_parse_metazone_date(const UChar *text, int32_t length, double *millis) {
    if (length != 16 && length != 10) return 0;
    int32_t v[5] = {0, 0, 0, 0, 0};
    static const int starts[5] = {0, 5, 8, 11, 14}, widths[5] = {4, 2, 2, 2, 2};
    for (int part = 0; part < (length == 16 ? 5 : 3); part++) {
        for (int i = starts[part]; i < starts[part] + widths[part]; i++) {
            if (text[i] < 0x30 || text[i] > 0x39) return 0;
            v[part] = v[part] * 10 + (text[i] - 0x30);
        }
    }
    // Days from 1970-01-01 in the proleptic Gregorian calendar.
    int64_t y = v[0] - (v[1] <= 2 ? 1 : 0);
    int64_t era = (y >= 0 ? y : y - 399) / 400;
    int64_t yoe = y - era * 400;
    int64_t doy = (153 * ((v[1] + 9) % 12) + 2) / 5 + v[2] - 1;
    int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    int64_t days = era * 146097 + doe - 719468;
    *millis = (double)days * 86400000.0 + (double)v[3] * 3600000.0 + (double)v[4] * 60000.0;
    return 1;
}

int32_t cicu_metazone_periods(const char *zone, int32_t zone_length, double *bounds,
                              int32_t capacity, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    UChar id[128], canonical[128];
    int32_t id_length = 0;
    u_strFromUTF8(id, 128, &id_length, zone, zone_length, st);
    if (U_FAILURE(*st) || id_length >= 128) {
        if (U_SUCCESS(*st)) *st = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    UBool is_system = 0;
    int32_t canonical_length = ucal_getCanonicalTimeZoneID(id, id_length, canonical, 128, &is_system, st);
    if (U_FAILURE(*st) || canonical_length >= 128) {
        if (U_SUCCESS(*st)) *st = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    if (!is_system) return 0;  // custom GMT±hh:mm zones have no metazone
    char key[128];
    for (int32_t i = 0; i < canonical_length; i++) {
        if (canonical[i] >= 0x80) {
            *st = U_ILLEGAL_ARGUMENT_ERROR;
            return 0;
        }
        key[i] = canonical[i] == 0x2F ? ':' : (char)canonical[i];
    }
    key[canonical_length] = 0;

    UResourceBundle *bundle = ures_openDirect(NULL, "metaZones", st);
    if (U_FAILURE(*st)) {
        ures_close(bundle);
        return 0;
    }
    CICU_COUNT_OPEN(CICU_OBJECT_RESOURCE_BUNDLE);
    UResourceBundle *info = ures_getByKey(bundle, "metazoneInfo", NULL, st);
    UErrorCode zst = U_ZERO_ERROR;
    UResourceBundle *periods = U_SUCCESS(*st) ? ures_getByKey(info, key, NULL, &zst) : NULL;
    int32_t count = 0;
    if (U_SUCCESS(*st) && U_SUCCESS(zst)) {
        UResourceBundle *period = NULL;
        while (ures_hasNext(periods) && U_SUCCESS(*st)) {
            period = ures_getNextResource(periods, period, st);
            if (U_FAILURE(*st)) break;
            // ICU's defaults for a period without dates.
            double from = 0.0, to = 253402300740000.0;  // 1970-01-01 00:00, 9999-12-31 23:59
            int32_t size = ures_getSize(period);
            if (size == 3) {
                int32_t fl = 0, tl = 0;
                const UChar *f = ures_getStringByIndex(period, 1, &fl, st);
                const UChar *t = ures_getStringByIndex(period, 2, &tl, st);
                if (U_FAILURE(*st) || !cicu_parse_metazone_date(f, fl, &from) ||
                    !cicu_parse_metazone_date(t, tl, &to)) {
                    // ICU would skip the period; the caller cannot tell the
                    // periods apart then, so it does not use them at all.
                    if (U_SUCCESS(*st)) *st = U_INVALID_FORMAT_ERROR;
                    break;
                }
            } else if (size != 1) {
                *st = U_INVALID_FORMAT_ERROR;
                break;
            }
            if (count < capacity) {
                bounds[2 * count] = from;
                bounds[2 * count + 1] = to;
            }
            count++;
        }
        ures_close(period);
    }
    ures_close(periods);
    ures_close(info);
    CICU_COUNT_CLOSE(CICU_OBJECT_RESOURCE_BUNDLE);
    ures_close(bundle);
    if (U_SUCCESS(*st) && count > capacity) *st = U_BUFFER_OVERFLOW_ERROR;
    return U_SUCCESS(*st) || *st == U_BUFFER_OVERFLOW_ERROR ? count : 0;
}

int32_t cicu_japanese_era_starts(int32_t *ymd, int32_t capacity, int32_t *status) {
    CICU_COUNT_CALL();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    const char *tentative = getenv("ICU_ENABLE_TENTATIVE_ERA");
    int include_tentative = tentative != NULL && strcasecmp(tentative, "true") == 0;

    UResourceBundle *bundle = ures_openDirect(NULL, "supplementalData", st);
    if (U_FAILURE(*st)) {
        ures_close(bundle);
        return 0;
    }
    CICU_COUNT_OPEN(CICU_OBJECT_RESOURCE_BUNDLE);
    UResourceBundle *eras = ures_getByKey(bundle, "calendarData", NULL, st);
    eras = ures_getByKey(eras, "japanese", eras, st);
    eras = ures_getByKey(eras, "eras", eras, st);
    int32_t size = U_SUCCESS(*st) ? ures_getSize(eras) : 0;
    int32_t count = size;  // eras before the first tentative one
    if (U_SUCCESS(*st) && size > capacity) *st = U_BUFFER_OVERFLOW_ERROR;
    for (int32_t i = 0; i < size && U_SUCCESS(*st); i++) {
        ymd[3 * i] = INT32_MIN;
    }
    UResourceBundle *era = NULL, *item = NULL;
    while (U_SUCCESS(*st) && ures_hasNext(eras)) {
        era = ures_getNextResource(eras, era, st);
        if (U_FAILURE(*st)) break;
        char *end = NULL;
        const char *name = ures_getKey(era);
        long index = name != NULL ? strtol(name, &end, 10) : -1;
        if (name == NULL || *end != 0 || index < 0 || index >= size) {
            *st = U_INVALID_FORMAT_ERROR;
            break;
        }
        int has_start = 0, named = 1;
        while (U_SUCCESS(*st) && ures_hasNext(era)) {
            item = ures_getNextResource(era, item, st);
            if (U_FAILURE(*st)) break;
            const char *key = ures_getKey(item);
            if (key != NULL && strcmp(key, "start") == 0) {
                int32_t n = 0;
                const int32_t *fields = ures_getIntVector(item, &n, st);
                if (U_SUCCESS(*st) && n == 3) {
                    ymd[3 * index] = fields[0];
                    ymd[3 * index + 1] = fields[1];
                    ymd[3 * index + 2] = fields[2];
                    has_start = 1;
                } else if (U_SUCCESS(*st)) {
                    *st = U_INVALID_FORMAT_ERROR;
                }
            } else if (key != NULL && strcmp(key, "named") == 0) {
                int32_t n = 0;
                const UChar *value = ures_getString(item, &n, st);
                if (U_SUCCESS(*st) && n == 5 && value[0] == 0x66) named = 0;  // "false"
            }
        }
        // Only an end date (era 0 in ICU's data) means "from the beginning".
        if (U_SUCCESS(*st) && !has_start) {
            if (index != 0) {
                *st = U_INVALID_FORMAT_ERROR;
            } else {
                ymd[0] = -5000000;
                ymd[1] = 1;
                ymd[2] = 1;
            }
        }
        if (!named && !include_tentative && index < count) count = (int32_t)index;
    }
    ures_close(item);
    ures_close(era);
    ures_close(eras);
    CICU_COUNT_CLOSE(CICU_OBJECT_RESOURCE_BUNDLE);
    ures_close(bundle);
    return U_SUCCESS(*st) ? count : (*st == U_BUFFER_OVERFLOW_ERROR ? size : 0);
}
