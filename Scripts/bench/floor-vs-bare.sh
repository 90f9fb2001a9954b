#!/usr/bin/env bash
# What a floor costs over the bare ICU call, counted in instructions
# (callgrind, deterministic on a shared machine), per kind of the benchmark
# table (Docs/Benchmarks.md, "The floor").
#
#   Scripts/bench/floor-vs-bare.sh [kinds]      # builds a small runner in release (a few minutes)
#
# bare:  bare-icu.cpp, a C++ loop of the ICU call(s) the library makes, on
#        the same inputs, output written as UTF-8 (no Swift String).
# C call: the floor's call into CBenchmarkFloors (the bare call and
#        u_strToUTF8, as the shim makes them), inclusive.
# floor: the floor's function (*Floor.string(), CollatorFloor.compare()),
#        inclusive: the C call plus the conversion to a String the library
#        pays too (String(decoding:as:), which validates the UTF-8 and
#        allocates above 15 bytes), run by floor-runner.swift (a package of its own, built here:
#        valgrind 3.19 dies reading icufmt's symbols).
# Both per call, as the difference of two runs of n and 3n calls, so that
# opening and the first call's lazy loading drop out.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
kinds=${1:-date compare message case number currency unit plural}
work=${FLOOR_VS_BARE_WORK:-$(mktemp -d)}

c++ -O2 "$root/Scripts/bench/bare-icu.cpp" $(pkg-config --cflags --libs icu-i18n) -o "$work/bare-icu"

# The runner: built once into $work.
. "$root/Scripts/bench/build-floor-runner.sh"

# Inclusive instructions of the functions whose (demangled) name matches $2
# in the callgrind file $1, summed.
inclusive() {
    { callgrind_annotate --inclusive=yes --threshold=100 "$1" 2>/dev/null || true; } |
        swift demangle --simplified | { grep -E "$2" || true; } |
        awk '{ gsub(",", "", $1); sum += $1 } END { print sum + 0 }'
}

# The floor function of a kind.
floor_pattern() {
    case $1 in
    date) echo 'DateFloor\.string\(\)' ;;
    compare) echo 'CollatorFloor\.compare\(\)' ;;
    message) echo 'MessageFloor\.string\(\)' ;;
    case) echo 'CaseMapFloor\.string\(\)' ;;
    number | currency | unit) echo 'NumberFloor\.string\(\)' ;;
    plural) echo 'PluralFloor\.string\(\)' ;;
    esac
}

# The floors' calls into CBenchmarkFloors (not their opening).
c_calls='benchfloor_(udat_format|ucol_strcoll_utf8|msgfmt_format|ucasemap_utf8_to_upper|unumf_format_decimal|uplrules_select_decimal) '

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }'; }

# bare-icu runs n/10 calls of date and message (n otherwise), after a tenth as many.
n=1000
for run in 1 3; do
    valgrind --tool=callgrind --callgrind-out-file="$work/bare-$run.out" "$work/bare-icu" $((n * run)) >/dev/null 2>&1
done

printf '%-9s %8s %8s %8s %7s %7s\n' kind bare "C call" floor C/bare floor/bare
for kind in $kinds; do
    calls=$((n + n / 10))
    case $kind in date | message) calls=$((n / 10 + n / 100)) ;; esac
    bare1=$(inclusive "$work/bare-1.out" "bare_$kind\(")
    bare3=$(inclusive "$work/bare-3.out" "bare_$kind\(")
    bare=$(((bare3 - bare1) / (2 * calls)))

    for run in 1 3; do
        valgrind --tool=callgrind --callgrind-out-file="$work/floor-$kind-$run.out" \
            "$work/floor-runner" "$kind" $((calls * run)) >/dev/null 2>&1
    done
    floor1=$(inclusive "$work/floor-$kind-1.out" "$(floor_pattern "$kind")")
    floor3=$(inclusive "$work/floor-$kind-3.out" "$(floor_pattern "$kind")")
    floor=$(((floor3 - floor1) / (2 * calls)))
    call1=$(inclusive "$work/floor-$kind-1.out" "$c_calls")
    call3=$(inclusive "$work/floor-$kind-3.out" "$c_calls")
    call=$(((call3 - call1) / (2 * calls)))
    printf '%-9s %8d %8d %8d %6s× %9s×\n' "$kind" "$bare" "$call" "$floor" "$(ratio "$call" "$bare")" \
        "$(ratio "$floor" "$bare")"
done
