"""Requests at the same time: bursts of the same and of conflicting writes against a live server,
API and pages (forms with their CSRF token), then a look at what is stored.

    python3 tests/api/concurrent_sweep.py .build/debug/reciplease [--database-url postgres://...] [--time-limit 300]

Each scenario starts its requests together (one thread each, released by one barrier) and checks
every answer: no 5xx, no dropped connection, an API error is JSON with a `reason`, and the status
is one the scenario allows. Then it reads the state back: one account per name, one membership,
one favorite per recipe, one kitchen row per name, counts that match the 201s. Without
--database-url the server runs on SQLite in a fresh data folder; with it, on that (empty or used)
PostgreSQL database, the names made unique per run. The run is bounded (`--time-limit`, 5 minutes:
the server is killed past it). Exits non-zero on any failure, printing each.
"""
import argparse
import json
import os
import re
import shutil
import sys
import threading
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "support"))
from raw_http import Client, form_encode, jcall, page_session, start_server, wait_ready  # noqa: E402
from reciplease_http import stop_and_check  # noqa: E402

PASSWORD = "correct horse battery staple"
NEW_PASSWORD = "another horse, another staple"
FORM = "application/x-www-form-urlencoded"
WEEK = ("2026-11-23", "2026-11-29")
RECIPE = {"title": "Burst Pudding", "servings": 2, "prepMinutes": 5, "cookMinutes": 10,
          "ingredients": ["1 cup milk", "2 tbsp sugar"], "instructions": ["Mix."]}
COOKLANG = "Stir @rice{200%g} into @water{400%ml} and simmer for ~{15%minutes}.\n"


class Sweep:
    def __init__(self, port, suffix):
        self.port, self.suffix = port, suffix
        self.failures = []
        self.sent = 0
        self.scenarios = 0

    def name(self, base):
        return f"{base}{self.suffix}"

    def fail(self, scenario, text):
        self.failures.append(f"{scenario}: {text}")

    def burst(self, scenario, calls, allowed):
        """Sends every (client, method, path, body, content_type) at once; the statuses, in order.
        A status outside `allowed`, a 5xx, a drop or an API error without a reason is a failure."""
        barrier = threading.Barrier(len(calls))
        answers = [None] * len(calls)

        def one(i, call):
            client, method, path, body, ctype = call
            data = json.dumps(body).encode() if ctype == "application/json" and body is not None else body
            barrier.wait()
            answers[i] = client.send(method, path, data, ctype)

        workers = [threading.Thread(target=one, args=(i, call)) for i, call in enumerate(calls)]
        for worker in workers:
            worker.start()
        for worker in workers:
            worker.join()
        self.sent += len(calls)
        self.scenarios += 1
        statuses = []
        for (client, method, path, _, _), (status, headers, payload) in zip(calls, answers):
            where = f"{client.name} {method} {path}"
            statuses.append(status)
            if status is None:
                self.fail(scenario, f"{where}: dropped connection ({payload[:120]!r})")
            elif status >= 500:
                self.fail(scenario, f"{where}: {status} {payload[:300].decode('utf-8', 'replace')}")
            elif status not in allowed:
                self.fail(scenario, f"{where}: {status} is not one of {sorted(allowed)}: {payload[:200]!r}")
            if status and status >= 400 and path.startswith("/api/"):
                try:
                    reason = json.loads(payload).get("reason")
                    if not isinstance(reason, str) or not reason:
                        self.fail(scenario, f"{where}: {status} without a reason")
                except (ValueError, AttributeError):
                    self.fail(scenario, f"{where}: {status} that is not JSON: {payload[:120]!r}")
        return statuses, answers

    def expect(self, scenario, condition, text):
        if not condition:
            self.fail(scenario, text)


def api_client(port, name, label=None):
    """Signs `name` up if needed; a bearer client of a fresh session."""
    anon = Client("127.0.0.1", port, name)
    jcall(anon, "POST", "/api/v1/users", {"username": name, "password": PASSWORD})
    status, session = jcall(anon, "POST", "/api/v1/sessions", {"username": name, "password": PASSWORD})
    assert status == 201, (name, status, session)
    return Client("127.0.0.1", port, label or name + " (API)", token=session["token"])


def form(page, *fields):
    return form_encode([("csrf", page.csrf)] + list(fields))


