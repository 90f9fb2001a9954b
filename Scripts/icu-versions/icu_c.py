"""ICU's C API through ctypes: the oracle calls the very functions the C shim
(Sources/CICU) calls, against whichever ICU the running Python links.

PyICU is imported only to name the running ICU; everything the oracles
compute goes through the functions below, as the shim calls them, with
ICU's default locale pinned to root as the library pins it
(cicu_default_locale.c). Run with the system python of a Debian release:
/usr/bin/python3 (Debian 12, ICU 72) or chroot'ed into the Debian 13 root of
Scripts/icu-versions/debian13.sh (ICU 76).
"""

import ctypes
import glob
import re

import icu  # python3-icu: names the ICU the system python links

ICU_VERSION = icu.ICU_VERSION
MAJOR = int(ICU_VERSION.split(".")[0])


def _load(name):
    paths = sorted(glob.glob(f"/usr/lib/*/lib{name}.so.{MAJOR}")) + sorted(glob.glob(f"/usr/lib/lib{name}.so.{MAJOR}"))
    if not paths:
        raise SystemExit(f"no lib{name}.so.{MAJOR}")
    return ctypes.CDLL(paths[0])


_uc = _load("icuuc")
_i18n = _load("icui18n")


def fn(name, restype, *argtypes):
    """An ICU C function by its unversioned name."""
    for lib in (_uc, _i18n):
        try:
            f = getattr(lib, f"{name}_{MAJOR}")
        except AttributeError:
            continue
        f.restype = restype
        f.argtypes = list(argtypes)
        return f
    raise AttributeError(name)


P = ctypes.c_void_p
I32 = ctypes.c_int32
CS = ctypes.c_char_p
ERR = ctypes.POINTER(ctypes.c_int)
U16P = ctypes.c_void_p

U_BUFFER_OVERFLOW_ERROR = 15
U_STRING_NOT_TERMINATED_WARNING = -124


class ICUError(Exception):
    pass


def status():
    return ctypes.c_int(0)


def check(st, what):
    if st.value > 0:
        raise ICUError(f"{what}: ICU error {st.value}")


def u16(text):
    data = text.encode("utf-16-le")
    buf = ctypes.create_string_buffer(data + b"\0\0", len(data) + 2)
    return buf, len(data) // 2


def from_u16(buf, length):
    return ctypes.string_at(buf, length * 2).decode("utf-16-le")


def read_into(call, what, capacity=512):
    """Calls `call(buffer, capacity, status)` as ICU's preflighting
    functions take them; the text, or None when ICU fails."""
    buf = ctypes.create_string_buffer(capacity * 2)
    st = status()
    n = call(buf, capacity, ctypes.byref(st))
    if st.value == U_BUFFER_OVERFLOW_ERROR:
        return read_into(call, what, n + 1)
    if st.value > 0:
        return None
    return from_u16(buf, n)


_uloc_setDefault = fn("uloc_setDefault", None, CS, ERR)


def pin_default_root():
    st = status()
    _uloc_setDefault(b"root", ctypes.byref(st))
    check(st, "uloc_setDefault")


pin_default_root()

_uloc_forLanguageTag = fn("uloc_forLanguageTag", I32, CS, CS, I32, ctypes.POINTER(I32), ERR)
_uloc_getName = fn("uloc_getName", I32, CS, CS, I32, ERR)


def for_language_tag(tag):
    out = ctypes.create_string_buffer(256)
    parsed = I32(0)
    st = status()
    n = _uloc_forLanguageTag(tag.encode(), out, 256, ctypes.byref(parsed), ctypes.byref(st))
    check(st, "uloc_forLanguageTag")
    return out.raw[:n].decode()


def get_name(id_):
    out = ctypes.create_string_buffer(256)
    st = status()
    n = _uloc_getName(id_.encode(), out, 256, ctypes.byref(st))
    check(st, "uloc_getName")
    return out.raw[:n].decode()


# --- numbers -----------------------------------------------------------------

_unumf_open = fn("unumf_openForSkeletonAndLocale", P, U16P, I32, CS, ERR)
_unumf_openResult = fn("unumf_openResult", P, ERR)
_unumf_formatDecimal = fn("unumf_formatDecimal", None, P, CS, I32, P, ERR)
_unumf_resultToString = fn("unumf_resultToString", I32, P, U16P, I32, ERR)
_unumf_close = fn("unumf_close", None, P)
_unumf_closeResult = fn("unumf_closeResult", None, P)


