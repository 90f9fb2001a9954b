#!/usr/bin/env bash
# The independent corpus of the `string` op: catalogs and requests written
# by corpus.py, answered by its reference (Docs/Catalogs.md's rules, with
# ICU's plural rules, numbers and language matching through icu-oracle.cpp)
# and by `icufmt batch --catalog`, compared by compare.py.
#
#   Scripts/strings-corpus/run.sh ICUFMT [WORK_DIR] [COUNT] [SEED]
#
# LOCALEFORMAT_REAL_CATALOGS adds requests over the real `.xcstrings` there.
# Exits 1 when fewer than 99 % of the answers are exact.
set -euo pipefail
icufmt=$1
work=${2:-$(mktemp -d)}
count=${3:-6000}
seed=${4:-1}
here="$(cd "$(dirname "$0")" && pwd)"
mkdir -p "$work"
python3 "$here/corpus.py" "$work" "$count" "$seed"
flags=()
while read -r catalog; do flags+=(--catalog "$catalog"); done < "$work/catalogs.txt"
"$icufmt" batch "${flags[@]}" < "$work/requests.jsonl" > "$work/answers.jsonl"
python3 "$here/compare.py" "$work"
