#!/usr/bin/env python3
"""SIGHUP reloads while `wrk` posts `string` requests: no request may fail,
and every answer must be exactly one version's text, never a mix.

The script writes two versions of two catalogs (an `.xcstrings` one and an
`.lproj` one of `.strings` and `.stringsdict` files, a few thousand entries
each so that a reload takes milliseconds) into v1/ and v2/ of a temporary
folder, and points a symbolic link `current` at v1; the server loads
`current/app` and `current/legacy`. While `wrk` posts a cycle of `string`
requests, the script flips `current` to the other version (an atomic
rename, so a reload reads one version whole) and sends SIGHUP, waits until
/metrics counts the reload, and again, RELOADS times.

Each request's answers in v1 and v2 differ, and a set loaded half from one
version and half from the other answers some of them differently again
(a Russian value removed in v2 falls back to the English file: v1's English
text would show the mix). wrk's Lua checks every response body against the
two versions' exact answers (by the request's `id`).

Prints requests, rate, failures (socket errors, non-2xx, wrong answers),
answers per version and reloads by result; exits 1 unless failures and
failed reloads are zero and every reload was counted.

With --watch, no signal: the catalogs sit in a folder laid out as the
kubelet lays out a mounted ConfigMap (`app` and `legacy` linked through
`..data` to a timestamped folder), the server watches them
(`--catalog-poll 1`), and each flip is the kubelet's update: the version
copied into a new timestamped folder, a link `..data_tmp` to it renamed
over `..data`, the old folder removed. Each flip must make exactly one
reload with `cause="watch"` (counted again 3 s after the last).

usage: ICUFMT=.build/release/icufmt Scripts/service/reload.py [RELOADS] [CONNECTIONS] [--watch]
"""
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

from svc import Connection, Server, icufmt, request_bytes

binary = icufmt()
watch = "--watch" in sys.argv
args = [a for a in sys.argv[1:] if not a.endswith("icufmt") and a != "--watch"]
reloads = int(args[0]) if args else 200
connections = int(args[1]) if len(args) > 1 else 8
FILLER = 2000


def unit(value):
    return {"stringUnit": {"state": "translated", "value": value}}


def plural(variants):
    return {"variations": {"plural": {category: unit(text) for category, text in variants.items()}}}


def write_version(root, v):
    """One version's files; every text carries its version."""
    app = os.path.join(root, "app")
    os.makedirs(app)
    strings = {
        "%lld new messages": {"localizations": {
            "en": plural({"one": f"%lld new message ({v})", "other": f"%lld new messages ({v})"}),
            "ru": plural({"one": f"%lld новое сообщение ({v})", "few": f"%lld новых сообщения ({v})",
                          "many": f"%lld новых сообщений ({v})", "other": f"%lld нового сообщения ({v})"})}},
        "%@ liked your post": {"localizations": {
            "en": unit(f"%@ liked your post ({v})"), "ru": unit(f"%@ оценил(а) вашу запись ({v})")}},
    }
    for i in range(FILLER):
        strings[f"filler {i}"] = {"localizations": {"en": unit(f"Filler {i} ({v})"), "ru": unit(f"Строка {i} ({v})")}}
    with open(os.path.join(app, "Localizable.xcstrings"), "w", encoding="utf-8") as handle:
        json.dump({"sourceLanguage": "en", "strings": strings, "version": "1.0"}, handle, ensure_ascii=False)
    legacy = os.path.join(root, "legacy")
    for language in ("en", "ru"):
        folder = os.path.join(legacy, f"{language}.lproj")
        os.makedirs(folder)
        lines = [f'"filler {i}" = "{language} {i} ({v})";' for i in range(FILLER)]
        # In v2 the Russian file no longer has "Archive": it falls back to English.
        if language == "en" or v == "v1":
            lines.append(f'"Archive" = "{"Archive" if language == "en" else "Архив"} ({v})";')
        with open(os.path.join(folder, "Localizable.strings"), "w", encoding="utf-8") as handle:
            handle.write("\n".join(lines) + "\n")
    with open(os.path.join(legacy, "en.lproj", "Localizable.stringsdict"), "w", encoding="utf-8") as handle:
        handle.write(f"""<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict>
<key>%d files</key><dict>
<key>NSStringLocalizedFormatKey</key><string>%#@files@ ({v})</string>
<key>files</key><dict>
<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
<key>NSStringFormatValueTypeKey</key><string>d</string>
<key>one</key><string>%d file</string>
<key>other</key><string>%d files</string>
</dict></dict>
</dict></plist>
""")


