#!/usr/bin/python3
"""ICU's own answers for the single literals of t2's remaining tests: sort
keys (CollatorSortKeyTests.literalKeys, FormatDispatcherFallbackTests
.collationTailoringsOfTheLanguage), the calendar of LocaleInfoTests
.factsAcrossLocales, Arabic plural forms with their numbers
(XCStringsRenderingTests.pluralCategories, LprojCatalogTests
.stringsdictWinsAndPlurals), request 3 of BatchCommandTests
.everyOpGivesTheSameBytesInEveryEnvironment and xx-SA's short date
(FormatDispatcherFallbackTests.calendarFromTheRegionOrTheLikelyRegion).

Question: what does the running ICU answer for each, through the C API the
shim calls (ucol_open + ucol_getSortKey; ucal_open + ucal_getType;
uplrules_select and unumf with the catalog's integer skeleton; udat_open +
udat_format; default locale root)? The catalog and batch texts are composed
from those parts as the test's fixture and request write them.

    /usr/bin/python3 Scripts/icu-versions/oracle-misc.py                                  # ICU 72 (Debian 12)
    Scripts/icu-versions/oracle-debian13.sh oracle-misc.py /dev/null                      # ICU 76
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import icu_c  # noqa: E402

V = icu_c.ICU_VERSION
DATE = 1438968572000  # 2015-08-07T17:29:32Z


def show(label, value):
    print(f"ICU {V}: {label}: {value!r}")


# CollatorSortKeyTests.literalKeys
for locale, text in [("sv", "ä"), ("sv", "a"), ("sv", "z"), ("sv", ""), ("en", "a")]:
    key = icu_c.sort_key(locale, text)
    show(f"sortKey {locale} {text!r}", key.hex() + "  [" + ", ".join(f"0x{b:02X}" for b in key) + "]")
# FormatDispatcherFallbackTests.collationTailoringsOfTheLanguage (zh_Olck collates as zh)
for locale in ["zh_Olck", "zh", "root"]:
    show(f"sortKey {locale} 北京", icu_c.sort_key(locale, "北京")[:-1].hex() + "00")

# LocaleInfoTests.factsAcrossLocales: ucal_getType of each tag's ICU id
for tag in ["en-US", "en-GB", "he-IL", "fa-IR", "ar-SA", "th-TH", "ja-JP-u-ca-japanese", "zh-Hant-TW", "de-CH", "ur-PK"]:
    show(f"calendar {tag}", icu_c.calendar_type(icu_c.for_language_tag(tag)))

# Catalogs: %lld / %d of ar with its plural category (integer skeleton of the catalog's numbers).
for n in [0, 1, 2, 3, 10, 11, 99, 100]:
    category = icu_c.plural_category("ar", n)
    number = icu_c.format_number("precision-integer", "ar", str(n))
    show(f"ar {n}: category, number, xcstrings form", (category, number, f"{category} {number}"))
forms = {"few": "%d عناصر", "many": "%d عنصرًا"}
for n in [3, 11]:
    category = icu_c.plural_category("ar", n)
    number = icu_c.format_number("precision-integer", "ar", str(n))
    show(f"lproj ar %d items {n}", forms[category].replace("%d", number))

# BatchCommandTests id 3: date, ar, calendar islamic, dateStyle long, UTC.
show("batch id 3", icu_c.format_date("ar@calendar=islamic", DATE, icu_c.UDAT_LONG))
# FormatDispatcherFallbackTests: xx-SA, xx-IR, xx-TH dateStyle short, UTC.
for locale in ["xx_SA", "xx_IR", "xx_TH"]:
    show(f"date short {locale}", icu_c.format_date(locale, DATE, icu_c.UDAT_SHORT))
    show(f"calendar {locale}", icu_c.calendar_type(locale))