def format_number(skeleton, locale, value):
    """unumf_openForSkeletonAndLocale(skeleton, locale) + unumf_formatDecimal(value)."""
    sk, n = u16(skeleton)
    st = status()
    f = _unumf_open(sk, n, locale.encode(), ctypes.byref(st))
    check(st, f"unumf_open {skeleton!r} {locale}")
    r = _unumf_openResult(ctypes.byref(st))
    v = value.encode()
    _unumf_formatDecimal(f, v, len(v), r, ctypes.byref(st))
    check(st, f"unumf_formatDecimal {value}")
    text = read_into(lambda b, c, s: _unumf_resultToString(r, b, c, s), "unumf_resultToString")
    _unumf_closeResult(r)
    _unumf_close(f)
    return text


_unumrf_open = fn("unumrf_openForSkeletonWithCollapseAndIdentityFallback", P, U16P, I32, I32, I32, CS, P, ERR)
_unumrf_openResult = fn("unumrf_openResult", P, ERR)
_unumrf_formatDecimalRange = fn("unumrf_formatDecimalRange", None, P, CS, I32, CS, I32, P, ERR)
_unumrf_resultAsValue = fn("unumrf_resultAsValue", P, P, ERR)
_ufmtval_getString = fn("ufmtval_getString", P, P, ctypes.POINTER(I32), ERR)
_unumrf_close = fn("unumrf_close", None, P)
_unumrf_closeResult = fn("unumrf_closeResult", None, P)


def format_range(skeleton, collapse, fallback, locale, start, end):
    """unumrf_openForSkeletonWithCollapseAndIdentityFallback + unumrf_formatDecimalRange."""
    sk, n = u16(skeleton)
    st = status()
    f = _unumrf_open(sk, n, collapse, fallback, locale.encode(), None, ctypes.byref(st))
    check(st, f"unumrf_open {skeleton!r} {locale}")
    r = _unumrf_openResult(ctypes.byref(st))
    a, b = start.encode(), end.encode()
    _unumrf_formatDecimalRange(f, a, len(a), b, len(b), r, ctypes.byref(st))
    check(st, "unumrf_formatDecimalRange")
    value = _unumrf_resultAsValue(r, ctypes.byref(st))
    length = I32(0)
    p = _ufmtval_getString(value, ctypes.byref(length), ctypes.byref(st))
    check(st, "ufmtval_getString")
    text = from_u16(p, length.value)
    _unumrf_closeResult(r)
    _unumrf_close(f)
    return text


# --- display names -------------------------------------------------------------

# UDisplayContext: (type << 8) + value (unicode/udisplaycontext.h).
UDISPCTX_STANDARD_NAMES = 0x000
UDISPCTX_DIALECT_NAMES = 0x001
UDISPCTX_CAPITALIZATION_NONE = 0x100
UDISPCTX_LENGTH_FULL = 0x200
UDISPCTX_LENGTH_SHORT = 0x201
UDISPCTX_SUBSTITUTE = 0x300
UDISPCTX_NO_SUBSTITUTE = 0x301

_uldn_openForContext = fn("uldn_openForContext", P, CS, ctypes.POINTER(ctypes.c_int), I32, ERR)
_uldn_close = fn("uldn_close", None, P)
_uldn = {
    "locale": fn("uldn_localeDisplayName", I32, P, CS, U16P, I32, ERR),
    "script": fn("uldn_scriptDisplayName", I32, P, CS, U16P, I32, ERR),
    "region": fn("uldn_regionDisplayName", I32, P, CS, U16P, I32, ERR),
    "variant": fn("uldn_variantDisplayName", I32, P, CS, U16P, I32, ERR),
    "key": fn("uldn_keyDisplayName", I32, P, CS, U16P, I32, ERR),
}
_uldn_keyValue = fn("uldn_keyValueDisplayName", I32, P, CS, CS, U16P, I32, ERR)


def open_display_names(locale, dialect, full_length, substitute):
    contexts = (ctypes.c_int * 4)(
        UDISPCTX_DIALECT_NAMES if dialect else UDISPCTX_STANDARD_NAMES,
        UDISPCTX_LENGTH_FULL if full_length else UDISPCTX_LENGTH_SHORT,
        UDISPCTX_SUBSTITUTE if substitute else UDISPCTX_NO_SUBSTITUTE,
        UDISPCTX_CAPITALIZATION_NONE,
    )
    st = status()
    ldn = _uldn_openForContext(locale.encode(), contexts, 4, ctypes.byref(st))
    check(st, f"uldn_openForContext {locale}")
    return ldn


def display_name(ldn, kind, code, key=None):
    """uldn_<kind>DisplayName; None when ICU fails (no name without substitution)."""
    if kind == "keyValue":
        text = read_into(lambda b, c, s: _uldn_keyValue(ldn, key.encode(), code.encode(), b, c, s), kind)
    else:
        text = read_into(lambda b, c, s: _uldn[kind](ldn, code.encode(), b, c, s), kind)
    return text


