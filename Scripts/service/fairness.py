#!/usr/bin/env python3
"""Fairness under load, as ordinary clients see it.

healthz: 32 clients post small requests that miss the caches (a date in
  each of ICU's locales in turn, and 4 KiB language negotiations) while a
  probe reads GET /healthz every 10 ms: the probe's p50, p99 and max.
flood:   200 connections post 1 MiB arrays of dates for 20 s while one
  client sends ordinary single requests: the share answered 200, then how
  long after the flood ends until a single request is answered in < 50 ms.

usage: ICUFMT=.build/release/icufmt Scripts/service/fairness.py [healthz|flood|all]
"""
import json
import sys
import threading
import time

from svc import DATE, Connection, Server, icufmt, percentile, request_bytes

binary = icufmt()
which = next((a for a in sys.argv[1:] if a in ("healthz", "flood", "all")), "all")


def probe_health(server, stop, latencies):
    while not stop.is_set():
        start = time.monotonic()
        try:
            c = Connection(server.port, timeout=10)
            c.exchange(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
            c.close()
            latencies.append(time.monotonic() - start)
        except OSError:
            latencies.append(10.0)
        time.sleep(0.01)


def healthz():
    server = Server(binary)
    locales = [f"{lang}-{region}" for lang in ("de", "fr", "es", "it", "pt", "nl", "sv", "pl", "ru", "ja", "zh", "ar",
                                                "hi", "tr", "ko", "uk", "cs", "fi", "da", "nb")
               for region in ("US", "GB", "DE", "FR", "ES", "IT", "BR", "MX", "CA", "AU", "IN", "CH", "AT", "BE")]
    supported = [f"{l}" for l in locales][:200]
    negotiate = json.dumps({"op": "negotiate", "supported": supported,
                            "requested": "zz-ZZ, " + ", ".join(f"x{i}-{i}" for i in range(40)) + ", de;q=0.1"})
    stop = threading.Event()
    counts = [0, 0]

    def client(index):
        c = Connection(server.port, timeout=60)
        n = index
        while not stop.is_set():
            n += 32
            if n % 2:
                body = negotiate
            else:
                locale = locales[n % len(locales)]
                body = json.dumps({"op": "date", "locale": locale, "date": "2015-08-07T17:29:32Z",
                                   "pattern": f"d MMM y HH:mm:ss '{n}'"})
            status, _, _ = c.exchange(request_bytes(body))
            counts[0 if status == 200 else 1] += 1

    latencies = []
    threads = [threading.Thread(target=client, args=(i,)) for i in range(32)]
    for t in threads:
        t.start()
    prober = threading.Thread(target=probe_health, args=(server, stop, latencies))
    prober.start()
    time.sleep(15)
    stop.set()
    for t in threads + [prober]:
        t.join()
    print(f"healthz under 32 clients of uncached requests ({counts[0]} answered 200, {counts[1]} other): "
          f"p50 {percentile(latencies, 0.5) * 1000:.1f} ms, p99 {percentile(latencies, 0.99) * 1000:.1f} ms, "
          f"max {max(latencies) * 1000:.1f} ms over {len(latencies)} probes")
    server.stop()


def flood():
    server = Server(binary)
    item = json.loads(DATE)
    element = json.dumps(item)
    count = (1 << 20) // (len(element) + 1)
    array = request_bytes("[" + ",".join([element] * count) + "]")
    stop = threading.Event()
    flood_statuses = []

    def flooder():
        while not stop.is_set():
            try:
                c = Connection(server.port, timeout=60)
                while not stop.is_set():
                    status, headers, _ = c.exchange(array)
                    flood_statuses.append(status)
                    if headers.get("connection") == "close":
                        break
                c.close()
            except OSError:
                time.sleep(0.01)

    threads = [threading.Thread(target=flooder) for _ in range(200)]
    for t in threads:
        t.start()
    time.sleep(2)
    ordinary = []
    latencies = []
    end = time.monotonic() + 20
    while time.monotonic() < end:
        start = time.monotonic()
        try:
            c = Connection(server.port, timeout=10)
            status, _, _ = c.exchange(request_bytes(DATE))
            c.close()
        except OSError:
            status = 0
        ordinary.append(status)
        latencies.append(time.monotonic() - start)
        time.sleep(0.05)
    stop.set()
    flood_end = time.monotonic()
    for t in threads:
        t.join()
    recovered = None
    while recovered is None and time.monotonic() - flood_end < 60:
        start = time.monotonic()
        c = Connection(server.port, timeout=10)
        status, _, _ = c.exchange(request_bytes(DATE))
        c.close()
        if status == 200 and time.monotonic() - start < 0.05:
            recovered = time.monotonic() - flood_end
        time.sleep(0.01)
    ok = sum(1 for s in ordinary if s == 200)
    shed = sum(1 for s in flood_statuses if s == 503)
    print(f"flood of 200 connections posting {len(array) / 2**20:.2f} MiB arrays: {len(flood_statuses)} arrays answered "
          f"({shed} 503); ordinary single requests {ok}/{len(ordinary)} = {100 * ok / max(1, len(ordinary)):.1f}% "
          f"answered 200, p50 {percentile(latencies, 0.5) * 1000:.1f} ms, p99 {percentile(latencies, 0.99) * 1000:.1f} ms; "
          f"normal again {recovered if recovered is not None else float('nan'):.2f} s after the flood's clients stopped "
          f"(they finish their arrays in flight); peak RSS {server.peak_mib():.0f} MiB")
    server.stop()


if which in ("healthz", "all"):
    healthz()
if which in ("flood", "all"):
    flood()
