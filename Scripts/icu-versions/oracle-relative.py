"""ICU's relative times for Tests/LocaleFormatTests/Relative/RelativeTimeFormatTests.swift.

Question: what does the running ICU's ureldatefmt_formatNumeric /
ureldatefmt_format answer for each row of RelativeTimeFormatCases.all
(ureldatefmt_open(locale, NULL, width, no capitalization), default locale
root, the value through strtod), and does the table say so for its major?
Through oracle-relative.c (compiled by icutables.compile_oracle against the
running system's ICU).

    /usr/bin/python3 Scripts/icu-versions/oracle-relative.py                  # ICU 72, the host
    Scripts/icu-versions/debian13.sh python3 Scripts/icu-versions/oracle-relative.py --json .build-debian13/relative.json
    /usr/bin/python3 Scripts/icu-versions/oracle-relative.py --apply .build-debian13/relative.json --old 72
"""

import os
import sys

sys.dont_write_bytecode = True  # nothing written into the checkout
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import icutables  # noqa: E402

PATH = "Tests/LocaleFormatTests/Relative/RelativeTimeFormatTests.swift"
WIDTHS = {".long": 0, ".short": 1, ".narrow": 2}
UNITS = ["year", "quarter", "month", "week", "day", "hour", "minute", "second", "sunday", "monday", "tuesday",
         "wednesday", "thursday", "friday", "saturday"]


def main():
    if "--apply" in sys.argv:
        return icutables.run(PATH, r"static let all", lambda row: row.items[-1], None)
    binary = icutables.compile_oracle("oracle-relative.c")

    def line(row):
        locale, width, unit, value, numeric, _ = row.py()
        return f"{locale}\t{WIDTHS[width]}\t{UNITS.index(unit[1:])}\t{value}\t{1 if numeric == '.always' else 0}"

    return icutables.run(PATH, r"static let all", lambda row: row.items[-1], None,
                         compute_all=lambda rows: icutables.batch(binary, [line(r) for r in rows]))


if __name__ == "__main__":
    sys.exit(1 if main() else 0)
