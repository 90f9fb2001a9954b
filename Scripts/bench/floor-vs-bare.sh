#!/usr/bin/env bash
# What a floor costs over the bare ICU call, counted in instructions
# (callgrind, deterministic on a shared machine), per kind of the benchmark
# table (Docs/Benchmarks.md, "The floor").
#
#   swift build -c release --product icufmt
#   Scripts/bench/floor-vs-bare.sh [path/to/icufmt] [kinds]
#
# bare:  bare-icu.cpp, a C++ loop of the ICU call(s) the library makes, on
#        the same inputs, output written as UTF-8 (no Swift String).
# floor: the floor's function in `icufmt bench` (the C call, plus the
#        conversion of its UTF-8 to a String the library pays), inclusive.
# Both per call, as the difference of two runs of n and 3n calls, so that
# opening and the first call's lazy loading drop out. Works for floors that
# are functions of their own: LocaleFormatBenchmarkSupport's (*Floor.string(),
# CollatorFloor.compare()) and the library's former ICUBenchmarkFloor.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
icufmt=${1:-$root/.build/release/icufmt}
kinds=${2:-date compare message case number currency unit plural}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# valgrind 3.19 cannot read Swift 6.3's DWARF: keep the symbols, drop -g.
cp "$icufmt" "$work/icufmt"
strip -g "$work/icufmt"
c++ -O2 "$root/Scripts/bench/bare-icu.cpp" $(pkg-config --cflags --libs icu-i18n) -o "$work/bare-icu"

# Inclusive instructions of the functions whose (demangled) name matches $2
# in the callgrind file $1, summed.
inclusive() {
    callgrind_annotate --inclusive=yes --threshold=100 "$1" 2>/dev/null | swift demangle --simplified |
        grep -E "$2" | awk '{ gsub(",", "", $1); sum += $1 } END { print sum + 0 }'
}

# The floor function of a kind, new or former.
floor_pattern() {
    case $1 in
    date) echo 'DateFloor\.string\(\)|ICUBenchmarkFloor\.Date\.string\(' ;;
    compare) echo 'CollatorFloor\.compare\(\)|ICUBenchmarkFloor\.Collator\.compare\(' ;;
    message) echo 'MessageFloor\.string\(\)|ICUBenchmarkFloor\.Message\.format\(' ;;
    case) echo 'CaseMapFloor\.string\(\)|ICUBenchmarkFloor\.CaseMap\.uppercased\(' ;;
    number | currency | unit) echo 'NumberFloor\.string\(\)|ICUBenchmarkFloor\.Number\.string\(' ;;
    plural) echo 'PluralFloor\.string\(\)|ICUBenchmarkFloor\.Plural\.keyword\(' ;;
    esac
}

# bare-icu runs n/10 calls of date and message (n otherwise), after a tenth as many.
n=1000
for run in 1 3; do
    valgrind --tool=callgrind --callgrind-out-file="$work/bare-$run.out" "$work/bare-icu" $((n * run)) >/dev/null 2>&1
done

printf '%-9s %12s %12s %8s\n' kind "bare Ir" "floor Ir" floor/bare
for kind in $kinds; do
    calls=$((n + n / 10))
    case $kind in date | message) calls=$((n / 10 + n / 100)) ;; esac
    bare1=$(inclusive "$work/bare-1.out" "bare_$kind\(")
    bare3=$(inclusive "$work/bare-3.out" "bare_$kind\(")
    bare=$(((bare3 - bare1) / (2 * calls)))

    # icufmt bench calls the floor once to check it, then n to warm up and
    # n timed (--iterations n --repetitions 1).
    iterations=$((n / 2))
    case $kind in date | message) iterations=$((n / 20)) ;; esac
    for run in 1 3; do
        valgrind --tool=callgrind --callgrind-out-file="$work/floor-$kind-$run.out" \
            "$work/icufmt" bench --kinds "$kind" --iterations $((iterations * run)) --repetitions 1 >/dev/null 2>&1
    done
    floor1=$(inclusive "$work/floor-$kind-1.out" "$(floor_pattern "$kind")")
    floor3=$(inclusive "$work/floor-$kind-3.out" "$(floor_pattern "$kind")")
    floor=$(((floor3 - floor1) / (2 * 2 * iterations)))
    ratio=$(awk -v f="$floor" -v b="$bare" 'BEGIN { if (b > 0) printf "%.2f", f / b; else print "-" }')
    printf '%-9s %12d %12d %7s×\n' "$kind" "$bare" "$floor" "$ratio"
done
