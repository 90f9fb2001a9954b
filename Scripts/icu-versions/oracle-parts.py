#!/usr/bin/python3
"""ICU's own fields, as ECMA-402 parts, for
Tests/LocaleFormatServiceTests/Protocol/PartsFieldTests.swift.

Question: for each request of CASES below (a protocol request with
"parts": true), what fields does the running ICU mark in its result,
through the C API the shim calls (unumf_formatDecimal + unumf_resultAsValue,
unumrf_formatDecimalRange + unumrf_resultAsValue, udat_formatForFields with
a UFieldPositionIterator, udtitvfmt_formatToResult, ulistfmt_formatStringsToResult,
ureldatefmt_formatNumericToResult / ureldatefmt_formatToResult; each walked
with ufmtval_nextPosition; default locale root), named and flattened as
ECMA-402 and V8 name and flatten them (Docs/Protocol.md, "Parts")?

    /usr/bin/python3 Scripts/icu-versions/oracle-parts.py             # ICU 72 (Debian 12)
    Scripts/icu-versions/oracle-debian13.sh oracle-parts.py            # ICU 76 (Debian 13)

With --json, one JSON line per case instead: {"request", "text", "parts"}.

Prints one Swift row per case: the request and its parts, each written
"type value", "type@source value" (ranges) or "type/unit value" (relative).
The skeletons and patterns are the ones the library opens for each request
(the first line of each row's comment is the text, to check against
`icufmt batch` without "parts").
"""

import ctypes
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import icu_c  # noqa: E402
from icu_c import CS, ERR, I32, P, U16P, fn, status, check, u16, from_u16  # noqa: E402

D = ctypes.c_double

# --- ICU's C API ----------------------------------------------------------------

_ucfpos_open = fn("ucfpos_open", P, ERR)
_ucfpos_close = fn("ucfpos_close", None, P)
_ucfpos_getCategory = fn("ucfpos_getCategory", I32, P, ERR)
_ucfpos_getField = fn("ucfpos_getField", I32, P, ERR)
_ucfpos_getIndexes = fn("ucfpos_getIndexes", None, P, ctypes.POINTER(I32), ctypes.POINTER(I32), ERR)
_ufmtval_nextPosition = fn("ufmtval_nextPosition", ctypes.c_int8, P, P, ERR)
_ufmtval_getString = fn("ufmtval_getString", P, P, ctypes.POINTER(I32), ERR)

_unumf_open = fn("unumf_openForSkeletonAndLocale", P, U16P, I32, CS, ERR)
_unumf_openResult = fn("unumf_openResult", P, ERR)
_unumf_formatDecimal = fn("unumf_formatDecimal", None, P, CS, I32, P, ERR)
_unumf_resultAsValue = fn("unumf_resultAsValue", P, P, ERR)

_unumrf_open = fn(
    "unumrf_openForSkeletonWithCollapseAndIdentityFallback", P, U16P, I32, ctypes.c_int, ctypes.c_int, CS, P, ERR
)
_unumrf_openResult = fn("unumrf_openResult", P, ERR)
_unumrf_formatDecimalRange = fn("unumrf_formatDecimalRange", None, P, CS, I32, CS, I32, P, ERR)
_unumrf_resultAsValue = fn("unumrf_resultAsValue", P, P, ERR)

_udat_open = fn("udat_open", P, ctypes.c_int, ctypes.c_int, CS, U16P, I32, U16P, I32, ERR)
_udat_formatForFields = fn("udat_formatForFields", I32, P, D, U16P, I32, P, ERR)
_ufieldpositer_open = fn("ufieldpositer_open", P, ERR)
_ufieldpositer_next = fn("ufieldpositer_next", I32, P, ctypes.POINTER(I32), ctypes.POINTER(I32))
_udatpg_open = fn("udatpg_open", P, CS, ERR)
_udatpg_getBestPattern = fn("udatpg_getBestPattern", I32, P, U16P, I32, U16P, I32, ERR)

