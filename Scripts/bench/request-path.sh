#!/usr/bin/env bash
# What an HTTP request costs through the service's own path, in process,
# counted in instructions (callgrind, deterministic on a shared machine):
# the request's bytes through one connection's real pipeline on an
# EmbeddedChannel (BenchRequests, the rows of `icufmt-bench --requests`),
# against the same requests as icufmt batch lines (Docs/Benchmarks.md,
# "The request path").
#
#   Scripts/bench/request-path.sh [kinds]     # builds floor-runner in release (a few minutes)
#   REQUEST_PATH_WORK=/tmp/rp Scripts/bench/request-path.sh date   # keep the runner and the callgrind files
#
# kinds: healthz date currency date-array-64 (all by default). With
# REQUEST_PATH_WORK, a runner built there before is used again.
#
# The runner is Scripts/bench/floor-runner.swift (`floor-runner <kind> <n>
# request|request-lines`), a package of its own built here: valgrind 3.19
# dies in icufmt's start (an async main parks its main thread in
# libdispatch's sigsuspend), and cannot read Swift 6.3's DWARF (stripped).
# Per request, as the difference of the whole program's instructions in two
# runs of n and 3n requests over 2n, so that start-up, the server's making
# and the first, checked request drop out (n = 1000; the array of 64 is
# counted per array and per element).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
kinds=${1:-healthz date currency date-array-64}
work=${REQUEST_PATH_WORK:-$(mktemp -d)}
mkdir -p "$work"
command -v valgrind >/dev/null || {
    echo "valgrind is not installed: apt-get install -y valgrind" >&2
    exit 2
}

# The runner: built once into $work.
. "$root/Scripts/bench/build-floor-runner.sh"

# The whole program's instructions in the callgrind file $1.
total() { awk '/^(summary|totals):/ { print $2; exit }' "$1"; }

# Instructions per request of kind $1, variant $2 (request: HTTP; request-lines:
# its batch lines), with n = $3.
per_request() {
    local kind=$1 variant=$2 n=$3 run name
    name=$kind-$variant
    for run in 1 3; do
        valgrind --tool=callgrind --callgrind-out-file="$work/$name-$run.out" \
            "$work/floor-runner" "$kind" $((n * run)) "$variant" >"$work/$name-$run.log" 2>&1 || {
            cat "$work/$name-$run.log" >&2
            exit 1
        }
    done
    echo $((($(total "$work/$name-3.out") - $(total "$work/$name-1.out")) / (2 * n)))
}

printf '%-14s %9s %9s %12s %9s\n' request requests HTTP "batch lines" "HTTP − lines"
for kind in $kinds; do
    n=1000 count=1
    [ "$kind" = date-array-64 ] && count=64
    http=$(per_request "$kind" request $n)
    if [ "$kind" = healthz ]; then
        printf '%-14s %9d %9d %12s %9s\n' "$kind" $count "$http" - -
        continue
    fi
    lines=$(per_request "$kind" request-lines $n)
    printf '%-14s %9d %9d %12d %9d\n' "$kind" $count "$http" "$lines" $((http - lines))
    if [ $count -gt 1 ]; then
        printf '%-14s %9s %9d %12d %9d\n' "  per element" "" $((http / count)) $((lines / count)) \
            $(((http - lines) / count))
    fi
done
