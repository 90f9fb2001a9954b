#!/usr/bin/env bash
# Builds the libFuzzer targets of Fuzz/ once and runs each, either for a
# fixed time with a random seed (exploring), or for a fixed number of runs
# with a fixed seed over the checked-in corpora only (deterministic: CI).
# Docs/Fuzzing.md has the targets and their invariants.
#
#   Scripts/fuzz/run.sh all 600            # every target for ten minutes, one at a time
#   Scripts/fuzz/run.sh all 600 2          # two targets at a time (one core each)
#   Scripts/fuzz/run.sh FuzzDecimal 60     # one target for a minute
#   Scripts/fuzz/run.sh all ci 2           # CI: fixed seed and runs, same result every time
#
# Arguments: target (a name from Fuzz/Package.swift, or `all`), seconds per
# target (default 60) or `ci`, targets run at once (default 1).
# Environment: FUZZ_CONFIG=release builds optimized (default debug, which
# keeps Swift's assertions); FUZZ_SKIP_BUILD=1 reuses the last build;
# FUZZ_ARGS adds libFuzzer flags (FUZZ_ARGS='-seed=1'); FUZZ_SEED sets the
# seed of a `ci` run (default 1) and FUZZ_RUNS_SCALE multiplies its runs.
#
# A timed run grows its corpus in Fuzz/.build/fuzz/<Target>/corpus and reuses
# it next time, so each run starts where the last one stopped. A `ci` run
# starts from Fuzz/Corpus/<Target>/ alone (an empty corpus directory of its
# own), with `-seed` and `-runs`, without comparison tracing, corpus
# reloads or address randomization, and Swift's hashing made deterministic
# (SWIFT_DETERMINISTIC_HASHING): the same tree gives the same executions,
# coverage and findings on every machine, so a submission fails only for
# what it changed. Fuzz/Corpus/<Target>/ holds the checked-in seeds and is
# only read; add what a timed run finds there as regression inputs.
#
# Inputs that crash, time out or run out of memory land in
# Fuzz/Crashes/<Target>/ (not checked in). Exits non-zero when any target
# found something.
set -euo pipefail
cd "$(dirname "$0")/../.."

# One executable per folder of Fuzz/Sources.
mapfile -t ALL < <(ls Fuzz/Sources)
target=${1:-all}
seconds=${2:-60}
jobs=${3:-1}
deterministic=0
if [ "${seconds}" = ci ]; then
    deterministic=1
    export SWIFT_DETERMINISTIC_HASHING=1
elif ! [[ "${seconds}" =~ ^[0-9]+$ ]]; then
    echo "the second argument is seconds per target or ci, not ${seconds}" >&2
    exit 2
fi
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

# Runs per target of a `ci` run: about 15 s each in a debug build on one
# core of the CI machine (Docs/Fuzzing.md has the measured rates).
ci_runs() {
    local runs
    case "$1" in
        FuzzRequest) runs=60000 ;;
        FuzzLocale) runs=18000 ;;
        FuzzISO8601) runs=400000 ;;
        FuzzDecimal) runs=250000 ;;
        FuzzDatePattern) runs=30000 ;;
        FuzzMessage) runs=40000 ;;
        FuzzStringsFile) runs=500 ;;
        FuzzXCStrings) runs=2500 ;;
        *) runs=10000 ;;
    esac
    echo $((runs * ${FUZZ_RUNS_SCALE:-1}))
}

# Longest input per target: a protocol line of 4 KiB holds every op with
# room to spare, and a catalog file of 4 KiB a few dozen entries; the other
# targets take one short string.
max_len() {
    case "$1" in
        FuzzRequest) echo 4096 ;;
        FuzzMessage) echo 1024 ;;
        FuzzStringsFile | FuzzXCStrings) echo 4096 ;;
        *) echo 256 ;;
    esac
}

# Swift's crash backtracer reads the stack of the crashed thread from another
# thread, which AddressSanitizer reports as a stack-buffer-underflow of its
# own: leave crash reports to libFuzzer and ASan.
export SWIFT_BACKTRACE=enable=no
# Foundation's own leaks (Fuzz/lsan.supp says which) are not findings.
export LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan.supp${LSAN_OPTIONS:+:${LSAN_OPTIONS}}"

