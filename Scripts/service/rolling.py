#!/usr/bin/env python3
"""Rolling restarts behind nginx: two replicas of `icufmt serve` behind
Debian's nginx, configured as Docs/Service.md ("Replicas") says, while
`wrk` posts a date request through nginx without pause; replica A, then B,
is restarted ROUNDS times each (SIGTERM, wait for its exit, stay down
DOWN seconds as a container being replaced does, start it again on the
same port, wait until its `/readyz` answers 200). Every request must get a
complete `200` with the exact answer.

Checks: wrk's socket errors and non-2xx responses are 0; every body wrk
read is byte for byte the date's answer (a Lua check); every replica
exited 0 after SIGTERM (drained whole). Prints the requests, those nginx
sent again to the other replica (its access log: more than one upstream
status), the restarts and the drain times; exits 1 on any failure.

With --plain, nginx runs the upstream as Docs/Service.md sketched it
before (keep-alive, nothing else: nginx's defaults for retries and failed
replicas), to show what the settings are for.

Needs: a release icufmt, nginx and wrk (apt-get install -y nginx wrk).
Nothing but loopback is used; nginx runs from a temporary folder (its own
prefix, configuration, pid file and logs), not as the system's service.

usage: ICUFMT=.build/release/icufmt python3 Scripts/service/rolling.py [ROUNDS] [CONNECTIONS] [DOWN] [--plain]
"""
import atexit
import os
import re
import signal
import socket
import subprocess
import sys
import tempfile
import time

from svc import DATE, Connection, icufmt, request_bytes

binary = icufmt()
plain = "--plain" in sys.argv
args = [a for a in sys.argv[1:] if not a.endswith("icufmt") and a != "--plain"]
rounds = int(args[0]) if args else 5
connections = int(args[1]) if len(args) > 1 else 8
down = float(args[2]) if len(args) > 2 else 2
work = tempfile.mkdtemp(prefix="icufmt-rolling-")
started_processes = []


@atexit.register
def stop_what_is_left():
    """On any exit, nothing this script started keeps running."""
    for process in started_processes:
        if process.poll() is None:
            process.kill()


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


# The upstream block and location of Docs/Service.md, "Replicas".
NGINX = """
worker_processes 1;
pid {work}/nginx.pid;
error_log {work}/error.log warn;
events {{ worker_connections 1024; }}
http {{
    log_format upstreams '$status $upstream_status';
    access_log {work}/access.log upstreams;
    client_body_temp_path {work}/body;
    proxy_temp_path {work}/proxy;
    upstream icufmt {{
        server 127.0.0.1:{a}{max_fails};
        server 127.0.0.1:{b}{max_fails};
        keepalive 32;
    }}
    server {{
        listen 127.0.0.1:{port};
        location / {{
            proxy_pass http://icufmt;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
{retries}
        }}
    }}
}}
"""


class Replica:
    """`icufmt serve` on a fixed loopback port, started again as often as asked."""

    def __init__(self, name, port):
        self.name, self.port, self.process = name, port, None
        self.log = open(os.path.join(work, f"replica-{name}.log"), "a")

    def start(self):
        environment = {k: v for k, v in os.environ.items() if not k.startswith("ICUFMT_")}
        self.process = subprocess.Popen([binary, "serve", "--port", str(self.port)], stderr=self.log,
                                        stdout=subprocess.DEVNULL, env=environment)
        started_processes.append(self.process)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if self.ready():
                return time.monotonic()
            if self.process.poll() is not None:
                sys.exit(f"replica {self.name} exited {self.process.returncode} while starting")
            time.sleep(0.02)
        sys.exit(f"replica {self.name} not ready in 30 s")

    def ready(self):
        try:
            connection = Connection(self.port, timeout=2)
        except OSError:
            return False
        try:
            status, _, _ = connection.exchange(request_bytes(b"", path="/readyz", method="GET"))
            return status == 200
        except OSError:
            return False
        finally:
            connection.close()

    def stop(self):
        """SIGTERM, then the exit status and the seconds the drain took."""
        started = time.monotonic()
        self.process.send_signal(signal.SIGTERM)
        code = self.process.wait(60)
        return code, time.monotonic() - started


