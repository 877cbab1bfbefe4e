"""What the Python suites share to talk to a Reciplease server: the port a server bound, and one JSON call."""
import json
import re
import subprocess
import time
import urllib.error
import urllib.request


def wait_for_log(path, pattern, limit=600, poll=0.01, proc=None):
    """The first match of the regular expression `pattern` in the log at `path` within `limit`
    seconds, or None; None at once too when `proc` has ended without writing it. The log is read
    whole each time (the servers' logs stay small), a character cut mid-write read as a
    replacement until it is whole."""
    deadline = time.monotonic() + limit
    while True:
        ended = proc is not None and proc.poll() is not None
        with open(path, errors="replace") as log:
            found = re.search(pattern, log.read())
        if found or ended or time.monotonic() >= deadline:
            return found
        time.sleep(poll)


def ready_port(proc, log_path, timeout=600):
    """The port of a server started with `--port 0`, as its log names it ("Server started on
    http://127.0.0.1:PORT"), once `/readyz` answers 200 there. The server binds the port itself: a
    port found free beforehand and passed with `--port` is free for anyone until the server binds
    it, and another process on the machine (a test beside this one, another CI run) could take it;
    the script would then fail to start its server, or talk to another one."""
    deadline = time.monotonic() + timeout
    while True:
        found = wait_for_log(log_path, r"Server started on http://127\.0\.0\.1:(\d+)", limit=0)
        if found:
            port = int(found.group(1))
            try:
                if call(f"http://127.0.0.1:{port}", "GET", "/readyz", timeout=2, statuses=True)[0] == 200:
                    return port
            except Exception:
                pass  # not answering yet
        if proc.poll() is not None or time.monotonic() > deadline:
            raise RuntimeError("the server did not become ready; see " + log_path)
        time.sleep(0.2)


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


# What the Swift runtime writes when the process traps: a failed precondition or `fatalError` (a
# forced unwrap of nil among them), its backtracer's report, or the shell's word for the signal.
TRAP = re.compile(r"Fatal error|Unexpectedly found nil|Program crashed|Backtracing|Segmentation fault|Illegal instruction")


def stop_and_check(proc, log, grace=15, around=8):
    """Stops a server started for a run and closes its log (`log`, open for writing); answers what
    says the server failed during the run, each a message for the report: it had already exited
    before the stop, or its log holds a trap (the lines around the first one are quoted). A trap
    while stopping, after every request had its answer, is found only here."""
    status = proc.poll()
    stop(proc, grace)
    log.close()
    problems = []
    if status is not None:
        problems.append(f"the server had exited (status {status}) before the run ended")
    with open(log.name, errors="replace") as text:
        lines = text.read().splitlines()
    hit = next((number for number, line in enumerate(lines) if TRAP.search(line)), None)
    if hit is not None:
        quoted = "\n".join(f"    {number + 1}: {line}" for number, line in enumerate(lines) if hit - around <= number <= hit + around)
        problems.append(f"the server log {log.name} holds a trap at line {hit + 1}:\n{quoted}")
    return problems
