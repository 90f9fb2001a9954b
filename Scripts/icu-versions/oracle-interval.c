/* ICU's own date intervals for Scripts/icu-versions/oracle-interval.py. Reads
 * lines "locale<TAB>zone<TAB>layout<TAB>start<TAB>end" (the locale with its
 * @calendar keyword when the case names one; layout "skeleton:SKELETON" or
 * "styles:DATE,TIME" as UDateFormatStyle numbers; instants in milliseconds)
 * and prints each text on its own line, default locale root:
 * - a skeleton: udtitvfmt_open(locale, skeleton, zone) + udtitvfmt_format;
 * - styles: udat_open(time, date, locale, zone), the skeleton of its
 *   udat_toPattern (udatpg_getSkeleton), udtitvfmt_formatToResult with that
 *   skeleton, and udat_format at the start when the result has no span
 *   field. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/udat.h>
#include <unicode/udateintervalformat.h>
#include <unicode/udatpg.h>
#include <unicode/uformattedvalue.h>
#include <unicode/uloc.h>
#include <unicode/ustring.h>

static void put(const UChar *text, int32_t length, UErrorCode status) {
    char out[8192];
    if (U_SUCCESS(status)) u_strToUTF8(out, sizeof out, NULL, text, length, &status);
    if (U_FAILURE(status)) snprintf(out, sizeof out, "<error %s>", u_errorName(status));
    puts(out);
}

int main(void) {
    char line[4096];
    UErrorCode status = U_ZERO_ERROR;
    uloc_setDefault("root", &status);
    while (fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\n")] = 0;
        char *locale = strtok(line, "\t"), *zone8 = strtok(NULL, "\t"), *layout = strtok(NULL, "\t");
        double start = strtod(strtok(NULL, "\t"), NULL), end = strtod(strtok(NULL, "\t"), NULL);
        status = U_ZERO_ERROR;
        UChar zone[128], skeleton[256], text[4096];
        u_strFromUTF8(zone, 128, NULL, zone8, -1, &status);
        if (strncmp(layout, "skeleton:", 9) == 0) {
            u_strFromUTF8(skeleton, 256, NULL, layout + 9, -1, &status);
            UDateIntervalFormat *f = udtitvfmt_open(locale, skeleton, -1, zone, -1, &status);
            int32_t length = U_SUCCESS(status) ? udtitvfmt_format(f, start, end, text, 4096, NULL, &status) : 0;
            put(text, length, status);
            udtitvfmt_close(f);
            continue;
        }
        int date = atoi(strchr(layout, ':') + 1), time = atoi(strchr(layout, ',') + 1);
        UDateFormat *single = udat_open((UDateFormatStyle)time, (UDateFormatStyle)date, locale, zone, -1, NULL, -1,
                                        &status);
        UChar pattern[512];
        int32_t patternLength = U_SUCCESS(status) ? udat_toPattern(single, 0, pattern, 512, &status) : 0;
        int32_t skeletonLength =
            U_SUCCESS(status) ? udatpg_getSkeleton(NULL, pattern, patternLength, skeleton, 256, &status) : 0;
        UDateIntervalFormat *f = U_SUCCESS(status)
                                     ? udtitvfmt_open(locale, skeleton, skeletonLength, zone, -1, &status)
                                     : NULL;
        UFormattedDateInterval *result = udtitvfmt_openResult(&status);
        UConstrainedFieldPosition *position = ucfpos_open(&status);
        udtitvfmt_formatToResult(f, start, end, result, &status);
        const UFormattedValue *value = udtitvfmt_resultAsValue(result, &status);
        ucfpos_constrainCategory(position, UFIELD_CATEGORY_DATE_INTERVAL_SPAN, &status);
        if (U_SUCCESS(status) && ufmtval_nextPosition(value, position, &status)) {
            int32_t length = 0;
            const UChar *s = ufmtval_getString(value, &length, &status);
            put(s, length, status);
        } else {
            int32_t length = U_SUCCESS(status) ? udat_format(single, start, text, 4096, NULL, &status) : 0;
            put(text, length, status);
        }
        ucfpos_close(position);
        udtitvfmt_closeResult(result);
        udtitvfmt_close(f);
        udat_close(single);
    }
    return 0;
}