def count(client, path, key):
    status, body = jcall(client, "GET", path)
    return len(body[key]) if status == 200 and body else None


def sign_up_twice(sweep):
    """One name, signed up by 8 API calls and 4 forms at once: exactly one account."""
    name = sweep.name("twin")
    anon = Client("127.0.0.1", sweep.port, "anon")
    calls = [(anon, "POST", "/api/v1/users", {"username": name, "password": PASSWORD}, "application/json")] * 8
    pages = []
    for _ in range(4):
        _, headers, body = anon.send("GET", "/signup")
        cookie = re.search(r"reciplease_session=([^;]+)", headers.get("set-cookie", "")).group(1)
        csrf = re.search(rb'name="csrf" value="([^"]+)"', body).group(1).decode()
        visitor = Client("127.0.0.1", sweep.port, "signup form", cookie="reciplease_session=" + cookie)
        pages.append((visitor, "POST", "/signup", form_encode([("csrf", csrf), ("username", name), ("password", PASSWORD),
                                                               ("confirm", PASSWORD), ("next", "/")]), FORM))
    statuses, _ = sweep.burst("sign-up twice", calls + pages, {201, 409, 200, 303, 302, 400})
    made = statuses[:8].count(201) + sum(1 for s in statuses[8:] if s in (302, 303))
    sweep.expect("sign-up twice", made == 1, f"{made} sign-ups answered as done for one name: {statuses}")
    status, _ = jcall(anon, "POST", "/api/v1/sessions", {"username": name, "password": PASSWORD})
    sweep.expect("sign-up twice", status == 201, f"the account does not sign in ({status})")


def favorites(sweep, a1, a2, page, library_id):
    """The same favorite kept from two sessions and a form at once, then let go the same way."""
    s = "favorites"
    calls = [(c, "PUT", f"/api/v1/favorites/{library_id}", None, None) for c in (a1, a2) * 5]
    calls += [(page, "POST", f"/favorites/{library_id}", form(page, ("favorite", "1"), ("next", "/favorites")), FORM)] * 2
    statuses, _ = sweep.burst(s, calls, {200, 201, 303, 302})
    sweep.expect(s, statuses[:10].count(201) <= 1, f"{statuses[:10].count(201)} PUTs answered 201 for one favorite")
    ids = [f["recipeId"] for f in jcall(a1, "GET", "/api/v1/favorites")[1]["favorites"]]
    sweep.expect(s, ids.count(library_id) == 1, f"the recipe is {ids.count(library_id)} times among the favorites")
    calls = [(c, "DELETE", f"/api/v1/favorites/{library_id}", None, None) for c in (a1, a2) * 5]
    calls += [(page, "POST", f"/favorites/{library_id}", form(page, ("favorite", "0"), ("next", "/favorites")), FORM)] * 2
    sweep.burst(s + " removed", calls, {204, 404, 303, 302})
    ids = [f["recipeId"] for f in jcall(a1, "GET", "/api/v1/favorites")[1]["favorites"]]
    sweep.expect(s, library_id not in ids, "the favorite is still there after every remove answered")
    # Kept and let go at once: whatever the order, the answers and the list agree on the end.
    calls = [(a1, "PUT", f"/api/v1/favorites/{library_id}", None, None), (a2, "DELETE", f"/api/v1/favorites/{library_id}", None, None)] * 6
    sweep.burst(s + " kept and let go", calls, {200, 201, 204, 404})
    ids = [f["recipeId"] for f in jcall(a1, "GET", "/api/v1/favorites")[1]["favorites"]]
    sweep.expect(s, ids.count(library_id) <= 1, f"the recipe is {ids.count(library_id)} times among the favorites")


