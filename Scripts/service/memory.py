#!/usr/bin/env python3
"""Hostile but protocol-valid memory: (1) an array of 64 message requests,
each within the message budget, whose control characters escape 6x; (2)
sixteen 7.9 MiB arrays of small objects at once; then RSS 10 s after the
spikes. Prints the server's peak RSS (VmHWM) after each and the figures the
service's issue asks for.

usage: ICUFMT=.build/release/icufmt Scripts/service/memory.py
"""
import json
import threading
import time

from svc import Connection, Server, icufmt, request_bytes

binary = icufmt()
server = Server(binary)
time.sleep(0.5)
idle = server.rss_mib()
print(f"idle RSS {idle:.1f} MiB")

# (1) amplification: 64 × ({a}×1024 with a = 1021 control characters)
element = {"op": "message", "locale": "en", "pattern": "{a}" * 1024, "args": {"a": "\u0001" * 1021}}
body = json.dumps([dict(element, id=i) for i in range(64)]).encode()
connection = Connection(server.port, timeout=120)
start = time.monotonic()
status, headers, response = connection.exchange(request_bytes(body))
took = time.monotonic() - start
errors = response.count(b'"limitExceeded"')
print(f"amplification: body {len(body) / 2**20:.2f} MiB -> status {status}, response {len(response) / 2**20:.2f} MiB, "
      f"{errors} limitExceeded, {took:.2f} s, peak RSS {server.peak_mib():.1f} MiB")
connection.close()

# (2) sixteen 7.9 MiB arrays of small objects at once
# At most 100,000 elements (the array limit): objects of about 85 bytes.
small = '{"id":%d,"op":"plural","locale":"de-CH","value":"1234.5678","type":"ordinal"}'
count = min(100_000, int(7.9 * 2**20) // (len(small % 99_999) + 1))
big = ("[" + ",".join(small % i for i in range(count)) + "]").encode()
big = big[:-1] + b" " * (int(7.9 * 2**20) - len(big)) + b"]"  # padded to 7.9 MiB
results = []


def post_big():
    c = Connection(server.port, timeout=600)
    status, _, response = c.exchange(request_bytes(big))
    results.append((status, len(response)))
    c.close()


start = time.monotonic()
threads = [threading.Thread(target=post_big) for _ in range(16)]
for thread in threads:
    thread.start()
for thread in threads:
    thread.join()
statuses = sorted(set(s for s, _ in results))
print(f"16 x {len(big) / 2**20:.2f} MiB arrays ({count} requests each): statuses {statuses}, "
      f"{time.monotonic() - start:.1f} s, peak RSS {server.peak_mib():.1f} MiB")
time.sleep(10)
after = server.rss_mib()
print(f"RSS 10 s after the spikes {after:.1f} MiB ({after - idle:+.1f} MiB from idle)")
server.stop()
