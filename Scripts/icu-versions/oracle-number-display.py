#!/usr/bin/python3
"""ICU's own answers for Tests/LocaleFormatTests/Number/NumberDisplayCases.swift:
the NumberDisplay options of number, currency and unit in 13 locales.

Question: what does the running ICU answer for each row, through the C API the
shim calls (unumf_openForSkeletonAndLocale + unumf_formatDecimal, default
locale root), with the skeleton written by hand in CASES (not the one the
library builds)?

    /usr/bin/python3 Scripts/icu-versions/oracle-number-display.py --json /tmp/72.json
    (in the Debian 13 root, ICU 76) python3 oracle-number-display.py --json /tmp/76.json
    /usr/bin/python3 Scripts/icu-versions/oracle-number-display.py --swift /tmp/72.json /tmp/76.json > Tests/LocaleFormatTests/Number/NumberDisplayCases.swift
"""

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

LOCALES = ["en", "de", "fr", "ar", "hi", "ja", "ru", "he", "th", "zh-Hant", "es", "pt-BR", "sw"]

# (op, Swift options, ICU skeleton, values). op: number(style) | currency(code, accounting, cash) | unit(id, width)
N = ("number", ".decimal")
P = ("number", ".percent")
CASES = [
    (N, "D(notation: .scientific)", "scientific", ["123456.789"]),
    (N, "D(notation: .engineering)", "engineering", ["123456.789"]),
    (N, "D(notation: .compactShort)", "compact-short", ["1234567"]),
    (N, "D(notation: .compactLong)", "compact-long", ["1234567"]),
    (N, "D(notation: .compactShort, maximumFractionDigits: 2)", "compact-short .##", ["1234567"]),
    (N, "D(notation: .scientific, exponentSignDisplay: .always, minimumExponentDigits: 2)",
     "scientific/*ee/sign-always", ["0.00012", "123"]),
    (N, "D(signDisplay: .always)", ".### sign-always", ["1234.5"]),
    (N, "D(signDisplay: .never)", ".### sign-never", ["-1234.5"]),
    (N, "D(signDisplay: .exceptZero)", ".### sign-except-zero", ["0", "-7"]),
    (N, "D(signDisplay: .negative)", ".### sign-negative", ["-0", "-7"]),
    (N, "D(grouping: .always)", ".### group-on-aligned", ["1234"]),
    (N, "D(grouping: .min2)", ".### group-min2", ["1234", "12345"]),
    (N, "D(maximumSignificantDigits: 3)", "@##", ["1234.5678"]),
    (N, "D(minimumSignificantDigits: 5)", "@@@@@################", ["1.5"]),
    (N, "D(maximumFractionDigits: 1, maximumSignificantDigits: 3)", "@##", ["1.23456"]),
    (N, "D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .morePrecision)",
     ".##/@#r", ["1.2345", "123.456"]),
    (N, "D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .lessPrecision)",
     ".##/@#s", ["1.2345", "123.456"]),
    (N, "D(minimumFractionDigits: 2, maximumFractionDigits: 2, roundingIncrement: 5)",
     "precision-increment/0.05", ["1.234"]),
    (N, "D(minimumFractionDigits: 1, maximumFractionDigits: 1, roundingIncrement: 25)",
     "precision-increment/2.5", ["1234.5"]),
    (N, "D(minimumFractionDigits: 2, trailingZeroDisplay: .stripIfInteger)", ".00#/w", ["1", "1.5"]),
    (N, "D(maximumFractionDigits: 0, roundingMode: .halfOdd)", "precision-integer rounding-mode-half-odd", ["2.5"]),
    (N, "D(maximumFractionDigits: 0, roundingMode: .halfCeiling)", "precision-integer rounding-mode-half-ceiling",
     ["-2.5"]),
    (N, "D(maximumFractionDigits: 0, roundingMode: .halfFloor)", "precision-integer rounding-mode-half-floor",
     ["2.5"]),
    (N, "D(scale: \"1000\")", ".### scale/1000", ["1.2345"]),
    (N, "D(maximumIntegerDigits: 2)", ".### integer-width/#0", ["1234.5"]),
    (N, "D(decimalSeparatorAlways: true)", ".### decimal-always", ["12"]),
    (P, "D(scale: \"0.01\")", "percent scale/1 precision-integer", ["45"]),
    (P, "D(maximumSignificantDigits: 2)", "percent scale/100 @#", ["0.12345"]),
    (("currency", "EUR", False, False), "D(signDisplay: .always)", "currency/EUR sign-always", ["5"]),
    (("currency", "EUR", True, False), "D(signDisplay: .always)", "currency/EUR sign-accounting-always", ["-5"]),
    (("currency", "EUR", True, False), "D(signDisplay: .exceptZero)", "currency/EUR sign-accounting-except-zero",
     ["0", "5"]),
    (("currency", "EUR", True, False), "D(signDisplay: .negative)", "currency/EUR sign-accounting-negative", ["-1"]),
    (("currency", "CHF", False, True), "D()", "currency/CHF precision-currency-cash", ["1.23"]),
    (("currency", "USD", False, False), "D(maximumSignificantDigits: 3)", "currency/USD @##", ["1234.5"]),
    (("currency", "EUR", False, False), "D(notation: .compactShort)", "currency/EUR compact-short", ["1234567"]),
    (("currency", "USD", False, False), "D(roundingIncrement: 5)", "currency/USD precision-increment/0.05",
     ["1.234"]),
    (("currency", "EUR", False, False), "D(trailingZeroDisplay: .stripIfInteger)", "currency/EUR .00/w", ["5"]),
    (("unit", "kilometer-per-hour", ".short"), "D(maximumFractionDigits: 1)", "unit/kilometer-per-hour .#",
     ["12.345"]),
    (("unit", "celsius", ".long"), "D(signDisplay: .always)", "unit/celsius unit-width-full-name sign-always",
     ["21"]),
    (("unit", "meter", ".short"), "D(notation: .compactShort)", "unit/meter compact-short", ["12345"]),
    (("unit", "liter", ".narrow"), "D(minimumSignificantDigits: 2, maximumSignificantDigits: 2)",
     "unit/liter unit-width-narrow @@", ["1.234"]),
]


