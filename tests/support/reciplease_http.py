"""What the Python suites share to talk to a Reciplease server: a free port and one JSON call."""
import json
import subprocess
import socket
import urllib.error
import urllib.request


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def call(base, method, path, body=None, token=None, timeout=30, statuses=False):
    """(status, parsed JSON or None). An HTTP error status raises, unless `statuses` asks for it back.
    The timeout is generous: a debug build hashing a password on a busy machine takes seconds."""
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(base + path, data=data, method=method)
    request.add_header("Content-Type", "application/json")
    if token:
        request.add_header("Authorization", "Bearer " + token)
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            text = response.read()
            return response.status, (json.loads(text) if text else None)
    except urllib.error.HTTPError as error:
        if not statuses:
            raise
        return error.code, None


def stop(proc, grace=15):
    """SIGTERM, then SIGKILL if the server has not gone within `grace` seconds."""
    proc.terminate()
    try:
        proc.wait(timeout=grace)
    except subprocess.TimeoutExpired:
        proc.kill()
