#!/usr/bin/env bash
# Builds the libFuzzer targets of Fuzz/ once and runs each for a fixed time
# (Docs/Fuzzing.md).
#
#   Scripts/fuzz/run.sh all 600          # every target for ten minutes, one at a time
#   Scripts/fuzz/run.sh all 600 2        # two targets at a time (one core each)
#   Scripts/fuzz/run.sh FuzzDecimal 60   # one target for a minute
#   Scripts/fuzz/run.sh all 15           # the short run of CI
#
# Arguments: target (a name from Fuzz/Package.swift, or `all`), seconds per
# target (default 60), targets run at once (default 1).
# Environment: FUZZ_CONFIG=release builds optimized (default debug, which
# keeps Swift's assertions); FUZZ_SKIP_BUILD=1 reuses the last build;
# FUZZ_ARGS adds libFuzzer flags (FUZZ_ARGS='-seed=1 -runs=1000').
#
# Inputs that crash, time out or run out of memory land in
# Fuzz/Crashes/<Target>/ (not checked in). The corpus that grows while
# fuzzing lives in Fuzz/.build/fuzz/<Target>/corpus; Fuzz/Corpus/<Target>/
# holds the checked-in seeds and is only read. Exits non-zero when any target
# found something.
set -euo pipefail
cd "$(dirname "$0")/../.."

# One executable per folder of Fuzz/Sources.
mapfile -t ALL < <(ls Fuzz/Sources)
target=${1:-all}
seconds=${2:-60}
jobs=${3:-1}
config=${FUZZ_CONFIG:-debug}

if [ "${target}" = all ]; then
    targets=("${ALL[@]}")
elif [[ " ${ALL[*]} " == *" ${target} "* ]]; then
    targets=("${target}")
else
    echo "unknown target ${target}; the targets are: all ${ALL[*]}" >&2
    exit 2
fi

# `--sanitize fuzzer` makes SwiftPM link libFuzzer's main instead of the
# executable's own entry point, and instruments the C shim. The Swift driver
# keeps only the last -sanitize= flag it is given, so the Swift code gets
# fuzzer and address together through -Xswiftc.
build=(swift build -c "${config}" --package-path Fuzz
    --sanitize fuzzer --sanitize address -Xswiftc -sanitize=fuzzer,address)
if [ "${FUZZ_SKIP_BUILD:-0}" != 1 ]; then
    "${build[@]}"
fi
bin="$("${build[@]}" --show-bin-path)"

# Longest input per target: a protocol line of 4 KiB holds every op with
# room to spare; the other targets take one short string.
max_len() {
    case "$1" in
        FuzzRequest) echo 4096 ;;
        FuzzMessage) echo 1024 ;;
        *) echo 256 ;;
    esac
}

# Swift's crash backtracer reads the stack of the crashed thread from another
# thread, which AddressSanitizer reports as a stack-buffer-underflow of its
# own: leave crash reports to libFuzzer and ASan.
export SWIFT_BACKTRACE=enable=no

run_one() {
    local name=$1
    local work="Fuzz/.build/fuzz/${name}"
    local crashes="Fuzz/Crashes/${name}"
    mkdir -p "${work}/corpus" "${crashes}"
    local dict=()
    [ -f "Fuzz/Dictionaries/${name}.dict" ] && dict=("-dict=Fuzz/Dictionaries/${name}.dict")
    # shellcheck disable=SC2086
    "${bin}/${name}" "${work}/corpus" "Fuzz/Corpus/${name}" "${dict[@]}" \
        -max_total_time="${seconds}" -max_len="$(max_len "${name}")" -timeout=10 -rss_limit_mb=2048 \
        -artifact_prefix="${crashes}/" -print_final_stats=1 ${FUZZ_ARGS:-} \
        > "${work}/log" 2>&1
}

summary() {
    local name=$1 status=$2
    local log="Fuzz/.build/fuzz/${name}/log"
    local runs speed cov ft found
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "${log}" | tail -1)
    speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "${log}" | tail -1)
    cov=$({ grep -oE 'cov: [0-9]+' "${log}" || true; } | tail -1 | cut -d' ' -f2)
    ft=$({ grep -oE 'ft: [0-9]+' "${log}" || true; } | tail -1 | cut -d' ' -f2)
    found=$({ grep -oE 'Test unit written to [^ ]+' "${log}" || true; } | sed 's/.*written to //' | tr '\n' ' ')
    printf '%-16s %6ss %12s %8s %7s %7s  %s\n' "${name}" "${seconds}" "${runs:--}" "${speed:--}" "${cov:--}" \
        "${ft:--}" "${found:-$([ "${status}" = 0 ] && echo none || echo "exit ${status}, see ${log}")}"
}

declare -A status
pending=("${targets[@]}")
while [ ${#pending[@]} -gt 0 ]; do
    batch=("${pending[@]:0:${jobs}}")
    pending=("${pending[@]:${jobs}}")
    pids=()
    for name in "${batch[@]}"; do
        echo "fuzzing ${name} for ${seconds} s (log: Fuzz/.build/fuzz/${name}/log)"
        run_one "${name}" &
        pids+=($!)
    done
    for i in "${!batch[@]}"; do
        if wait "${pids[$i]}"; then status[${batch[$i]}]=0; else status[${batch[$i]}]=$?; fi
    done
done

printf '\n%-16s %7s %12s %8s %7s %7s  %s\n' target time executions exec/s cov ft findings
failed=0
for name in "${targets[@]}"; do
    summary "${name}" "${status[${name}]}"
    [ "${status[${name}]}" = 0 ] || failed=1
done
exit "${failed}"
