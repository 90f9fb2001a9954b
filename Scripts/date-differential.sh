#!/usr/bin/env bash
# The compiled date path against ICU's udat_format on many seeded random
# cases (Tests/LocaleFormatTests/Date/CompiledDateDifferentialTests.swift):
# ten million by default, which takes about ten minutes on two cores.
# Not run by CI, whose `swift test` runs the same test on 200,000 cases
# (in eight shards, as here).
#
#   Scripts/date-differential.sh [cases] [seed]
#
# Prints the case count, the mismatches (must be 0, else the first ones
# with what it takes to reproduce them) and the share of cases the compiled
# path serves, by calendar. Docs/DatePath.md records the last run.
set -euo pipefail
cd "$(dirname "$0")/.."

cases=${1:-10000000}
seed=${2:-3665739998}

export LOCALEFORMAT_CORE_ONLY=1
swift build --build-tests
LOCALEFORMAT_DATE_CASES=$cases LOCALEFORMAT_DATE_SEED=$seed \
    swift test --skip-build --parallel --filter CompiledDateDifferentialTests 2>&1 |
    grep -v '^↳ ///'
