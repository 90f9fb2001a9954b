#!/usr/bin/env bash
# Runs a table oracle (Scripts/icu-versions/oracle-*.py) on ICU 76 in the
# Debian 13 root of debian13.sh, on a copy of the test file, and copies the
# file back when the oracle wrote it (--write).
#
#   Scripts/icu-versions/oracle-debian13.sh oracle-displaynames.py Tests/…/DisplayNamesTests.swift [--write]
set -euo pipefail
cd "$(dirname "$0")/../.."
root=${LOCALEFORMAT_DEBIAN13_ROOT:-/var/cache/localeformat/debian13-root}
oracle=$1 file=$2
shift 2
work=$root/tmp/localeformat-oracle
rm -rf "$work" && mkdir -p "$work"
cp Scripts/icu-versions/*.py "$work/"
cp "$file" "$work/table.swift"
chroot "$root" /usr/bin/env -i PATH=/usr/bin:/bin LANG=C.UTF-8 python3 "/tmp/localeformat-oracle/$oracle" /tmp/localeformat-oracle/table.swift "$@"
if ! cmp -s "$work/table.swift" "$file"; then cp "$work/table.swift" "$file"; fi
rm -rf "$work"