def rows():
    for op, swift, skeleton, values in CASES:
        for locale in LOCALES:
            for value in values:
                yield op, swift, skeleton, locale, value


def compute():
    import icu_c

    icu_c.pin_default_root()
    return {"major": icu_c.MAJOR, "answers": [icu_c.format_number(s, l, v) for _, _, s, l, v in rows()]}


def swift_string(text):
    out = []
    for ch in text:
        if ch in "\\\"":
            out.append("\\" + ch)
        elif ord(ch) < 0x20 or ch in "\u00a0\u202f\u200e\u200f\u061c\u2009\u2007\u200b\u2066\u2067\u2068\u2069":
            out.append("\\u{%04X}" % ord(ch))
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def op_swift(op):
    if op[0] == "number":
        return f".number({op[1]})"
    if op[0] == "currency":
        return f'.currency("{op[1]}", accounting: {str(op[2]).lower()}, cash: {str(op[3]).lower()})'
    return f'.unit("{op[1]}", {op[2]})'


def emit(first, second):
    a, b = json.load(open(first)), json.load(open(second))
    print("import LocaleFormat")
    print("import LocaleFormatTestSupport")
    print()
    print("// ICU's own answers (unumf_openForSkeletonAndLocale + unumf_formatDecimal, default")
    print(f"// locale root) from ICU {a['major']} and ICU {b['major']}, `.icu([…])` where they differ, by")
    print("// Scripts/icu-versions/oracle-number-display.py, with the skeleton in the comment above each row")
    print("// written by hand (not the one the library builds).")
    print("private typealias D = NumberDisplay")
    print()
    print("let numberDisplayCases: [NumberDisplayCase] = [")
    for (op, swift, skeleton, locale, value), x, y in zip(rows(), a["answers"], b["answers"]):
        expected = swift_string(x) if x == y else f".icu([{a['major']}: {swift_string(x)}, {b['major']}: {swift_string(y)}])"
        print(f"    // {skeleton}")
        print(f'    .init({op_swift(op)}, "{locale}", {swift}, "{value}", {expected}),')
    print("]")


if __name__ == "__main__":
    if sys.argv[1] == "--json":
        json.dump(compute(), open(sys.argv[2], "w"))
    else:
        emit(sys.argv[2], sys.argv[3])
