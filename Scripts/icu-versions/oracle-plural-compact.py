#!/usr/bin/python3
"""ICU's plural categories of compactly written numbers, for
PluralCompactTests and FormatDispatcherPluralCompactTests.

Question: which category does ICU's `uplrules_selectFormatted` give a number
that ICU formatted compactly, its compact exponent (CLDR operand c) read from
the formatted result? For a sample "Xc E" the number X × 10^E is formatted
with English `compact-short` (K = 10^3, M = 10^6, B = 10^9: exponent E) and,
as the library does, in scientific or engineering notation (exponent E); the
two must agree. For `notation: compact` the number is formatted with the
locale's own `compact-short`. Plain numbers go through
`unumf_formatDecimal` with their visible fraction digits, as PluralRules.

    /usr/bin/python3 Scripts/icu-versions/oracle-plural-compact.py                 # ICU 72
    Scripts/icu-versions/oracle-debian13.sh oracle-plural-compact.py /dev/null     # ICU 76
"""

import ctypes
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import icu_c  # noqa: E402
from icu_c import CS, ERR, I32, P, U16P, check, read_into, status, u16  # noqa: E402

_open = icu_c.fn("unumf_openForSkeletonAndLocale", P, U16P, I32, CS, ERR)
_open_result = icu_c.fn("unumf_openResult", P, ERR)
_format = icu_c.fn("unumf_formatDecimal", None, P, CS, I32, P, ERR)
_to_string = icu_c.fn("unumf_resultToString", I32, P, U16P, I32, ERR)
_plural_open = icu_c.fn("uplrules_open", P, CS, ERR)
_select = icu_c.fn("uplrules_selectFormatted", I32, P, P, U16P, I32, ERR)


def select(rules_locale, skeleton, format_locale, value):
    """(formatted text, category) of `value` formatted by `skeleton` in
    `format_locale`, selected by `rules_locale`'s cardinal rules."""
    sk, n = u16(skeleton)
    st = status()
    f = _open(sk, n, format_locale.encode(), ctypes.byref(st))
    check(st, skeleton)
    r = _open_result(ctypes.byref(st))
    b = value.encode()
    _format(f, b, len(b), r, ctypes.byref(st))
    check(st, value)
    text = read_into(lambda buf, c, s: _to_string(r, buf, c, s), "unumf_resultToString")
    rules = _plural_open(rules_locale.encode(), ctypes.byref(st))
    check(st, "uplrules_open")
    return text, read_into(lambda buf, c, s: _select(rules, r, buf, c, s), "uplrules_selectFormatted")


def precision(digits):
    return "precision-integer" if digits == 0 else "." + "0" * digits


def sample(locale, text):
    if "c" not in text:
        digits = len(text.split(".")[1]) if "." in text else 0
        return select(locale, precision(digits) + " group-off rounding-mode-down", "root", text)[1]
    significand, exponent = text.split("c")
    digits = len(significand.split(".")[1]) if "." in significand else 0
    value = f"{significand}E{exponent}"
    compact = select(locale, "compact-short " + precision(digits), "en", value)
    notation = "scientific" if float(significand) < 10 else "engineering"
    library = select(locale, f"{notation} {precision(digits)} group-off rounding-mode-down", "root", value)
    assert compact[1] == library[1], (locale, text, compact, library)
    return compact[1]


LOCALES = ["fr", "es", "it", "pt", "pt-PT", "ca", "en", "de", "ru", "ar", "he", "pl", "ja", "hi", "sw"]
SAMPLES = ["1c6", "1.2c6", "1000000", "1c3", "2c6", "1.5c6", "12c6", "250c3", "1.20c6", "3c9", "1200000", "1", "1000"]
for locale in LOCALES:
    print(f"ICU {icu_c.ICU_VERSION}: {locale}: " + " ".join(f"{s}={sample(locale, s)}" for s in SAMPLES))
COMPACT = ["1000000", "1200000", "1000", "1500", "999999", "2000000", "1", "0", "1234567"]
for locale in LOCALES:
    print(
        f"ICU {icu_c.ICU_VERSION}: compact {locale}: "
        + " ".join("{}={}|{}".format(v, *select(locale, "compact-short", locale, v)) for v in COMPACT))
