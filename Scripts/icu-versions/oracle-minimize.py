#!/usr/bin/python3
"""ICU's minimized locale tags, for LocaleMinimizedTests and the locale op.

Question: what do `uloc_minimizeSubtags` (ICU's public minimization, which
favours the region: zh-Hant-TW -> zh-TW) and CLDR's "Remove Likely Subtags"
favouring the script (zh-Hant-TW -> zh-Hant) give for each tag, on the
running ICU? Both start from the tag's base name (uloc_getBaseName of
uloc_forLanguageTag), as the library does. The favour-script form is the
CLDR algorithm over the running ICU's own `uloc_addLikelySubtags`: ICU 72
exposes no such minimization; ICU 76 has it internally
(`Locale::minimizeSubtags(favorScript=true)`, @internal), which
oracle-minimize.cpp calls so that the two can be compared line by line.

    /usr/bin/python3 Scripts/icu-versions/oracle-minimize.py [tags…]                 # ICU 72
    Scripts/icu-versions/oracle-debian13.sh oracle-minimize.py /dev/null [tags…]      # ICU 76
With --all: every available locale, maximized, and und with each script of
those, one tag a line (input to oracle-minimize.cpp).
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import icu  # noqa: E402
import icu_c  # noqa: E402

TAGS = [
    "zh-Hant-TW", "zh-TW", "zh-Hant", "zh-Hans-CN", "zh-HK", "zh-Hant-HK", "zh-MO", "sr-Cyrl-RS", "sr-Latn-RS",
    "sr-Latn", "sr-ME", "en-Latn-US", "en-GB", "und", "und-Arab", "und-Hant", "und-Latn-DE", "pa-Arab-PK",
    "pa-Arab", "pa-PK", "az-Latn", "az-Arab", "az-IR", "ca-ES-valencia", "de-Latn-AT", "ar-Arab-EG", "he-IL",
    "ja-Jpan-JP", "uz-Arab-AF", "uz-Cyrl", "ha-Arab", "ms-Arab-BN", "hi-Latn", "ru-Cyrl-UA", "es-419",
    "pt-BR", "th-TH", "sw-KE", "en-US-u-ca-gregory", "xx-YY", "root", "de-CH-1996", "sr-Latn-ME", "qaa-Zzzz-ZZ",
]


def parts(locale_id):
    loc = icu.Locale(locale_id)
    return loc.getLanguage(), loc.getScript(), loc.getCountry(), loc.getVariant()


def join(language, script="", region="", variant=""):
    out = language
    if script:
        out += "_" + script
    if region:
        out += "_" + region
    if variant:
        out += ("_" if region else "__") + variant
    return out


def maximized(locale_id):
    loc = icu.Locale(locale_id)
    loc.addLikelySubtags()
    return parts(loc.getName())[:3]


def favouring_script(base):
    language, script, region, variant = parts(base)
    top = maximized(base)
    for trial in ((top[0], "", ""), (top[0], top[1], ""), (top[0], "", top[2])):
        if maximized(join(*trial)) == top:
            return join(*trial, variant)
    return join(*top, variant)


def base_of(tag):
    return icu.Locale(icu_c.for_language_tag(tag)).getBaseName()


def minimized(base):
    loc = icu.Locale(base)
    loc.minimizeSubtags()
    return loc.getName()


def tag(locale_id):
    return icu.Locale(locale_id).toLanguageTag()


if "--all" in sys.argv:
    seen = set()
    for loc in icu.Locale.getAvailableLocales():
        full = icu.Locale(loc)
        full.addLikelySubtags()
        for t in (tag(loc), full.toLanguageTag(), "und-" + full.getScript() if full.getScript() else "und"):
            if t not in seen:
                seen.add(t)
                print(t)
    sys.exit(0)

tags = [a for a in sys.argv[1:] if not a.endswith(".swift") and a != "/dev/null"] or TAGS
for t in tags:
    base = base_of(t)
    print(f"{t}\t{tag(minimized(base))}\t{tag(favouring_script(base))}\tICU {icu_c.ICU_VERSION}")
