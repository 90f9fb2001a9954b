#!/usr/bin/env bash
# Builds the repository's Containerfile as is and checks the image it makes,
# running the image's own entrypoint, user and environment:
#
#   - the image's size (and what its layers add to the run-time base);
#   - only libicuNN of the build's ICU major added to the run-time base;
#   - /readyz answers 200, and the image's HEALTHCHECK command passes;
#   - a date and a price answered byte for byte as the host's binary
#     answers them (HOST_ICUFMT, default .build/release/icufmt);
#   - a catalog mounted at /etc/icufmt/catalogs and named by ICUFMT_CATALOGS
#     is served (GET /v1/catalogs and the string op); the folder is laid out
#     as the kubelet mounts a ConfigMap, and an update made as the kubelet
#     makes it (a ..data link swapped) is served without a signal;
#   - the process runs as the image's non-root user (uid 10001);
#   - SIGTERM drains (/readyz 503 "draining") and the process exits 0.
#
# How it runs the image (--engine):
#   chroot (default)  the image's root mounted (`podman image mount`), the
#                     entrypoint run there under chroot as the image's user,
#                     with the host's network: what a container with host
#                     networking does, for machines where `podman run` is
#                     refused (no CAP_SYS_RESOURCE for the OCI runtime)
#   podman | docker   `ENGINE run --network host` where the machine allows it
#
# Base images (--bases):
#   local (default)   made by Scripts/container/bases.sh with debootstrap from
#                     the machine's Debian mirror; the host's Swift toolchain
#                     (SWIFT_ROOT, default /opt/swift) and the package mirror
#                     that the system git config names are mounted into the
#                     build (`podman build --volume`), not copied into a layer
#   official          the Containerfile's defaults (swift:6.3-bookworm,
#                     debian:bookworm-slim), pulled from a registry
#
# Needs: root; podman (or docker), and for --bases local debootstrap; curl;
# python3; the host's release icufmt (HOST_ICUFMT, default
# .build/release/icufmt; built when absent).
#
# usage: Scripts/container/test.sh [--engine chroot|podman|docker] [--bases local|official] [--keep]
set -euo pipefail
cd "$(dirname "$0")/../.."

engine=chroot
bases=local
keep=0
while [ $# -gt 0 ]; do
    case $1 in
        --engine) engine=$2; shift 2 ;;
        --bases) bases=$2; shift 2 ;;
        --keep) keep=1; shift ;;
        *) echo "unknown argument: $1" >&2; exit 64 ;;
    esac
done
builder=podman
[ "$engine" = docker ] && builder=docker
if [ "$builder" = docker ] && [ "$bases" = local ]; then
    echo "docker build cannot mount the host's toolchain into the local builder: use --bases official" >&2
    exit 64
fi
image=localhost/icufmt:test
host_icufmt=${HOST_ICUFMT:-.build/release/icufmt}
swift_root=${SWIFT_ROOT:-/opt/swift}
if [ ! -x "$host_icufmt" ]; then
    echo "building the host's release icufmt to compare with"
    swift build -c release --product icufmt >/dev/null
fi

work=$(mktemp -d /tmp/icufmt-container.XXXXXX)
failures=0
check() { # check NAME COMMAND...: runs the command, prints ok or FAIL
    local name=$1
    shift
    if "$@"; then echo "ok   $name"; else echo "FAIL $name"; failures=$((failures + 1)); fi
}
free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

