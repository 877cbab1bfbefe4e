"""A hostile sweep of every route of a live server, pages and API, as owner, as another user and
signed out: a fixed table of hostile values in each query item, form field, JSON field and path
segment, odd bodies (deep JSON, the wrong type, the wrong or no Content-Type, truncated multipart)
and the other user's ids.

    python3 tests/api/hostile_sweep.py .build/debug/reciplease [--workers 4]

Checks: no 5xx, no dropped connection, the server alive after each batch and no trap in its log
at the end, API errors JSON with a reason, and nothing of user B readable or changeable by user A.
Deterministic (a fixed table, no randomness, no clock in any expectation); the server picks its
own port. Exits non-zero on any failure, printing each request that failed.
"""
import argparse
import concurrent.futures
import hashlib
import json
import os
import re
import shutil
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "support"))
from raw_http import Client, form_encode, jcall, page_session, percent, start_server, wait_ready  # noqa: E402
from reciplease_http import stop_and_check  # noqa: E402

PASSWORD = "correct horse battery staple"
MB = 1024 * 1024

# Text values: sent in query items, form fields and path segments (bytes, percent-encoded there).
TEXT_VALUES = [
    b"99999999999999999999999", b"-1", b"-9223372036854775808", b"9223372036854775808", b"18446744073709551616",
    b"1.5", b"NaN", b"inf", b"-inf", b"1e309", b"-1e309", b"0x7f", b"", b" ",
    b"0000-01-01", b"0001-01-01", b"9999-12-31", b"10000-01-01", b"-0001-01-01", b"2026-02-30", b"2026-13-01",
    b"99999-99-99", b"2026-1-1", b"24:00", b"99:99", b"-1:-1",
    b"\x00", b"a\x00b", b"\xff\xfe\xc0\xaf", "\u202egnp.exe \U0001F600\U0001F1EB\U0001F1F7".encode(),
    b"../../../../etc/passwd", b"..%2f..%2fetc%2fpasswd", b"00000000-0000-0000-0000-000000000000",
    b"x" * 6000,
]
# JSON values put in each field of a JSON body (raw JSON text).
JSON_VALUES = [
    b"1e309", b"-1e309", b"99999999999999999999999", b"-9223372036854775809", b"9223372036854775808", b"-1", b"1.5",
    b"0", b'"NaN"', b'"inf"', b"true", b"null", b"[]", b"{}", b'[[["x"]]]', b'{"a":{"b":1}}',
    b'""', b'"\\u0000"', b'"\\ud800"', "\"\u202e\U0001F600\"".encode(), b'"0000-01-01"', b'"10000-01-01"',
    b'"2026-02-30"', b'"-0001-12-31"', b'"99:99"', b'"../../etc/passwd"',
    b'"' + b"x" * MB + b'"', b"[" + b'"x",' * 20000 + b'"x"]',
]
DEEP = b"[" * 100000 + b"]" * 100000
DEEP_OBJECT = b'{"a":' * 100000 + b"1" + b"}" * 100000
# Whole bodies sent to every route that takes one.
BODIES = [
    ("application/json", DEEP), ("application/json", DEEP_OBJECT), ("application/json", b"[" * 100000),
    ("application/json", b"{"), ("application/json", b"[1,2,3]"), ("application/json", b'"text"'),
    ("application/json", b"null"), ("application/json", b"\xff\xfe\x00"), ("application/json", b""),
    ("application/json", b'{"a":1,"a":2}'),
    ("text/plain", b'{"name":"x"}'), (None, b'{"name":"x"}'), ("application/x-www-form-urlencoded", b"%%%&&&==%zz"),
    ("application/x-www-form-urlencoded", b"a=" + b"x" * MB), ("application/x-www-form-urlencoded", DEEP),
    ("multipart/form-data; boundary=XyZ", b'--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.zip"\r\n\r\nPK\x03\x04trunc'),
    ("multipart/form-data", b"--\r\n"), ("multipart/form-data; boundary=", b"----\r\n\r\n"),
    ("application/octet-stream", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + b"\xff" * 64),
    ("image/jpeg", b"\xff\xd8\xff\xe0" + b"\x00" * 32),
]