def kitchen(sweep, a1, a2, page):
    """One name added 10 times at once: one row; ticked and unticked together; deleted together."""
    s = "kitchen"
    calls = [(c, "POST", "/api/v1/pantry", {"name": "saffron"}, "application/json") for c in (a1, a2) * 5]
    calls += [(page, "POST", "/kitchen", form(page, ("name", "saffron")), FORM)] * 2
    statuses, answers = sweep.burst(s, calls, {201, 409, 303, 302, 200})
    rows = [i for i in jcall(a1, "GET", "/api/v1/pantry")[1]["items"] if i["name"].lower() == "saffron"]
    sweep.expect(s, len(rows) == 1, f"{len(rows)} kitchen rows named saffron")
    sweep.expect(s, statuses[:10].count(201) <= 1, f"{statuses[:10].count(201)} adds answered 201 for one name")
    if not rows:
        return
    item = rows[0]["id"]
    calls = [(c, "PATCH", f"/api/v1/pantry/{item}", {"ticked": t}, "application/json") for c, t in ((a1, True), (a2, False)) * 5]
    calls += [(page, "POST", f"/kitchen/{item}", form(page, ("ticked", "1")), FORM)] * 2
    sweep.burst(s + " ticks", calls, {200, 303, 302})
    rows = [i for i in jcall(a1, "GET", "/api/v1/pantry")[1]["items"] if i["name"].lower() == "saffron"]
    sweep.expect(s, len(rows) == 1, f"{len(rows)} kitchen rows named saffron after the ticks")
    calls = [(c, "DELETE", f"/api/v1/pantry/{item}", None, None) for c in (a1, a2) * 5]
    calls += [(page, "POST", f"/kitchen/{item}/delete", form(page), FORM)] * 2
    sweep.burst(s + " deleted", calls, {204, 404, 303, 302})
    rows = [i for i in jcall(a1, "GET", "/api/v1/pantry")[1]["items"] if i["name"].lower() == "saffron"]
    sweep.expect(s, not rows, "the kitchen row is still there after every delete answered")


def settings(sweep, a1, a2, page):
    """Preferences, planner settings and the account's language written from everywhere at once."""
    calls = []
    for i, c in enumerate((a1, a2) * 4):
        calls.append((c, "PUT", "/api/v1/preferences", {"diets": ["vegetarian"] if i % 2 else [], "cuisines": [], "intolerances": []}, "application/json"))
        calls.append((c, "PATCH", "/api/v1/planner/settings", {"reminderMinutes": 30 + i, "times": {"dinner": "19:00"}}, "application/json"))
        calls.append((c, "PATCH", "/api/v1/account", {"language": "fr" if i % 2 else None}, "application/json"))
    calls.append((page, "POST", "/preferences", form(page, ("diet", "vegan")), FORM))
    calls.append((page, "POST", "/planner/settings", form(page, ("dinner", "18:30"), ("reminderMinutes", "15")), FORM))
    sweep.burst("settings", calls, {200, 303, 302})
    for path in ("/api/v1/preferences", "/api/v1/planner/settings", "/api/v1/account", "/api/v1/calendar"):
        status, _ = jcall(a1, "GET", path)
        sweep.expect("settings", status == 200, f"GET {path} answers {status} after the burst")
    jcall(a1, "PATCH", "/api/v1/account", {"language": None})


def calendar_feed(sweep, a1, a2):
    """The calendar feed's address made by several first reads at once: one address."""
    statuses, answers = sweep.burst("calendar", [(c, "GET", "/api/v1/calendar", None, None) for c in (a1, a2) * 4], {200})
    urls = {json.loads(p)["url"] for s, _, p in answers if s == 200}
    sweep.expect("calendar", len(urls) == 1, f"{len(urls)} calendar addresses answered at once")