# 1. Build.
build_args=()
if [ "$bases" = local ]; then
    Scripts/container/bases.sh
    build_args+=(--build-arg BUILD_IMAGE=localhost/localeformat-build:bookworm
        --build-arg RUN_IMAGE=localhost/localeformat-run:bookworm)
    run_base=localhost/localeformat-run:bookworm
    if [ "$builder" = podman ]; then
        build_args+=(--volume "$swift_root:/opt/swift:ro")
        # Where the builder's git finds https://github.com/ (the machine's
        # package mirror, copied into its /etc/gitconfig by bases.sh).
        while read -r key _; do
            mirror=${key#url.}
            mirror=${mirror%.insteadof}
            mirror=${mirror%/}
            [ -d "$mirror" ] && build_args+=(--volume "$mirror:$mirror:ro")
        done < <(git config --system --get-regexp '^url\..*\.insteadof$' | sort -u -k1,1)
    fi
else
    run_base=debian:bookworm-slim
fi
[ "$builder" = podman ] && build_args+=(--isolation chroot --format docker --network host)
started=$SECONDS
"$builder" build "${build_args[@]}" -t "$image" -f Containerfile . >"$work/build.log" 2>&1 ||
    { tail -40 "$work/build.log" >&2; exit 1; }
echo "built $image in $((SECONDS - started)) s (log: $work/build.log)"

size=$("$builder" image inspect --format '{{.Size}}' "$image")
base_size=$("$builder" image inspect --format '{{.Size}}' "$run_base")
echo "image size: $size bytes ($((size / 1000000)) MB); the run-time base $((base_size / 1000000)) MB, the layers on it $(((size - base_size) / 1000000)) MB"
config=$("$builder" image inspect --format '{{json .Config}}' "$image")
field() { python3 -c 'import json, sys; print(json.dumps(json.loads(sys.argv[1]).get(sys.argv[2])))' "$config" "$1"; }
user=$(python3 -c 'import json, sys; print(json.loads(sys.argv[1]).get("User") or "")' "$config")
echo "image user: $user; entrypoint $(field Entrypoint) $(field Cmd)"
check "the image runs as a non-root user" test -n "$user" -a "${user%%:*}" != 0 -a "${user%%:*}" != root

# A catalog to mount in, laid out as the kubelet mounts a ConfigMap: the
# file in a timestamped folder, ..data linking to it, the key linked
# through ..data; an update swaps ..data by one rename.
mkdir -p "$work/catalogs/app"
publish() { # publish GERMAN: the catalog with this German greeting
    local folder old
    folder="..$(date -u +%Y_%m_%d_%H_%M_%S.%N)"
    old=$(readlink "$work/catalogs/app/..data" || true)
    mkdir "$work/catalogs/app/$folder"
    printf '%s\n' '{"sourceLanguage": "en", "version": "1.0", "strings": {"Hello %@": {"localizations": {' \
        '  "en": {"stringUnit": {"state": "translated", "value": "Hello %@"}},' \
        "  \"de\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"$1\"}}}}}}" \
        >"$work/catalogs/app/$folder/Localizable.xcstrings"
    chmod -R a+rX "$work/catalogs"
    ln -s "$folder" "$work/catalogs/app/..data_tmp"
    mv -T "$work/catalogs/app/..data_tmp" "$work/catalogs/app/..data"
    [ -e "$work/catalogs/app/Localizable.xcstrings" ] ||
        ln -s ..data/Localizable.xcstrings "$work/catalogs/app/Localizable.xcstrings"
    [ -z "$old" ] || rm -rf "${work:?}/catalogs/app/$old"
}
publish 'Hallo %@'

date_body='{"id":1,"op":"date","locale":"es-ES","date":"2015-08-07T17:29:32Z","timeZone":"America/Los_Angeles","dateStyle":"full","timeStyle":"long"}'
price_body='{"id":2,"op":"currency","locale":"de-CH","amount":"1234567.891","currency":"CHF"}'
string_body='{"id":3,"op":"string","catalog":"app","key":"Hello %@","languages":["de-AT"],"args":["Ada"]}'
post() { curl -s --max-time 10 "http://127.0.0.1:$1/v1/format" -H 'Content-Type: application/json' -d "$2"; }
host_port=$(free_port)
"$host_icufmt" serve --port "$host_port" --catalog "app=$work/catalogs/app" 2>"$work/host.log" &
host_pid=$!
port=$(free_port)

cleanup() {
    kill "$host_pid" 2>/dev/null || true
    [ -n "${pid:-}" ] && kill -KILL "$pid" 2>/dev/null || true
    if [ "$engine" = chroot ] && [ -n "${root:-}" ]; then
        for target in "$root/etc/icufmt/catalogs" "$root/dev" "$root/proc"; do
            umount -l "$target" 2>/dev/null || true
        done
        podman image unmount "$image" >/dev/null 2>&1 || true
    elif [ "$engine" != chroot ]; then
        "$engine" rm -f icufmt-test >/dev/null 2>&1 || true
    fi
    [ $keep = 1 ] || rm -rf "$work"
}
trap cleanup EXIT

# 2. Run the image's entrypoint.
env_args=()
while IFS= read -r variable; do env_args+=("$variable"); done < <(
    python3 -c 'import json, sys; print("\n".join(json.loads(sys.argv[1]).get("Env") or []))' "$config")
if [ "$engine" = chroot ]; then
    root=$(podman image mount "$image")
    mount -t proc proc "$root/proc"
    mount --rbind /dev "$root/dev"
    mount --bind -o ro "$work/catalogs" "$root/etc/icufmt/catalogs"
    mapfile -t command < <(python3 -c 'import json, sys
c = json.loads(sys.argv[1])
print("\n".join((c.get("Entrypoint") or []) + (c.get("Cmd") or [])))' "$config")
    # chroot and env exec: $! is the server's own process.
    chroot --userspec="$user" "$root" /usr/bin/env -i "${env_args[@]}" \
        ICUFMT_PORT="$port" ICUFMT_CATALOGS=app=/etc/icufmt/catalogs/app "${command[@]}" 2>"$work/image.log" &
    pid=$!
    in_image() { chroot --userspec="$user" "$root" /usr/bin/env -i "${env_args[@]}" ICUFMT_PORT="$port" "$@"; }
else
    "$engine" run -d --name icufmt-test --network host -e ICUFMT_PORT="$port" \
        -e ICUFMT_CATALOGS=app=/etc/icufmt/catalogs/app -v "$work/catalogs:/etc/icufmt/catalogs:ro" "$image" >/dev/null
    pid=$("$engine" inspect --format '{{.State.Pid}}' icufmt-test)
    in_image() { "$engine" exec icufmt-test "$@"; }
fi

for _ in $(seq 300); do
    curl -s --max-time 1 "http://127.0.0.1:$port/readyz" >/dev/null 2>&1 &&
        curl -s --max-time 1 "http://127.0.0.1:$host_port/readyz" >/dev/null 2>&1 && break
    sleep 0.1
done
check "/readyz answers 200" test "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/readyz")" = 200
# Docker keeps the health check in the image's configuration, Podman beside it.
if [ "$builder" = podman ]; then
    health_json=$(podman image inspect --format '{{json .HealthCheck}}' "$image")
else
    health_json=$(docker image inspect --format '{{json .Config.Healthcheck}}' "$image")
fi
healthcheck=$(python3 -c 'import json, sys
h = json.loads(sys.argv[1]) or {}
print("\n".join((h.get("Test") or [])[1:]))' "$health_json")
if [ -n "$healthcheck" ]; then
    mapfile -t health <<<"$healthcheck"
    check "the image's HEALTHCHECK passes" in_image "${health[@]}"
else
    echo "FAIL the image has no HEALTHCHECK (build with --format docker)"
    failures=$((failures + 1))
fi
in_image /usr/local/bin/icufmt --version 2>/dev/null | sed 's/^/icufmt --version: /' || true
libraries=$(in_image ldd /usr/local/bin/icufmt 2>&1 || true)
echo "icufmt links: $(echo "$libraries" | awk '{ print $1 }' | tr '\n' ' ')"
check "every library the binary needs is in the image" test -n "$libraries" -a -z "$(echo "$libraries" | grep 'not found')"
icu_packages=$(in_image dpkg-query -W -f '${db:Status-Abbrev}${Package}\n' 'libicu*' 2>/dev/null |
    awk '$1 == "ii" { printf "%s ", $2 }' || true)
echo "ICU packages in the image: $icu_packages"
check "only the build's libicu major is installed" test "$(echo $icu_packages | wc -w)" = 1
for name in date price string; do
    body_var=${name}_body
    container=$(post "$port" "${!body_var}")
    host=$(post "$host_port" "${!body_var}")
    echo "$name: $container"
    check "$name byte-identical to the host binary's" test -n "$container" -a "$container" = "$host"
done
check "the mounted catalog is listed" bash -c "curl -s http://127.0.0.1:$port/v1/catalogs | grep -q '\"name\":\"app\"'"
# A ConfigMap update: served within two polls (--catalog-poll, 2 s), no signal.
publish 'Servus %@'
updated=
for _ in $(seq 100); do
    updated=$(post "$port" "$string_body")
    host=$(post "$host_port" "$string_body")
    case $updated$host in *Servus*Servus*) break ;; esac
    sleep 0.1
done
echo "string after a ConfigMap-style update: $updated"
check "the updated catalog is served without a signal" test "$updated" = "$host" -a -n "$(echo "$updated" | grep Servus)"
check "one reload counted with cause=watch" bash -c \
    "curl -s http://127.0.0.1:$port/metrics | grep -qx 'icufmt_catalog_reloads_total{cause=\"watch\",result=\"ok\"} 1'"
uid=$(awk '/^Uid:/ { print $2 }' "/proc/$pid/status")
comm=$(cat "/proc/$pid/comm")
echo "process $pid ($comm) uid $uid"
check "the server runs as uid ${user%%:*}, not root" test "$uid" = "${user%%:*}" -a "$uid" != 0

# 3. SIGTERM: readiness fails at once, then a drained exit 0.
kill -TERM "$pid"
for _ in $(seq 40); do
    ready_after=$(curl -s --max-time 1 "http://127.0.0.1:$port/readyz" || true)
    [ "$ready_after" = '{"status":"draining"}' ] && break
    sleep 0.025
done
echo "/readyz after SIGTERM: $ready_after"
check "/readyz says draining after SIGTERM" test "$ready_after" = '{"status":"draining"}'
if [ "$engine" = chroot ]; then
    set +e
    wait "$pid"
    code=$?
    set -e
else
    "$engine" wait icufmt-test >/dev/null
    code=$("$engine" inspect --format '{{.State.ExitCode}}' icufmt-test)
    "$engine" logs icufmt-test 2>"$work/image.log" >/dev/null
fi
pid=
check "exit status 0 after SIGTERM (got $code)" test "$code" = 0
check "the log says draining, then stopped" bash -c "grep -q 'msg=draining' '$work/image.log' && grep -q 'msg=stopped' '$work/image.log'"

echo "$([ $failures = 0 ] && echo PASS || echo FAIL): $failures failed; image $image, $size bytes"
[ $failures = 0 ]
