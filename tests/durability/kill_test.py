"""Nothing answered 2xx is lost: SIGKILL the server in the middle of a burst of writes,
restart it on the same database, and check that every acknowledged write is there.

    python3 tests/durability/kill_test.py [--binary .build/debug/reciplease] [--database-url postgres://...]

Without --database-url the server runs on SQLite in a fresh data folder. Exits non-zero on any
lost write. Writes: favorites (PUT), plan entries (POST) and kitchen-list items (POST), from
several threads at once.
"""
import argparse
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tests", "support"))
from reciplease_http import call, ready_port  # noqa: E402


class Server:
    """`binary serve` on a port it binds itself (`--port 0`), with a log of its own in `data_dir`,
    and the cheapest password hash: none of the scripts that start it is about hashing, and at the
    default cost, on a thread of low priority, one sign-up took tens of seconds beside a build."""

    def __init__(self, binary, data_dir, database_url, settings=None):
        env = dict(os.environ, RECIPLEASE_PASSWORD_COST="4", **(settings or {}))
        env.pop("DATABASE_URL", None)
        if database_url:
            env["DATABASE_URL"] = database_url
        handle, log_path = tempfile.mkstemp(prefix="server-", suffix=".log", dir=data_dir)
        self.log = os.fdopen(handle, "w")
        self.log_path = log_path
        self.proc = subprocess.Popen([binary, "serve", "--port", "0", "--data-dir", data_dir],
                                     env=env, stdout=self.log, stderr=subprocess.STDOUT)
        self.port = ready_port(self.proc, log_path)
        self.base = f"http://127.0.0.1:{self.port}"

    def kill(self):
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait()

    def stop(self):
        self.proc.terminate()
        try:
            self.proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.proc.kill()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "reciplease"))
    parser.add_argument("--database-url")
    parser.add_argument("--threads", type=int, default=8)
    parser.add_argument("--kill-after", type=float, default=1.5, help="seconds of writes at least before SIGKILL")
    parser.add_argument("--writes-before-kill", type=int, default=20, help="writes answered 2xx at least before SIGKILL")
    args = parser.parse_args()
    label = "PostgreSQL" if args.database_url else "SQLite"

    data_dir = tempfile.mkdtemp(prefix="reciplease-kill-")
    server = Server(args.binary, data_dir, args.database_url)
    user = "kill" + str(int(time.time() * 1000))[-9:]
    call(server.base, "POST", "/api/v1/users", {"username": user, "password": "a long enough password"})
    _, session = call(server.base, "POST", "/api/v1/sessions", {"username": user, "password": "a long enough password"})
    token = session["token"]
    _, found = call(server.base, "GET", "/api/v1/recipes/search?limit=100")
    _, more = call(server.base, "GET", "/api/v1/recipes/search?limit=100&offset=100")
    recipe_ids = [r["id"] for r in found["results"] + more["results"]]

    acknowledged_favorites, acknowledged_items, acknowledged_meals = set(), set(), set()
    lock = threading.Lock()
    stop = threading.Event()
    errors = []

    def writer(n):
        i = 0
        while not stop.is_set():
            try:
                recipe = recipe_ids[(n * 37 + i) % len(recipe_ids)]
                if i % 3 == 0:
                    status, _ = call(server.base, "PUT", "/api/v1/favorites/" + recipe, token=token, timeout=5)
                    if 200 <= status < 300:
                        with lock:
                            acknowledged_favorites.add(recipe)
                elif i % 3 == 1:
                    day = f"2026-12-{1 + (n * 7 + i) % 28:02d}"
                    status, entry = call(server.base, "POST", "/api/v1/plan", {"recipeId": recipe, "date": day,
                                         "mealType": "dinner", "servings": 2, "time": "19:00"}, token=token, timeout=5)
                    if 200 <= status < 300:
                        with lock:
                            acknowledged_meals.add(entry["id"])
                else:
                    name = f"item {n}-{i}"
                    status, _ = call(server.base, "POST", "/api/v1/pantry", {"name": name}, token=token, timeout=5)
                    if 200 <= status < 300:
                        with lock:
                            acknowledged_items.add(name)
            except urllib.error.HTTPError as error:
                # 409 is the kitchen list's size limit: refused, not acknowledged. Other 4xx are bugs.
                if error.code < 500 and error.code != 409:
                    errors.append(f"{error.code} on a valid write")
            except Exception:
                pass  # the connection died with the server: not acknowledged, may or may not be there
            i += 1

    threads = [threading.Thread(target=writer, args=(n,)) for n in range(args.threads)]
    for thread in threads:
        thread.start()
    time.sleep(args.kill_after)
    # Enough writes answered to prove something, however slow the machine: 1.5 s of writes alone
    # can leave fewer than 20 answered when other work holds both cores, and the run then failed.
    deadline = time.monotonic() + 600
    while time.monotonic() < deadline and not errors:
        with lock:
            if len(acknowledged_favorites) + len(acknowledged_items) + len(acknowledged_meals) >= args.writes_before_kill:
                break
        time.sleep(0.05)
    server.kill()
    stop.set()
    for thread in threads:
        thread.join()

    restarted = Server(args.binary, data_dir, args.database_url)
    try:
        _, session = call(restarted.base, "POST", "/api/v1/sessions", {"username": user, "password": "a long enough password"})
        token = session["token"]
        _, favorites = call(restarted.base, "GET", "/api/v1/favorites", token=token)
        _, pantry = call(restarted.base, "GET", "/api/v1/pantry", token=token)
        _, plan = call(restarted.base, "GET", "/api/v1/plan?from=2026-12-01&to=2026-12-31", token=token)
    finally:
        restarted.stop()
    have_favorites = {f["recipeId"] for f in favorites["favorites"]}
    have_items = {i["name"] for i in pantry["items"]}
    have_meals = {e["id"] for e in plan["entries"]}
    lost = (sorted(acknowledged_favorites - have_favorites) + sorted(acknowledged_items - have_items)
            + sorted(acknowledged_meals - have_meals))
    acknowledged = len(acknowledged_favorites) + len(acknowledged_items) + len(acknowledged_meals)
    print(f"{label}: {acknowledged} writes acknowledged before SIGKILL ({len(acknowledged_favorites)} favorites, "
          f"{len(acknowledged_meals)} plan entries, {len(acknowledged_items)} kitchen items), {len(lost)} lost, "
          f"{len(errors)} client errors")
    if acknowledged < args.writes_before_kill:
        print("too few writes happened before the kill to prove anything")
        return 1
    if lost or errors:
        print("lost:", lost[:20], "errors:", errors[:5])
        return 1
    print("1 passed, 0 failed")
    # The data folder (with the server's log) is kept only when the test failed.
    shutil.rmtree(data_dir, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
