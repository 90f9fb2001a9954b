/* ICU's own relative times for Scripts/icu-versions/oracle-relative.py (PyICU
 * does not wrap RelativeDateTimeFormatter::format(double, unit)). Reads lines
 * "locale<TAB>width<TAB>unit<TAB>value<TAB>numeric" (width as
 * UDateRelativeDateTimeFormatterStyle, unit as URelativeDateTimeUnit,
 * numeric 1 or 0) and prints each text on its own line, as the library's
 * shim makes it: ureldatefmt_open(locale, NULL, width,
 * UDISPCTX_CAPITALIZATION_NONE), then ureldatefmt_formatNumeric or
 * ureldatefmt_format of the value through strtod; default locale root. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/uloc.h>
#include <unicode/ureldatefmt.h>
#include <unicode/ustring.h>

int main(void) {
    char line[4096];
    UErrorCode status = U_ZERO_ERROR;
    uloc_setDefault("root", &status);
    while (fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\n")] = 0;
        char *locale = strtok(line, "\t"), *width = strtok(NULL, "\t"), *unit = strtok(NULL, "\t");
        char *value = strtok(NULL, "\t"), *numeric = strtok(NULL, "\t");
        status = U_ZERO_ERROR;
        URelativeDateTimeFormatter *f =
            ureldatefmt_open(locale, NULL, (UDateRelativeDateTimeFormatterStyle)atoi(width),
                             UDISPCTX_CAPITALIZATION_NONE, &status);
        UChar text[1024];
        int32_t length = 0;
        double offset = strtod(value, NULL);
        if (U_SUCCESS(status))
            length = atoi(numeric)
                         ? ureldatefmt_formatNumeric(f, offset, (URelativeDateTimeUnit)atoi(unit), text, 1024, &status)
                         : ureldatefmt_format(f, offset, (URelativeDateTimeUnit)atoi(unit), text, 1024, &status);
        char out[4096];
        if (U_SUCCESS(status)) u_strToUTF8(out, sizeof out, NULL, text, length, &status);
        if (U_FAILURE(status)) snprintf(out, sizeof out, "<error %s>", u_errorName(status));
        puts(out);
        ureldatefmt_close(f);
    }
    return 0;
}