_udtitvfmt_open = fn("udtitvfmt_open", P, CS, U16P, I32, U16P, I32, ERR)
_udtitvfmt_openResult = fn("udtitvfmt_openResult", P, ERR)
_udtitvfmt_formatToResult = fn("udtitvfmt_formatToResult", None, P, D, D, P, ERR)
_udtitvfmt_resultAsValue = fn("udtitvfmt_resultAsValue", P, P, ERR)

_ulistfmt_openForType = fn("ulistfmt_openForType", P, CS, ctypes.c_int, ctypes.c_int, ERR)
_ulistfmt_openResult = fn("ulistfmt_openResult", P, ERR)
_ulistfmt_formatStringsToResult = fn(
    "ulistfmt_formatStringsToResult", None, P, ctypes.POINTER(P), ctypes.POINTER(I32), I32, P, ERR
)
_ulistfmt_resultAsValue = fn("ulistfmt_resultAsValue", P, P, ERR)

_ureldatefmt_open = fn("ureldatefmt_open", P, CS, P, ctypes.c_int, ctypes.c_int, ERR)
_ureldatefmt_openResult = fn("ureldatefmt_openResult", P, ERR)
_ureldatefmt_formatNumericToResult = fn("ureldatefmt_formatNumericToResult", None, P, D, ctypes.c_int, P, ERR)
_ureldatefmt_formatToResult = fn("ureldatefmt_formatToResult", None, P, D, ctypes.c_int, P, ERR)
_ureldatefmt_resultAsValue = fn("ureldatefmt_resultAsValue", P, P, ERR)


def value_fields(value):
    """The text of a UFormattedValue and its fields: (category, field, begin, end)."""
    st = status()
    pos = _ucfpos_open(ctypes.byref(st))
    fields = []
    while _ufmtval_nextPosition(value, pos, ctypes.byref(st)):
        b, e = I32(0), I32(0)
        _ucfpos_getIndexes(pos, ctypes.byref(b), ctypes.byref(e), ctypes.byref(st))
        fields.append((_ucfpos_getCategory(pos, ctypes.byref(st)), _ucfpos_getField(pos, ctypes.byref(st)), b.value, e.value))
    _ucfpos_close(pos)
    length = I32(0)
    text = _ufmtval_getString(value, ctypes.byref(length), ctypes.byref(st))
    check(st, "ufmtval")
    return from_u16(text, length.value), fields


def number_fields(skeleton, locale, number):
    sk, n = u16(skeleton)
    st = status()
    f = _unumf_open(sk, n, locale.encode(), ctypes.byref(st))
    r = _unumf_openResult(ctypes.byref(st))
    data = number.encode()
    _unumf_formatDecimal(f, data, len(data), r, ctypes.byref(st))
    check(st, f"unumf {skeleton} {locale} {number}")
    return value_fields(_unumf_resultAsValue(r, ctypes.byref(st)))


def range_fields(skeleton, collapse, fallback, locale, start, end):
    sk, n = u16(skeleton)
    st = status()
    f = _unumrf_open(sk, n, collapse, fallback, locale.encode(), None, ctypes.byref(st))
    r = _unumrf_openResult(ctypes.byref(st))
    a = ctypes.c_char_p(start.encode())
    b = a if start == end else ctypes.c_char_p(end.encode())  # one pointer for equal texts, as the shim
    _unumrf_formatDecimalRange(f, a, len(start), b, len(end), r, ctypes.byref(st))
    check(st, f"unumrf {skeleton}")
    return value_fields(_unumrf_resultAsValue(r, ctypes.byref(st)))


def best_pattern(locale, skeleton):
    st = status()
    g = _udatpg_open(locale.encode(), ctypes.byref(st))
    sk, n = u16(skeleton)
    return icu_c.read_into(lambda b, c, s: _udatpg_getBestPattern(g, sk, n, b, c, s), "udatpg_getBestPattern")


