"""ICU's dates for Tests/LocaleFormatTests/Date/DateFormatTests.swift (the
full date across locales, every calendar) and DateFormatLayoutTests.swift
(best patterns for skeletons), through PyICU.

Question: what does the running ICU answer for each row, and does the
table say so for its major? As the library asks: a date style through
DateFormat.createDateInstance (udat_open) in UTC, the case's calendar as the
locale's @calendar keyword; a skeleton through
DateTimePatternGenerator.getBestPattern and a SimpleDateFormat of that
pattern in UTC; default locale root.

    /usr/bin/python3 Scripts/icu-versions/oracle-date.py                  # ICU 72, the host
    Scripts/icu-versions/debian13.sh python3 Scripts/icu-versions/oracle-date.py --json .build-debian13/date.json
    /usr/bin/python3 Scripts/icu-versions/oracle-date.py --apply .build-debian13/date.json --old 72
"""

import os
import sys

sys.dont_write_bytecode = True  # nothing written into the checkout
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import icutables  # noqa: E402

STYLES = "Tests/LocaleFormatTests/Date/DateFormatTests.swift"
LAYOUTS = "Tests/LocaleFormatTests/Date/DateFormatLayoutTests.swift"
AUGUST_SEVENTH = 1438968572.0  # 2015-08-07T17:29:32Z, in PyICU's seconds
NEW_YEAR_2019 = 1546300800.0  # 2019-01-01T00:00:00Z


def locale(tag, calendar=None):
    import icu

    loc = icu.Locale.forLanguageTag(tag) if "-" in tag else icu.Locale(tag)
    if calendar:
        loc = icu.Locale(f"{loc.getName()}@calendar={calendar}")
    return loc


def styled(tag, seconds, style, calendar=None):
    import icu

    f = icu.DateFormat.createDateInstance(style, locale(tag, calendar))
    f.setTimeZone(icu.TimeZone.createTimeZone("UTC"))
    return f.format(seconds)


def main():
    import icu

    full, long = icu.DateFormat.kFull, icu.DateFormat.kLong
    bad = icutables.run(
        STYLES, r"// locale, full date of 2015-08-07", lambda row: row.items[-1],
        lambda row: styled(row.py()[0], AUGUST_SEVENTH, full), tag="full")
    bad += icutables.run(
        STYLES, r'\("en", "islamic-umalqura"', lambda row: row.items[-1],
        lambda row: styled(row.py()[0], NEW_YEAR_2019, long, row.py()[1]), tag="calendars")

    def skeleton(row):
        tag, skel, pattern, _ = row.py()
        best = icu.DateTimePatternGenerator.createInstance(locale(tag)).getBestPattern(skel)
        assert best == pattern, (tag, skel, best, pattern)
        f = icu.SimpleDateFormat(best, locale(tag))
        f.setTimeZone(icu.TimeZone.createTimeZone("UTC"))
        return f.format(AUGUST_SEVENTH)

    bad += icutables.run(LAYOUTS, r"// locale, skeleton, best pattern", lambda row: row.items[-1], skeleton,
                         tag="skeletons")
    return bad


if __name__ == "__main__":
    sys.exit(1 if main() else 0)