def recipes(sweep, a1, a2, page):
    """Create, edit, photograph, plan and delete one recipe at the same time."""
    s = "recipes"
    calls = [(c, "POST", "/api/v1/recipes", RECIPE, "application/json") for c in (a1, a2) * 4]
    statuses, answers = sweep.burst(s + " created", calls, {201})
    made = [json.loads(p)["id"] for st, _, p in answers if st == 201]
    mine = [r["id"] for r in jcall(a1, "GET", "/api/v1/my-recipes")[1]["recipes"]]
    sweep.expect(s, all(m in mine for m in made), "a recipe answered 201 is not among my recipes")
    if not made:
        return
    rid = made[0]
    png = bytes.fromhex("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360f80f0000010101005b1d2a8a0000000049454e44ae426082")
    calls = [(a1, "PUT", f"/api/v1/recipes/{rid}", dict(RECIPE, title="Burst Pudding II"), "application/json"),
             (a2, "PUT", f"/api/v1/recipes/{rid}/photo", png, "image/png"),
             (a1, "DELETE", f"/api/v1/recipes/{rid}/photo", None, None),
             (a2, "PUT", f"/api/v1/recipes/{rid}/photo", png, "image/png"),
             (page, "POST", f"/my-recipes/{rid}", form(page, ("title", "Burst Pudding III"), ("servings", "2"),
                                                      ("ingredients", "1 cup milk"), ("instructions", "Mix.")), FORM)] * 2
    sweep.burst(s + " edited", calls, {200, 204, 404, 303, 302})
    # Deleted while it is planned: either the delete is refused (409) or no plan entry keeps the id.
    rid = made[1] if len(made) > 1 else rid
    calls = [(a1, "DELETE", f"/api/v1/recipes/{rid}", None, None),
             (a2, "POST", "/api/v1/plan", {"recipeId": rid, "date": "2026-11-24", "mealType": "lunch"}, "application/json"),
             (a2, "DELETE", f"/api/v1/recipes/{rid}", None, None),
             (a1, "POST", "/api/v1/plan", {"recipeId": rid, "date": "2026-11-25", "mealType": "lunch"}, "application/json")] * 3
    statuses, _ = sweep.burst(s + " deleted while planned", calls, {201, 204, 400, 404, 409})
    status, _ = jcall(a1, "GET", f"/api/v1/recipes/{rid}")
    planned = [e for e in jcall(a1, "GET", "/api/v1/plan?from=2026-11-23&to=2026-11-29")[1]["entries"] if e["recipeId"] == rid]
    deleted = 204 in [st for (c, m, *_), st in zip(calls, statuses) if m == "DELETE"]
    sweep.expect(s, not (deleted and planned), f"the recipe was deleted (204) while {len(planned)} plan entries use it")
    sweep.expect(s, (status == 404) == deleted, f"the recipe reads {status} after deletes that answered {statuses}")
    # Deleted by two sessions at once.
    rest = [m for m in made[2:]]
    if rest:
        calls = [(c, "DELETE", f"/api/v1/recipes/{rest[0]}", None, None) for c in (a1, a2) * 4]
        calls += [(page, "POST", f"/my-recipes/{rest[0]}/delete", form(page), FORM)] * 2
        sweep.burst(s + " deleted twice", calls, {204, 404, 303, 302})
        status, _ = jcall(a1, "GET", f"/api/v1/recipes/{rest[0]}")
        sweep.expect(s, status == 404, f"the recipe reads {status} after every delete answered")


def imports(sweep, a1, a2, page):
    """The same document imported several times at once: each 201 is one recipe more. A user has
    at most two single imports under way; the others are refused at once, 429 with Retry-After."""
    s = "import"
    before = len(jcall(a1, "GET", "/api/v1/my-recipes")[1]["recipes"])
    calls = [(c, "POST", "/api/v1/import", {"content": COOKLANG, "fileName": "rice.cook"}, "application/json") for c in (a1, a2) * 3]
    statuses, answers = sweep.burst(s, calls, {201, 200, 409, 429})
    for status, headers, payload in answers:
        if status == 429:
            code = json.loads(payload).get("code")
            sweep.expect(s, code == "import.pages-under-way", f"a refused import says {code!r}")
            sweep.expect(s, any(k.lower() == "retry-after" for k in headers), "a refused import has no Retry-After")
    sweep.expect(s, any(st in (200, 201, 409) for st in statuses), f"no import of six came in: {statuses}")
    answered = sum(len(json.loads(p).get("recipes", [])) for st, _, p in answers if st == 201)
    after = len(jcall(a1, "GET", "/api/v1/my-recipes")[1]["recipes"])
    sweep.expect(s, after - before == answered, f"{answered} recipes answered as imported, {after - before} more stored")


