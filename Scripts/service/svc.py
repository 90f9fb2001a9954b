"""Shared helpers of the service's load and attack scripts: start a release
`icufmt serve`, speak raw HTTP/1.1 over loopback, read the server's memory."""
import os
import socket
import subprocess
import sys
import time

DATE = ('{"id":1,"op":"date","locale":"es-ES","date":"2015-08-07T17:29:32Z",'
        '"timeZone":"America/Los_Angeles","dateStyle":"full","timeStyle":"long"}')


def icufmt():
    path = os.environ.get("ICUFMT") or (sys.argv[1] if len(sys.argv) > 1 and os.path.exists(sys.argv[1]) else None)
    if not path:
        sys.exit("usage: ICUFMT=<path to a release icufmt> " + sys.argv[0])
    return path


class Server:
    """`icufmt serve` on a free loopback port, its log in a temporary file."""

    def __init__(self, binary, *flags, env=None):
        self.log = open(f"/tmp/icufmt-serve-{os.getpid()}-{time.monotonic_ns()}.log", "w+")
        environment = {k: v for k, v in os.environ.items() if not k.startswith("ICUFMT_")}
        environment.update(env or {})
        self.process = subprocess.Popen([binary, "serve", "--port", "0", *flags], stderr=self.log,
                                        stdout=subprocess.DEVNULL, env=environment)
        deadline = time.time() + 30
        self.port = None
        while time.time() < deadline and self.port is None:
            time.sleep(0.05)
            self.log.seek(0)
            for line in self.log.read().splitlines():
                if "msg=listening" in line:
                    self.port = int(line.rsplit("port=", 1)[1].split()[0])
        if self.port is None:
            self.process.kill()
            sys.exit("the server did not start")

    @property
    def pid(self):
        return self.process.pid

    def rss_mib(self):
        return status_kib(self.pid, "VmRSS") / 1024

    def peak_mib(self):
        return status_kib(self.pid, "VmHWM") / 1024

    def log_text(self):
        self.log.seek(0)
        return self.log.read()

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(60)
            except subprocess.TimeoutExpired:
                self.process.kill()
        return self.process.returncode


def status_kib(pid, field):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    return 0


def request_bytes(body, path="/v1/format", method="POST", extra=""):
    if isinstance(body, str):
        body = body.encode()
    head = (f"{method} {path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\n{extra}\r\n")
    return head.encode() + body


class Connection:
    """One keep-alive connection; `exchange` sends a request and reads its response whole."""

    def __init__(self, port, timeout=30):
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=timeout)
        self.buffer = b""

    def close(self):
        self.sock.close()

    def _fill(self):
        data = self.sock.recv(1 << 20)
        if not data:
            raise ConnectionError("end of stream")
        self.buffer += data

    def read_response(self, head_only=False):
        while b"\r\n\r\n" not in self.buffer:
            self._fill()
        head, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        lines = head.decode("latin-1").split("\r\n")
        status = int(lines[0].split()[1])
        headers = {}
        for line in lines[1:]:
            name, value = line.split(":", 1)
            headers[name.strip().lower()] = value.strip()
        body = b""
        if "content-length" in headers:
            length = int(headers["content-length"])
            while len(self.buffer) < length:
                self._fill()
            body, self.buffer = self.buffer[:length], self.buffer[length:]
        elif headers.get("transfer-encoding") == "chunked":
            while True:
                while b"\r\n" not in self.buffer:
                    self._fill()
                size_line, self.buffer = self.buffer.split(b"\r\n", 1)
                size = int(size_line, 16)
                while len(self.buffer) < size + 2:
                    self._fill()
                body += self.buffer[:size]
                self.buffer = self.buffer[size + 2:]
                if size == 0:
                    break
        return status, headers, body

    def exchange(self, request):
        self.sock.sendall(request)
        return self.read_response()


def percentile(values, fraction):
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]
