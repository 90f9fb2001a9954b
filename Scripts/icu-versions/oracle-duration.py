"""ICU's durations for Tests/LocaleFormatTests/Duration/DurationFormatTests.swift.

Question: what does the running ICU's MeasureFormat(locale, width)
.formatMeasures answer for each row of DurationFormatCases.all (default
locale root, amounts as decimals), and does the table say so for its major?
Through oracle-duration.cpp (compiled by icutables.compile_oracle against
the running system's ICU), since PyICU before 2.14 cannot open a
MeasureFormat.

    /usr/bin/python3 Scripts/icu-versions/oracle-duration.py                  # ICU 72, the host
    Scripts/icu-versions/debian13.sh python3 Scripts/icu-versions/oracle-duration.py --json .build-debian13/duration.json
    /usr/bin/python3 Scripts/icu-versions/oracle-duration.py --apply .build-debian13/duration.json --old 72
"""

import os
import sys

sys.dont_write_bytecode = True  # nothing written into the checkout
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import icutables  # noqa: E402

PATH = "Tests/LocaleFormatTests/Duration/DurationFormatTests.swift"
WIDTHS = {".long": 0, ".short": 1, ".narrow": 2, ".numeric": 3}
UNITS = ["years", "months", "weeks", "days", "hours", "minutes", "seconds", "milliseconds", "microseconds",
         "nanoseconds"]


def main():
    if "--apply" in sys.argv:
        return icutables.run(PATH, r"static let all", lambda row: row.items[-1], None)
    binary = icutables.compile_oracle("oracle-duration.cpp")

    def line(row):
        locale, width, amounts, _ = row.py()
        # Largest unit first, as the library orders them.
        units = sorted(amounts, key=lambda u: UNITS.index(u[1:]))
        return f"{locale}\t{WIDTHS[width]}\t" + " ".join(f"{u[1:-1]}={amounts[u]}" for u in units)

    return icutables.run(PATH, r"static let all", lambda row: row.items[-1], None,
                         compute_all=lambda rows: icutables.batch(binary, [line(r) for r in rows]))


if __name__ == "__main__":
    sys.exit(1 if main() else 0)
