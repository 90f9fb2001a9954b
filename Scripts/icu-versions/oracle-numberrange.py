#!/usr/bin/python3
"""ICU's own number ranges for Tests/LocaleFormatTests/Number/NumberRangeFormatTests.swift.

Question: what does the running ICU answer for each row of
NumberRangeFormatCases, through the C API the shim calls
(unumrf_openForSkeletonWithCollapseAndIdentityFallback with the skeleton the
row's sides build + unumrf_formatDecimalRange; default locale root)?

    /usr/bin/python3 Scripts/icu-versions/oracle-numberrange.py [--write]      # ICU 72 (Debian 12)
    Scripts/icu-versions/oracle-debian13.sh oracle-numberrange.py Tests/LocaleFormatTests/Number/NumberRangeFormatTests.swift [--write]  # ICU 76
"""

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import icu_c  # noqa: E402
import oracle_common  # noqa: E402

COLLAPSE = {"auto": 0, "none": 1, "unit": 2, "all": 3}
FALLBACK = {"singleValue": 0, "approximatelyOrSingleValue": 1, "approximately": 2, "range": 3}
STYLE = {
    "percent": "percent scale/100 precision-integer",
    "scientific": "scientific",
    "compactShort": "compact-short",
    "compactLong": "compact-long",
}


def sides(source):
    """(locale tag, skeleton) of a row's `.number(…)`, `.currency(…)` or `.unit(…)`."""
    m = re.fullmatch(r"\.(number|currency|unit)\(\.init\((.*)\)\)", " ".join(source.split()), re.S)
    kind, args = m.group(1), m.group(2)
    locale = re.search(r'LocaleIdentifier\("([^"]*)"\)', args).group(1)
    options = dict(re.findall(r'(\w+): ("[^"]*"|\.?\w+)', re.sub(r'locale: try LocaleIdentifier\("[^"]*"\),?', "", args)))
    options = {k: v.strip('"').lstrip(".") for k, v in options.items()}
    if kind == "number":
        if "style" in options:
            skeleton = STYLE[options.pop("style")]
        elif "maximumFractionDigits" in options:
            skeleton = "." + "#" * int(options.pop("maximumFractionDigits"))
        else:
            skeleton = ".###"
    elif kind == "currency":
        skeleton = "currency/" + options.pop("currency")
        display = options.pop("display", "symbol")
        skeleton += {"symbol": "", "narrowSymbol": " unit-width-narrow", "code": " unit-width-iso-code",
                     "name": " unit-width-full-name"}[display]
        if options.pop("accounting", "false") == "true":
            skeleton += " sign-accounting"
    else:
        skeleton = "unit/" + options.pop("unit")
        skeleton += {"short": "", "narrow": " unit-width-narrow", "long": " unit-width-full-name"}[
            options.pop("width", "short")]
    if options:
        raise SystemExit(f"options the oracle does not know: {options} in {source}")
    return locale, skeleton


def main():
    path = oracle_common.test_path(sys.argv, "Tests/LocaleFormatTests/Number/NumberRangeFormatTests.swift")
    text = open(path, encoding="utf-8").read()
    changes = []
    for side, collapse, fallback, start, end, expected in oracle_common.swift_table.rows(text, "static func all()"):
        locale, skeleton = sides(side.source)
        answer = icu_c.format_range(
            skeleton, COLLAPSE[collapse.value], FALLBACK[fallback.value],
            icu_c.for_language_tag(locale), start.value, end.value)
        label = f"{locale} {skeleton!r} {collapse.value} {fallback.value} {start.value}…{end.value}"
        oracle_common.compare(changes, label, expected, answer)
    # NumberRangeFormatTests.sharedThroughFormatters
    print(f"en-US currency/USD 3…5: {icu_c.format_range('currency/USD', 0, 2, 'en_US', '3', '5')!r}")
    oracle_common.finish(sys.argv, path, text, changes)


main()