run_one() {
    local name=$1
    local work="Fuzz/.build/fuzz/${name}"
    local crashes="Fuzz/Crashes/${name}"
    local length=()
    if [ "${deterministic}" = 1 ]; then
        work="Fuzz/.build/fuzz-ci/${name}"
        rm -rf "${work}"
        # -use_cmp=0: libFuzzer feeds the operands of traced comparisons back
        # into its mutations, and some of ours compare times (a cache's build
        # duration) or addresses; -reload=0: no periodic re-reading of the
        # corpus directories, which depends on wall time. Both make runs
        # differ with the same seed.
        length=(-seed="${FUZZ_SEED:-1}" -runs="$(ci_runs "${name}")" -use_cmp=0 -reload=0)
    else
        length=(-max_total_time="${seconds}")
    fi
    mkdir -p "${work}/corpus" "${crashes}"
    # The catalog targets of a timed run also start from slices of real
    # apps' catalogs, cut here and never checked in (their licences are
    # the apps'): LOCALEFORMAT_REAL_CATALOGS names the folder, as for the tests.
    local seeds=()
    if [ "${deterministic}" = 0 ] && [ -n "${LOCALEFORMAT_REAL_CATALOGS:-}" ]; then
        case "${name}" in
        FuzzStringsFile | FuzzXCStrings)
            python3 Scripts/fuzz/real-seeds.py "${name}" "${LOCALEFORMAT_REAL_CATALOGS}" "${work}/real-seeds" \
                "$(max_len "${name}")"
            seeds=("${work}/real-seeds")
            ;;
        esac
    fi
    # A `ci` run also turns off address randomization: some coverage depends
    # on addresses (ObjectIdentifier hashes, the order of what hashes them),
    # which made one feature in several thousand come and go between runs.
    local launcher=()
    if [ "${deterministic}" = 1 ] && setarch "$(uname -m)" -R true 2>/dev/null; then
        launcher=(setarch "$(uname -m)" -R)
    fi
    local dict=()
    [ -f "Fuzz/Dictionaries/${name}.dict" ] && dict=("-dict=Fuzz/Dictionaries/${name}.dict")
    # shellcheck disable=SC2086
    "${launcher[@]}" "${bin}/${name}" "${work}/corpus" "Fuzz/Corpus/${name}" "${seeds[@]}" "${dict[@]}" \
        "${length[@]}" -max_len="$(max_len "${name}")" -timeout=10 -rss_limit_mb=2048 \
        -artifact_prefix="${crashes}/" -print_final_stats=1 ${FUZZ_ARGS:-} \
        > "${work}/log" 2>&1
}

log_of() {
    if [ "${deterministic}" = 1 ]; then echo "Fuzz/.build/fuzz-ci/$1/log"; else echo "Fuzz/.build/fuzz/$1/log"; fi
}

# One line per target. A `ci` run prints only what the seed decides
# (executions, coverage, features, corpus units added), never rates or times.
summary() {
    local name=$1 status=$2
    local log runs speed cov ft added found
    log=$(log_of "${name}")
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "${log}" | tail -1)
    speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "${log}" | tail -1)
    added=$(sed -n 's/^stat::new_units_added: *//p' "${log}" | tail -1)
    cov=$({ grep -oE 'cov: [0-9]+' "${log}" || true; } | tail -1 | cut -d' ' -f2)
    ft=$({ grep -oE 'ft: [0-9]+' "${log}" || true; } | tail -1 | cut -d' ' -f2)
    found=$({ grep -oE 'Test unit written to [^ ]+' "${log}" || true; } | sed 's/.*written to //' | tr '\n' ' ')
    found=${found:-$([ "${status}" = 0 ] && echo none || echo "exit ${status}, see ${log}")}
    if [ "${deterministic}" = 1 ]; then
        printf '%-16s %12s %7s %7s %7s  %s\n' "${name}" "${runs:--}" "${cov:--}" "${ft:--}" "${added:--}" "${found}"
    else
        printf '%-16s %6ss %12s %8s %7s %7s  %s\n' "${name}" "${seconds}" "${runs:--}" "${speed:--}" "${cov:--}" \
            "${ft:--}" "${found}"
    fi
}

declare -A status
pending=("${targets[@]}")
while [ ${#pending[@]} -gt 0 ]; do
    batch=("${pending[@]:0:${jobs}}")
    pending=("${pending[@]:${jobs}}")
    pids=()
    for name in "${batch[@]}"; do
        if [ "${deterministic}" = 1 ]; then
            echo "fuzzing ${name}: $(ci_runs "${name}") runs, seed ${FUZZ_SEED:-1} (log: $(log_of "${name}"))"
        else
            echo "fuzzing ${name} for ${seconds} s (log: $(log_of "${name}"))"
        fi
        run_one "${name}" &
        pids+=($!)
    done
    for i in "${!batch[@]}"; do
        if wait "${pids[$i]}"; then status[${batch[$i]}]=0; else status[${batch[$i]}]=$?; fi
    done
done

if [ "${deterministic}" = 1 ]; then
    printf '\n%-16s %12s %7s %7s %7s  %s\n' target executions cov ft added findings
else
    printf '\n%-16s %7s %12s %8s %7s %7s  %s\n' target time executions exec/s cov ft findings
fi
failed=0
for name in "${targets[@]}"; do
    summary "${name}" "${status[${name}]}"
    [ "${status[${name}]}" = 0 ] || failed=1
done
exit "${failed}"