def household(sweep, port, owner, owner2, member_name):
    """Made, joined, renamed, invited, and left by two members at once."""
    s = "household"
    statuses, _ = sweep.burst(s + " created", [(c, "POST", "/api/v1/households", {"name": "Burst Home"}, "application/json")
                                               for c in (owner, owner2) * 4], {201, 409})
    sweep.expect(s, statuses.count(201) == 1, f"{statuses.count(201)} households answered 201 for one user")
    status, home = jcall(owner, "GET", "/api/v1/household")
    sweep.expect(s, status == 200 and len(home["members"]) == 1, f"the new household reads {status} {home}")
    statuses, answers = sweep.burst(s + " invites", [(c, "POST", "/api/v1/household/invites", {}, "application/json")
                                                     for c in (owner, owner2) * 3], {201})
    codes = [json.loads(p)["code"] for st, _, p in answers if st == 201]
    if not codes:
        return None, None, None
    member = api_client(port, member_name)
    member2 = api_client(port, member_name, member_name + " (API 2)")
    mpage = page_session(port, member_name, PASSWORD)
    # One member joins with one code from three sessions, with another code too: one membership.
    calls = [(c, "POST", "/api/v1/households/join", {"code": codes[i % 2]}, "application/json") for i, c in enumerate((member, member2) * 4)]
    calls += [(mpage, "POST", "/household/join", form(mpage, ("code", codes[0])), FORM)] * 2
    statuses, _ = sweep.burst(s + " joined", calls, {200, 409, 410, 303, 302})
    joined = statuses[:8].count(200) + sum(1 for st in statuses[8:] if st in (302, 303))
    sweep.expect(s, joined == 1, f"{joined} joins answered as done for one member: {statuses}")
    status, home = jcall(owner, "GET", "/api/v1/household")
    names = [m["username"] for m in home["members"]] if status == 200 else []
    sweep.expect(s, names.count(member_name) == 1, f"the member is in the household {names.count(member_name)} times")
    # Renamed by the owner from two sessions and a form while the member tries (owner-only).
    calls = [(c, "PATCH", "/api/v1/household", {"name": f"Home {i}"}, "application/json") for i, c in enumerate((owner, owner2, member) * 3)]
    statuses, _ = sweep.burst(s + " renamed", calls, {200, 403})
    status, home = jcall(member, "GET", "/api/v1/household")
    sweep.expect(s, status == 200 and home["name"].startswith("Home "), f"the household reads {status} after renames")
    return member, member2, mpage


def shared_lists(sweep, owner, member, mpage, library_id):
    """Two members on the shared plan, grocery list and kitchen at once."""
    s = "shared plan"
    calls = [(c, "POST", "/api/v1/plan", {"recipeId": library_id, "date": "2026-11-26", "mealType": "dinner"}, "application/json")
             for c in (owner, member) * 5]
    statuses, answers = sweep.burst(s, calls, {201})
    made = [json.loads(p)["id"] for st, _, p in answers if st == 201]
    entries = [e for e in jcall(owner, "GET", "/api/v1/plan?from=2026-11-26&to=2026-11-26")[1]["entries"] if e["id"] in made]
    sweep.expect(s, len(entries) == len(made), f"{len(made)} entries answered 201, {len(entries)} stored")
    if len(made) >= 4:
        # Moved and deleted together by two members; by the form too.
        calls = []
        for eid in made[:4]:
            calls += [(owner, "PATCH", f"/api/v1/plan/{eid}", {"date": "2026-11-27", "servings": 3}, "application/json"),
                      (member, "DELETE", f"/api/v1/plan/{eid}", None, None),
                      (mpage, "POST", f"/planner/{eid}", form(mpage, ("recipe", library_id), ("date", "2026-11-28"), ("meal", "lunch"), ("servings", "2")), FORM),
                      (owner, "DELETE", f"/api/v1/plan/{eid}", None, None)]
        statuses, _ = sweep.burst(s + " moved and deleted", calls, {200, 204, 404, 303, 302})
        left = {e["id"] for e in jcall(owner, "GET", "/api/v1/plan?from=2026-11-23&to=2026-11-29")[1]["entries"]}
        for eid in made[:4]:
            sweep.expect(s, eid not in left, f"entry {eid} is still planned after deletes that answered 204/404")
    s = "shared grocery list"
    calls = [(c, "POST", "/api/v1/grocery-list/items", {"name": "2 lemons", "from": WEEK[0], "to": WEEK[1]}, "application/json")
             for c in (owner, member) * 4]
    calls += [(mpage, "POST", "/grocery/items", form(mpage, ("name", "2 lemons"), ("from", WEEK[0]), ("to", WEEK[1])), FORM)] * 2
    statuses, answers = sweep.burst(s, calls, {201, 303, 302})
    added = statuses[:8].count(201) + sum(1 for st in statuses[8:] if st in (302, 303))
    status, grocery = jcall(owner, "GET", f"/api/v1/grocery-list?from={WEEK[0]}&to={WEEK[1]}")
    lemons = [i for i in grocery["items"] if "lemon" in i["display"].lower()]
    sweep.expect(s, len(lemons) == 1, f"lemons are {len(lemons)} lines of the list")
    if lemons:
        sweep.expect(s, len(lemons[0]["addedIds"]) == added, f"{added} adds answered, {len(lemons[0]['addedIds'])} stored")
        key = lemons[0]["key"]
        calls = [(c, "PUT", "/api/v1/grocery-list/checks", {"key": key, "checked": i % 2 == 0, "from": WEEK[0], "to": WEEK[1]}, "application/json")
                 for i, c in enumerate((owner, member) * 6)]
        calls += [(mpage, "POST", "/grocery/checks", form(mpage, ("key", key), ("checked", "1"), ("from", WEEK[0]), ("to", WEEK[1])), FORM)] * 2
        sweep.burst(s + " ticked and unticked", calls, {200, 303, 302})
        calls = [(c, "PUT", "/api/v1/grocery-list/checks", {"key": key, "checked": False, "from": WEEK[0], "to": WEEK[1]}, "application/json")
                 for c in (owner, member) * 4]
        sweep.burst(s + " unticked twice", calls, {200})
        status, grocery = jcall(owner, "GET", f"/api/v1/grocery-list?from={WEEK[0]}&to={WEEK[1]}")
        lemons = [i for i in grocery["items"] if i["key"] == key]
        sweep.expect(s, len(lemons) == 1 and not lemons[0]["checked"], f"after unticking, the line reads {lemons}")
        ids = lemons[0]["addedIds"] if lemons else []
        if ids:
            calls = [(c, "DELETE", f"/api/v1/grocery-list/items/{ids[0]}", None, None) for c in (owner, member) * 4]
            calls += [(mpage, "POST", f"/grocery/items/{ids[0]}/delete", form(mpage), FORM)] * 2
            sweep.burst(s + " item deleted twice", calls, {204, 404, 303, 302})
        calls = [(c, "DELETE", f"/api/v1/grocery-list/checks?from={WEEK[0]}&to={WEEK[1]}", None, None) for c in (owner, member) * 4]
        sweep.burst(s + " ticks cleared twice", calls, {204})
    s = "shared kitchen"
    calls = [(c, "POST", "/api/v1/pantry", {"name": "capers"}, "application/json") for c in (owner, member) * 5]
    statuses, _ = sweep.burst(s, calls, {201, 409})
    rows = [i for i in jcall(member, "GET", "/api/v1/pantry")[1]["items"] if i["name"].lower() == "capers"]
    sweep.expect(s, len(rows) == 1 and statuses.count(201) == 1, f"{len(rows)} rows and {statuses.count(201)} 201s for one name")


