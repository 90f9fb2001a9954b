#!/usr/bin/env python3
"""Feeds `icufmt batch` distinct locale names and reports its RSS (Scripts/memory/run.sh)."""
import argparse
import json
import random
import subprocess
import sys
import threading
import time

KEYWORDS = [
    "ca-buddhist", "ca-japanese", "ca-persian", "ca-islamic", "nu-arab", "nu-deva", "nu-thai", "hc-h23", "hc-h12",
    "co-phonebk", "co-pinyin", "ks-level1", "kn", "kf-upper", "rg-gbzzzz", "rg-uszzzz", "fw-mon", "ms-ussystem",
    "cu-jpy", "cu-eur",
]

DATE = "2015-08-07T17:29:32Z"
OPS = [
    lambda l: {"op": "date", "locale": l, "date": DATE, "dateStyle": "short"},
    lambda l: {"op": "date", "locale": l, "date": DATE, "skeleton": "yMMMEdjmm", "timeZone": "America/New_York"},
    lambda l: {"op": "date", "locale": l, "date": DATE, "dateStyle": "full", "timeStyle": "full"},
    lambda l: {"op": "unit", "locale": l, "value": "100", "unit": "kilometer", "usage": "road"},
    lambda l: {"op": "compare", "locale": l, "a": "a", "b": "\u00e4"},
    lambda l: {"op": "case", "locale": l, "text": "ijssel istanbul", "mode": "title"},
    lambda l: {"op": "locale", "locale": l},
    lambda l: {"op": "currency", "locale": l, "amount": "1234.5", "currency": "EUR"},
    lambda l: {"op": "message", "locale": l, "pattern": "{n, plural, one {# x} other {# y}} {n, spellout}",
               "args": {"n": 3}},
]


def names(languages, scripts, regions, count, seed):
    """`count` distinct BCP 47 tags: language, mostly a script and a region, a third a -u- keyword."""
    rng = random.Random(seed)
    seen = set()
    out = []
    while len(out) < count:
        parts = [rng.choice(languages)]
        shape = rng.random()
        if shape < 0.85:
            parts.append(rng.choice(scripts))
        if shape < 0.70 or shape >= 0.85:
            parts.append(rng.choice(regions))
        if rng.random() < 0.33:
            parts.append("u-" + rng.choice(KEYWORDS))
        tag = "-".join(parts)
        if tag not in seen:
            seen.add(tag)
            out.append(tag)
    return out


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


class Batch:
    """`icufmt batch` as a co-process: lines in, responses counted."""

    def __init__(self, binary):
        self.process = subprocess.Popen([binary, "batch"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.answered = 0
        self.errors = 0
        self.error_examples = []
        self.lock = threading.Condition()
        self.reader = threading.Thread(target=self.read, daemon=True)
        self.reader.start()

    def read(self):
        for line in self.process.stdout:
            failed = b'"error"' in line
            with self.lock:
                self.answered += 1
                if failed:
                    self.errors += 1
                    if len(self.error_examples) < 5:
                        self.error_examples.append(line.decode(errors="replace").strip())
                self.lock.notify_all()

    def run(self, requests):
        """Sends the requests and waits for every answer; returns the seconds taken."""
        start = time.monotonic()
        with self.lock:
            target = self.answered + len(requests)
        chunk = []
        for request in requests:
            chunk.append(json.dumps(request, ensure_ascii=False).encode() + b"\n")
            if len(chunk) == 512:
                self.process.stdin.write(b"".join(chunk))
                chunk = []
        if chunk:
            self.process.stdin.write(b"".join(chunk))
        self.process.stdin.flush()
        with self.lock:
            while self.answered < target:
                self.lock.wait(timeout=5)
        return time.monotonic() - start

    def rss(self):
        return rss_kib(self.process.pid)

    def close(self):
        self.process.stdin.close()
        self.process.wait()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--icufmt", required=True)
    parser.add_argument("--lists", required=True)
    parser.add_argument("--names", type=int, default=1_000_000)
    parser.add_argument("--seed", type=int, default=16)
    parser.add_argument("--repeat", type=int, default=0, help="names sent again (default: all)")
    args = parser.parse_args()
    with open(args.lists) as f:
        languages, scripts, regions, available = (line.split() for line in f.read().splitlines()[:4])
    print(f"ICU lists: {len(languages)} languages, {len(scripts)} scripts, {len(regions)} regions, "
          f"{len(available)} available locales")
    tags = names(languages, scripts, regions, args.names, args.seed)
    with_keyword = sum(1 for t in tags if "-u-" in t)
    print(f"{len(tags)} distinct names ({with_keyword} with a -u- keyword), e.g. {', '.join(tags[:4])}")

    batch = Batch(args.icufmt)
    # Warm-up: every locale ICU has data for, through every op, twice, so that
    # the data of the fallback targets is loaded before the first reading.
    warm = [op(loc.replace("_", "-")) for _ in range(2) for loc in available for op in OPS]
    seconds = batch.run(warm)
    base = batch.rss()
    print(f"warm-up: {len(warm)} requests in {seconds:.0f} s; RSS {base / 1024:.1f} MiB")
    requests = [OPS[i % len(OPS)](tag) for i, tag in enumerate(tags)]
    seconds = batch.run(requests)
    first = batch.rss()
    print(f"{len(requests)} distinct names in {seconds:.0f} s; RSS {first / 1024:.1f} MiB "
          f"(+{(first - base) / 1024:.1f} MiB)")
    again = requests[: args.repeat or len(requests)]
    seconds = batch.run(again)
    second = batch.rss()
    print(f"{len(again)} of the same names again in {seconds:.0f} s; RSS {second / 1024:.1f} MiB "
          f"(+{(second - first) / 1024:.1f} MiB)")
    print(f"errors: {batch.errors} of {batch.answered}" + "".join(f"\n  {e}" for e in batch.error_examples))
    batch.close()
    growth = (first - base) / 1024
    print(f"RESULT growth {growth:.1f} MiB for {len(tags)} distinct names, repeat {(second - first) / 1024:+.1f} MiB")
    return 0 if growth <= 100 else 1


if __name__ == "__main__":
    sys.exit(main())
