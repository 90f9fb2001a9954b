#!/usr/bin/env python3
"""The most expensive request per op within the protocol's limits, each run
alone through a release `icufmt batch`: CPU seconds, peak RSS above an idle
batch, the response's size and its code (result or error).

    swift build -c release --product icufmt
    Scripts/worst-case/run.py [path/to/icufmt]

Docs/Service.md ("Worst cases") holds the table it prints.
"""
import json, os, subprocess, sys, tempfile

BIN = sys.argv[1] if len(sys.argv) > 1 else ".build/release/icufmt"
KIB = 1024

def marks(n):  # a starter and 30 non-starters (Stream-Safe's limit), repeated
    unit = "a" + "\u0301\u0323\u0308\u0327" * 7 + "\u0301\u0323"  # 1 + 30 code points
    text = (unit * (n // len(unit.encode()) + 1))
    while len(text.encode()) > n: text = text[:-1]
    return text

CASES = [
    ("date", "a 64 KiB pattern of EEEE", {"op": "date", "locale": "de", "date": "2015-08-07T17:29:32Z", "pattern": "EEEE " * (64 * KIB // 5)}),
    ("number", "100 significant digits, 20 fraction digits", {"op": "number", "locale": "ar-EG", "value": "9" * 80 + "." + "9" * 20, "maximumFractionDigits": 20}),
    ("currency", "100 digits, name display", {"op": "currency", "locale": "ru", "amount": "9" * 100, "currency": "EUR", "display": "name"}),
    ("unit", "a compound unit, long width", {"op": "unit", "locale": "fi", "value": "9" * 100, "unit": "kilogram-meter-per-square-second", "width": "long"}),
    ("plural", "100 digits", {"op": "plural", "locale": "ar", "value": "1" * 100}),
    ("compare", "two 64 KiB strings, identical strength, 30 marks per starter", {"op": "compare", "locale": "vi", "a": marks(64 * KIB), "b": marks(64 * KIB - 1), "strength": "identical"}),
    ("sort", "15 strings of 64 KiB, identical strength", {"op": "sort", "locale": "vi", "strings": [marks(64 * KIB - i) for i in range(15)], "strength": "identical"}),
    ("sortKey", "a 64 KiB string, identical strength", {"op": "sortKey", "locale": "vi", "text": marks(64 * KIB), "strength": "identical"}),
    ("message", "1,024 places of a 1,000-byte argument (1 MB out)", {"op": "message", "locale": "en", "pattern": "{a}" * 1024, "args": {"a": "x" * 1000}}),
    ("message", "4 spellout and 28 number arguments (Russian)", {"op": "message", "locale": "ru", "pattern": " ".join(("{n%d,spellout}" if i < 4 else "{n%d,number}") % i for i in range(32)), "args": {"n%d" % i: 123456789012 for i in range(32)}}),
    ("case", "64 KiB of ß to upper (doubles)", {"op": "case", "locale": "de", "text": "ß" * (32 * KIB), "mode": "upper"}),
    ("locale", "a tag with script, region, variants and keywords", {"op": "locale", "locale": "sl-Latn-IT-rozaj-biske-1994-u-ca-chinese-co-stroke-nu-hanidec", "displayLocale": "ar"}),
    ("negotiate", "1,000 supported, 1,000 requested", {"op": "negotiate", "requested": ["zz-%03d" % i for i in range(999)] + ["en-GB"], "supported": ["x%s-%03d" % ("abcdefg"[i % 7], i) for i in range(999)] + ["en"], "default": "en"}),
    ("interval", "a long skeleton across eras", {"op": "interval", "locale": "ja-u-ca-japanese", "start": "1900-01-01T00:00:00Z", "end": "2020-01-01T00:00:00Z", "skeleton": "GGGGyMMMMEEEEdhmsSSSzzzz"}),
    ("relative", "15 digits", {"op": "relative", "locale": "pl", "value": "-99999999999999.9", "unit": "second"}),
    ("list", "1,000 items of 1,000 bytes", {"op": "list", "locale": "es", "items": ["x" * 1000] * 1000}),
    ("displayName", "a language with script, region and three variants", {"op": "displayName", "locale": "ar", "type": "language", "code": "sl-Latn-IT-rozaj-biske-1994"}),
    ("numberRange", "100-digit ends, a currency", {"op": "numberRange", "locale": "de", "start": "1" * 100, "end": "9" * 100, "currency": "EUR"}),
    ("duration", "every unit, 15 digits", {"op": "duration", "locale": "fi", "width": "long", "duration": {"years": 999999999999999, "months": 999999999999999, "weeks": 999999999999999, "days": 999999999999999, "hours": 999999999999999, "minutes": 999999999999999, "seconds": 999999999999999, "milliseconds": 999999999999999, "microseconds": 999999999999999, "nanoseconds": "999999999999.999"}}),
]

def run(line):
    with tempfile.NamedTemporaryFile("w", delete=False) as f:
        f.write(line + "\n")
        path = f.name
    out = subprocess.run(["/usr/bin/time", "-f", "%U %S %M", BIN, "batch"], stdin=open(path), capture_output=True)
    os.unlink(path)
    user, system, rss = out.stderr.decode().strip().splitlines()[-1].split()
    return float(user) + float(system), int(rss), out.stdout

def measure(request):
    """The request's line, CPU ms and RSS MiB above an idle batch, outcome and response KiB."""
    line = json.dumps(request, ensure_ascii=False)
    cpu, rss, stdout = run(line)
    response = json.loads(stdout.decode() or "{}")
    outcome = ("error " + response["error"]["code"]) if "error" in response else "result"
    return (len(line.encode()) / KIB, max(0, cpu - base_cpu) * 1000, max(0, rss - base_rss) / 1024, outcome,
            len(stdout) / KIB)

base_cpu, base_rss, _ = run(json.dumps({"op": "locale", "locale": "de"}))
print(f"idle batch: {base_cpu:.2f} s CPU, {base_rss / 1024:.0f} MiB RSS")
print("| op | request | line | CPU | RSS above idle | response |")
print("|---|---|---:|---:|---:|---|")
for op, what, request in CASES:
    size, cpu, rss, outcome, out = measure(request)
    print(f"| {op} | {what} | {size:,.0f} KiB | {cpu:,.0f} ms | {rss:,.1f} MiB | {outcome}, {out:,.1f} KiB |")

# The requests that led to the message budgets and the Stream-Safe check,
# refused now before ICU does the work.
REPORTED = [
    ("message", "{a}×21,845 with a 64 KiB argument", {"op": "message", "locale": "en", "pattern": "{a}" * 21845, "args": {"a": "x" * 65536}}),
    ("message", "{n,spellout}×5,461", {"op": "message", "locale": "en", "pattern": "{n,spellout}" * 5461, "args": {"n": 1}}),
    ("sortKey", "64 KiB of a and runs of 4 combining marks ×n, identical", {"op": "sortKey", "locale": "en", "text": ("a" + "\u0301\u0323\u0308\u0327" * 4000)[:16000], "strength": "identical"}),
]
print()
print("| op | the reported request | CPU | RSS above idle | response |")
print("|---|---|---:|---:|---|")
for op, what, request in REPORTED:
    _, cpu, rss, outcome, _ = measure(request)
    print(f"| {op} | {what} | {cpu:,.0f} ms | {rss:,.1f} MiB | {outcome} |")