def leaving(sweep, owner, owner2, member, member2, mpage):
    """Both members leave at once, each from several sessions: every leave answers, nobody stays
    in a household without an owner, and leaving again answers as done."""
    s = "household left"
    status, home = jcall(owner, "GET", "/api/v1/household")
    member_id = [m["id"] for m in home["members"] if m["role"] != "owner"][0] if status == 200 and len(home["members"]) > 1 else None
    calls = [(c, "POST", "/api/v1/household/leave", {"newOwner": member_id} if c in (owner, owner2) else {}, "application/json")
             for c in (owner, owner2, member, member2) * 2]
    calls += [(mpage, "POST", "/household/leave", form(mpage), FORM)] * 2
    statuses, _ = sweep.burst(s, calls, {204, 404, 409, 303, 302})
    for c in (owner, member):
        status, home = jcall(c, "GET", "/api/v1/household")
        if status == 200:
            owners = [m for m in home["members"] if m["role"] == "owner"]
            sweep.expect(s, owners, f"{c.name} is in a household without an owner: {home}")
    # Leaving four times at once, once alone in a household: no 5xx, the household gone.
    jcall(owner, "POST", "/api/v1/household/leave", {})
    jcall(owner, "POST", "/api/v1/households", {"name": "Alone"})
    sweep.burst(s + " alone, four times", [(c, "POST", "/api/v1/household/leave", {}, "application/json") for c in (owner, owner2) * 2],
                {204, 404})
    status, _ = jcall(owner, "GET", "/api/v1/household")
    sweep.expect(s, status == 404, f"the household reads {status} after leaving it")


