"""ICU's units for Tests/LocaleFormatTests/Number/UnitFormatTests.swift (the
units and usages tables), through PyICU.

Question: what does the running ICU answer for each row, and does the
table say so for its major? As the library asks:
NumberFormatter.forSkeleton("unit/UNIT [unit-width-…] [usage/USAGE]")
.locale(locale).formatDecimal(value); default locale root.

    /usr/bin/python3 Scripts/icu-versions/oracle-unit.py                  # ICU 72, the host
    Scripts/icu-versions/debian13.sh python3 Scripts/icu-versions/oracle-unit.py --json .build-debian13/unit.json
    /usr/bin/python3 Scripts/icu-versions/oracle-unit.py --apply .build-debian13/unit.json --old 72
"""

import os
import sys

sys.dont_write_bytecode = True  # nothing written into the checkout
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import icutables  # noqa: E402

PATH = "Tests/LocaleFormatTests/Number/UnitFormatTests.swift"
WIDTHS = {"UnitFormat.Width.short": "", ".short": "", ".long": " unit-width-full-name",
          ".narrow": " unit-width-narrow"}


def formatted(skeleton, tag, value):
    import icu

    loc = icu.Locale.forLanguageTag(tag) if "-" in tag else icu.Locale(tag)
    return icu.NumberFormatter.forSkeleton(skeleton).locale(loc).formatDecimal(value.encode())


def main():
    def unit(row):
        tag, name, width, value, _ = row.py()
        return formatted(f"unit/{name}{WIDTHS[width]}", tag, value)

    def usage(row):
        tag, name, use, value, _ = row.py()
        return formatted(f"unit/{name} usage/{use}", tag, value)

    bad = icutables.run(PATH, r'\("en", "kilometer-per-hour", UnitFormat', lambda row: row.items[-1], unit,
                        tag="units")
    bad += icutables.run(PATH, r'\("en-US", "meter", "person-height"', lambda row: row.items[-1], usage,
                         tag="usages")
    return bad


if __name__ == "__main__":
    sys.exit(1 if main() else 0)