QUERY_KEYS = ["q", "i", "u", "ingredients", "ranking", "limit", "offset", "count", "diet", "intolerances", "cuisine", "type",
              "maxReadyTime", "maxMissing", "ignorePantry", "prefs", "maxCalories", "minProtein", "maxCarbs", "maxSodium",
              "servings", "units", "from", "to", "hideKitchen", "lang", "fileName", "job", "date", "meal", "next", "done",
              "back", "code", "week", "v", "add"]

# The GET routes that read a query: each gets every key with every value; the others a few.
QUERY_ROUTES = r"^(/|/recipes/(?!u-)[^/]+(/cook)?|/api/v1/recipes/(search|random|[^/]+)|/api/v1/foods/suggest" \
               r"|/api/v1/(plan|grocery-list|favorites|reminders)|/grocery(\.txt)?|/planner(/add)?)$"


class Sweep:
    def __init__(self, host, port, workers):
        self.host, self.port, self.workers = host, port, workers
        self.failures = []
        self.sent = 0
        self.tally = {}

    def check(self, client, method, target, body, content_type, api):
        status, headers, payload = client.send(method, target, body, content_type)
        problem = None
        if status is None:
            problem = "dropped connection: " + payload[:120].decode("latin-1")
        elif status >= 500:
            problem = f"answered {status}: {payload[:300].decode('utf-8', 'replace')}"
        elif api and status >= 400:
            try:
                reason = json.loads(payload).get("reason")
                if not isinstance(reason, str) or not reason:
                    problem = f"{status} without a reason"
            except (ValueError, AttributeError):
                problem = f"{status} that is not JSON ({headers.get('content-type')}): {payload[:120]!r}"
        return problem, status

    def run(self, client, requests, alive):
        """Sends (method, target, body, content_type, api) rows; records failures; checks `alive` after."""
        def one(row):
            method, target, body, content_type, api = row
            problem, status = self.check(client, method, target, body, content_type, api)
            self.tally[f"{status // 100}xx" if status else "dropped"] = self.tally.get(f"{status // 100}xx" if status else "dropped", 0) + 1
            return row, problem
        with concurrent.futures.ThreadPoolExecutor(self.workers) as pool:
            for row, problem in pool.map(one, requests):
                self.sent += 1
                if problem:
                    method, target, body, content_type, api = row
                    shown_body = (body[:160] + (b"... (%d bytes)" % len(body))) if body and len(body) > 160 else body
                    self.failures.append(f"{client.name}: {method} {target[:200]!r} [{content_type}] {shown_body!r}\n    -> {problem}")
        if not alive():
            self.failures.append(f"{client.name}: the server stopped answering after a batch ending in {requests[-1][:2]!r}")
            return False
        return True


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    # One at a time by default: the table is the same every run, and so is the order the server sees
    # it in, for reproducing a failure by hand. CI sends two at a time, which halves the page rows'
    # time on two cores (the table is the same; only the order between pairs can differ).
    parser.add_argument("--workers", type=int, default=1)
    # PostgreSQL refuses text SQLite takes (a NUL): CI sends the table to both databases.
    parser.add_argument("--database-url", help="an empty PostgreSQL database to serve from instead of SQLite")
    args = parser.parse_args()
    started = time.time()
    proc, data_dir, log_path, log = start_server(args.binary, "reciplease-hostile-", database_url=args.database_url)
    sweep = None
    setup_error = None
    try:
        port = wait_ready(proc, log_path)
        sweep = Sweep("127.0.0.1", port, args.workers)
        probe = Client("127.0.0.1", port, "probe")

        def alive():
            return proc.poll() is None and probe.send("GET", "/readyz")[0] == 200

        users = {name: setup_user(port, name) for name in ("hostile-a", "hostile-b")}
        a, b = users["hostile-a"], users["hostile-b"]
        snapshot_before = snapshot(b)
        routes = route_table(a, b)
        print(f"setup done in {time.time() - started:.1f} s; {len(routes)} routes", flush=True)

        def sweep_as(label, client):
            rows = []
            for method, path, kind, fields in routes:
                if client.name != "signed out" and (kind == "api") != (client.token is not None):
                    continue
                rows.extend(requests_for(method, path, kind, fields, path.startswith("/api/"), full=(label == "owner")))
            for i in range(0, len(rows), 400):
                if not sweep.run(client, rows[i:i + 400], alive):
                    raise RuntimeError("the server died")
            print(f"{client.name} as {label}: {len(rows)} requests ({', '.join(f'{k} {v}' for k, v in sorted(sweep.tally.items()))}), "
                  f"{time.time() - started:.1f} s", flush=True)
            sweep.tally.clear()

        # A sweeps its own things and tries B's ids (before the page rows that sign up or in, which
        # end A's page session); B's data must be as it was. Only then does B sweep (A's ids, as
        # another user), since B's own requests may change B's data.
        sweep_as("owner", a["api"])
        if a["page"].send("GET", "/kitchen")[0] != 200:
            sweep.failures.append("A's page session is not signed in before A tries B's ids")
        for method, path, kind, fields in foreign_routes(b):
            client = a["api"] if kind == "api" else a["page"]
            # An API write carries a body its call takes whole (unknown keys are a 400 before the id
            # is looked up), so the answer is about B's id: it must be a 404 or 403, not a 400.
            parts = path.split("/")
            own_body = FOREIGN_BODIES.get((method, parts[3], len(parts))) if kind == "api" else None
            body, ctype = (json.dumps(own_body).encode() if own_body is not None else b'{"name":"taken"}', "application/json") if kind == "api" and method != "GET" \
                else ((form_encode([("csrf", a["csrf"]), ("name", "taken"), ("title", "taken"), ("role", "owner")]), "application/x-www-form-urlencoded") if method != "GET" else (None, None))
            status, _, payload = client.send(method, path, body, ctype)
            sweep.sent += 1
            if status is None or status >= 500 or 200 <= status < 300 or (status in (301, 302, 303) and method == "GET"):
                sweep.failures.append(f"A reached B's {method} {path} -> {status}: {payload[:200]!r}")
            elif own_body is not None and status not in (403, 404):
                sweep.failures.append(f"A's well-formed {method} {path} on B's id answered {status}, not 404: {payload[:200]!r}")
        sweep_as("owner", a["page"])
        after = snapshot(b)
        for path, seen in snapshot_before.items():
            if after[path] != seen:
                sweep.failures.append(f"B's {path} changed during A's sweep:\n    before {str(seen)[:400]}\n    after  {str(after[path])[:400]}")
        sweep_as("another user", b["api"])
        sweep_as("another user", b["page"])
        sweep_as("signed out", Client("127.0.0.1", port, "signed out"))
        if not alive():
            sweep.failures.append("the server is not answering at the end")
    except Exception as error:
        if sweep is None:
            setup_error = repr(error)
        else:
            sweep.failures.append(repr(error))
    finally:
        ended = stop_and_check(proc, log)
    elapsed = time.time() - started
    if sweep is None or sweep.failures or ended:
        failures = (sweep.failures if sweep else ["setup: " + str(setup_error)]) + ended
        for failure in failures[:200]:
            print("FAILED:", failure)
        print(f"hostile sweep: {sweep.sent if sweep else 0} requests, {len(failures)} failures, {elapsed:.1f} s (server log: {log_path})")
        with open(log_path) as server_log:
            print("\n".join(server_log.read().splitlines()[-30:]))
        return 1
    shutil.rmtree(data_dir, ignore_errors=True)
    print(f"hostile sweep: {sweep.sent} requests, 0 failures, {elapsed:.1f} s")
    return 0


