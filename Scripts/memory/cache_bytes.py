#!/usr/bin/env python3
"""Memory of a release `icufmt serve` fed distinct heavy-but-valid requests:
NAMES distinct message patterns with a Russian spellout (each ~9 MiB once
built) and distinct full date formats in 400 locale spellings, one after
another over loopback; prints RSS and the bytes `/metrics` charges by kind.

    swift build -c release --product icufmt
    Scripts/memory/cache_bytes.py [--cache-bytes N] [--count 200] [path/to/icufmt]

`--cache-bytes 1099511627776` (1 TiB) stands for no byte budget: the caches
are then bounded by entries only, as before the byte budgets.
"""
import argparse, json, re, subprocess, time, urllib.request

parser = argparse.ArgumentParser()
parser.add_argument("binary", nargs="?", default=".build/release/icufmt")
parser.add_argument("--cache-bytes", type=int, default=None)
parser.add_argument("--count", type=int, default=200)
args = parser.parse_args()

command = [args.binary, "serve", "--port", "0"]
if args.cache_bytes: command += ["--cache-bytes", str(args.cache_bytes)]
server = subprocess.Popen(command, stderr=subprocess.PIPE, text=True)
port = None
for line in server.stderr:
    match = re.search(r"listening.*port=(\d+)", line)
    if match:
        port = int(match.group(1))
        break

def post(body):
    request = urllib.request.Request(f"http://127.0.0.1:{port}/v1/format", data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"})
    return json.load(urllib.request.urlopen(request))

def rss():
    status = open(f"/proc/{server.pid}/status").read()
    field = lambda name: int(re.search(name + r":\s+(\d+) kB", status).group(1)) / 1024
    return field("VmRSS"), field("VmHWM")

def charged(kind):
    text = urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics").read().decode()
    match = re.search(r'icufmt_formatter_cache_bytes\{kind="%s"\} (\S+)' % kind, text)
    return float(match.group(1)) / (1 << 20) if match else 0.0

try:
    idle = rss()[0]
    start = time.process_time()
    began = time.time()
    for i in range(args.count):
        response = post({"op": "message", "locale": "ru", "pattern": "%d: {n, spellout}" % i, "args": {"n": 21}})
        assert response == {"result": "%d: двадцать один" % i}, response
    messages = time.time() - began
    locales = ["ru", "de", "fr", "ja", "ar", "hi", "zh", "es"]
    for i in range(400):
        post({"op": "date", "locale": "%s-x-%d" % (locales[i % 8], i), "date": 0, "dateStyle": "full",
              "timeStyle": "full", "timeZone": "Asia/Tokyo"})
    now, peak = rss()
    print(f"cache-bytes {args.cache_bytes or 'default'}: {args.count} messages in {messages:.1f} s; "
          f"RSS idle {idle:.0f} MiB, after {now:.0f} MiB, peak {peak:.0f} MiB; "
          f"charged: message {charged('message'):.1f} MiB, date {charged('date'):.1f} MiB")
finally:
    server.terminate()
    server.wait()
