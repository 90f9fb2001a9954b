#!/usr/bin/env bash
# What an HTTP request costs through the service's own path, in process,
# counted in instructions (callgrind, deterministic on a shared machine):
# the request's bytes through one connection's real pipeline on an
# EmbeddedChannel (BenchRequests, the rows of `icufmt bench --requests`),
# against the same requests as icufmt batch lines (Docs/Benchmarks.md,
# "The request path").
#
#   Scripts/bench/request-path.sh [kinds]     # builds icufmt in release
#   ICUFMT=.build/release/icufmt REQUEST_PATH_WORK=/tmp/rp Scripts/bench/request-path.sh date
#
# kinds: healthz date currency date-array-64 (all by default). ICUFMT: a
# release icufmt to count (built here otherwise); REQUEST_PATH_WORK: where
# the stripped copy and the callgrind files go (kept).
#
# Per request, as the difference of the whole program's instructions in two
# runs of n and 3n requests over 2n (`icufmt bench --requests --kinds <kind>
# --runs <n> [--lines]`), so that start-up, the server's making and the first
# request's building drop out: n = 1000, and 100 for the array of 64 (whose
# figures are per array and per element).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
kinds=${1:-healthz date currency date-array-64}
work=${REQUEST_PATH_WORK:-$(mktemp -d)}
mkdir -p "$work"
command -v valgrind >/dev/null || {
    echo "valgrind is not installed: apt-get install -y valgrind" >&2
    exit 2
}
if [ -z "${ICUFMT:-}" ]; then
    swift build -c release --product icufmt --package-path "$root" >"$work/build.log" 2>&1 || {
        tail -20 "$work/build.log"
        exit 1
    }
    ICUFMT=$(swift build -c release --show-bin-path --package-path "$root")/icufmt
fi
# valgrind 3.19 cannot read Swift 6.3's DWARF: keep the symbols, drop -g.
cp "$ICUFMT" "$work/icufmt"
strip -g "$work/icufmt"

# The whole program's instructions in the callgrind file $1.
total() { awk '/^(summary|totals):/ { print $2; exit }' "$1"; }

# Instructions per request of kind $1 (HTTP; $2 --lines: its batch lines), with n = $3.
per_request() {
    local kind=$1 variant=$2 n=$3 run name
    name=$kind${variant:+-lines}
    for run in 1 3; do
        valgrind --tool=callgrind --callgrind-out-file="$work/$name-$run.out" \
            "$work/icufmt" bench --requests --kinds "$kind" --runs $((n * run)) $variant \
            >"$work/$name-$run.log" 2>&1 || {
            cat "$work/$name-$run.log" >&2
            exit 1
        }
    done
    echo $((($(total "$work/$name-3.out") - $(total "$work/$name-1.out")) / (2 * n)))
}

printf '%-14s %9s %9s %12s %9s\n' request requests HTTP "batch lines" "HTTP − lines"
for kind in $kinds; do
    n=1000 count=1
    [ "$kind" = date-array-64 ] && n=100 count=64
    http=$(per_request "$kind" "" $n)
    if [ "$kind" = healthz ]; then
        printf '%-14s %9d %9d %12s %9s\n' "$kind" $count "$http" - -
        continue
    fi
    lines=$(per_request "$kind" --lines $n)
    printf '%-14s %9d %9d %12d %9d\n' "$kind" $count "$http" "$lines" $((http - lines))
    if [ $count -gt 1 ]; then
        printf '%-14s %9s %9d %12d %9d\n' "  per element" "" $((http / count)) $((lines / count)) \
            $(((http - lines) / count))
    fi
done
