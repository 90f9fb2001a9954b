#!/usr/bin/python3
"""ICU's own display names for Tests/LocaleFormatTests/DisplayNames/DisplayNamesTests.swift.

Question: what does the running ICU answer for each row of DisplayNamesCases
and for the literals of codesAreCheckedAndTheirCaseNormalized, through the
C API the shim calls (uldn_openForContext with the row's contexts +
uldn_*DisplayName, ucurr_getName, udatpg_getFieldDisplayName; default locale
root)?

    /usr/bin/python3 Scripts/icu-versions/oracle-displaynames.py            # ICU 72 (Debian 12)
    chroot /var/cache/localeformat/debian13-root python3 /tmp/oracle/oracle-displaynames.py FILE   # ICU 76

Prints one line per row whose expectation for the running major differs from
ICU's answer (none on a major the table was written from), or has none;
with --write, gives those rows an entry for the running major.
"""

import sys
import os

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import icu_c  # noqa: E402
import oracle_common  # noqa: E402

FIELDS = {
    "era": 0, "year": 1, "quarter": 2, "month": 3, "weekOfYear": 4, "weekday": 6, "day": 9,
    "dayPeriod": 10, "hour": 11, "minute": 12, "second": 13, "timeZoneName": 15,
}
WIDTH = {"long": 0, "short": 1, "narrow": 2}


def name(locale, width, display, fallback, type_, key, code):
    data_id = icu_c.for_language_tag(locale.replace("_", "-"))
    if type_ == "currency":
        upper = code.upper()
        text = icu_c.currency_name(upper, data_id, WIDTH[width])
        return None if fallback == "none" and text == upper else text
    if type_ == "dateTimeField":
        return icu_c.field_display_name(data_id, FIELDS[code], WIDTH[width])
    ldn = icu_c.open_display_names(data_id, display == "dialect", width == "long", fallback == "code")
    if type_ == "language":
        code = icu_c.for_language_tag(code) if "-" in code else icu_c.get_name(code)
        kind = "locale"
    elif type_ == "script":
        code, kind = code[:1].upper() + code[1:].lower(), "script"
    elif type_ in ("region", "variant"):
        code, kind = code.upper(), type_
    elif type_ == "key":
        code, kind = icu_c.legacy_key(code), "key"
    else:
        key = icu_c.legacy_key(key)
        code, kind = icu_c.legacy_type(key, code), "keyValue"
    text = icu_c.display_name(ldn, kind, code, key)
    return text or None


def main():
    path = oracle_common.test_path(
        sys.argv, "Tests/LocaleFormatTests/DisplayNames/DisplayNamesTests.swift")
    text = open(path, encoding="utf-8").read()
    changes = []
    for index, row in enumerate(oracle_common.swift_table.rows(text, "static let all:")):
        locale, width, display, fallback, type_, key, code, expected = row
        answer = name(locale.value, width.value, display.value, fallback.value, type_.value, key.value, code.value)
        oracle_common.compare(changes, f"{index} {locale.value} {width.value} {type_.value} {code.value}", expected, answer)
    # codesAreCheckedAndTheirCaseNormalized: english.calendar("ISLAMICC") is keyValue calendar/islamic-civil.
    answer = name("en", "long", "dialect", "code", "keyValue", "calendar", "islamicc")
    print(f"calendar ISLAMICC (codesAreCheckedAndTheirCaseNormalized): {answer!r}")
    oracle_common.finish(sys.argv, path, text, changes)


main()