def setup_user(port, name):
    """Signs `name` up; a bearer client, a page client (session cookie and CSRF token) and the ids of its things."""
    anon = Client("127.0.0.1", port, name)
    status, _ = jcall(anon, "POST", "/api/v1/users", {"username": name, "password": PASSWORD})
    assert status == 201, status
    status, session = jcall(anon, "POST", "/api/v1/sessions", {"username": name, "password": PASSWORD})
    api = Client("127.0.0.1", port, name + " (API)", token=session["token"])
    page = page_session(port, name, PASSWORD)
    csrf = page.csrf
    ids = {}
    status, recipe = jcall(api, "POST", "/api/v1/recipes", {"title": f"Pudding of {name}", "servings": 2, "prepMinutes": 5, "cookMinutes": 10,
                                                          "ingredients": ["1 cup milk", "2 tbsp sugar"], "instructions": ["Mix."]})
    assert status == 201, (status, recipe)
    ids["recipe"] = recipe["id"]
    status, library = jcall(api, "GET", "/api/v1/recipes/search?limit=1")
    ids["library"] = library["results"][0]["id"]
    status, entry = jcall(api, "POST", "/api/v1/plan", {"recipeId": ids["recipe"], "date": "2026-11-25", "mealType": "dinner", "servings": 2})
    assert status == 201, (status, entry)
    ids["plan"] = entry["id"]
    status, item = jcall(api, "POST", "/api/v1/pantry", {"name": "flour"})
    ids["pantry"] = item["id"]
    status, grocery = jcall(api, "POST", "/api/v1/grocery-list/items", {"name": "3 onions", "from": "2026-11-23", "to": "2026-11-29"})
    assert status == 201, (status, grocery)
    ids["grocery"] = grocery.get("id") or (grocery.get("addedIds") or [None])[0]
    jcall(api, "PUT", f"/api/v1/favorites/{ids['library']}")
    status, household = jcall(api, "POST", "/api/v1/households", {"name": f"Home of {name}"})
    ids["household"] = household["id"]
    status, invite = jcall(api, "POST", "/api/v1/household/invites", {"expiresInDays": 3})
    ids["invite"] = invite["id"]
    ids["inviteCode"] = invite["code"]
    status, account = jcall(api, "GET", "/api/v1/account")
    ids["user"] = account["id"]
    png = bytes.fromhex("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360f80f0000010101005b1d2a8a0000000049454e44ae426082")
    status, _, _ = api.send("PUT", f"/api/v1/recipes/{ids['recipe']}/photo", png, "image/png")
    status, calendar = jcall(api, "GET", "/api/v1/calendar")
    ids["calendar"] = calendar["url"].rsplit("/", 1)[1]
    return {"api": api, "page": page, "csrf": csrf, "ids": ids}


