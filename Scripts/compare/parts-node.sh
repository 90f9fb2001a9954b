#!/usr/bin/env bash
# Compares the parts `icufmt batch` answers ("parts": true) with Node's
# Intl formatToParts / formatRangeToParts on about 500 requests of the eight
# ops that take parts, in 13 locales (parts-node.mjs holds the cases). Node
# has an ICU of its own (node 20: ICU 78.2), so texts may differ; the parts
# (type, value, source, unit) are compared where both texts agree. Prints
# how many agreed on the text and how many of those on the parts; exits 1
# when any of those differs or a request fails.
#
#   Scripts/compare/parts-node.sh [ICUFMT] [--verbose]
#
# A debug icufmt is enough (`swift build --product icufmt`); without one
# given (nor ICUFMT set), the release build of lib/build.sh.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
if [ $# -gt 0 ] && [ -x "$1" ]; then
    ICUFMT=$1
    shift
fi
. "$root/Scripts/lib/build.sh"
exec node "$root/Scripts/compare/parts-node.mjs" "$ICUFMT" "$@"
