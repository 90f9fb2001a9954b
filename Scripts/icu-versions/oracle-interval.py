"""ICU's date intervals for Tests/LocaleFormatTests/Date/DateIntervalFormatTests.swift.

Question: what does the running ICU answer for each row of
DateIntervalFormatCases.all, and does the table say so for its major? As
the library asks (oracle-interval.c, compiled by icutables.compile_oracle
against the running system's ICU): udtitvfmt_open + udtitvfmt_format for
skeletons; for styles, the skeleton of udat_toPattern (udatpg_getSkeleton),
udtitvfmt_formatToResult, and udat_format at the start when the result has
no span field; a case's calendar as the locale's @calendar keyword; default
locale root.

    /usr/bin/python3 Scripts/icu-versions/oracle-interval.py                  # ICU 72, the host
    Scripts/icu-versions/debian13.sh python3 Scripts/icu-versions/oracle-interval.py --json .build-debian13/interval.json
    /usr/bin/python3 Scripts/icu-versions/oracle-interval.py --apply .build-debian13/interval.json --old 72
"""

import os
import sys

sys.dont_write_bytecode = True  # nothing written into the checkout
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import icutables  # noqa: E402

PATH = "Tests/LocaleFormatTests/Date/DateIntervalFormatTests.swift"
STYLES = {".full": 0, ".long": 1, ".medium": 2, ".short": 3, ".none": -1}


def main():
    if "--apply" in sys.argv:
        return icutables.run(PATH, r"static let all", lambda row: row.items[-1], None)
    binary = icutables.compile_oracle("oracle-interval.c")

    def line(row):
        locale, calendar, zone, layout, start, end, _ = row.py()
        if calendar:
            locale = f"{locale}@calendar={calendar}"
        name, args = layout
        if name == ".skeleton":
            text = f"skeleton:{args[0]}"
        else:
            date, time = (STYLES[a] for a in args)
            text = f"styles:{date},{time}"
        return f"{locale}\t{zone}\t{text}\t{start}\t{end}"

    return icutables.run(PATH, r"static let all", lambda row: row.items[-1], None,
                         compute_all=lambda rows: icutables.batch(binary, [line(r) for r in rows]))


if __name__ == "__main__":
    sys.exit(1 if main() else 0)
