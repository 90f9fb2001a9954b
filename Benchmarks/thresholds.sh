#!/usr/bin/env bash
# Checked-in p90 thresholds of allocations (mallocCountTotal) for our own
# code paths: every cache hit allocates nothing, and a cached call allocates
# no more than the raw ICU call (the floor) does (a compiled date: one block
# against the floor's five to nine). Wall time is not gated: it
# is not stable on shared machines (Docs/Benchmarks.md).
#
#   ./thresholds.sh check     # run the gated benchmarks, fail on a regression
#   ./thresholds.sh update    # re-record after an intended change
#
# package-benchmark 1.38 writes threshold files with "/" in benchmark names
# turned into "_", but reads them back under the raw name (a path with
# folders); `update` moves the files to where `check` looks.
set -euo pipefail
cd "$(dirname "$0")"
filters=(--filter 'cache/hit/.*' --filter '.*/cached' --filter '.*/floor')

case "${1:-check}" in
update)
    rm -rf Thresholds
    swift package --allow-writing-to-package-directory benchmark thresholds update \
        --no-progress --metric mallocCountTotal "${filters[@]}"
    for file in Thresholds/LocaleFormatBenchmarks.*.p90.json; do
        name=${file#Thresholds/LocaleFormatBenchmarks.}
        name=${name%.p90.json}
        target="Thresholds/LocaleFormatBenchmarks.${name//_//}.p90.json"
        mkdir -p "$(dirname "$target")"
        mv "$file" "$target"
    done
    find Thresholds -name '*.p90.json' | sort
    ;;
check)
    swift package benchmark thresholds check --no-progress --metric mallocCountTotal "${filters[@]}"
    ;;
*)
    echo "usage: $0 [check|update]" >&2
    exit 2
    ;;
esac
