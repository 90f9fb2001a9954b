#!/usr/bin/env bash
# How interval formatting scales over threads against date formatting, in
# the service (Docs/Protocol.md, "Op interval", "Threads"): ICU 72 formats
# every date interval under one process-wide mutex.
#
#   Scripts/load/interval-threads.sh        # release build, 8 s per run
#
# Needs wrk (apt-get install -y wrk). Traffic goes to 127.0.0.1 only.
set -euo pipefail
cd "$(dirname "$0")/../.."

PORT=${PORT:-18090}
DURATION=${DURATION:-8s}
command -v wrk > /dev/null || { echo "wrk is not installed: apt-get install -y wrk" >&2; exit 2; }

. Scripts/lib/build.sh
BIN="${ICUFMT}"
"${BIN}" serve --host 127.0.0.1 --port "${PORT}" --log-level warning &
PID=$!
trap 'kill -TERM ${PID} 2> /dev/null || true' EXIT
for _ in $(seq 1 100); do
    curl -fs "http://127.0.0.1:${PORT}/healthz" > /dev/null 2>&1 && break
    sleep 0.1
done

interval='{"op":"interval","locale":"en-US","start":"2015-08-07T17:29:32Z","end":"2015-08-10T10:00:00Z","skeleton":"yMMMEdjm","timeZone":"America/Los_Angeles"}'
date='{"op":"date","locale":"en-US","date":"2015-08-07T17:29:32Z","skeleton":"yMMMEdjm","timeZone":"America/Los_Angeles"}'
for name in interval date; do
    for connections in 1 2; do
        rate=$(BODY="${!name}" wrk -t"${connections}" -c"${connections}" -d"${DURATION}" \
            -s Scripts/load/array64.lua "http://127.0.0.1:${PORT}/v1/format" | awk '/Requests\/sec/ {print $2}')
        echo "${name}: ${connections} connection(s): ${rate} arrays of 64 per second"
    done
done
