#!/usr/bin/env python3
"""`--memory-limit` against every kind of client at once: a server started
with a limit (default 256MiB) is sent, together, for a while:

  - arrays of 7.9 MiB from 16 clients, again and again (the body budget);
  - arrays whose responses are large, from 16 clients that never read (the
    output budget, the write buffers);
  - as many connections as the plan allows, each pipelining small requests
    with 12 KiB responses and reading nothing (what no budget counts);
  - date formatters in thousands of locales and patterns (the cache bytes);
  - and ordinary single requests, whose answers are counted.

Prints the server's peak RSS (VmHWM) against the limit, and what the
ordinary clients got.

usage: ICUFMT=.build/release/icufmt Scripts/service/ceiling.py [LIMIT_MIB] [SECONDS]
"""
import json
import re
import sys
import threading
import time

from svc import Connection, Server, icufmt, request_bytes

binary = icufmt()
args = [a for a in sys.argv[1:] if not a.endswith("icufmt")]
limit_mib = int(args[0]) if args else 256
seconds = float(args[1]) if len(args) > 1 else 20
server = Server(binary, "--memory-limit", f"{limit_mib}MiB")
plan = {k: int(v) for k, v in re.findall(r"(cache_bytes|body_budget_bytes|output_budget_bytes|max_connections)=(\d+)",
                                          server.log_text())}
print(f"--memory-limit {limit_mib}MiB: " + ", ".join(f"{k} {v}" for k, v in sorted(plan.items())))
time.sleep(0.5)
print(f"idle RSS {server.rss_mib():.1f} MiB")
stop = time.monotonic() + seconds
counts = {}
lock = threading.Lock()


def count(name, status):
    with lock:
        counts.setdefault(name, {}).setdefault(status, 0)
        counts[name][status] += 1


small = '{"id":%d,"op":"plural","locale":"de-CH","value":"1234.5678","type":"ordinal"}'
big = ("[" + ",".join(small % i for i in range(90_000)) + "]").encode()
big = big[:-1] + b" " * max(0, int(7.9 * 2**20) - len(big)) + b"]"


def big_arrays():
    while time.monotonic() < stop:
        try:
            c = Connection(server.port, timeout=120)
        except OSError:
            count("7.9 MiB arrays", "connection refused")
            continue
        try:
            c.sock.sendall(request_bytes(big))
        except OSError:
            pass  # refused before the body was read: its answer is waiting
        try:
            status, _, _ = c.read_response()
            count("7.9 MiB arrays", status)
        except (OSError, ConnectionError):
            count("7.9 MiB arrays", "closed without an answer")
        c.close()


wide = {"op": "message", "locale": "en", "pattern": "{a}" * 1024, "args": {"a": "x" * 1000}}
wide_body = json.dumps([dict(wide, id=i) for i in range(16)]).encode()


def unread_responses(held):
    try:
        c = Connection(server.port, timeout=120)
        c.sock.setsockopt(__import__("socket").SOL_SOCKET, __import__("socket").SO_RCVBUF, 4096)
        c.sock.sendall(request_bytes(wide_body))
        held.append(c)
    except OSError:
        count("unread 16 MiB responses", "socket error")


pipelined = request_bytes(json.dumps({"op": "message", "locale": "en", "pattern": "{a}" * 12,
                                      "args": {"a": "y" * 1000}})) * 40


def pipelining_connections(held, n):
    for _ in range(n):
        try:
            c = Connection(server.port, timeout=120)
            c.sock.setsockopt(__import__("socket").SOL_SOCKET, __import__("socket").SO_RCVBUF, 4096)
            c.sock.sendall(pipelined)
            held.append(c)
        except OSError:
            count("pipelining, unread", "socket error")
            return


def cache_filler():
    i = 0
    c = Connection(server.port, timeout=60)
    while time.monotonic() < stop:
        body = json.dumps([{"op": "date", "locale": f"{lang}-x-c{i}-{j}", "date": 0,
                            "pattern": "EEEE d MMMM y HH:mm" + "'" + str(i * 8 + j) + "'"}
                           for j, lang in enumerate(["de", "fr", "ja", "ru", "ar", "es", "zh", "hi"])])
        status, _, _ = c.exchange(request_bytes(body))
        count("new date formatters", status)
        i += 1


def ordinary():
    c = Connection(server.port, timeout=60)
    while time.monotonic() < stop:
        try:
            status, _, _ = c.exchange(request_bytes('{"op":"number","locale":"de","value":1234.5}'))
            count("ordinary", status)
        except OSError:
            count("ordinary", "socket error")
            c = Connection(server.port, timeout=60)
        time.sleep(0.01)


held = []
threads = [threading.Thread(target=big_arrays) for _ in range(16)]
threads += [threading.Thread(target=cache_filler) for _ in range(2)]
threads += [threading.Thread(target=ordinary)]
for _ in range(16):
    unread_responses(held)
connections = max(0, plan.get("max_connections", 1000) - 64)
threads += [threading.Thread(target=pipelining_connections, args=(held, connections))]
peak_seen = 0.0
for t in threads:
    t.start()
while time.monotonic() < stop:
    time.sleep(0.5)
    peak_seen = max(peak_seen, server.rss_mib())
for t in threads:
    t.join()
peak = server.peak_mib()
print(f"{seconds:.0f} s of all of it at once, {len(held)} connections holding unread responses")
for name, statuses in counts.items():
    print(f"  {name}: " + ", ".join(f"{n} x {s}" for s, n in sorted(statuses.items(), key=str)))
print(f"peak RSS {peak:.1f} MiB against the limit {limit_mib} MiB ({'under' if peak < limit_mib else 'OVER'})")
for c in held:
    c.close()
server.stop()
