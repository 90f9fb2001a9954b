#!/usr/bin/python3
"""ICU's own number and currency formatting for
Tests/LocaleFormatTests/Number/NumberFormatCases.swift (numberStyleCases,
currencyDisplayCases, accountingCases) and the literals of NumberFormatTests.

Question: what does the running ICU answer for each row, through the C API
the shim calls (unumf_openForSkeletonAndLocale with the skeleton NumberFormat
or CurrencyFormat builds + unumf_formatDecimal; default locale root)?

    /usr/bin/python3 Scripts/icu-versions/oracle-number.py [--write]                       # ICU 72 (Debian 12)
    Scripts/icu-versions/oracle-debian13.sh oracle-number.py Tests/LocaleFormatTests/Number/NumberFormatCases.swift [--write]  # ICU 76

Prints the rows whose expectation for the running major is not ICU's answer;
--write gives them an entry for the running major.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import icu_c  # noqa: E402
import oracle_common  # noqa: E402

STYLE = {
    "decimal": ".###",
    "percent": "percent scale/100 precision-integer",
    "scientific": "scientific",
    "compactShort": "compact-short",
    "compactLong": "compact-long",
}
DISPLAY = {
    "symbol": "",
    "narrowSymbol": " unit-width-narrow",
    "code": " unit-width-iso-code",
    "name": " unit-width-full-name",
}


def data_id(tag):
    return icu_c.for_language_tag(tag.replace("_", "-"))


def main():
    path = oracle_common.test_path(sys.argv, "Tests/LocaleFormatTests/Number/NumberFormatCases.swift")
    text = open(path, encoding="utf-8").read()
    rows = oracle_common.swift_table.rows
    changes = []
    for locale, style, value, expected in rows(text, "let numberStyleCases:"):
        answer = icu_c.format_number(STYLE[style.value], data_id(locale.value), value.value)
        oracle_common.compare(changes, f"number {locale.value} {style.value} {value.value}", expected, answer)
    for locale, currency, display, amount, expected in rows(text, "let currencyDisplayCases:"):
        skeleton = f"currency/{currency.value}{DISPLAY[display.value]}"
        answer = icu_c.format_number(skeleton, data_id(locale.value), amount.value)
        oracle_common.compare(changes, f"currency {locale.value} {skeleton} {amount.value}", expected, answer)
    for locale, currency, amount, expected in rows(text, "let accountingCases:"):
        skeleton = f"currency/{currency.value} sign-accounting"
        answer = icu_c.format_number(skeleton, data_id(locale.value), amount.value)
        oracle_common.compare(changes, f"accounting {locale.value} {skeleton} {amount.value}", expected, answer)
    # NumberFormatTests and CurrencyFormatTests literals: skeleton, locale, value.
    for skeleton, locale, value in [
        (".###", "ar-EG", "NaN"),
        (".###", "ar-EG", "-1234.5"),
        (".###", "ar-EG-u-nu-latn", "-1234.5"),
        (".###", "fa", "1234.5"),
        (".###", "hi-IN", "1234567"),
        ("currency/USD sign-accounting", "en-US", "-1"),
        ("currency/EUR", "de-DE", "1234.5"),
        ("currency/USD unit-width-full-name", "en-US", "1"),
    ]:
        print(f"ICU {icu_c.ICU_VERSION}: {skeleton} {locale} {value}: {icu_c.format_number(skeleton, data_id(locale), value)!r}")
    oracle_common.finish(sys.argv, path, text, changes)


main()