def snapshot(user):
    """What B has, as B reads it."""
    api, ids = user["api"], user["ids"]
    out = {}
    for path in (f"/api/v1/recipes/{ids['recipe']}", f"/api/v1/plan/{ids['plan']}", "/api/v1/pantry", "/api/v1/household",
                 "/api/v1/grocery-list?from=2026-11-23&to=2026-11-29", "/api/v1/favorites", "/api/v1/account", "/api/v1/preferences",
                 "/api/v1/planner/settings", "/api/v1/my-recipes", f"/api/v1/recipes/{ids['recipe']}/photo"):
        status, _, body = api.send("GET", path)
        try:
            out[path] = [status, json.loads(body)]
        except ValueError:
            out[path] = [status, hashlib.sha256(body).hexdigest()]
    return out


def route_table(a, b):
    """(method, path with {placeholders} filled by A's ids, kind, fields) for every route."""
    ids = a["ids"]
    r, p, pl, u, lib = ids["recipe"], ids["pantry"], ids["plan"], ids["user"], ids["library"]
    recipe_fields = ["title", "servings", "prepMinutes", "cookMinutes", "ingredients", "instructions", "summary", "image", "videoURL",
                     "sourceURL", "cuisines", "mealTypes", "tags", "yield", "sharedWithHousehold"]
    api = [
        ("GET", "/api/v1/recipes/search", []), ("GET", "/api/v1/recipes/random", []), ("GET", f"/api/v1/recipes/{lib}", []),
        ("GET", f"/api/v1/recipes/{r}", []), ("POST", "/api/v1/ingredients/parse", ["lines", "lang"]),
        ("GET", "/api/v1/foods/suggest", []), ("GET", "/api/v1/providers", []), ("GET", "/api/v1/openapi.json", []),
        ("POST", "/api/v1/users", ["username", "password"]), ("POST", "/api/v1/sessions", ["username", "password"]),
        ("GET", "/api/v1/account", []), ("PATCH", "/api/v1/account", ["language"]),
        ("GET", "/api/v1/favorites", []), ("GET", f"/api/v1/favorites/{lib}", []), ("PUT", f"/api/v1/favorites/{lib}", []),
        ("DELETE", "/api/v1/favorites/{x}", []),
        ("GET", "/api/v1/preferences", []), ("PUT", "/api/v1/preferences", ["diets", "cuisines", "intolerances"]),
        ("GET", "/api/v1/pantry", []), ("POST", "/api/v1/pantry", ["name", "ticked"]), ("PATCH", f"/api/v1/pantry/{p}", ["ticked", "name"]),
        ("DELETE", "/api/v1/pantry/{x}", []),
        ("POST", "/api/v1/households", ["name"]), ("POST", "/api/v1/households/join", ["code"]), ("GET", "/api/v1/household", []),
        ("PATCH", "/api/v1/household", ["name"]), ("POST", "/api/v1/household/invites", ["expiresInDays"]),
        ("DELETE", "/api/v1/household/invites/{x}", []), ("DELETE", "/api/v1/household/members/{x}", []),
        ("PATCH", f"/api/v1/household/members/{u}", ["role"]), ("POST", "/api/v1/household/leave", ["newOwner"]),
        ("POST", "/api/v1/recipes", recipe_fields), ("PUT", f"/api/v1/recipes/{r}", recipe_fields), ("DELETE", "/api/v1/recipes/{x}", []),
        ("GET", "/api/v1/my-recipes", []), ("GET", f"/api/v1/recipes/{r}/photo", []), ("PUT", f"/api/v1/recipes/{r}/photo", []),
        ("DELETE", "/api/v1/recipes/{x}/photo", []),
        ("GET", "/api/v1/plan", []), ("POST", "/api/v1/plan", ["recipeId", "date", "mealType", "servings", "time", "note"]),
        ("GET", f"/api/v1/plan/{pl}", []), ("PATCH", f"/api/v1/plan/{pl}", ["recipeId", "date", "mealType", "servings", "time", "note"]),
        ("DELETE", "/api/v1/plan/{x}", []),
        ("GET", "/api/v1/planner/settings", []), ("PATCH", "/api/v1/planner/settings", ["times", "reminderMinutes", "unitSystem", "timeZone"]),
        ("PUT", "/api/v1/planner/settings", ["times", "reminderMinutes", "unitSystem", "timeZone"]),
        ("GET", "/api/v1/grocery-list", []), ("PUT", "/api/v1/grocery-list/checks", ["key", "checked", "from", "to"]),
        ("DELETE", "/api/v1/grocery-list/checks", []), ("POST", "/api/v1/grocery-list/items", ["name", "from", "to", "keep"]),
        ("DELETE", "/api/v1/grocery-list/items/{x}", []),
        ("GET", "/api/v1/calendar", []), ("GET", "/api/v1/reminders", []),
        ("POST", "/api/v1/import", ["content", "fileName"]), ("GET", "/api/v1/import/jobs/{x}", []), ("GET", "/api/v1/export", []),
        ("GET", "/api/v1/nothing-here", []),
        # Never the account's password, so nothing is deleted; its failures may lock sign-in (429) for the rest.
        ("DELETE", "/api/v1/account", ["password", "newOwner"]),
    ]
    pages = [
        ("GET", "/", []), ("GET", "/random", []), ("GET", f"/recipes/{lib}", []), ("GET", f"/recipes/{r}", []), ("GET", f"/recipes/{lib}/cook", []),
        ("GET", "/recipes/{x}", []), ("GET", "/images/recipes/{x}", []), ("GET", "/calendar/{x}", []), (
        "GET", f"/calendar/{ids['calendar']}", []),
        ("GET", "/signup", []), ("GET", "/signin", []), ("GET", "/language", []), ("POST", "/language", ["language", "back"]),
        ("GET", "/preferences", []), ("POST", "/preferences", ["diet", "cuisine", "intolerances"]),
        ("GET", "/favorites", []), ("GET", f"/favorites/{lib}", []), ("POST", f"/favorites/{lib}", ["favorite", "next"]),
        ("POST", "/favorites/{x}", ["favorite", "next"]),
        ("GET", "/kitchen", []), ("POST", "/kitchen", ["name"]), ("POST", f"/kitchen/{p}", ["ticked"]), ("POST", "/kitchen/{x}/delete", []),
        ("POST", "/kitchen/restore", ["item"]), ("POST", "/kitchen/save", ["i", "u"]),
        ("GET", "/grocery", []), ("GET", "/grocery.txt", []), ("POST", "/grocery/checks", ["key", "checked", "from", "to", "back"]),
        ("POST", "/grocery/items", ["name", "from", "to", "keep", "back"]), ("POST", "/grocery/items/{x}/delete", ["back"]),
        ("GET", "/household", []), ("POST", "/household/rename", ["name"]), ("POST", "/household/invites", ["expiresInDays"]),
        ("POST", "/household/invites/{x}/revoke", []), ("POST", "/household/members/{x}/role", ["role"]),
        ("POST", "/household/members/{x}/remove", []), ("GET", "/household/join", []), ("POST", "/household/join", ["code", "from"]),
        ("GET", "/planner", []), ("GET", "/planner/add", []), ("POST", "/planner", ["recipe", "date", "meal", "servings", "time", "note"]),
        ("GET", f"/planner/{pl}/edit", []), ("GET", "/planner/{x}/edit", []), ("POST", f"/planner/{pl}", ["recipe", "date", "meal", "servings", "time", "note"]),
        ("POST", "/planner/{x}/delete", []), ("GET", "/planner/settings", []),
        ("POST", "/planner/settings", ["breakfast", "lunch", "dinner", "snack", "reminderMinutes", "unitSystem", "timeZone"]),
        ("GET", "/my-recipes", []), ("GET", "/my-recipes/new", []), ("GET", f"/my-recipes/{r}/edit", []), ("GET", "/my-recipes/{x}/edit", []),
        ("POST", "/my-recipes", ["title", "servings", "prepMinutes", "cookMinutes", "yield", "cuisine", "mealTypes", "ingredients", "instructions", "image", "video", "notes", "sharedWithHousehold"]),
        ("POST", f"/my-recipes/{r}", ["title", "servings", "prepMinutes", "cookMinutes", "yield", "ingredients", "instructions", "removePhoto", "notes"]),
        ("GET", "/my-recipes/{x}/delete", []), ("POST", "/my-recipes/{x}/delete", []), ("GET", f"/my-recipes/{r}/photo", []), ("GET", "/my-recipes/{x}/photo", []),
        ("GET", "/import", []), ("POST", "/import", ["text", "job"]), ("GET", "/import/jobs/{x}", []), ("GET", "/import/jobs/{x}/progress", []),
        ("GET", "/healthz", []), ("GET", "/nothing/{x}", []),
        ("GET", "/account/delete", []), ("POST", "/account/delete", ["password", "newOwner"]),
        # Last: a row that signs up or in (a value that is a fine username and password) ends the session the sweep uses.
        ("POST", "/signup", ["username", "password", "confirm", "next"]), ("POST", "/signin", ["username", "password", "next"]),
    ]
    return [(m, path, "api", f) for m, path, f in api] + [(m, path, "page", f) for m, path, f in pages]


