#!/usr/bin/env python3
"""`/healthz` latency while two clients send a small but heavy request back
to back: a Russian message with four spellouts (1.1 KB, 70 ms to build, too
large to keep in the cache), over loopback against a release server.

    swift build -c release --product icufmt
    Scripts/load/healthz_under_heavy.py [serve flags, e.g. --workers 4]

Docs/Service.md ("Formatting threads and admission") has its figures.
"""
import json, re, subprocess, sys, threading, time, statistics, http.client
binary = ".build/release/icufmt"
server = subprocess.Popen([binary, "serve", "--port", "0"] + sys.argv[1:], stderr=subprocess.PIPE, text=True)
for line in server.stderr:
    m = re.search(r"listening.*port=(\d+)", line)
    if m: port = int(m.group(1)); break
heavy = json.dumps({"op": "message", "locale": "ru", "pattern": " ".join(("{n%d,spellout}" if i < 4 else "{n%d,number}") % i for i in range(32)), "args": {"n%d" % i: 123456789012 for i in range(32)}}).encode()
stop = False
count = [0]
def load():
    c = http.client.HTTPConnection("127.0.0.1", port)
    while not stop:
        c.request("POST", "/v1/format", body=heavy, headers={"Content-Type": "application/json"})
        r = c.getresponse(); r.read(); count[0] += 1
threads = [threading.Thread(target=load) for _ in range(2)]
for t in threads: t.start()
time.sleep(1)
lat = []
for _ in range(100):
    c = http.client.HTTPConnection("127.0.0.1", port)
    t0 = time.perf_counter(); c.request("GET", "/healthz"); c.getresponse().read(); lat.append((time.perf_counter() - t0) * 1000); c.close()
    time.sleep(0.02)
stop = True
for t in threads: t.join()
print(f"heavy requests {count[0]}; /healthz median {statistics.median(lat):.1f} ms, p90 {sorted(lat)[89]:.1f} ms, max {max(lat):.1f} ms; body {len(heavy)} bytes")
server.terminate(); server.wait()
