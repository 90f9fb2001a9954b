#!/usr/bin/python3
"""ICU's own answers for CollatorRulesTests and CollatorNormalizationTests:
orders, comparisons and sort keys of collators tailored with rules, and of
collators with normalization on and off.

Question: what does the running ICU answer for a locale's tailoring followed
by extra rules, as the shim builds it (ucol_openRules over
ucol_getRules(ucol_open(locale)) + rules, then normalization on unless the
request turns it off, then the options ucol_setAttribute sets)? And where
does ucol_openRules' UParseError put a rule it rejects?

    /usr/bin/python3 Scripts/icu-versions/oracle-collation-rules.py                 # ICU 72 (Debian 12)
    Scripts/icu-versions/oracle-debian13.sh oracle-collation-rules.py /dev/null     # ICU 76
"""

import ctypes
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import icu  # noqa: E402
import icu_c  # noqa: E402

V = icu_c.ICU_VERSION
A = icu.UCollAttribute
AV = icu.UCollAttributeValue


def collator(tag, rules=None, normalization=True, **attributes):
    locale = icu.Locale(icu_c.for_language_tag(tag))
    base = icu.Collator.createInstance(locale)
    c = icu.RuleBasedCollator(base.getRules() + rules) if rules is not None else base
    if rules is not None and "colnumeric" in locale.getName():
        c.setAttribute(A.NUMERIC_COLLATION, base.getAttribute(A.NUMERIC_COLLATION))
    for name, value in attributes.items():
        c.setAttribute(getattr(A, name), value)
    c.setAttribute(A.NORMALIZATION_MODE, AV.ON if normalization else AV.OFF)
    return c


def show(label, value):
    print(f"ICU {V}: {label}: {value!r}")


def order(c, a, b):
    return c.compare(a, b)


WORDS = ["cz", "ch", "c", "d", "b", "a", "CH", "Ch", "cha", "ca"]
for tag in ["en", "de", "fr", "ar", "hi", "ja", "ru", "he", "th", "zh-Hant", "es", "pt-BR", "sw", "sv", "da"]:
    show(f"sort {tag} &c<ch<<<Ch<<<CH", sorted(WORDS, key=collator(tag, "&c<ch<<<Ch<<<CH").getSortKey))

show("sort en &a<b", sorted(["b", "a", "ab", "aa", "c", "B", "A"], key=collator("en", "&a<b").getSortKey))
show("sort en &[before 1]a<z", sorted(["a", "z", "y", "b", "Z"], key=collator("en", "&[before 1]a<z").getSortKey))
show("sort sv &a<b", sorted(["z", "ä", "a", "b", "ö", "å"], key=collator("sv", "&a<b").getSortKey))
show("sort es-u-co-trad &n<m", sorted(["chico", "cuna", "n", "m", "ñ", "o"], key=collator("es-u-co-trad", "&n<m").getSortKey))
show("sort en-u-kn &a<b", sorted(["a10", "a2", "b1", "a1"], key=collator("en-u-kn", "&a<b").getSortKey))
show("sort en-u-kn-false-u? numeric+rules", sorted(["a10", "a2"], key=collator("en", "&a<b", NUMERIC_COLLATION=AV.ON).getSortKey))

primary = collator("en", "&c<ch", STRENGTH=AV.PRIMARY)
show("primary &c<ch ch CH", order(primary, "ch", "CH"))
show("primary &c<ch cz ch", order(primary, "cz", "ch"))
CASED = "&c<ch<<<Ch"
show("tertiary ch Ch", order(collator("en", CASED), "ch", "Ch"))
show("primary ch Ch", order(collator("en", CASED, STRENGTH=AV.PRIMARY), "ch", "Ch"))
show("rules [strength 1] ch Ch", order(collator("en", "[strength 1]" + CASED), "ch", "Ch"))
show("rules [strength 1] + tertiary ch Ch", order(collator("en", "[strength 1]" + CASED, STRENGTH=AV.TERTIARY), "ch", "Ch"))
show("rules [caseFirst upper] ch Ch", order(collator("en", "[caseFirst upper]" + CASED), "ch", "Ch"))
shifted = collator("en", "&a<b", ALTERNATE_HANDLING=AV.SHIFTED)
show("shifted &a<b 'b-a' 'ba'", order(shifted, "b-a", "ba"))
show("shifted &a<b 'b-a' 'ab'", order(shifted, "b-a", "ab"))
show("non-ignorable &a<b 'b-a' 'ba'", order(collator("en", "&a<b"), "b-a", "ba"))

for tag, rules, text in [("en", "&a<b", "b"), ("en", "&[before 1]a<z", "z"), ("en", "&c<ch", "ch"), ("sv", "&a<b", "ä"), ("en", "&a<b", "ab")]:
    show(f"sortKey {tag} {rules} {text!r}", collator(tag, rules).getSortKey(text).hex())

# Normalization: a + U+0301 + U+0323 against its canonical order a + U+0323 + U+0301.
X, Y = "a\u0301\u0323", "a\u0323\u0301"
for tag in ["en", "de", "fr", "ar", "hi", "ja", "ru", "he", "th", "zh-Hant", "es", "pt-BR", "sw", "vi"]:
    show(f"normalization {tag} on/off", (order(collator(tag), X, Y), order(collator(tag, normalization=False), X, Y)))
show("normalization sortKey en on", collator("en").getSortKey(X).hex())
show("normalization sortKey en off", collator("en", normalization=False).getSortKey(X).hex())
show("normalization sortKey en off canonical", collator("en", normalization=False).getSortKey(Y).hex())
show("normalization on, rules &a<b", order(collator("en", "&a<b"), X, Y))

# Where ucol_openRules reports a rule it rejects (UParseError.offset, UTF-16).
class UParseError(ctypes.Structure):
    _fields_ = [("line", ctypes.c_int32), ("offset", ctypes.c_int32), ("pre", ctypes.c_uint16 * 16), ("post", ctypes.c_uint16 * 16)]


_open = icu_c.fn("ucol_openRules", icu_c.P, icu_c.U16P, icu_c.I32, ctypes.c_int, ctypes.c_int, ctypes.POINTER(UParseError), icu_c.ERR)
for rules in ["&a<b\n&[foo]x<y", "&a<", "a<b", "&a<b<<<\u00e4 &x<<<<y<<<<<z", "&[before 4]a<b", "&a<b [reorder Zzzz]"]:
    pe = UParseError()
    st = icu_c.status()
    s, n = icu_c.u16(rules)
    c = _open(s, n, -1, -1, ctypes.byref(pe), ctypes.byref(st))
    show(f"openRules {rules!r}", (st.value, pe.line, pe.offset))

# CollatorNormalizationTests.theOptionOverridesTheLocaleAndHoldsWithRules
show("normalization off, rules &a<b", order(collator("en", "&a<b", normalization=False), X, Y))
kk_false = icu.Collator.createInstance(icu.Locale(icu_c.for_language_tag("en-u-kk-false")))
show("en-u-kk-false as ICU opens it", order(kk_false, X, Y))
