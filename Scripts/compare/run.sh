#!/usr/bin/env bash
# Compares `icufmt batch` (and a few subcommands) of two icufmt binaries,
# byte for byte, on the request lines of corpus.py: the check that a
# refactoring left the protocol's behaviour unchanged.
#
#   Scripts/compare/run.sh OLD_ICUFMT NEW_ICUFMT [WORK_DIR]
#
# Build the old binary from a worktree of the old commit (a debug build is
# enough: `swift build --product icufmt`). Exits 1 when any output differs.
set -euo pipefail
old=$1
new=$2
work=${3:-$(mktemp -d)}
root="$(cd "$(dirname "$0")/../.." && pwd)"
mkdir -p "$work"

python3 "$root/Scripts/compare/corpus.py" "$root" "$work/corpus.jsonl"
"$old" batch < "$work/corpus.jsonl" > "$work/batch-old.out"
"$new" batch < "$work/corpus.jsonl" > "$work/batch-new.out"

cli() {
    local bin=$1
    "$bin" date --locale es-ES --date-style full --time-style long --time-zone America/Los_Angeles 2015-08-07T17:29:32Z
    "$bin" date --locale en --date-style short notadate || echo "status $?"
    "$bin" date --locale en_US! --date-style short 0 || echo "status $?"
    "$bin" date --locale en 0 || echo "status $?"
    "$bin" locale ar-EG
    "$bin" locale en--US || echo "status $?"
    "$bin" currency --locale de-DE --currency EUR 12345678901234567.89
    "$bin" number --locale hi-IN 1234567
    "$bin" number --locale en abc || echo "status $?"
    "$bin" unit --locale en-US --unit meter --usage person-height 1.8
    "$bin" plural --locale ar 3
    "$bin" compare --locale sv ä z
    "$bin" message --locale ru '{count, plural, one {# день} few {# дня} many {# дней} other {# дня}}' count=5
    "$bin" message --locale en '{a' || echo "status $?"
    "$bin" case --locale tr --mode upper istanbul
    "$bin" negotiate --supported en,de,fr --default en 'de-CH, de;q=0.9, en;q=0.5'
    "$bin" sort-key --locale en abc
    printf 'zebra\nÄpfel\nchico\ncuna\napfel\n' | "$bin" sort --locales de,sv,es-u-co-trad
}
cli "$old" > "$work/cli-old.out" 2>&1
cli "$new" > "$work/cli-new.out" 2>&1

status=0
for kind in batch cli; do
    if cmp -s "$work/$kind-old.out" "$work/$kind-new.out"; then
        echo "$kind: identical ($(wc -l < "$work/$kind-old.out") lines)"
    else
        echo "$kind: DIFFERENT (diff $work/$kind-old.out $work/$kind-new.out)"
        status=1
    fi
done
echo "request lines: $(wc -l < "$work/corpus.jsonl"), in $work"
exit $status
