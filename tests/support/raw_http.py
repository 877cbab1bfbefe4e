"""A raw HTTP/1.1 client for the Python suites that send what urllib will not (any bytes in a path,
any body, a session cookie with its CSRF token), and the steps they share: waiting for a server
started with `--port 0` and signing a page session in through the forms."""
import json
import os
import re
import socket
import subprocess
import tempfile
import urllib.parse

from reciplease_http import ready_port


def percent(value):
    return urllib.parse.quote_from_bytes(value, safe=b"")


class Client:
    def __init__(self, host, port, name, token=None, cookie=None, csrf=None):
        self.host, self.port, self.name = host, port, name
        self.token, self.cookie, self.csrf = token, cookie, csrf

    def send(self, method, target, body=None, content_type=None, api=None, extra_headers=()):
        """(status, headers dict, body bytes); status None when the connection dropped."""
        if isinstance(target, str):
            target = target.encode()
        head = [method.encode() + b" " + target + b" HTTP/1.1", b"Host: " + f"{self.host}:{self.port}".encode(), b"Connection: close"]
        if self.token:
            head.append(b"Authorization: Bearer " + self.token.encode())
        if self.cookie:
            head.append(b"Cookie: " + self.cookie.encode())
        if self.csrf and method != "GET":
            head.append(b"X-CSRF-Token: " + self.csrf.encode())
        if body is not None:
            if content_type:
                head.append(b"Content-Type: " + content_type.encode())
            head.append(b"Content-Length: " + str(len(body)).encode())
        head.extend(extra_headers)
        data = b"\r\n".join(head) + b"\r\n\r\n" + (body or b"")
        try:
            with socket.create_connection((self.host, self.port), timeout=60) as s:
                s.sendall(data)
                chunks = []
                while True:
                    chunk = s.recv(65536)
                    if not chunk:
                        break
                    chunks.append(chunk)
        except (ConnectionResetError, BrokenPipeError):
            # A server may refuse a body past its limit before reading it all; its answer counts.
            chunks = chunks if "chunks" in locals() else []
        except OSError as error:
            return None, {}, repr(error).encode()
        raw = b"".join(chunks)
        match = re.match(rb"HTTP/1\.[01] (\d{3})[^\r\n]*\r\n(.*?)\r\n\r\n", raw, re.S)
        if not match:
            return None, {}, raw[:200]
        headers = {}
        for line in match.group(2).split(b"\r\n"):
            name, _, value = line.partition(b":")
            headers[name.strip().lower().decode("latin-1")] = value.strip().decode("latin-1")
        payload = raw[match.end():]
        if headers.get("transfer-encoding", "").lower() == "chunked":
            payload = dechunk(payload)
        return int(match.group(1)), headers, payload


def dechunk(data):
    out, i = [], 0
    while i < len(data):
        end = data.find(b"\r\n", i)
        if end < 0:
            break
        size = int(data[i:end].split(b";")[0] or b"0", 16)
        if size == 0:
            break
        out.append(data[end + 2:end + 2 + size])
        i = end + 4 + size
    return b"".join(out)


def jcall(client, method, path, body=None):
    status, _, payload = client.send(method, path, json.dumps(body).encode() if body is not None else None, "application/json")
    try:
        return status, json.loads(payload) if payload else None
    except ValueError:
        return status, None


def form_encode(fields):
    return b"&".join(percent(k.encode()).encode() + b"=" + percent(v if isinstance(v, bytes) else v.encode()).encode() for k, v in fields)


def wait_ready(proc, log_path, timeout=600):
    """The port a server started with `--port 0` reports in its log, once `/readyz` answers 200."""
    return ready_port(proc, log_path, timeout)


def page_session(port, name, password, label=None):
    """A page client signed in as `name` through the sign-in form: its session cookie and the CSRF
    token its pages carry (in `csrf`). None when the sign-in was refused."""
    anon = Client("127.0.0.1", port, name)
    _, headers, body = anon.send("GET", "/signin")
    cookie = re.search(r"reciplease_session=([^;]+)", headers.get("set-cookie", "")).group(1)
    csrf = re.search(rb'name="csrf" value="([^"]+)"', body).group(1).decode()
    visitor = Client("127.0.0.1", port, name, cookie="reciplease_session=" + cookie)
    status, headers, _ = visitor.send("POST", "/signin", form_encode([("csrf", csrf), ("username", name), ("password", password), ("next", "/")]),
                                      "application/x-www-form-urlencoded")
    if status not in (302, 303):
        return None
    cookie = re.search(r"reciplease_session=([^;]+)", headers.get("set-cookie", "")).group(1)
    page = Client("127.0.0.1", port, label or name + " (pages)", cookie="reciplease_session=" + cookie)
    _, _, body = page.send("GET", "/kitchen")
    page.csrf = re.search(rb'name="csrf" value="([^"]+)"', body).group(1).decode()
    return page


# Left out of the server's environment: no remote provider is asked, and SQLite unless told.
PROVIDER_VARIABLES = ["SPOONACULAR_API_KEY", "THEMEALDB_API_KEY", "EDAMAM_APP_ID", "EDAMAM_APP_KEY", "DATABASE_URL"]


def start_server(binary, prefix, database_url=None):
    """`binary serve` on a port the system picks, with a fresh data folder (its SQLite file unless
    `database_url`), cheap password hashes and sign-in limits out of the way. Returns the process,
    the folder, the log's path and the open log (close it after stopping the process)."""
    data_dir = tempfile.mkdtemp(prefix=prefix)
    log_path = os.path.join(data_dir, "server.log")
    log = open(log_path, "w")
    env = {k: v for k, v in os.environ.items() if k not in PROVIDER_VARIABLES}
    env.update(RECIPLEASE_PASSWORD_COST="4", RECIPLEASE_AUTH_PER_CLIENT_PER_MINUTE="100000", RECIPLEASE_AUTH_GLOBAL_PER_MINUTE="1000000")
    if database_url:
        env["DATABASE_URL"] = database_url
    proc = subprocess.Popen([os.path.abspath(binary), "serve", "--hostname", "127.0.0.1", "--port", "0", "--data-dir", data_dir],
                            env=env, stdout=log, stderr=subprocess.STDOUT)
    return proc, data_dir, log_path, log
