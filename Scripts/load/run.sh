#!/usr/bin/env bash
# A bounded load run of `icufmt serve` on loopback (Docs/Service.md).
#
#   Scripts/load/run.sh            # release build, 5 s warm-up, two 20 s runs
#   DURATION=10s CONNECTIONS=32 Scripts/load/run.sh
#   ICUFMT_MIX=dates Scripts/load/run.sh      # leave out the locale op
#
# Needs wrk (apt-get install -y wrk). Traffic goes to 127.0.0.1 only, and
# every wrk run stops by itself after DURATION (at most 30 s).
set -euo pipefail
cd "$(dirname "$0")/../.."

DURATION=${DURATION:-20s}
CONNECTIONS=${CONNECTIONS:-16}
THREADS=${THREADS:-1}
PORT=${PORT:-18089}
SCRIPT=Scripts/load/format-mix.lua
URL="http://127.0.0.1:${PORT}"

command -v wrk > /dev/null || { echo "wrk is not installed: apt-get install -y wrk" >&2; exit 2; }
seconds=${DURATION%s}
if [ "${seconds}" -gt 30 ] 2>/dev/null; then echo "DURATION is at most 30s" >&2; exit 2; fi

. Scripts/lib/build.sh
BIN="${ICUFMT}"

"${BIN}" serve --host 127.0.0.1 --port "${PORT}" --log-level warning &
PID=$!
trap 'kill -TERM ${PID} 2> /dev/null || true' EXIT
for _ in $(seq 1 100); do
  curl -sf "${URL}/healthz" > /dev/null && break
  sleep 0.1
done

rss() { ps -o rss= -p "${PID}" | tr -d ' '; }
# The server's user + system CPU time so far, in clock ticks: on a shared
# machine, requests per CPU-second of the server say more than requests/s.
ticks() { awk '{ print $14 + $15 }' "/proc/${PID}/stat"; }
HZ=$(getconf CLK_TCK)
echo "mix: ${ICUFMT_MIX:-dates and locale}"
echo "RSS at start: $(rss) KiB"

wrk -t"${THREADS}" -c"${CONNECTIONS}" -d5s -s "${SCRIPT}" "${URL}" > /dev/null
echo "RSS after a 5 s warm-up: $(rss) KiB"

for run in 1 2; do
  echo "== run ${run}: wrk -t${THREADS} -c${CONNECTIONS} -d${DURATION} --latency"
  before=$(ticks)
  out=$(wrk -t"${THREADS}" -c"${CONNECTIONS}" -d"${DURATION}" --latency -s "${SCRIPT}" "${URL}")
  after=$(ticks)
  echo "${out}"
  requests=$(echo "${out}" | awk '/requests in/ { print $1 }')
  awk -v r="${requests}" -v t="$((after - before))" -v hz="${HZ}" \
    'BEGIN { printf "server CPU: %.1f s, %.0f requests per CPU-second\n", t / hz, r / (t / hz) }'
  echo "RSS after run ${run}: $(rss) KiB"
  echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
done

echo "== what the service counted"
curl -s "${URL}/metrics" | grep -E '^icufmt_(requests_total|http_requests_total|formatter_cache_(hits|misses|evictions)_total|formatter_cache_entries)' | sort

trap - EXIT
kill -TERM "${PID}"
status=0
wait "${PID}" || status=$?
echo "exit status after SIGTERM: ${status}"
