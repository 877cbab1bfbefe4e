"""SIGTERM lets requests in flight finish: start a burst of sign-ups, send SIGTERM while each is
still arriving (its head and the start of its body read by the server, the rest of the body held
back until the signal is sent), and check that every one was answered 2xx, that the server
exited cleanly, and that every account is there after a restart.

    python3 tests/durability/sigterm_test.py [--binary .build/debug/reciplease] [--database-url postgres://...]

The requests are held in flight by the client, not by slow work: they are in flight at the signal
by construction, and what is left after it (the rest of a body, a hash at the cheapest cost) takes
milliseconds, far inside the server's 10 s for finishing. Slow hashes (Bcrypt at cost 12, on a
thread of low priority) made both ends depend on the machine: twelve took 8 s on a quiet one, and
beside a build they ran past the 10 s and were cut.
"""
import argparse
import http.client
import json
import os
import re
import shutil
import signal
import socket
import sys
import tempfile
import threading
import time

from kill_test import ROOT, Server, call
from reciplease_http import wait_for_log  # noqa: E402

PASSWORD = "a long enough password"


def server_has_read(port, count, limit=600):
    """Whether, within `limit` seconds, the server listening on `port` (IPv4) has accepted every
    connection made to it and read every byte sent on them, with `count` of them open at least, as
    /proc/net/tcp tells: a listening socket's receive queue counts the connections not yet accepted,
    an open one's the bytes not yet read."""
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        waiting, open_ones = 0, 0
        with open("/proc/net/tcp") as table:
            for line in table.readlines()[1:]:
                fields = line.split()
                local_port, state = int(fields[1].split(":")[1], 16), fields[3]
                unread = int(fields[4].split(":")[1], 16)
                if local_port != port:
                    continue
                if state == "0A":  # listening
                    waiting += unread
                elif state == "01":  # established
                    open_ones += 1
                    waiting += unread
        if waiting == 0 and open_ones >= count:
            return True
        time.sleep(0.01)
    return False


def arguments(count, default):
    """The binary, the database (SQLite in a folder of its own unless `--database-url`) and how
    many of `count` to send; with the database's name for the report."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "reciplease"))
    parser.add_argument("--database-url")
    parser.add_argument("--" + count, type=int, default=default)
    args = parser.parse_args()
    return args, "PostgreSQL" if args.database_url else "SQLite"


def main():
    args, label = arguments("requests", 12)

    data_dir = tempfile.mkdtemp(prefix="reciplease-term-")
    server = Server(args.binary, data_dir, args.database_url)
    stamp = str(int(time.time() * 1000))[-8:]
    names = [f"term{stamp}x{n}" for n in range(args.requests)]
    answers = {}
    started = threading.Barrier(args.requests + 1)
    sent, delivered, rest = threading.Semaphore(0), [], threading.Event()

    def sign_up(name):
        body = json.dumps({"username": name, "password": PASSWORD}).encode()
        head = (f"POST /api/v1/users HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n").encode()
        started.wait()
        told = False
        try:
            connection = socket.create_connection(("127.0.0.1", server.port), timeout=60)
            connection.sendall(head + body[:-1])  # the last byte only once the signal is sent
            delivered.append(name)
            sent.release()
            told = True
            rest.wait()
            connection.sendall(body[-1:])
            response = http.client.HTTPResponse(connection)
            response.begin()
            response.read()
            answers[name] = response.status
            connection.close()
        except Exception as error:  # a connection cut by the shutdown
            answers[name] = repr(error)
            if not told:
                sent.release()

    threads = [threading.Thread(target=sign_up, args=(name,)) for name in names]
    for thread in threads:
        thread.start()
    started.wait()
    for _ in names:
        sent.acquire()
    # SIGTERM once the server has taken in all that was sent: a request it had not accepted when
    # the signal came would be refused, rightly, and the check would fail for its own timing.
    if not server_has_read(server.port, len(delivered)):
        print("the server did not read the requests within 10 minutes")
        rest.set()
        return 1
    server.proc.send_signal(signal.SIGTERM)
    # The rest of each body only once the server says it is stopping: every request is then in
    # flight across the stop, by construction, not by a guess about timing.
    stopping = wait_for_log(server.log_path, re.escape("Stopping: finishing the requests in flight"), proc=server.proc) is not None
    rest.set()
    for thread in threads:
        thread.join()
    code = server.proc.wait(timeout=600)

    in_flight = len(delivered) if stopping else 0
    refused = {name: answer for name, answer in answers.items() if not (isinstance(answer, int) and 200 <= answer < 300)}
    restarted = Server(args.binary, data_dir, args.database_url)
    try:
        missing = []
        for name in names:
            try:
                call(restarted.base, "POST", "/api/v1/sessions", {"username": name, "password": PASSWORD}, timeout=30)
            except Exception:
                missing.append(name)
    finally:
        restarted.stop()

    print(f"{label}: {len(names)} sign-ups, {in_flight} still running when SIGTERM came; "
          f"{len(names) - len(refused)} answered 2xx, exit status {code}, {len(missing)} accounts missing after restart")
    if in_flight == 0:
        print("the server never said it was stopping (no \"Stopping\" line in its log), or no request was sent")
        return 1
    if refused or missing or code != 0:
        print("refused:", refused, "missing:", missing)
        return 1
    print("1 passed, 0 failed")
    # The data folder (with the server's log) is kept only when the test failed.
    shutil.rmtree(data_dir, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