def requests_for(method, path, kind, fields, api, full):
    """The rows for one route: hostile values in each path placeholder, query key and field; odd bodies."""
    rows = []
    ctype_form = "application/x-www-form-urlencoded"
    if "{x}" in path:
        values = TEXT_VALUES if full else TEXT_VALUES[:6]
        for value in values:
            rows.append((method, path.replace("{x}", percent(value)).encode(), b"{}" if kind == "api" and method != "GET" else None,
                         "application/json" if kind == "api" and method != "GET" else None, api))
        # Raw bytes in the segment: NUL, invalid UTF-8, dot segments.
        for raw in (b"%00", b"\xff", b"..", b"%2e%2e", b"a/../../etc/passwd"):
            rows.append((method, path.replace("{x}", "").encode() + raw, None, None, api))
        return rows
    if method == "GET":
        takes_query = re.match(QUERY_ROUTES, path) is not None
        keys = QUERY_KEYS if full and takes_query else ["servings", "from", "maxCalories", "lang"]
        for key in keys:
            for value in (TEXT_VALUES if full and takes_query else TEXT_VALUES[:4]):
                rows.append((method, f"{path}?{key}=".encode() + percent(value).encode(), None, None, api))
        # Repeated keys, a key without a value, a bare "?" and a "&" storm.
        rows.append((method, (path + "?" + "&".join(f"{k}=1&{k}=2&{k}" for k in QUERY_KEYS)).encode(), None, None, api))
        rows.append((method, (path + "?&&&=&=x&%zz=%zz&" + "a[]=1&a[0][1][2]=3").encode(), None, None, api))
        rows.append((method, (path + "?" + "a[" * 2000 + "=1").encode(), None, None, api))
        return rows
    if kind == "api":
        for field in fields:
            for value in (JSON_VALUES if full else JSON_VALUES[:5]):
                rows.append((method, path.encode(), b'{"' + field.encode() + b'":' + value + b"}", "application/json", api))
        for value in JSON_VALUES[:12]:
            rows.append((method, path.encode(), b"{" + b",".join(b'"' + f.encode() + b'":' + value for f in fields) + b"}", "application/json", api))
    else:
        for field in fields:
            for value in (TEXT_VALUES if full else TEXT_VALUES[:5]):
                rows.append((method, path.encode(), form_encode([(field, value)]), ctype_form, api))
            rows.append((method, path.encode(), form_encode([(field, b"1"), (field, b"2"), (field + "[]", b"3"), (field + "[a][b]", b"4")]), ctype_form, api))
        for value in TEXT_VALUES[:12] + [b"x" * MB]:
            rows.append((method, path.encode(), form_encode([(f, value) for f in fields]), ctype_form, api))
    for content_type, body in (BODIES if full else BODIES[:4]):
        rows.append((method, path.encode(), body, content_type, api))
    rows.append((method, path.encode(), None, None, api))
    return rows


