"""Does a burst of wrong sign-ins slow everybody else down? Starts a server, then for DURATION
seconds 12 clients send wrong passwords as fast as they are answered while another user reads
the API (favorites, the plan, the kitchen list, one after another); prints the reader's
latencies and what the sign-ins were answered.

    python3 scripts/signin-burst.py [--binary .build/release/reciplease] [--duration 20] [--max-p99-ms 50]

The rate limits would turn most of a burst from one address away at once (429), which makes the
test easy; by default they are raised so far that every guess reaches the password check, and
what is measured is the hashing pool's isolation. `--default-limits` keeps the shipped limits.
Exits non-zero when the reader's p99 is over --max-p99-ms.
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tests", "support"))
from reciplease_http import call as plain_call, ready_port  # noqa: E402


def call(base, method, path, body=None, token=None, timeout=30):
    return plain_call(base, method, path, body, token, timeout, statuses=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "reciplease"))
    parser.add_argument("--duration", type=float, default=20)
    parser.add_argument("--clients", type=int, default=12)
    parser.add_argument("--max-p99-ms", type=float, default=50)
    parser.add_argument("--default-limits", action="store_true")
    args = parser.parse_args()

    data_dir = tempfile.mkdtemp(prefix="reciplease-burst-")
    env = dict(os.environ)
    env.pop("DATABASE_URL", None)
    if not args.default_limits:
        env["RECIPLEASE_AUTH_PER_CLIENT_PER_MINUTE"] = "100000"
        env["RECIPLEASE_AUTH_GLOBAL_PER_MINUTE"] = "1000000"
    log = open(os.path.join(data_dir, "server.log"), "w")
    server = subprocess.Popen([args.binary, "serve", "--port", "0", "--data-dir", data_dir], env=env, stdout=log, stderr=subprocess.STDOUT)
    try:
        try:
            base = f"http://127.0.0.1:{ready_port(server, log.name)}"
        except RuntimeError as error:
            sys.exit(f"the server did not start: {error}")

        password = "a long enough password"
        call(base, "POST", "/api/v1/users", {"username": "reader", "password": password})
        _, session = call(base, "POST", "/api/v1/sessions", {"username": "reader", "password": password})
        token = session["token"]
        call(base, "PUT", "/api/v1/favorites/lemony-chicken-and-rice-soup", token=token)
        call(base, "POST", "/api/v1/pantry", {"name": "rice"}, token=token)
        call(base, "POST", "/api/v1/users", {"username": "victim", "password": password})

        stop = time.monotonic() + args.duration
        answers = {}
        lock = threading.Lock()

        def guesser(number):
            n = 0
            while time.monotonic() < stop:
                # A new name each time, so the per-name lock-out does not end the burst: every
                # guess costs a password check (an unknown name is checked against a dummy hash).
                try:
                    status, _ = call(base, "POST", "/api/v1/sessions", {"username": f"victim{number}x{n}", "password": f"wrong {n}"})
                except OSError as error:  # a timeout: counted, and the burst goes on
                    status = type(error).__name__
                n += 1
                with lock:
                    answers[status] = answers.get(status, 0) + 1

        latencies = []

        def reader():
            paths = ["/api/v1/favorites", "/api/v1/pantry", "/api/v1/plan", "/api/v1/preferences"]
            n = 0
            while time.monotonic() < stop:
                started = time.perf_counter()
                status, _ = call(base, "GET", paths[n % len(paths)], token=token)
                latencies.append((time.perf_counter() - started) * 1000)
                if status != 200:
                    print(f"reader got {status}")
                n += 1
                time.sleep(0.01)

        threads = [threading.Thread(target=guesser, args=(i,)) for i in range(args.clients)] + [threading.Thread(target=reader)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    finally:
        server.terminate()
        server.wait(timeout=30)

    latencies.sort()
    p99 = latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))]
    print(f"sign-in answers: {dict(sorted(answers.items(), key=str))} in {args.duration:.0f} s from {args.clients} clients")
    print(f"reader: {len(latencies)} reads, p50 {statistics.median(latencies):.1f} ms, p99 {p99:.1f} ms, max {latencies[-1]:.1f} ms")
    if p99 > args.max_p99_ms:
        sys.exit(f"p99 {p99:.1f} ms is over {args.max_p99_ms} ms")
    shutil.rmtree(data_dir, ignore_errors=True)  # kept, with the server's log, only when the check failed


if __name__ == "__main__":
    main()