# (request fields, v1 answer, v2 answer): the answers as the protocol writes results.
def result(text, localization, fallback):
    return json.dumps({"text": text, "localization": localization, "fallback": fallback},
                      ensure_ascii=False, separators=(",", ":"))


CASES = [
    ({"catalog": "app", "key": "%lld new messages", "languages": ["ru-RU"], "args": [5]},
     {v: result(f"5 новых сообщений ({v})", "ru", False) for v in ("v1", "v2")}),
    ({"catalog": "app", "key": "%lld new messages", "languages": ["ru"], "args": [1234]},
     {v: result(f"1\u00a0234 новых сообщения ({v})", "ru", False) for v in ("v1", "v2")}),
    ({"catalog": "app", "key": "%lld new messages", "languages": ["en-GB"], "args": [1]},
     {v: result(f"1 new message ({v})", "en", False) for v in ("v1", "v2")}),
    ({"catalog": "app", "key": "%@ liked your post", "languages": ["ru", "en"], "args": ["Ада"]},
     {v: result(f"Ада оценил(а) вашу запись ({v})", "ru", False) for v in ("v1", "v2")}),
    ({"catalog": "app", "key": "filler 1999", "languages": ["fr", "en"]},
     {v: result(f"Filler 1999 ({v})", "en", False) for v in ("v1", "v2")}),
    ({"catalog": "legacy", "key": "Archive", "languages": ["ru"]},
     {"v1": result("Архив (v1)", "ru", False), "v2": result("Archive (v2)", "en", True)}),
    ({"catalog": "legacy", "key": "%d files", "languages": ["en"], "args": [3]},
     {v: result(f"3 files ({v})", "en", False) for v in ("v1", "v2")}),
    ({"catalog": "legacy", "key": "filler 7", "languages": ["ru"]},
     {v: result(f"ru 7 ({v})", "ru", False) for v in ("v1", "v2")}),
]


def lua_script(path):
    """wrk: cycles through the requests; checks each body by its id."""
    def quote(text):
        return '"' + "".join(f"\\{b}" for b in text.encode()) + '"'
    bodies, answers = [], []
    for index, (fields, by_version) in enumerate(CASES, start=1):
        bodies.append(quote(json.dumps({"id": index, "op": "string", **fields}, ensure_ascii=False,
                                       separators=(",", ":"))))
        entries = []
        for version, answer in by_version.items():
            body = '{"id":' + str(index) + ',"result":' + answer + "}"
            entries.append(f"[{quote(body)}] = {quote(version)}")
        answers.append("{" + ", ".join(entries) + "}")
    with open(path, "w") as handle:
        handle.write(f"""
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
local bodies = {{ {", ".join(bodies)} }}
local answers = {{ {", ".join(answers)} }}
local i = 0
-- Globals, which done() reads from each thread (thread:get reads globals only).
v1 = 0
v2 = 0
bad = 0
first_bad = ""
local threads = {{}}
function setup(thread) table.insert(threads, thread) end
function request()
    i = i % #bodies + 1
    return wrk.format(nil, "/v1/format", nil, bodies[i])
end
function response(status, headers, body)
    local id = tonumber(string.match(body, '^{{"id":(%d+),'))
    local version = id and answers[id] and answers[id][body]
    if version == "v1" then v1 = v1 + 1
    elseif version == "v2" then v2 = v2 + 1
    else
        bad = bad + 1
        if first_bad == "" then first_bad = body end
    end
end
function done(summary, latency, requests)
    local a, b, c, example = 0, 0, 0, ""
    for _, thread in ipairs(threads) do
        a = a + thread:get("v1")
        b = b + thread:get("v2")
        c = c + thread:get("bad")
        local first = thread:get("first_bad")
        if example == "" and first ~= "" then example = first end
    end
    io.write(string.format("ANSWERS v1=%d v2=%d bad=%d\\n", a, b, c))
    if example ~= "" then io.write("FIRST_BAD " .. example .. "\\n") end
end
""")


CAUSE = "watch" if watch else "signal"


def reload_count(port, result, cause=CAUSE):
    connection = Connection(port)
    try:
        _, _, body = connection.exchange(request_bytes(b"", path="/metrics", method="GET"))
    finally:
        connection.close()
    match = re.search(rf'icufmt_catalog_reloads_total{{cause="{cause}",result="{result}"}} (\d+)', body.decode())
    return int(match.group(1)) if match else 0


