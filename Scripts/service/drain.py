#!/usr/bin/env python3
"""A rolling deploy's SIGTERM, as its clients see it: 32 keep-alive clients
send small requests back to back; one second in, the server gets SIGTERM.
Every request a client sent must get a complete response (a client that
reads `Connection: close` opens a new connection; a connection refused means
the request was never sent). Prints, per trial, requests sent, answered and
lost, and the server's exit status; exits 1 if any trial lost a request or
exited non-zero.

usage: ICUFMT=.build/release/icufmt Scripts/service/drain.py [TRIALS] [CLIENTS]
"""
import socket
import sys
import threading
import time

from svc import DATE, Connection, Server, icufmt, request_bytes

binary = icufmt()
args = [a for a in sys.argv[1:] if not a.endswith("icufmt")]
trials = int(args[0]) if args else 10
clients = int(args[1]) if len(args) > 1 else 32
request = request_bytes(DATE)
failures = 0
for trial in range(1, trials + 1):
    server = Server(binary)
    sent = [0] * clients
    answered = [0] * clients
    lost = [0] * clients
    reconnects = [0] * clients
    stop = threading.Event()
    kinds = {}

    def client(index):
        connection = None
        while not stop.is_set():
            if connection is None:
                try:
                    connection = Connection(server.port, timeout=30)
                except OSError:
                    return  # refused: the listener is closed, nothing was sent
            try:
                connection.sock.sendall(request)
            except OSError:
                # Not sent whole: the server closed first (no request lost).
                connection.close()
                connection = None
                continue
            sent[index] += 1
            try:
                status, headers, body = connection.read_response()
                if status == 200 and body.startswith(b'{"id":1,"result":'):
                    answered[index] += 1
                else:
                    lost[index] += 1
                if headers.get("connection", "").lower() == "close":
                    connection.close()
                    connection = None
                    reconnects[index] += 1
            except (OSError, ConnectionError, ValueError) as error:
                lost[index] += 1
                kinds[type(error).__name__ + (": partial" if connection.buffer else "")] = kinds.get(
                    type(error).__name__ + (": partial" if connection.buffer else ""), 0) + 1
                connection.close()
                connection = None

    threads = [threading.Thread(target=client, args=(i,)) for i in range(clients)]
    for thread in threads:
        thread.start()
    time.sleep(1)
    signalled = time.monotonic()
    server.process.send_signal(15)
    status = server.process.wait(120)
    took = time.monotonic() - signalled
    stop.set()
    for thread in threads:
        thread.join()
    total_lost = sum(lost)
    if total_lost or status != 0:
        failures += 1
    print(f"trial {trial}: sent {sum(sent)}, answered {sum(answered)}, lost {total_lost}, "
          f"reconnects after close {sum(reconnects)}, exit {status} after {took:.2f} s"
          + (f", lost as {kinds}" if kinds else ""), flush=True)
print(f"{failures} of {trials} trials lost requests or exited non-zero")
sys.exit(1 if failures else 0)
