"""SIGTERM while a request runs on after its client hung up: the server's front stops waiting for
a connection its client closed, but the handler goes on, and the process must not close the
database under it. Sends a collection import (generated, `reciplease generate --nextcloud-zip`),
hangs up once the server has read every byte, sends SIGTERM at once, and checks that the server
exited cleanly (status 0, no trap in its log) and that the import's recipes are all there after a
restart: the process waited for the handler before it closed the database.

    python3 tests/durability/sigterm_hung_up_test.py [--binary .build/debug/reciplease] [--database-url postgres://...]

Before the wait (2026-12-02) the stop closed the database at once, since no connection was left
to finish; the import was cut part way, and a handler that reached for the closed database
stopped the process with a trap (Fluent's "Unexpectedly found nil" in `Request.db`), seen at the
end of a hostile sweep.
"""
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time

from kill_test import Server, call
from sigterm_test import PASSWORD, arguments, server_has_read
from reciplease_http import TRAP  # the sweeps' pattern of a trap in a server log; kill_test put it on the path


def main():
    args, label = arguments("recipes", 150)

    data_dir = tempfile.mkdtemp(prefix="reciplease-hungup-")
    collection = os.path.join(data_dir, "collection.zip")
    subprocess.run([args.binary, "generate", "--count", str(args.recipes), "--seed", "7", "--nextcloud-zip",
                    "--output", collection], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    body = open(collection, "rb").read()

    server = Server(args.binary, data_dir, args.database_url)
    name = f"hungup{str(int(time.time() * 1000))[-8:]}"
    call(server.base, "POST", "/api/v1/users", {"username": name, "password": PASSWORD}, timeout=60)
    token = call(server.base, "POST", "/api/v1/sessions", {"username": name, "password": PASSWORD}, timeout=60)[1]["token"]

    head = (f"POST /api/v1/import?fileName=collection.zip HTTP/1.1\r\nHost: 127.0.0.1\r\n"
            f"Authorization: Bearer {token}\r\nContent-Type: application/zip\r\n"
            f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n").encode()
    connection = socket.create_connection(("127.0.0.1", server.port), timeout=120)
    connection.sendall(head + body)
    if not server_has_read(server.port, 1):
        print("the server did not read the upload within 10 minutes")
        server.stop()
        return 1
    # Hung up: the import runs on with no connection left for the stop to wait for.
    connection.close()
    server.proc.send_signal(signal.SIGTERM)
    try:
        code = server.proc.wait(timeout=120)
    except subprocess.TimeoutExpired:
        server.proc.kill()
        code = "still running after 120 s"
    server.log.close()
    log = open(server.log_path).read()
    trapped = TRAP.search(log) is not None

    restarted = Server(args.binary, data_dir, args.database_url)
    try:
        token = call(restarted.base, "POST", "/api/v1/sessions", {"username": name, "password": PASSWORD}, timeout=60)[1]["token"]
        mine = call(restarted.base, "GET", "/api/v1/my-recipes", token=token, timeout=60)[1]["recipes"]
    finally:
        restarted.stop()

    print(f"{label}: an import of {args.recipes} recipes whose client hung up, then SIGTERM: exit status {code}, "
          f"{'a trap in the log' if trapped else 'no trap'}, {len(mine)} of {args.recipes} recipes there after a restart")
    if code != 0 or trapped or len(mine) != args.recipes:
        print("\n".join(log.splitlines()[-40:]))
        return 1
    print("1 passed, 0 failed")
    # The data folder (with the server's log) is kept only when the test failed.
    shutil.rmtree(data_dir, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
