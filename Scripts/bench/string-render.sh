#!/usr/bin/env bash
# What rendering a catalog sentence costs against its floor, counted in
# instructions (callgrind, deterministic on a shared machine): the `string`
# row of the benchmark table (Docs/Benchmarks.md, "A sentence from a
# catalog"), "%lld items" in Russian with 1234.
#
#   Scripts/bench/string-render.sh            # builds the floor runner in release (a few minutes)
#
# floor:  StringFloor.string(): a held plural-rules select, a held number
#         format, the sentence put together (floor-runner string N floor).
# cached: Catalog.render(key:languages:arguments:) on the loaded catalog,
#         everything a caller pays (floor-runner string N cached).
# Each per call, as the difference of whole-program instructions of runs of
# n and 3n calls, so that loading, opening and the first call drop out.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
work=${FLOOR_VS_BARE_WORK:-$(mktemp -d)}
. "$root/Scripts/bench/build-floor-runner.sh"

total() {
    callgrind_annotate "$1" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1; exit }'
}

n=2000
per_call() {
    local variant=$1 a b
    for run in 1 3; do
        valgrind --tool=callgrind --callgrind-out-file="$work/string-$variant-$run.out" \
            "$work/floor-runner" string $((n * run)) "$variant" >/dev/null 2>&1
    done
    a=$(total "$work/string-$variant-1.out")
    b=$(total "$work/string-$variant-3.out")
    echo $(((b - a) / (2 * n)))
}

floor=$(per_call floor)
cached=$(per_call cached)
printf '%-8s %8s\n' variant "instr/call"
printf '%-8s %8d\n' floor "$floor" cached "$cached"
awk -v a="$cached" -v b="$floor" 'BEGIN { printf "cached/floor %.2f×\n", a / b }'
