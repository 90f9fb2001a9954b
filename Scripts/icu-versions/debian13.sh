#!/usr/bin/env bash
# Runs a command of the package inside a Debian 13 (trixie, ICU 76) root, so
# that the test suite is checked against a second ICU major on this machine.
#
# Question: does the package build and pass its tests on the ICU that Debian
# 13 ships (76.1, CLDR 46), as it does on Debian 12's (72.1, CLDR 42)?
# (python3-icu is for the oracle scripts, Scripts/icu-versions/oracle-*.py.)
# Needs: root, debootstrap (installed when missing), Debian's mirror as the
# machine's apt sources name it, the Swift toolchain at /opt/swift and the
# package mirror that the system git config redirects GitHub to (both bound
# into the root, not copied). Minutes: about 1 to make the root (kept in
# LOCALEFORMAT_DEBIAN13_ROOT, default /var/cache/localeformat/debian13-root,
# and reused while its package list is unchanged), then a build and the
# command.
#
#   Scripts/icu-versions/debian13.sh                 # swift build --build-tests && swift test --parallel
#   Scripts/icu-versions/debian13.sh swift run icufmt --version
#
# The build goes to .build-debian13 in the checkout: the host's .build holds
# objects linked against the host's ICU. The checkout, the toolchain, the
# package mirror and LOCALEFORMAT_* data folders are bound at their own paths
# inside the root, so the environment's paths hold there unchanged.
set -euo pipefail
cd "$(dirname "$0")/../.."
checkout=$PWD

root=${LOCALEFORMAT_DEBIAN13_ROOT:-/var/cache/localeformat/debian13-root}
toolchain=${LOCALEFORMAT_TOOLCHAIN:-/opt/swift}
packages=${LOCALEFORMAT_PACKAGE_MIRROR:-/opt/swift-packages}

# What the toolchain and the package's tests need inside the root.
include=libicu-dev,python3-icu,pkg-config,libc6-dev,libstdc++-14-dev,libgcc-14-dev,binutils,libcurl4t64,libxml2,libedit2,libsqlite3-0,libncurses6,zlib1g-dev,tzdata,git,ca-certificates,python3,libpython3.13

# Debian's mirror, as this machine's apt sources name it (deb822 or one-line).
mirror() {
    local uri
    uri=$(grep -hE '^URIs:' /etc/apt/sources.list.d/*.sources 2>/dev/null | awk '{print $2}' | grep -E '/debian/?$' | head -1 || true)
    if [ -z "$uri" ]; then
        uri=$(grep -hE '^deb ' /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null |
            awk '{for (i = 2; i <= NF; i++) if ($i ~ /^[a-z]+:\/\//) {print $i; exit}}' | grep -E '/debian/?$' | head -1 || true)
    fi
    [ -n "$uri" ] || { echo "error: no Debian mirror in the apt sources" >&2; exit 1; }
    echo "$uri"
}

make_root() {
    command -v debootstrap >/dev/null 2>&1 || {
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null
    }
    local url
    url=$(mirror)
    echo "making the Debian 13 root in $root from the machine's Debian mirror"
    rm -rf "$root.tmp"
    mkdir -p "$(dirname "$root")"
    debootstrap --variant=minbase --include="$include" trixie "$root.tmp" "$url" >"$root.log" 2>&1 ||
        { tail -20 "$root.log" >&2; exit 1; }
    echo "$include" >"$root.tmp/.localeformat-packages"
    rm -rf "$root"
    mv "$root.tmp" "$root"
}

if [ ! -f "$root/.localeformat-packages" ] || [ "$(cat "$root/.localeformat-packages")" != "$include" ]; then
    make_root
fi

# Bind what the root borrows; undone on every exit.
mounted=()
bind() {
    local from=$1 to=$root$2
    if [ -d "$from" ]; then mkdir -p "$to"; else mkdir -p "$(dirname "$to")" && touch "$to"; fi
    mount --bind "$from" "$to"
    mounted=("$to" "${mounted[@]}")
}
unbind() {
    local m
    for m in "${mounted[@]}"; do umount -l "$m" 2>/dev/null || true; done
}
trap unbind EXIT

mount -t proc proc "$root/proc" && mounted=("$root/proc")
bind /dev /dev
bind "$toolchain" "$toolchain"
bind "$packages" "$packages"
bind /etc/gitconfig /etc/gitconfig
bind "$checkout" "$checkout"
# Test data the environment points at (real catalogs, conformance files).
for var in $(compgen -e | grep '^LOCALEFORMAT_' || true); do
    value=${!var}
    case "$value" in /*) [ -d "$value" ] && bind "$value" "$value" ;; esac
done

[ $# -gt 0 ] || set -- bash -c 'swift build --build-tests --scratch-path .build-debian13 && swift test --parallel --skip-build --scratch-path .build-debian13'
# The commands run with the scratch path exported for those that read it.
chroot "$root" /usr/bin/env -i \
    PATH="$toolchain/usr/bin:/usr/local/bin:/usr/bin:/bin" HOME=/root LANG=C.UTF-8 TERM="${TERM:-dumb}" \
    $(compgen -e | grep '^LOCALEFORMAT_' | while read -r v; do printf '%s=%s ' "$v" "${!v}"; done) \
    bash -c 'cd "$0" && echo "ICU $(pkg-config --modversion icu-i18n) in $(. /etc/os-release && echo "$PRETTY_NAME")" && exec "$@"' \
    "$checkout" "$@"
