#!/usr/bin/env bash
# HTTP side by side: `icufmt serve` (release) against a Node Intl peer
# (node-intl-server.js, beside this script) on the same requests, one after
# the other in alternating rounds, each server pinned to CPU 1 and wrk to
# CPU 0 (2-core machine). Prints req/s and server CPU µs per request for
# /healthz, one date, one currency and an array of 64 dates (rows in that
# order). The in-process figures of the same requests, without a socket,
# are `icufmt-bench --requests` (Docs/Benchmarks.md, "The request path").
#
#   swift build -c release --product icufmt
#   ICUFMT=$(swift build -c release --show-bin-path)/icufmt Scripts/bench/peers/http-compare.sh
#   ICUFMT=... ROUNDS=3 SECS=6 CONNS=16 PORT_A=18180 PORT_B=18190 Scripts/bench/peers/http-compare.sh
#
# Needs Node 20, wrk, curl and python3: apt-get install -y nodejs wrk curl python3
# Traffic goes to 127.0.0.1 only; each wrk run stops after SECS seconds.
set -u
here=$(dirname "$(readlink -f "$0")")
ROUNDS=${ROUNDS:-3}; SECS=${SECS:-6}; CONNS=${CONNS:-16}
ICUFMT=${ICUFMT:-}
[ -n "$ICUFMT" ] && [ -x "$ICUFMT" ] || {
    echo 'set ICUFMT to a release icufmt: ICUFMT=$(swift build -c release --show-bin-path)/icufmt' >&2
    exit 2
}
for tool in node wrk curl python3 taskset; do
    command -v $tool >/dev/null || { echo "$tool is not installed: apt-get install -y nodejs wrk curl python3" >&2; exit 2; }
done
tmp=$(mktemp -d)
DATE='{"id":1,"op":"date","locale":"es-ES","date":"2015-08-07T17:29:32Z","timeZone":"America/Los_Angeles","dateStyle":"full","timeStyle":"long"}'
CUR='{"id":2,"op":"currency","locale":"de-DE","amount":"1234.5","currency":"EUR"}'
mk_lua() { printf 'wrk.method="POST"\nwrk.headers["Content-Type"]="application/json"\nwrk.body=%s\n' "$(python3 -c 'import json,sys; print(json.dumps(sys.argv[1]))' "$1")" > "$2"; }
ARR=$(python3 -c 'import json,sys; d=json.loads(sys.argv[1]); print(json.dumps([dict(d, id=i, date=f"2015-08-{1+i%28:02d}T17:29:32Z") for i in range(64)]))' "$DATE")
mk_lua "$DATE" "$tmp/date.lua"; mk_lua "$CUR" "$tmp/cur.lua"; mk_lua "$ARR" "$tmp/arr.lua"
cpu_ticks() { awk '{print $14+$15}' /proc/$1/stat; }
run_one() { # name pid port route lua
  local name=$1 pid=$2 port=$3 route=$4 lua=$5 t0 t1 out rps
  t0=$(cpu_ticks $pid)
  if [ -n "$lua" ]; then out=$(taskset -c 0 wrk -t1 -c$CONNS -d${SECS}s -s "$lua" "http://127.0.0.1:$port$route" 2>&1)
  else out=$(taskset -c 0 wrk -t1 -c$CONNS -d${SECS}s "http://127.0.0.1:$port$route" 2>&1); fi
  t1=$(cpu_ticks $pid)
  rps=$(echo "$out" | awk '/Requests\/sec/ {print $2}')
  reqs=$(echo "$out" | awk '/requests in/ {print $1}')
  non2xx=$(echo "$out" | awk '/Non-2xx/ {print $NF}')
  python3 -c "import sys; t=($t1-$t0)/$(getconf CLK_TCK); n=int('$reqs' or 1); print(f'$name\t$route\t{float(\"$rps\" or 0):.0f}\t{t/n*1e6:.1f}\t${non2xx:-0}')"
}
# Ports of their own (PORT_A for icufmt, PORT_B for Node): on a shared
# machine another run may hold the usual ones.
PORT_A=${PORT_A:-18180}; PORT_B=${PORT_B:-18190}
taskset -c 1 "$ICUFMT" serve --port $PORT_A --workers 1 > "$tmp/icufmt.log" 2>&1 & A=$!
taskset -c 1 node "$here/node-intl-server.js" $PORT_B > "$tmp/node.log" 2>&1 & B=$!
answers() { curl -sf -X POST localhost:$1/v1/format -H "Content-Type: application/json" -d "$DATE" >/dev/null; }
for _ in $(seq 100); do answers $PORT_A && answers $PORT_B && break; sleep 0.2; done
# Both answered, and both are ours (not another run's server on the port).
kill -0 $A 2>/dev/null && kill -0 $B 2>/dev/null && answers $PORT_A && answers $PORT_B || {
  echo "a server did not answer within 20 s; logs in $tmp"; tail -3 "$tmp/icufmt.log" "$tmp/node.log"; kill $A $B; exit 1; }
printf 'server\troute\treq/s\tcpu_us/req\tnon2xx\n'
for r in $(seq $ROUNDS); do
  for s in icufmt node; do
    if [ $s = icufmt ]; then pid=$A port=$PORT_A; else pid=$B port=$PORT_B; fi
    run_one "$s" $pid $port /healthz ""
    run_one "$s" $pid $port /v1/format "$tmp/date.lua"
    run_one "$s" $pid $port /v1/format "$tmp/cur.lua"
    run_one "$s" $pid $port /v1/format "$tmp/arr.lua"
  done
done
kill $A $B; wait 2>/dev/null