# For each API write of foreign_routes that takes a body (method, the path's resource, its number
# of segments): a body the call takes whole.
FOREIGN_BODIES = {
    ("PUT", "recipes", 5): {"title": "taken", "servings": 3, "ingredients": ["1 cup milk"], "instructions": ["Mix."]},
    ("PATCH", "plan", 5): {"servings": 3},
    ("PATCH", "pantry", 5): {"name": "taken", "ticked": False},
    ("PATCH", "household", 6): {"role": "owner"},
}


def foreign_routes(b):
    """Every route that takes an id, with B's id, as A would send it."""
    ids = b["ids"]
    r, p, pl, g, inv, u = ids["recipe"], ids["pantry"], ids["plan"], ids["grocery"], ids["invite"], ids["user"]
    return [
        ("GET", f"/api/v1/recipes/{r}", "api", []), ("PUT", f"/api/v1/recipes/{r}", "api", []), ("GET", f"/api/v1/recipes/{r}/photo", "api", []),
        ("PUT", f"/api/v1/recipes/{r}/photo", "api", []), ("DELETE", f"/api/v1/recipes/{r}/photo", "api", []),
        ("GET", f"/api/v1/plan/{pl}", "api", []), ("PATCH", f"/api/v1/plan/{pl}", "api", []), ("DELETE", f"/api/v1/plan/{pl}", "api", []),
        ("PATCH", f"/api/v1/pantry/{p}", "api", []), ("DELETE", f"/api/v1/pantry/{p}", "api", []),
        ("DELETE", f"/api/v1/grocery-list/items/{g}", "api", []), ("DELETE", f"/api/v1/household/invites/{inv}", "api", []),
        ("DELETE", f"/api/v1/household/members/{u}", "api", []), ("PATCH", f"/api/v1/household/members/{u}", "api", []),
        ("DELETE", f"/api/v1/recipes/{r}", "api", []),
        ("GET", f"/recipes/{r}", "page", []), ("GET", f"/recipes/{r}/cook", "page", []), ("GET", f"/my-recipes/{r}/edit", "page", []),
        ("GET", f"/my-recipes/{r}/photo", "page", []), ("POST", f"/my-recipes/{r}", "page", []), ("GET", f"/my-recipes/{r}/delete", "page", []),
        ("POST", f"/my-recipes/{r}/delete", "page", []), ("GET", f"/planner/{pl}/edit", "page", []), ("POST", f"/planner/{pl}", "page", []),
        ("POST", f"/planner/{pl}/delete", "page", []), ("POST", f"/kitchen/{p}", "page", []), ("POST", f"/kitchen/{p}/delete", "page", []),
        ("POST", f"/grocery/items/{g}/delete", "page", []), ("POST", f"/household/invites/{inv}/revoke", "page", []),
        ("POST", f"/household/members/{u}/remove", "page", []), ("POST", f"/household/members/{u}/role", "page", []),
    ]


if __name__ == "__main__":
    sys.exit(main())