def lua_script(path, answer):
    quote = lambda text: '"' + "".join(f"\\{b}" for b in text.encode()) + '"'
    with open(path, "w") as handle:
        handle.write(f"""
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = {quote(DATE)}
local answer = {quote(answer)}
good = 0
bad = 0
first_bad = ""
local threads = {{}}
function setup(thread) table.insert(threads, thread) end
function response(status, headers, body)
    if status == 200 and body == answer then good = good + 1
    else
        bad = bad + 1
        if first_bad == "" then first_bad = status .. " " .. body end
    end
end
function done(summary, latency, requests)
    local g, b, example = 0, 0, ""
    for _, thread in ipairs(threads) do
        g = g + thread:get("good")
        b = b + thread:get("bad")
        if example == "" then example = thread:get("first_bad") end
    end
    io.write(string.format("CHECKED good=%d bad=%d\\n", g, b))
    if example ~= "" then io.write("FIRST_BAD " .. example .. "\\n") end
end
""")


replicas = [Replica("A", free_port()), Replica("B", free_port())]
for replica in replicas:
    replica.start()
# The answer, from a replica directly.
connection = Connection(replicas[0].port)
_, _, expected = connection.exchange(request_bytes(DATE.encode()))
connection.close()

port = free_port()
with open(os.path.join(work, "nginx.conf"), "w") as handle:
    retries = "" if plain else """            proxy_next_upstream error timeout http_502 http_503 non_idempotent;
            proxy_next_upstream_tries 3;
            proxy_connect_timeout 2s;"""
    handle.write(NGINX.format(work=work, a=replicas[0].port, b=replicas[1].port, port=port, retries=retries,
                              max_fails="" if plain else " max_fails=0"))
nginx = subprocess.Popen(["nginx", "-p", work, "-c", os.path.join(work, "nginx.conf"), "-g", "daemon off;"],
                         stderr=open(os.path.join(work, "nginx.stderr"), "w"))
started_processes.append(nginx)
time.sleep(0.5)
if nginx.poll() is not None:
    for replica in replicas:
        replica.stop()
    sys.exit(f"nginx exited {nginx.returncode}: {open(os.path.join(work, 'nginx.stderr')).read()}")

lua = os.path.join(work, "check.lua")
lua_script(lua, expected.decode())
wrk = subprocess.Popen(["wrk", "-t2", f"-c{connections}", "-d600s", "-s", lua, f"http://127.0.0.1:{port}/v1/format"],
                       stdout=subprocess.PIPE, text=True)
started_processes.append(wrk)
time.sleep(2)
exits, drains, readies = [], [], []
started = time.monotonic()
for round_ in range(rounds):
    for replica in replicas:
        code, drained = replica.stop()
        time.sleep(down)
        began = time.monotonic()
        replica.start()
        exits.append(code)
        drains.append(drained)
        readies.append(time.monotonic() - began)
        print(f"round {round_ + 1} replica {replica.name}: exit {code} after {drained:.2f} s, down {down} s, "
              f"ready {readies[-1]:.2f} s after its start", flush=True)
        time.sleep(1)
elapsed = time.monotonic() - started
time.sleep(1)
wrk.send_signal(signal.SIGINT)
output, _ = wrk.communicate()
nginx.send_signal(signal.SIGQUIT)
nginx.wait(30)
final = [replica.stop()[0] for replica in replicas]

print(output)
requests = int(re.search(r"(\d+) requests in", output).group(1))
errors = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", output)
socket_errors = sum(int(x) for x in errors.groups()) if errors else 0
non2xx = int(re.search(r"Non-2xx or 3xx responses: (\d+)", output).group(1)) if "Non-2xx" in output else 0
good, bad = (int(x) for x in re.search(r"CHECKED good=(\d+) bad=(\d+)", output).groups())
statuses, retried = {}, 0
with open(os.path.join(work, "access.log")) as log:
    for line in log:
        status, upstreams = line.split(" ", 1)
        statuses[status] = statuses.get(status, 0) + 1
        if "," in upstreams:
            retried += 1
print(f"restarts: {len(exits)} ({rounds} of each replica, each down {down} s) in {elapsed:.1f} s; "
      f"exit statuses {sorted(set(exits))}; drain {min(drains):.2f}-{max(drains):.2f} s; "
      f"ready {min(readies):.2f}-{max(readies):.2f} s after the start")
print(f"requests: {requests} (wrk), checked {good} complete 200s with the exact answer, {bad} not; "
      f"socket errors {socket_errors}, non-2xx {non2xx}")
# wrk, stopped, leaves at most one request per connection unanswered: nginx
# logs those 499 (the client closed); any other status than 200 is a failure.
cut = statuses.pop("499", 0)
print(f"nginx: statuses {statuses}, and {cut} requests wrk left when it stopped (499); "
      f"sent again to the other replica: {retried}")
failed = (socket_errors or non2xx or bad or any(exits) or any(final) or good == 0 or set(statuses) != {"200"}
          or cut > connections)
print("PASS" if not failed else "FAIL")
sys.exit(1 if failed else 0)