def date_fields(locale, millis, date_style=-1, time_style=-1, pattern=None, zone="UTC"):
    tz, tn = u16(zone)
    st = status()
    if pattern is None:
        f = _udat_open(time_style, date_style, locale.encode(), tz, tn, None, -1, ctypes.byref(st))
    else:
        pat, pn = u16(pattern)
        f = _udat_open(-2, -2, locale.encode(), tz, tn, pat, pn, ctypes.byref(st))
    check(st, f"udat_open {locale}")
    it = _ufieldpositer_open(ctypes.byref(st))
    buf = ctypes.create_string_buffer(2048)
    n = _udat_formatForFields(f, float(millis), buf, 1024, it, ctypes.byref(st))
    check(st, "udat_formatForFields")
    fields = []
    while True:
        b, e = I32(0), I32(0)
        field = _ufieldpositer_next(it, ctypes.byref(b), ctypes.byref(e))
        if field < 0:
            break
        fields.append((1, field, b.value, e.value))
    return from_u16(buf, n), fields


def interval_fields(locale, skeleton, start, end, zone="UTC"):
    sk, sn = u16(skeleton)
    tz, tn = u16(zone)
    st = status()
    f = _udtitvfmt_open(locale.encode(), sk, sn, tz, tn, ctypes.byref(st))
    r = _udtitvfmt_openResult(ctypes.byref(st))
    _udtitvfmt_formatToResult(f, float(start), float(end), r, ctypes.byref(st))
    check(st, "udtitvfmt")
    return value_fields(_udtitvfmt_resultAsValue(r, ctypes.byref(st)))


def list_fields(locale, items, type_, width):
    st = status()
    f = _ulistfmt_openForType(locale.encode(), type_, width, ctypes.byref(st))
    bufs = [u16(i) for i in items]
    ptrs = (P * max(len(items), 1))(*[ctypes.cast(b, P) for b, _ in bufs])
    lens = (I32 * max(len(items), 1))(*[n for _, n in bufs])
    r = _ulistfmt_openResult(ctypes.byref(st))
    _ulistfmt_formatStringsToResult(f, ptrs, lens, len(items), r, ctypes.byref(st))
    check(st, "ulistfmt")
    return value_fields(_ulistfmt_resultAsValue(r, ctypes.byref(st)))


REL_UNITS = ["year", "quarter", "month", "week", "day", "hour", "minute", "second"]


def relative_fields(locale, value, unit, numeric, width):
    st = status()
    f = _ureldatefmt_open(locale.encode(), None, width, 0x100, ctypes.byref(st))
    r = _ureldatefmt_openResult(ctypes.byref(st))
    call = _ureldatefmt_formatNumericToResult if numeric else _ureldatefmt_formatToResult
    call(f, float(value), REL_UNITS.index(unit), r, ctypes.byref(st))
    check(st, "ureldatefmt")
    return value_fields(_ureldatefmt_resultAsValue(r, ctypes.byref(st)))


# --- ECMA-402's names (as V8 gives them) ----------------------------------------------

NUMBER = {1: "fraction", 2: "decimal", 3: "exponentSeparator", 4: "exponentMinusSign", 5: "exponentInteger",
          6: "group", 7: "currency", 8: "percentSign", 11: "unit", 12: "compact", 13: "approximatelySign"}
DATE = {0: "era", 1: "year", 20: "year", 2: "month", 26: "month", 3: "day", 4: "hour", 5: "hour", 15: "hour",
        16: "hour", 6: "minute", 7: "second", 8: "fractionalSecond", 9: "weekday", 19: "weekday", 25: "weekday",
        14: "dayPeriod", 35: "dayPeriod", 36: "dayPeriod", 17: "timeZoneName", 23: "timeZoneName",
        24: "timeZoneName", 29: "timeZoneName", 31: "timeZoneName", 32: "timeZoneName", 33: "timeZoneName",
        30: "yearName", 34: "relatedYear", 37: "literal"}


def number_name(field, operand):
    if field == 0:
        return "nan" if operand == "NaN" else "infinity" if operand.lstrip("-+") == "Infinity" else "integer"
    if field == 10:
        return "minusSign" if operand.startswith("-") else "plusSign"
    return NUMBER.get(field)


