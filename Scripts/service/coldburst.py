#!/usr/bin/env python3
"""A cold replica's first burst: N clients at once, each on its own
connection, each sending the same request whose formatter is not built yet
(a Russian spellout message, tens of milliseconds to build). Counts the
statuses and the server's misses: none should be 503, and the formatter is
built once (the other clients wait for it outside the formatting threads).

usage: ICUFMT=.build/release/icufmt Scripts/service/coldburst.py [CLIENTS]
"""
import sys
import threading

from svc import Connection, Server, icufmt, request_bytes

binary = icufmt()
args = [a for a in sys.argv[1:] if not a.endswith("icufmt")]
clients = int(args[0]) if args else 300
server = Server(binary)
request = request_bytes('{"op":"message","locale":"ru","pattern":"{n, spellout}","args":{"n":1234}}')
statuses = []
start = threading.Barrier(clients)


def client():
    connection = Connection(server.port, timeout=60)
    start.wait()
    status, _, _ = connection.exchange(request)
    statuses.append(status)
    connection.close()


threads = [threading.Thread(target=client) for _ in range(clients)]
for t in threads:
    t.start()
for t in threads:
    t.join()
metrics = Connection(server.port).exchange(request_bytes(b"", path="/metrics", method="GET"))[2].decode()
misses = next(line.split()[-1] for line in metrics.splitlines()
              if line.startswith('icufmt_formatter_cache_misses_total{kind="message"}'))
shared = next(line.split()[-1] for line in metrics.splitlines()
              if line.startswith("icufmt_format_shared_builds_total"))
print(f"{clients} clients at once on a cold server: " +
      ", ".join(f"{statuses.count(s)} x {s}" for s in sorted(set(statuses))) +
      f"; message formatters built: {misses}; waits for another's build: {shared}")
server.stop()
