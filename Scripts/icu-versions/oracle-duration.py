"""ICU's durations for Tests/LocaleFormatTests/Duration/DurationFormatTests.swift.

Question: what does the running ICU's MeasureFormat(locale, width)
.formatMeasures answer for each row of DurationFormatCases.all (default
locale root, amounts as decimals), and does the table say so for its major?
Through oracle-duration.cpp (compiled here with the C++ compiler on PATH
against the running system's ICU), since PyICU before 2.14 cannot open a
MeasureFormat.

    /usr/bin/python3 Scripts/icu-versions/oracle-duration.py                  # ICU 72, the host
    Scripts/icu-versions/debian13.sh python3 Scripts/icu-versions/oracle-duration.py --json .build-debian13/duration.json
    /usr/bin/python3 Scripts/icu-versions/oracle-duration.py --apply .build-debian13/duration.json --old 72
"""

import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import icutables  # noqa: E402

PATH = "Tests/LocaleFormatTests/Duration/DurationFormatTests.swift"
WIDTHS = {".long": 0, ".short": 1, ".narrow": 2, ".numeric": 3}
UNITS = ["years", "months", "weeks", "days", "hours", "minutes", "seconds", "milliseconds", "microseconds",
         "nanoseconds"]


def oracle_binary():
    import icu

    here = os.path.dirname(os.path.abspath(__file__))
    binary = os.path.join(tempfile.gettempdir(), f"oracle-duration-icu{icu.ICU_VERSION}")
    compiler = shutil.which("c++") or shutil.which("clang++")
    subprocess.run([compiler, "-std=c++17", "-O0", "-o", binary, os.path.join(here, "oracle-duration.cpp"),
                    "-licui18n", "-licuuc", "-licudata"], check=True)
    return binary


def main():
    if "--apply" in sys.argv:
        return icutables.run(PATH, r"static let all", lambda row: row.items[-1], None)
    binary = oracle_binary()

    def compute(row):
        locale, width, amounts, _ = row.py()
        # Largest unit first, as the library orders them.
        units = sorted(amounts, key=lambda u: UNITS.index(u[1:]))
        line = f"{locale}\t{WIDTHS[width]}\t" + " ".join(f"{u[1:-1]}={amounts[u]}" for u in units)
        out = subprocess.run([binary], input=line + "\n", capture_output=True, text=True, check=True).stdout
        return out[:-1]

    return icutables.run(PATH, r"static let all", lambda row: row.items[-1], compute)


if __name__ == "__main__":
    sys.exit(1 if main() else 0)