def flatten(text, fields, name, span_category=None, unit=None):
    """One name per UTF-16 unit, the innermost field's; then runs of one
    field (or of literal text) cut at the operands' edges become parts."""
    units = text.encode("utf-16-le")
    n = len(units) // 2
    owner = [None] * n      # (field index, name)
    size = [n + 1] * n
    source = ["shared"] * n if span_category is not None else [None] * n
    for i, (cat, field, b, e) in enumerate(fields):
        if cat == span_category:
            for k in range(b, e):
                source[k] = "startRange" if field == 0 else "endRange"
            continue
        kind = name(cat, field, "endRange" if span_category is not None and any(
            c == span_category and f == 1 and bb <= b < ee for c, f, bb, ee in fields) else "startRange")
        if kind is None:
            continue
        for k in range(b, e):
            if e - b < size[k] or (e - b == size[k]):
                owner[k], size[k] = (i, kind), e - b
    parts = []
    k = 0
    while k < n:
        j = k + 1
        while j < n and owner[j] == owner[k] and source[j] == source[k]:
            j += 1
        kind = owner[k][1] if owner[k] else "literal"
        value = units[2 * k:2 * j].decode("utf-16-le")
        if kind == "literal" and parts and parts[-1][0] == "literal" and parts[-1][2] == source[k]:
            parts[-1][1] += value
        else:
            parts.append([kind, value, source[k]])
        k = j
    out = []
    for kind, value, src in parts:
        tag = kind
        if src:
            tag += "@" + src
        if unit and kind != "literal":
            tag += "/" + unit
        out.append(f"{tag} {value}")
    return out


# --- the cases: requests as the tests send them --------------------------------------

NUMBER_SKELETON = {"decimal": ".###", "percent": "percent scale/100 precision-integer", "scientific": "scientific",
                   "compactShort": "compact-short", "compactLong": "compact-long"}
DISPLAY = {"symbol": "", "narrowSymbol": " unit-width-narrow", "code": " unit-width-iso-code",
           "name": " unit-width-full-name"}
UNIT_WIDTH = {"short": "", "narrow": " unit-width-narrow", "long": " unit-width-full-name"}
LIST_TYPE = {"and": 0, "or": 1, "units": 2}
LIST_WIDTH = {"long": 0, "short": 1, "narrow": 2}
REL_WIDTH = {"long": 0, "short": 1, "narrow": 2}
DATE_STYLE = {"full": 0, "long": 1, "medium": 2, "short": 3, "none": -1}
T0 = 1438968572000  # 2015-08-07T17:29:32Z