def kubelet_update(mount, source, serial):
    """The kubelet's AtomicWriter: the new data in a new timestamped folder,
    `..data` swapped to it by one rename, the user-visible links made once,
    the old folder removed."""
    folder = time.strftime("..%Y_%m_%d_%H_%M_%S.", time.gmtime()) + f"{serial:09d}"
    shutil.copytree(source, os.path.join(mount, folder), symlinks=True)
    old = os.readlink(os.path.join(mount, "..data")) if os.path.islink(os.path.join(mount, "..data")) else None
    os.symlink(folder, os.path.join(mount, "..data_tmp"))
    os.replace(os.path.join(mount, "..data_tmp"), os.path.join(mount, "..data"))
    for key in os.listdir(source):
        if not os.path.lexists(os.path.join(mount, key)):
            os.symlink(os.path.join("..data", key), os.path.join(mount, key))
    if old:
        shutil.rmtree(os.path.join(mount, old))


work = tempfile.mkdtemp(prefix="icufmt-reload-")
for version in ("v1", "v2"):
    write_version(os.path.join(work, version), version)
current = os.path.join(work, "current")
if watch:
    current = os.path.join(work, "mount")
    os.makedirs(current)
    kubelet_update(current, os.path.join(work, "v1"), 0)
    flags = ("--catalog-poll", "1")
else:
    os.symlink("v1", current)
    flags = ("--catalog-poll", "0")
lua = os.path.join(work, "check.lua")
lua_script(lua)
server = Server(binary, "--catalog", f"app={current}/app", "--catalog", f"legacy={current}/legacy", *flags)
# Every case answers v1 before any reload.
for index, (fields, by_version) in enumerate(CASES, start=1):
    connection = Connection(server.port)
    _, _, body = connection.exchange(request_bytes(json.dumps({"id": index, "op": "string", **fields})))
    connection.close()
    expected = f'{{"id":{index},"result":' + by_version["v1"] + "}"
    if body.decode() != expected:
        server.stop()
        sys.exit(f"case {index} answers {body.decode()}, not {expected}")

duration = 10 + (reloads * 2 if watch else reloads // 4)
wrk = subprocess.Popen(["wrk", "-t2", f"-c{connections}", f"-d{duration}s", "--latency", "-s", lua,
                        f"http://127.0.0.1:{server.port}/v1/format"], stdout=subprocess.PIPE, text=True)
time.sleep(1)
version, sent, waits = "v1", 0, []
started = time.monotonic()
for _ in range(reloads):
    if wrk.poll() is not None:
        break
    version = "v2" if version == "v1" else "v1"
    before = reload_count(server.port, "ok") + reload_count(server.port, "failed")
    if watch:
        kubelet_update(current, os.path.join(work, version), sent + 1)
    else:
        link = os.path.join(work, "current.next")
        os.symlink(version, link)
        os.replace(link, current)
        os.kill(server.pid, signal.SIGHUP)
    sent += 1
    t0 = time.monotonic()
    while reload_count(server.port, "ok") + reload_count(server.port, "failed") == before:
        time.sleep(0.002)
    waits.append(time.monotonic() - t0)
elapsed = time.monotonic() - started
if watch:
    # No reload more than one per update, however long the files stay still.
    time.sleep(3)
output, _ = wrk.communicate()
ok, failed = reload_count(server.port, "ok"), reload_count(server.port, "failed")
code = server.stop()

print(output)
requests = int(re.search(r"(\d+) requests in", output).group(1))
errors = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", output)
socket_errors = sum(int(x) for x in errors.groups()) if errors else 0
non2xx = int(re.search(r"Non-2xx or 3xx responses: (\d+)", output).group(1)) if "Non-2xx" in output else 0
answers = re.search(r"ANSWERS v1=(\d+) v2=(\d+) bad=(\d+)", output)
v1, v2, bad = (int(x) for x in answers.groups())
waits.sort()
print(f"reloads: {sent} {'ConfigMap updates' if watch else 'SIGHUPs'} in {elapsed:.1f} s, "
      f"ok {ok} (cause={CAUSE}), failed {failed}; "
      f"{'update' if watch else 'SIGHUP'} to counted: median {waits[len(waits) // 2] * 1000:.1f} ms, max {waits[-1] * 1000:.1f} ms")
print(f"requests: {requests}, socket errors {socket_errors}, non-2xx {non2xx}, "
      f"answers v1 {v1}, v2 {v2}, neither (a mix or wrong) {bad}; server exit {code}")
lost = requests - (v1 + v2 + bad)
print(f"responses checked: {v1 + v2 + bad} of {requests} (wrk counts a request cut at its end: {lost})")
failed_run = socket_errors or non2xx or bad or failed or ok != sent or code != 0
sys.exit(1 if failed_run else 0)
