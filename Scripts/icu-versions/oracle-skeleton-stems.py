#!/usr/bin/python3
"""ICU's own answers for Tests/LocaleFormatTests/Number/NumberSkeletonStemsCases.swift:
the skeleton stems no option field says (precision-unlimited, wildcard maxima,
integer-width/*, group-thousands, permille, numbering systems, unit widths
formal/variant/hidden, per-measure-unit, exponent scales), given to number,
currency and unit through their `skeleton` field.

Question: what does the running ICU answer for the whole skeleton the op means
(the request's `currency/…` or `unit/…` written in by hand), through the C API
the shim calls (unumf_openForSkeletonAndLocale + unumf_formatDecimal, default
locale root)?

    /usr/bin/python3 Scripts/icu-versions/oracle-skeleton-stems.py --json /tmp/72.json
    (in the Debian 13 root, ICU 76) python3 oracle-skeleton-stems.py --json /tmp/76.json
    /usr/bin/python3 Scripts/icu-versions/oracle-skeleton-stems.py --swift /tmp/72.json /tmp/76.json > Tests/LocaleFormatTests/Number/NumberSkeletonStemsCases.swift
"""

import importlib
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

LOCALES = ["en", "de", "fr", "ar", "hi", "ja", "ru", "he", "th", "zh-Hant", "es", "pt-BR", "sw"]
PER_CASE = 4

# (op, the request's skeleton, the whole ICU skeleton, values). op: ("number",) | ("currency", code) | ("unit", id)
N = ("number",)
CASES = [
    (N, "precision-unlimited", "precision-unlimited", ["1234.56789012345"]),
    (N, ".+", ".+", ["0.000123456789"]),
    (N, ".00*", ".00*", ["1234.5", "1.23456789"]),
    (N, "@@*", "@@*", ["5", "1234.56789"]),
    (N, "precision-increment/0.3 +!", "precision-increment/0.3 +!", ["1234.56"]),
    (N, ".0/@@*", ".0/@@*", ["1.23456", "1"]),
    (N, ".00/@#", ".00/@#", ["123.456", "1"]),
    (N, "integer-width/* .00", "integer-width/* .00", ["0.5"]),
    (N, "integer-width-trunc", "integer-width-trunc", ["1234.5"]),
    (N, "group-thousands", "group-thousands", ["1234567.5"]),
    (N, "permille .0", "permille .0", ["12.34"]),
    (N, "latin", "latin", ["1234.5"]),
    (N, "numbering-system/arab", "numbering-system/arab", ["1234.5"]),
    (N, "numbering-system/thai group-off", "numbering-system/thai group-off", ["1234.5"]),
    (N, "scale/1E2", "scale/1E2", ["1.2345"]),
    (N, "scale/.5", "scale/.5", ["1234.5"]),
    (N, "percent scale/1E-1", "percent scale/1E-1", ["45"]),
    (N, "scale/1E101 @@", "scale/1E101 @@", ["1"]),
    (N, "percent scale/1E101 @@", "percent scale/1E101 @@", ["1"]),
    (N, "percent .0 unit-width-full-name", "percent .0 unit-width-full-name", ["12.34"]),
    (N, "sign-accounting", "sign-accounting", ["-5"]),
    (N, "precision-currency-cash", "precision-currency-cash", ["1.234"]),
    (N, "scientific/sign-accounting", "scientific/sign-accounting", ["-1234"]),
    (("currency", "EUR"), "unit-width-hidden", "currency/EUR unit-width-hidden", ["1234.5"]),
    (("currency", "USD"), "unit-width-formal .00", "currency/USD unit-width-formal .00", ["1234.5"]),
    (("currency", "TWD"), "unit-width-variant", "currency/TWD unit-width-variant", ["1234.5"]),
    (("currency", "JPY"), "precision-unlimited", "currency/JPY precision-unlimited", ["1234.5678"]),
    (("currency", "USD"), ".00* group-thousands", "currency/USD .00* group-thousands", ["1234567.891"]),
    (("currency", "EUR"), "numbering-system/deva ()", "currency/EUR numbering-system/deva ()", ["-1234.5"]),
    (("unit", "meter"), "unit-width-hidden", "unit/meter unit-width-hidden", ["1234.5"]),
    (("unit", "kilogram"), "unit-width-iso-code", "unit/kilogram unit-width-iso-code", ["1234.5"]),
    (("unit", "liter"), "precision-unlimited unit-width-full-name", "unit/liter precision-unlimited unit-width-full-name",
     ["1.23456789"]),
    (("unit", "celsius"), "integer-width-trunc sign-accounting", "unit/celsius integer-width-trunc sign-accounting",
     ["-1234.5"]),
    (("unit", "kilometer-per-hour"), "latin per-measure-unit/duration-hour",
     "unit/kilometer-per-hour latin", ["88.5"]),
    (("unit", "meter-per-second"), "measure-unit/length-meter per-measure-unit/duration-second unit-width-full-name",
     "measure-unit/length-meter per-measure-unit/duration-second unit-width-full-name", ["2.5"]),
]


def rows():
    turn = 0
    for op, skeleton, whole, values in CASES:
        for _ in range(PER_CASE):
            locale = LOCALES[turn % len(LOCALES)]
            turn += 1
            for value in values:
                yield op, skeleton, whole, locale, value


def compute():
    import icu_c

    icu_c.pin_default_root()
    return {"major": icu_c.MAJOR, "answers": [icu_c.format_number(w, l, v) for _, _, w, l, v in rows()]}


def swift_string(text):
    """The Swift literal of `text`, as oracle-number-display.py writes it."""
    return importlib.import_module("oracle-number-display").swift_string(text)


def op_swift(op):
    if op[0] == "number":
        return ".number"
    return f'.{op[0]}("{op[1]}")'


def emit(first, second):
    a, b = json.load(open(first)), json.load(open(second))
    print("import LocaleFormatTestSupport")
    print()
    print("// ICU's own answers (unumf_openForSkeletonAndLocale + unumf_formatDecimal, default")
    print(f"// locale root) from ICU {a['major']} and ICU {b['major']}, `.icu([…])` where they differ, by")
    print("// Scripts/icu-versions/oracle-skeleton-stems.py, for the whole skeleton written by hand")
    print("// (the request's currency or unit in it).")
    print("let numberSkeletonStemsCases: [NumberSkeletonStemsCase] = [")
    for (op, skeleton, whole, locale, value), x, y in zip(rows(), a["answers"], b["answers"]):
        expected = swift_string(x) if x == y else f".icu([{a['major']}: {swift_string(x)}, {b['major']}: {swift_string(y)}])"
        print(f'    .init({op_swift(op)}, "{locale}", "{skeleton}", "{whole}", "{value}", {expected}),')
    print("]")


if __name__ == "__main__":
    if sys.argv[1] == "--json":
        json.dump(compute(), open(sys.argv[2], "w"))
    else:
        emit(sys.argv[2], sys.argv[3])