CASES = [
    # number: every locale, signs, percent, compact, scientific, NaN, infinity
    {"op": "number", "locale": "en", "value": "-1234567.891"},
    {"op": "number", "locale": "de", "value": "1234567.891"},
    {"op": "number", "locale": "fr", "value": "-1234567.891"},
    {"op": "number", "locale": "ar", "value": "-1234.5"},
    {"op": "number", "locale": "hi", "value": "12345678"},
    {"op": "number", "locale": "ja", "value": "0.25", "style": "percent"},
    {"op": "number", "locale": "ru", "value": "-0.25", "style": "percent"},
    {"op": "number", "locale": "he", "value": "-1234.5"},
    {"op": "number", "locale": "th", "value": "1234567", "style": "compactShort"},
    {"op": "number", "locale": "zh-Hant", "value": "1234567", "style": "compactLong"},
    {"op": "number", "locale": "es", "value": "-0.00012345", "style": "scientific"},
    {"op": "number", "locale": "pt-BR", "value": "123456", "style": "scientific"},
    {"op": "number", "locale": "sw", "value": "-1234567", "style": "compactShort"},
    {"op": "number", "locale": "en", "value": "NaN"},
    {"op": "number", "locale": "de", "value": "-Infinity"},
    {"op": "number", "locale": "fr", "value": "0.5", "style": "percent"},
    # currency
    {"op": "currency", "locale": "en-US", "amount": "-1234.5", "currency": "USD"},
    {"op": "currency", "locale": "de-DE", "amount": "1234.5", "currency": "EUR"},
    {"op": "currency", "locale": "ja", "amount": "1234", "currency": "JPY"},
    {"op": "currency", "locale": "ar-EG", "amount": "-12.5", "currency": "EGP"},
    {"op": "currency", "locale": "hi", "amount": "1234567.5", "currency": "INR", "display": "name"},
    {"op": "currency", "locale": "fr-CH", "amount": "-1234.5", "currency": "CHF", "display": "code"},
    {"op": "currency", "locale": "he", "amount": "12", "currency": "ILS"},
    {"op": "currency", "locale": "en-US", "amount": "-3", "currency": "USD", "accounting": True},
    # unit
    {"op": "unit", "locale": "en", "value": "50", "unit": "kilometer-per-hour"},
    {"op": "unit", "locale": "de", "value": "-3.5", "unit": "celsius"},
    {"op": "unit", "locale": "ru", "value": "1234", "unit": "kilogram", "width": "long"},
    {"op": "unit", "locale": "ja", "value": "12", "unit": "meter", "width": "narrow"},
    {"op": "unit", "locale": "ar", "value": "3", "unit": "hour", "width": "long"},
    {"op": "unit", "locale": "zh-Hant", "value": "2.5", "unit": "liter"},
    # date
    {"op": "date", "locale": "en-US", "date": "2015-08-07T17:29:32Z", "dateStyle": "full", "timeStyle": "long"},
    {"op": "date", "locale": "de", "date": "2015-08-07T17:29:32Z", "dateStyle": "long"},
    {"op": "date", "locale": "fr", "date": "2015-08-07T17:29:32Z", "dateStyle": "medium", "timeStyle": "short"},
    {"op": "date", "locale": "ar", "date": "2015-08-07T17:29:32Z", "dateStyle": "full"},
    {"op": "date", "locale": "hi", "date": "2015-08-07T17:29:32Z", "dateStyle": "short", "timeStyle": "short"},
    {"op": "date", "locale": "ja", "date": "2015-08-07T17:29:32Z", "dateStyle": "full"},
    {"op": "date", "locale": "ru", "date": "2015-08-07T17:29:32Z", "dateStyle": "long", "timeStyle": "medium"},
    {"op": "date", "locale": "he", "date": "2015-08-07T17:29:32Z", "dateStyle": "medium"},
    {"op": "date", "locale": "th", "date": "2015-08-07T17:29:32Z", "dateStyle": "long"},
    {"op": "date", "locale": "zh-Hant", "date": "2015-08-07T17:29:32Z", "dateStyle": "full", "timeStyle": "short"},
    {"op": "date", "locale": "ja-JP-u-ca-japanese", "date": "2015-08-07T17:29:32Z", "dateStyle": "long"},
    {"op": "date", "locale": "zh-u-ca-chinese", "date": "2015-08-07T17:29:32Z", "dateStyle": "long"},
    {"op": "date", "locale": "en", "date": "2015-08-07T17:29:32.250Z", "pattern": "QQQ w D, HH:mm:ss.SSS"},
    {"op": "date", "locale": "sw", "date": "2015-08-07T17:29:32Z", "skeleton": "yMMMEd"},
    # interval
    {"op": "interval", "locale": "en-US", "start": "2015-08-07T17:29:32Z", "end": "2015-08-10T10:00:00Z",
     "skeleton": "yMMMd"},
    {"op": "interval", "locale": "de", "start": "2015-08-07T17:29:32Z", "end": "2015-09-10T10:00:00Z",
     "skeleton": "yMMMd"},
    {"op": "interval", "locale": "fr", "start": "2015-08-07T17:29:32Z", "end": "2016-01-10T10:00:00Z",
     "skeleton": "yMMMd"},
    {"op": "interval", "locale": "ja", "start": "2015-08-07T10:00:00Z", "end": "2015-08-07T17:29:32Z",
     "skeleton": "hm"},
    {"op": "interval", "locale": "ar", "start": "2015-08-07T17:29:32Z", "end": "2015-08-10T10:00:00Z",
     "skeleton": "yMMMd"},
    {"op": "interval", "locale": "he", "start": "2015-08-07T17:29:32Z", "end": "2015-08-10T10:00:00Z",
     "skeleton": "MMMd"},
    {"op": "interval", "locale": "en-US", "start": "2015-08-07T17:29:32Z", "end": "2015-08-07T18:29:32Z",
     "skeleton": "yMMMd"},
    {"op": "interval", "locale": "zh-Hant", "start": "2015-08-07T17:29:32Z", "end": "2015-08-10T10:00:00Z",
     "skeleton": "yMMMd"},
    {"op": "interval", "locale": "ru", "start": "2015-08-07T10:00:00Z", "end": "2015-08-07T17:29:32Z",
     "skeleton": "Hm"},
    {"op": "interval", "locale": "hi", "start": "2015-08-07T17:29:32Z", "end": "2015-10-10T10:00:00Z",
     "skeleton": "yMMMMd"},
    # numberRange
    {"op": "numberRange", "locale": "en-US", "start": 3, "end": 5, "currency": "EUR"},
    {"op": "numberRange", "locale": "de", "start": 3, "end": 5, "currency": "EUR"},
    {"op": "numberRange", "locale": "en", "start": -3, "end": 5, "unit": "kilometer"},
    {"op": "numberRange", "locale": "fr", "start": 1234, "end": 5678},
    {"op": "numberRange", "locale": "ja", "start": 5, "end": 5},
    {"op": "numberRange", "locale": "ar", "start": 3, "end": 5, "unit": "meter", "width": "long"},
    {"op": "numberRange", "locale": "hi", "start": 1000, "end": 2000000, "style": "compactShort"},
    {"op": "numberRange", "locale": "ru", "start": "0.1", "end": "0.25", "style": "percent"},
    {"op": "numberRange", "locale": "he", "start": 3, "end": 5, "collapse": "none", "currency": "ILS"},
    {"op": "numberRange", "locale": "es", "start": 5, "end": 5, "identityFallback": "singleValue"},
    {"op": "numberRange", "locale": "sw", "start": -5, "end": -3},
    # list
    {"op": "list", "locale": "en", "items": ["A", "B", "C"]},
    {"op": "list", "locale": "es", "items": ["siete", "ocho"], "type": "or"},
    {"op": "list", "locale": "de", "items": ["A", "B", "C"], "type": "or"},
    {"op": "list", "locale": "fr", "items": ["5 kg", "12 g"], "type": "units"},
    {"op": "list", "locale": "ar", "items": ["أ", "ب", "ج"]},
    {"op": "list", "locale": "hi", "items": ["क", "ख", "ग"], "width": "short"},
    {"op": "list", "locale": "ja", "items": ["り", "ん", "ご"]},
    {"op": "list", "locale": "ru", "items": ["a", "b"], "type": "or"},
    {"op": "list", "locale": "he", "items": ["א", "ב", "ג"]},
    {"op": "list", "locale": "th", "items": ["ก", "ข", "ค"]},
    {"op": "list", "locale": "zh-Hant", "items": ["一", "二", "三"], "width": "narrow"},
    {"op": "list", "locale": "en", "items": []},
    {"op": "list", "locale": "en", "items": ["solo"]},
    # relative
    {"op": "relative", "locale": "en", "value": -1234, "unit": "day"},
    {"op": "relative", "locale": "en", "value": 3, "unit": "hour", "width": "short"},
    {"op": "relative", "locale": "de", "value": -2, "unit": "day", "numeric": "auto"},
    {"op": "relative", "locale": "de", "value": 1234.5, "unit": "second"},
    {"op": "relative", "locale": "fr", "value": -3, "unit": "month"},
    {"op": "relative", "locale": "ar", "value": 5, "unit": "year"},
    {"op": "relative", "locale": "hi", "value": -1, "unit": "week", "numeric": "auto"},
    {"op": "relative", "locale": "ja", "value": 12, "unit": "minute"},
    {"op": "relative", "locale": "ru", "value": -21, "unit": "quarter"},
    {"op": "relative", "locale": "he", "value": 2, "unit": "day", "numeric": "auto"},
    {"op": "relative", "locale": "zh-Hant", "value": 1000, "unit": "day"},
    {"op": "relative", "locale": "es", "value": 0, "unit": "day", "numeric": "auto"},
]


