"""ICU's own short dates for FormattersTests.inventedLocalesShareTheFormattersOfTheirData.

Prints the set of texts ICU gives for the test's 3,000 invented tags
("qaa-x-0", "qab-x-1", ..., "de-x-2", ...): a short date of
2015-08-07T17:29:32Z in UTC, ICU's default locale pinned to root as the
library pins it. Run with the ICU of each major: python3-icu on the host
(Debian 12, ICU 72) and in the Debian 13 root (Scripts/icu-versions/debian13.sh).
"""
import icu

icu.Locale.setDefault(icu.Locale("root"))
letters = "abcdefghijklmnopqrstuvwxyz"
utc = icu.TimeZone.createTimeZone("UTC")
texts = set()
for i in range(3000):
    language = "de" if i % 3 == 2 else "q" + letters[(i // 26) % 26] + letters[i % 26]
    locale = icu.Locale.forLanguageTag(f"{language}-x-{i}")
    f = icu.DateFormat.createDateInstance(icu.DateFormat.SHORT, locale)
    f.setTimeZone(utc)
    texts.add(f.format(1438968572.0))  # PyICU takes seconds
print(icu.ICU_VERSION, sorted(texts))
