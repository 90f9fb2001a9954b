#!/usr/bin/env python3
"""What a body's chunking costs the server: one 256 KiB array body sent in
chunks of 1 byte, 64 bytes and 64 KiB (TCP_NODELAY, each chunk its own
send), the server's CPU seconds (user + system, /proc) for each, and per MiB.
With PEER=node, the same bodies against the Node peer of the HTTP comparison
(Scripts/bench/peers/node-intl-server.js), for scale: a server's kernel pays
per TCP segment whatever it runs.

usage: ICUFMT=.build/release/icufmt Scripts/service/chunks.py
       PEER=node Scripts/service/chunks.py
"""
import os
import socket
import subprocess
import time

from svc import Connection, Server, icufmt


class NodePeer:
    """The Node peer on a fixed loopback port."""

    def __init__(self, port=8097):
        script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "bench", "peers",
                              "node-intl-server.js")
        self.process = subprocess.Popen(["node", script, str(port)])
        self.port = port
        self.pid = self.process.pid
        time.sleep(1)

    def stop(self):
        self.process.terminate()
        self.process.wait()


server = NodePeer() if os.environ.get("PEER") == "node" else Server(icufmt())
element = '{"op":"plural","locale":"pl","value":"%d"}'
body = ("[" + ",".join(element % i for i in range(6000)) + "]").encode()
body = body[:-1] + b" " * (256 * 1024 - len(body)) + b"]"
head = (f"POST /v1/format HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        f"Content-Length: {len(body)}\r\n\r\n").encode()
ticks = os.sysconf("SC_CLK_TCK")


def cpu():
    """User and system CPU seconds of the server so far."""
    with open(f"/proc/{server.pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return int(fields[11]) / ticks, int(fields[12]) / ticks


for size in (1, 64, 65536):
    connection = Connection(server.port, timeout=120)
    sock = connection.sock
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    user0, system0 = cpu()
    start = time.monotonic()
    sock.sendall(head)
    for offset in range(0, len(body), size):
        sock.sendall(body[offset:offset + size])
    status, _, response = connection.read_response()
    took = time.monotonic() - start
    user1, system1 = cpu()
    connection.close()
    mib = len(body) / 2**20
    print(f"chunks of {size:>6} B: status {status}, {took:.2f} s wall, server CPU user {(user1 - user0) / mib:.2f} s "
          f"+ system {(system1 - system0) / mib:.2f} s per MiB")
server.stop()
