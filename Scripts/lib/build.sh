#!/usr/bin/env bash
# The release icufmt the scripts run, built once for all of them.
#
# Sourced (`. Scripts/lib/build.sh`, as the shell scripts here do) it sets
# and exports ICUFMT, the path of a release icufmt, building it only when
# ICUFMT is not set to an executable already. Run alone, it builds and
# prints the line to export, so that a shell builds once and then runs any
# number of scripts without building again:
#
#   eval "$(Scripts/lib/build.sh)"     # a few minutes the first time
#   Scripts/service/drain.py; Scripts/load/run.sh; Scripts/memory/run.sh
#
# The Python scripts read ICUFMT; the release build is also the
# `.build/release/icufmt` those with that default path run.
if [ -z "${ICUFMT:-}" ] || [ ! -x "${ICUFMT}" ]; then
    lib_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
    (cd "$lib_root" && swift build -c release --product icufmt >&2) || {
        echo "the release build of icufmt failed" >&2
        return 1 2>/dev/null || exit 1
    }
    ICUFMT="$(cd "$lib_root" && swift build -c release --show-bin-path)/icufmt"
fi
export ICUFMT
# Run rather than sourced: print the line to export.
(return 0 2>/dev/null) || echo "export ICUFMT='${ICUFMT}'"
