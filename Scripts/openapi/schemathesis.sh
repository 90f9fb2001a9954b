#!/usr/bin/env bash
# Fuzzes a release `icufmt serve` from its own OpenAPI document
# (GET /openapi.json) with schemathesis (PyPI: pip install schemathesis):
# every response must match the document, no 5xx, no crash. The document
# is generated from the ops' declared fields, with an example request each.
#
#   Scripts/openapi/schemathesis.sh [seconds]      # default 240
#
# Excluded check: negative_data_rejection. A request object that breaks
# the schema (a wrong type in one field) is one request's fault, answered
# 200 with the protocol's `error` response (Docs/Protocol.md, "HTTP"), as `icufmt batch` answers it
# (Docs/Service.md, "Statuses"); schemathesis expects a 4xx for it.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
seconds=${1:-240}
port=${SCHEMATHESIS_PORT:-18093}
cd "$root"
command -v st >/dev/null || python3 -m pip install --quiet schemathesis
. Scripts/lib/build.sh >/dev/null
"$ICUFMT" serve --port "$port" --log-level error &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 50); do curl -sf "http://127.0.0.1:$port/healthz" >/dev/null && break; sleep 0.1; done
st run "http://127.0.0.1:$port/openapi.json" --url "http://127.0.0.1:$port" \
    --checks all --exclude-checks negative_data_rejection --max-time "$seconds" --workers 2