_uloc_toLegacyKey = fn("uloc_toLegacyKey", CS, CS)
_uloc_toLegacyType = fn("uloc_toLegacyType", CS, CS, CS)


def legacy_key(key):
    r = _uloc_toLegacyKey(key.encode())
    return None if r is None else r.decode()


def legacy_type(key, value):
    r = _uloc_toLegacyType(key.encode(), value.encode())
    return None if r is None else r.decode()


_ucurr_getName = fn("ucurr_getName", P, U16P, CS, ctypes.c_int, ctypes.POINTER(ctypes.c_int8), ctypes.POINTER(I32), ERR)


def currency_name(code, locale, style):
    """ucurr_getName(code, locale, UCURR_LONG_NAME / SYMBOL_NAME / NARROW_SYMBOL_NAME)."""
    styles = {0: 1, 1: 0, 2: 2}  # long, symbol, narrow symbol as the shim's index
    cur, _ = u16(code)
    is_choice = ctypes.c_int8(0)
    length = I32(0)
    st = status()
    p = _ucurr_getName(cur, locale.encode(), styles[style], ctypes.byref(is_choice), ctypes.byref(length), ctypes.byref(st))
    if st.value > 0 or not p:
        return None
    return from_u16(p, length.value)


_udatpg_open = fn("udatpg_open", P, CS, ERR)
_udatpg_getFieldDisplayName = fn("udatpg_getFieldDisplayName", I32, P, ctypes.c_int, ctypes.c_int, U16P, I32, ERR)


def field_display_name(locale, field, width):
    """udatpg_getFieldDisplayName(udatpg_open(locale), field, width)."""
    st = status()
    g = _udatpg_open(locale.encode(), ctypes.byref(st))
    check(st, "udatpg_open")
    return read_into(lambda b, c, s: _udatpg_getFieldDisplayName(g, field, width, b, c, s), "field")


# --- collation -----------------------------------------------------------------

_ucol_open = fn("ucol_open", P, CS, ERR)
_ucol_getSortKey = fn("ucol_getSortKey", I32, P, U16P, I32, ctypes.c_char_p, I32)
_ucol_close = fn("ucol_close", None, P)


def sort_key(locale, text):
    """ucol_getSortKey(ucol_open(locale), text), the key's bytes with its final 0."""
    st = status()
    c = _ucol_open(locale.encode(), ctypes.byref(st))
    check(st, f"ucol_open {locale}")
    s, n = u16(text)
    out = ctypes.create_string_buffer(1024)
    k = _ucol_getSortKey(c, s, n, out, 1024)
    _ucol_close(c)
    return out.raw[:k]


# --- calendars and plurals --------------------------------------------------------

_ucal_open = fn("ucal_open", P, U16P, I32, CS, ctypes.c_int, ERR)
_ucal_getType = fn("ucal_getType", CS, P, ERR)
_ucal_close = fn("ucal_close", None, P)


def calendar_type(locale):
    """ucal_getType(ucal_open("UTC", locale, UCAL_DEFAULT))."""
    utc, n = u16("UTC")
    st = status()
    cal = _ucal_open(utc, n, locale.encode(), 0, ctypes.byref(st))
    check(st, "ucal_open")
    t = _ucal_getType(cal, ctypes.byref(st)).decode()
    _ucal_close(cal)
    return t


_uplrules_open = fn("uplrules_open", P, CS, ERR)
_uplrules_select = fn("uplrules_select", I32, P, ctypes.c_double, U16P, I32, ERR)


def plural_category(locale, number):
    st = status()
    rules = _uplrules_open(locale.encode(), ctypes.byref(st))
    check(st, "uplrules_open")
    return read_into(lambda b, c, s: _uplrules_select(rules, float(number), b, c, s), "uplrules_select")


# --- dates ---------------------------------------------------------------------

UDAT_NONE, UDAT_FULL, UDAT_LONG, UDAT_MEDIUM, UDAT_SHORT = -1, 0, 1, 2, 3
_udat_open = fn("udat_open", P, ctypes.c_int, ctypes.c_int, CS, U16P, I32, U16P, I32, ERR)
_udat_format = fn("udat_format", I32, P, ctypes.c_double, U16P, I32, P, ERR)
_udat_close = fn("udat_close", None, P)


def format_date(locale, milliseconds, date_style, time_style=UDAT_NONE, zone="UTC"):
    """udat_open(time_style, date_style, locale, zone) + udat_format(milliseconds)."""
    tz, n = u16(zone)
    st = status()
    f = _udat_open(time_style, date_style, locale.encode(), tz, n, None, -1, ctypes.byref(st))
    check(st, f"udat_open {locale}")
    text = read_into(lambda b, c, s: _udat_format(f, float(milliseconds), b, c, None, s), "udat_format")
    _udat_close(f)
    return text