def millis(iso):
    import datetime
    dt = datetime.datetime.fromisoformat(iso.replace("Z", "+00:00"))
    return round(dt.timestamp() * 1000)


def data_id(tag):
    return icu_c.for_language_tag(tag)


def number_skeleton(case):
    return NUMBER_SKELETON[case.get("style", "decimal")]


def answer(case):
    op, loc = case["op"], data_id(case["locale"])
    if op == "number":
        text, fields = number_fields(number_skeleton(case), loc, case["value"])
        return text, flatten(text, fields, lambda c, f, s: number_name(f, case["value"]) if c == 2 else None)
    if op == "currency":
        skeleton = f"currency/{case['currency']}{DISPLAY[case.get('display', 'symbol')]}"
        if case.get("accounting"):
            skeleton += " sign-accounting"
        text, fields = number_fields(skeleton, loc, case["amount"])
        return text, flatten(text, fields, lambda c, f, s: number_name(f, case["amount"]) if c == 2 else None)
    if op == "unit":
        skeleton = f"unit/{case['unit']}{UNIT_WIDTH[case.get('width', 'short')]}"
        text, fields = number_fields(skeleton, loc, case["value"])
        return text, flatten(text, fields, lambda c, f, s: number_name(f, case["value"]) if c == 2 else None)
    if op == "date":
        ms = millis(case["date"])
        if "pattern" in case:
            text, fields = date_fields(loc, ms, pattern=case["pattern"])
        elif "skeleton" in case:
            text, fields = date_fields(loc, ms, pattern=best_pattern(loc, case["skeleton"]))
        else:
            text, fields = date_fields(loc, ms, DATE_STYLE[case.get("dateStyle", "none")],
                                       DATE_STYLE[case.get("timeStyle", "none")])
        return text, flatten(text, fields, lambda c, f, s: DATE.get(f, "unknown") if c == 1 else None)
    if op == "interval":
        text, fields = interval_fields(loc, case["skeleton"], millis(case["start"]), millis(case["end"]))
        return text, flatten(text, fields, lambda c, f, s: DATE.get(f, "unknown") if c == 1 else None,
                             span_category=0x1005)
    if op == "numberRange":
        if "currency" in case:
            skeleton = f"currency/{case['currency']}"
        elif "unit" in case:
            skeleton = f"unit/{case['unit']}{UNIT_WIDTH[case.get('width', 'short')]}"
        else:
            skeleton = number_skeleton(case)
        collapse = {"auto": 0, "none": 1, "unit": 2, "all": 3}[case.get("collapse", "auto")]
        fallback = {"singleValue": 0, "approximatelyOrSingleValue": 1, "approximately": 2,
                    "range": 3}[case.get("identityFallback", "approximately")]
        start, end = str(case["start"]), str(case["end"])
        text, fields = range_fields(skeleton, collapse, fallback, loc, start, end)
        return text, flatten(
            text, fields, lambda c, f, s: number_name(f, end if s == "endRange" else start) if c == 2 else None,
            span_category=0x1002)
    if op == "list":
        text, fields = list_fields(loc, case["items"], LIST_TYPE[case.get("type", "and")],
                                   LIST_WIDTH[case.get("width", "long")])
        return text, flatten(text, fields, lambda c, f, s: "element" if c == 3 and f == 1 else None)
    if op == "relative":
        text, fields = relative_fields(loc, case["value"], case["unit"], case.get("numeric", "always") == "always",
                                       REL_WIDTH[case.get("width", "long")])
        return text, flatten(text, fields, lambda c, f, s: number_name(f, "0") if c == 2 else None,
                             unit=case["unit"])
    raise SystemExit(f"unknown op {op}")


def swift(s):
    out = []
    for ch in s:
        if ch in "\u00a0\u202f\u2009\u200e\u200f\u061c\u2068\u2069\u200b":
            out.append("\\u{%04X}" % ord(ch))
        elif ch in '"\\':
            out.append("\\" + ch)
        else:
            out.append(ch)
    return "".join(out)


def main():
    as_json = "--json" in sys.argv
    if not as_json:
        print(f"// ICU {icu_c.ICU_VERSION}")
    for case in CASES:
        request = dict(case)
        request["parts"] = True
        text, parts = answer(case)
        line = json.dumps(request, ensure_ascii=False, separators=(",", ":"))
        if as_json:
            print(json.dumps({"request": line, "text": text, "parts": parts}, ensure_ascii=False))
            continue
        print(f"    // {swift(text)}")
        print(f'    (#"{line}"#, [{", ".join(chr(34) + swift(p) + chr(34) for p in parts)}]),')


main()
