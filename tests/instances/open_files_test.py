"""`reciplease serve` lifts its soft limit on open files to the hard limit, so that a process
started with a shell's usual 1,024 (here 256) still takes many connections.

    python3 tests/instances/open_files_test.py [--binary .build/debug/reciplease] [--connections 600]

The server is started with a soft limit of 256 and the hard limit left as it is. The test reads
the limit the running process has (/proc/PID/limits) and its log line, then holds more connections
open than 256 file descriptors allow (from loopback, which the per-client bound does not count),
and asks for /readyz on one more and on the last of them: without the raise the server cannot
accept past about 240 and those requests wait until their timeout. Exits non-zero on any failure.
"""
import argparse
import os
import re
import resource
import shutil
import socket
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tests", "support"))
from reciplease_http import call, ready_port, stop_and_check, wait_for_log  # noqa: E402

STARTING_SOFT_LIMIT = 256
CEILING = 1 << 20  # OpenFileLimit.ceiling: the most it raises to when the hard limit is unlimited


def soft_limit_of(pid):
    """The soft limit on open files of process `pid`, as /proc tells it."""
    with open(f"/proc/{pid}/limits") as limits:
        for line in limits:
            if line.startswith("Max open files"):
                value = line.split()[3]
                return None if value == "unlimited" else int(value)
    return None


def ready_on(sock, timeout):
    """The status line's code of GET /readyz sent on the open socket `sock`, or None."""
    sock.settimeout(timeout)
    sock.sendall(b"GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
    answer = b""
    try:
        while b"\r\n" not in answer:
            piece = sock.recv(4096)
            if not piece:
                break
            answer += piece
    except OSError:
        return None
    found = re.match(rb"HTTP/1\.1 (\d{3})", answer)
    return int(found.group(1)) if found else None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "reciplease"))
    parser.add_argument("--connections", type=int, default=600)
    args = parser.parse_args()
    failures = []

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    hard_value = CEILING if hard == resource.RLIM_INFINITY else hard
    if hard_value < args.connections + 300:
        print(f"open files: skipped, the hard limit ({hard_value}) leaves no room above {STARTING_SOFT_LIMIT} to show the raise")
        return 0
    # this script holds the connections too
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard_value, CEILING), hard))

    data_dir = tempfile.mkdtemp(prefix="reciplease-files-")
    log_path = os.path.join(data_dir, "server.log")
    log = open(log_path, "w")
    env = dict(os.environ, RECIPLEASE_PASSWORD_COST="4")
    env.pop("DATABASE_URL", None)

    def start_low():
        resource.setrlimit(resource.RLIMIT_NOFILE, (STARTING_SOFT_LIMIT, hard))

    proc = subprocess.Popen([args.binary, "serve", "--port", "0", "--data-dir", data_dir], env=env,
                            stdout=log, stderr=subprocess.STDOUT, preexec_fn=start_low)
    held = []
    try:
        port = ready_port(proc, log_path)
        expected = min(hard_value, CEILING)
        seen = soft_limit_of(proc.pid)
        if seen != expected:
            failures.append(f"the server's soft limit is {seen}, expected the hard limit {expected}")
        if not wait_for_log(log_path, rf"raised from {STARTING_SOFT_LIMIT} to {expected}", limit=0):
            failures.append("the log does not say the limit was raised")

        for _ in range(args.connections):
            held.append(socket.create_connection(("127.0.0.1", port), timeout=10))
        time.sleep(1)  # the server accepts them as they come; give the last ones a moment
        status = call(f"http://127.0.0.1:{port}", "GET", "/readyz", timeout=10, statuses=True)[0]
        if status != 200:
            failures.append(f"with {args.connections} connections open, a new one got {status}")
        last = ready_on(held[-1], timeout=10)
        if last != 200:
            failures.append(f"the {args.connections}th connection got {last} for /readyz")
    except Exception as error:  # a timeout here is the failure this test is about
        failures.append(f"{type(error).__name__}: {error}")
    finally:
        for sock in held:
            sock.close()
        failures += stop_and_check(proc, log)

    for failure in failures:
        print("FAILED:", failure)
    print(f"open files: started at {STARTING_SOFT_LIMIT}, {args.connections} connections held, "
          + ("passed" if not failures else f"{len(failures)} failures"))
    if failures:
        return 1
    shutil.rmtree(data_dir, ignore_errors=True)  # kept, with the server's log, only when the test failed
    return 0


if __name__ == "__main__":
    sys.exit(main())
