#!/usr/bin/env bash
# Makes the two local base images that Scripts/container/test.sh passes to
# the Containerfile where no registry can be reached (this project's
# machines reach Debian's mirror and nothing else):
#
#   localhost/localeformat-run:bookworm    debootstrap --variant=minbase bookworm,
#                                          standing in for debian:bookworm-slim
#   localhost/localeformat-build:bookworm  the same root with what the Swift
#                                          toolchain needs on Debian 12 (the
#                                          packages of the official swift:6.3-bookworm
#                                          image), standing in for it; the toolchain
#                                          itself is not in it: test.sh mounts the
#                                          host's (SWIFT_ROOT, default /opt/swift)
#                                          into the build, so no 3 GB layer is made
#
# The mirror is the machine's own, read from its apt sources (never written
# here). The roots are cached in $LOCALEFORMAT_CACHE (default
# /var/cache/localeformat/container); an image already present is kept
# (--force makes both again).
#
# Needs: root, debootstrap, podman (apt-get install -y debootstrap podman).
set -euo pipefail

cache=${LOCALEFORMAT_CACHE:-/var/cache/localeformat/container}
run_image=localhost/localeformat-run:bookworm
build_image=localhost/localeformat-build:bookworm
force=0
[ "${1:-}" = "--force" ] && force=1

# The first Debian archive URI the machine's apt uses for bookworm: deb822
# sources first, then one-line ones.
mirror() {
    local file uri
    for file in /etc/apt/sources.list.d/*.sources; do
        [ -e "$file" ] || continue
        uri=$(awk '/^URIs:/ { u = $2 } /^Suites:/ && / bookworm( |$)/ && u { print u; exit }' "$file")
        [ -n "$uri" ] && { echo "$uri"; return; }
    done
    for file in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
        [ -e "$file" ] || continue
        uri=$(awk '$1 == "deb" && $0 ~ / bookworm / { for (i = 2; i <= NF; i++) if ($i ~ /^[a-z]+:\/\//) { print $i; exit } }' "$file")
        [ -n "$uri" ] && { echo "$uri"; return; }
    done
    echo "no bookworm mirror in the machine's apt sources" >&2
    return 1
}

have() { podman image exists "$1"; }

if [ $force = 0 ] && have "$run_image" && have "$build_image"; then
    echo "base images present: $run_image $build_image"
    exit 0
fi

mkdir -p "$cache"
url=$(mirror)
root="$cache/bookworm-minbase"
if [ $force = 1 ] || [ ! -f "$root.tar" ]; then
    rm -rf "$root"
    echo "debootstrap bookworm (minbase) from the machine's mirror"
    debootstrap --variant=minbase bookworm "$root" "$url" >"$cache/debootstrap.log" 2>&1 ||
        { tail -20 "$cache/debootstrap.log" >&2; exit 1; }
    # As debian:bookworm-slim is made: no manuals, documentation or
    # translations (kept out of later installs too), no package lists.
    cat >"$root/etc/dpkg/dpkg.cfg.d/slim" <<'EOF'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
path-include /usr/share/locale/locale.alias
path-exclude /usr/share/lintian/*
EOF
    find "$root/usr/share/doc" -mindepth 1 -not -name copyright -not -type d -delete
    rm -rf "$root"/usr/share/man/* "$root"/usr/share/info/* "$root"/usr/share/lintian/*
    find "$root/usr/share/locale" -mindepth 1 -maxdepth 1 -not -name locale.alias -exec rm -rf {} +
    rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/archives/*.deb "$root"/var/log/*.log \
        "$root"/var/log/apt/* "$root"/var/cache/debconf/*-old
    tar -C "$root" -cf "$root.tar" .
fi
podman import --quiet --change 'CMD ["bash"]' "$root.tar" "$run_image" >/dev/null
echo "made $run_image ($(podman image inspect --format '{{.Size}}' "$run_image") bytes)"

# The builder: the official image's packages for the toolchain, libicu-dev,
# and git told to read https://github.com/ from the machine's package
# mirror (/opt/swift-packages), as the machine's system git config does.
broot="$cache/bookworm-build"
if [ $force = 1 ] || [ ! -f "$broot.tar" ]; then
    rm -rf "$broot"
    cp -a "$root" "$broot"
    cp /etc/resolv.conf "$broot/etc/resolv.conf"
    mount -t proc proc "$broot/proc"
    trap 'umount "$broot/proc" 2>/dev/null || true' EXIT
    chroot "$broot" /usr/bin/env DEBIAN_FRONTEND=noninteractive bash -c '
        apt-get update -qq &&
        apt-get install -y -qq --no-install-recommends binutils binutils-gold ca-certificates git gnupg2 \
            libc6-dev libcurl4-openssl-dev libedit2 libgcc-12-dev libicu-dev libncurses-dev libpython3-dev \
            libsqlite3-0 libstdc++-12-dev libxml2-dev pkg-config tzdata unzip uuid-dev zlib1g-dev' \
        >"$cache/build-apt.log" 2>&1 || { tail -20 "$cache/build-apt.log" >&2; exit 1; }
    umount "$broot/proc"
    trap - EXIT
    git config --system -l | grep -i '^url\..*\.insteadof=' | while IFS='=' read -r key value; do
        git config --file "$broot/etc/gitconfig" --add "${key%.insteadof}.insteadOf" "$value"
    done
    rm -rf "$broot"/var/lib/apt/lists/* "$broot"/var/cache/apt/archives/*.deb
    tar -C "$broot" -cf "$broot.tar" .
fi
podman import --quiet --change 'ENV PATH=/opt/swift/usr/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'CMD ["bash"]' "$broot.tar" "$build_image" >/dev/null
echo "made $build_image ($(podman image inspect --format '{{.Size}}' "$build_image") bytes)"