def sessions(sweep, port):
    """Signed in many times at once, then signed out everywhere at once."""
    s = "sessions"
    name = sweep.name("sessions")
    api_client(port, name)
    anon = Client("127.0.0.1", port, "anon")
    statuses, answers = sweep.burst(s, [(anon, "POST", "/api/v1/sessions", {"username": name, "password": PASSWORD}, "application/json")] * 10,
                                    {201, 429})
    tokens = [json.loads(p)["token"] for st, _, p in answers if st == 201]
    sweep.expect(s, len(set(tokens)) == len(tokens), "two sign-ins got the same token")
    clients = [Client("127.0.0.1", port, "session", token=t) for t in tokens]
    sweep.burst(s + " signed out", [(c, "DELETE", "/api/v1/sessions", None, None) for c in clients for _ in range(2)], {204, 401})
    for c in clients:
        status, _ = jcall(c, "GET", "/api/v1/account")
        sweep.expect(s, status == 401, f"a token signed out still reads the account ({status})")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--database-url", help="PostgreSQL instead of a fresh SQLite file")
    parser.add_argument("--time-limit", type=float, default=300, help="seconds the sweep may take")
    args = parser.parse_args()
    started = time.time()
    proc, data_dir, log_path, log = start_server(args.binary, "reciplease-concurrent-", args.database_url)
    # On a database that outlives the run, names of this run only.
    suffix = f"-{os.getpid()}-{int(started)}" if args.database_url else ""
    sweep = None
    timer = threading.Timer(args.time_limit, lambda: (print(f"concurrent sweep: past {args.time_limit:.0f} s, stopping", flush=True), proc.kill()))
    timer.start()
    try:
        port = wait_ready(proc, log_path)
        sweep = Sweep(port, suffix)
        a = sweep.name("burst-a")
        a1, a2 = api_client(port, a), api_client(port, a, a + " (API 2)")
        page = page_session(port, a, PASSWORD)
        library_id = jcall(a1, "GET", "/api/v1/recipes/search?limit=1")[1]["results"][0]["id"]
        steps = [
            ("sign-up", lambda: sign_up_twice(sweep)),
            ("favorites", lambda: favorites(sweep, a1, a2, page, library_id)),
            ("kitchen", lambda: kitchen(sweep, a1, a2, page)),
            ("settings", lambda: settings(sweep, a1, a2, page)),
            ("calendar", lambda: calendar_feed(sweep, a1, a2)),
            ("recipes", lambda: recipes(sweep, a1, a2, page)),
            ("import", lambda: imports(sweep, a1, a2, page)),
            ("sessions", lambda: sessions(sweep, port)),
        ]
        for label, step in steps:
            step()
            print(f"{label}: {sweep.sent} requests, {len(sweep.failures)} failures, {time.time() - started:.1f} s", flush=True)
        o = sweep.name("burst-owner")
        owner, owner2 = api_client(port, o), api_client(port, o, o + " (API 2)")
        member, member2, mpage = household(sweep, port, owner, owner2, sweep.name("burst-member"))
        print(f"household: {sweep.sent} requests, {len(sweep.failures)} failures, {time.time() - started:.1f} s", flush=True)
        if member:
            shared_lists(sweep, owner, member, mpage, library_id)
            print(f"shared lists: {sweep.sent} requests, {len(sweep.failures)} failures, {time.time() - started:.1f} s", flush=True)
            leaving(sweep, owner, owner2, member, member2, mpage)
            print(f"leaving: {sweep.sent} requests, {len(sweep.failures)} failures, {time.time() - started:.1f} s", flush=True)
        if proc.poll() is not None or Client("127.0.0.1", port, "probe").send("GET", "/readyz")[0] != 200:
            sweep.fail("end", "the server is not answering")
    except Exception as error:
        if sweep is None:
            sweep = Sweep(0, "")
        sweep.fail("run", repr(error))
    finally:
        timer.cancel()
        for problem in stop_and_check(proc, log):
            sweep.fail("end", problem)
    elapsed = time.time() - started
    if sweep.failures:
        for failure in sweep.failures[:200]:
            print("FAILED:", failure)
        print(f"concurrent sweep: {sweep.scenarios} bursts, {sweep.sent} requests, {len(sweep.failures)} failures, {elapsed:.1f} s "
              f"(server log: {log_path})")
        return 1
    shutil.rmtree(data_dir, ignore_errors=True)
    print(f"concurrent sweep: {sweep.scenarios} bursts, {sweep.sent} requests, 0 failures, {elapsed:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
