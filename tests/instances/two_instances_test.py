"""Two `reciplease serve` processes on one PostgreSQL database behave as one service.

    python3 tests/instances/two_instances_test.py --database-url postgres://... [--binary ...]

A web session and an API token made on one instance work on the other; a favorite, a
preference, a plan entry and a user's own recipe written through one are read back through the
other at once; the recipe is in the other instance's search index, and a preference or a
sign-out reaches the other's account cache, within one second of the answer (the database
announces each change with NOTIFY). Then live changes: two members of one household, one on each
instance, each hear the other's ticks, items added by hand and plan changes on `GET /api/v1/events`
within a second, and a member whose stream was closed reads what changed meanwhile when they
reconnect. Exits non-zero on any failure.
"""
import argparse
import http.cookiejar
import itertools
import json
import os
import re
import socket
import sys
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "durability"))
from kill_test import ROOT, Server, call  # noqa: E402

PASSWORD = "a long enough password"
failures = []


def search_total(base, token):
    _, found = call(base, "GET", "/api/v1/recipes/search?limit=1", token=token)
    return found["total"]


def status_of(base, path, token):
    try:
        status, _ = call(base, "GET", path, token=token)
        return status
    except urllib.error.HTTPError as error:
        return error.code


def check(condition, what):
    print(("ok    " if condition else "FAIL  ") + what)
    if not condition:
        failures.append(what)


def search_titles(base, token, query):
    _, found = call(base, "GET", "/api/v1/recipes/search?" + urllib.parse.urlencode({"q": query}), token=token)
    return [r["title"] for r in found["results"]]


def wait_for(predicate, limit=5.0):
    """Seconds until predicate() held, or None when it never did within the limit."""
    start = time.monotonic()
    while time.monotonic() - start < limit:
        if predicate():
            return time.monotonic() - start
        time.sleep(0.02)
    return None


def web_client():
    jar = http.cookiejar.CookieJar()
    return urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))


class EventStream:
    """One open `GET /api/v1/events` on a plain socket, read event by event with a deadline (a socket
    that timed out stays usable, unlike http.client's). Opened once the server's opening comment is
    read: the server subscribes before writing it, so every change after that reaches this stream.
    Opening is awaited up to ten minutes: it is not what the script times."""

    def __init__(self, base, token, timeout=600.0):
        url = urllib.parse.urlsplit(base)
        self.sock = socket.create_connection((url.hostname, url.port), timeout=timeout)
        self.sock.sendall((f"GET /api/v1/events HTTP/1.1\r\nHost: {url.netloc}\r\nAccept: text/event-stream\r\n"
                           f"Authorization: Bearer {token}\r\n\r\n").encode())
        self.raw, self.body, self.ended = b"", b"", False
        deadline = time.monotonic() + timeout
        while b"\r\n\r\n" not in self.raw:
            if not self._receive(deadline):
                raise RuntimeError("no answer head from " + base + "/api/v1/events")
        head, self.raw = self.raw.split(b"\r\n\r\n", 1)
        head = head.decode("latin-1").lower()
        if not head.startswith("http/1.1 200") or "text/event-stream" not in head:
            raise RuntimeError("not an event stream: " + head.splitlines()[0])
        self.chunked = "transfer-encoding: chunked" in head
        opening = self._block(deadline)
        if opening is None or ": open" not in opening:
            raise RuntimeError("no opening comment on the event stream")

    def _receive(self, deadline):
        """Reads what the socket has within the deadline; False when nothing came or the server closed."""
        left = deadline - time.monotonic()
        if left <= 0 or self.ended:
            return False
        self.sock.settimeout(left)
        try:
            piece = self.sock.recv(65536)
        except (socket.timeout, TimeoutError):
            return False
        if not piece:
            self.ended = True
            return False
        self.raw += piece
        return True

    def _decode(self):
        if not self.chunked:
            self.body, self.raw = self.body + self.raw, b""
            return
        while b"\r\n" in self.raw:
            size_line, rest = self.raw.split(b"\r\n", 1)
            size = int(size_line.split(b";")[0], 16)
            if size == 0:
                self.ended = True
                return
            if len(rest) < size + 2:
                return
            self.body, self.raw = self.body + rest[:size], rest[size + 2:]

    def _block(self, deadline):
        """The next block of lines up to a blank line, or None by the deadline."""
        while True:
            self._decode()
            if b"\n\n" in self.body:
                block, self.body = self.body.split(b"\n\n", 1)
                return block.decode()
            if not self._receive(deadline):
                return None

    def next_event(self, timeout):
        """(name, data as JSON) of the next event within `timeout` seconds, comments skipped; None if none came."""
        deadline = time.monotonic() + timeout
        while True:
            block = self._block(deadline)
            if block is None:
                return None
            fields = dict(line.split(": ", 1) for line in block.split("\n") if line and not line.startswith(":"))
            if "event" in fields:
                return fields["event"], json.loads(fields.get("data") or "null")

    def close(self):
        self.sock.close()


def heard(stream, kind, by, sent, what, lags):
    """Checks that the next event on `stream` is a change of `kind` made by `by`, within a second of the
    write being sent (the writer's own round trip included, as a person's click would be)."""
    event = stream.next_event(timeout=2.0)
    lag = time.monotonic() - sent
    ok = (event is not None and event[0] == "change" and event[1].get("kind") == kind
          and event[1].get("by") == by and event[1].get("mine") is False)
    check(ok and lag <= 1.0, f"{what} within a second ({round(lag * 1000)} ms; {event})")
    if ok:
        lags.append(lag)


def grocery_line(base, token, week, word):
    _, listed = call(base, "GET", "/api/v1/grocery-list?" + week, token=token)
    return next((item for item in listed["items"] if word in item["key"]), None)


def hearing_each_other(a, b):
    """Waits until each instance hears what the other announces. `/readyz` waits for an
    instance's own listener, but the two instances start one after the other and a check timed
    from a write made just after the start should fail only for the service, never for the start
    (a reconnection, a resync still running). A user of each writes an item until the other's event stream tells of
    it (or tells every page to refresh, as it does when its listener connects): events come only
    through the listener, with no lifetime to end in their place."""
    stamp = str(int(time.time() * 1000))[-9:]
    for writer, hearer, name in ((a, b, "gatea" + stamp), (b, a, "gateb" + stamp)):
        call(writer.base, "POST", "/api/v1/users", {"username": name, "password": PASSWORD})
        token = call(writer.base, "POST", "/api/v1/sessions", {"username": name, "password": PASSWORD})[1]["token"]
        stream = EventStream(hearer.base, token)
        try:
            deadline = time.monotonic() + 600
            for n in itertools.count(1):
                call(writer.base, "POST", "/api/v1/grocery-list/items", {"name": f"{n} gate apples"}, token=token)
                if stream.next_event(timeout=1.0) is not None:
                    break
                if time.monotonic() > deadline:
                    raise RuntimeError(f"{hearer.base} heard nothing from {writer.base} in 10 minutes")
        finally:
            stream.close()


def live_changes(a, b, recipe_id):
    """Two members of one household, the owner on A and the other on B: each one's changes reach the
    other's event stream within a second, and a stream closed meanwhile catches up on reconnecting.
    Answers the delays measured, in seconds (from the write sent to the event read)."""
    lags = []
    stamp = str(int(time.time() * 1000))[-9:]
    owner, member = "liveowner" + stamp, "livemember" + stamp
    tokens = {}
    for name, server in ((owner, a), (member, b)):
        call(server.base, "POST", "/api/v1/users", {"username": name, "password": PASSWORD})
        tokens[name] = call(server.base, "POST", "/api/v1/sessions", {"username": name, "password": PASSWORD})[1]["token"]
    call(a.base, "POST", "/api/v1/households", {"name": "Twin kitchen"}, token=tokens[owner])
    _, invite = call(a.base, "POST", "/api/v1/household/invites", {}, token=tokens[owner])
    call(b.base, "POST", "/api/v1/households/join", {"code": invite["code"]}, token=tokens[member])
    days = {"from": "2026-12-14", "to": "2026-12-20"}
    week = urllib.parse.urlencode(days)
    # B reads the list first, so B's instance holds it built: the changes from A must reach that too.
    grocery_line(b.base, tokens[member], week, "lemon")

    # given the member's stream open on B, when the owner adds an item by hand on A
    stream = EventStream(b.base, tokens[member])
    sent = time.monotonic()
    call(a.base, "POST", "/api/v1/grocery-list/items", dict(days, name="3 lemons"), token=tokens[owner])
    heard(stream, "grocery", owner, sent, "an item added by hand on A reaches B's event stream", lags)
    lemons = grocery_line(b.base, tokens[member], week, "lemon")
    check(lemons is not None and not lemons["checked"], "B's grocery list, read after the event, has the item added on A")

    # when the owner ticks it on A
    sent = time.monotonic()
    call(a.base, "PUT", "/api/v1/grocery-list/checks", dict(days, key=lemons and lemons["key"], checked=True), token=tokens[owner])
    heard(stream, "grocery", owner, sent, "a tick on A reaches B's event stream", lags)
    lemons = grocery_line(b.base, tokens[member], week, "lemon")
    check(lemons is not None and lemons["checked"] and (lemons["checkedBy"] or {}).get("username") == owner,
          "B's grocery list, read after the event, shows the tick made on A and who made it")

    # when the owner plans a meal on A
    sent = time.monotonic()
    _, entry = call(a.base, "POST", "/api/v1/plan", {"recipeId": recipe_id, "date": "2026-12-15", "mealType": "dinner",
                                                     "servings": 2}, token=tokens[owner])
    heard(stream, "plan", owner, sent, "a meal planned on A reaches B's event stream", lags)
    _, plan = call(b.base, "GET", "/api/v1/plan?" + week, token=tokens[member])
    check([e["id"] for e in plan["entries"]] == [entry["id"]], "B's plan, read after the event, has the meal planned on A")

    # the other way: the member unticks on B, the owner's stream on A hears it
    owners_stream = EventStream(a.base, tokens[owner])
    sent = time.monotonic()
    call(b.base, "PUT", "/api/v1/grocery-list/checks", dict(days, key=lemons and lemons["key"], checked=False), token=tokens[member])
    heard(owners_stream, "grocery", member, sent, "an untick on B reaches A's event stream", lags)
    owners_stream.close()

    # given B's stream closed (a page gone offline): the owner adds an item and moves the meal on A meanwhile
    stream.close()
    call(a.base, "POST", "/api/v1/grocery-list/items", dict(days, name="2 limes"), token=tokens[owner])
    call(a.base, "PATCH", "/api/v1/plan/" + entry["id"], {"servings": 5}, token=tokens[owner])
    written = time.monotonic()
    # when B reconnects (no events are replayed: a page reads itself again on reconnecting, see live.js)
    stream = EventStream(b.base, tokens[member])
    caught_up = wait_for(lambda: grocery_line(b.base, tokens[member], week, "lime") is not None
                         and call(b.base, "GET", "/api/v1/plan/" + entry["id"], token=tokens[member])[1]["servings"] == 5, 2.0)
    check(caught_up is not None and time.monotonic() - written <= 1.0,
          f"B, reconnected, reads the item and the meal changed on A while it was away "
          f"({caught_up is not None and round((time.monotonic() - written) * 1000)} ms after the writes)")
    # and the reconnected stream hears the next change
    sent = time.monotonic()
    call(a.base, "DELETE", "/api/v1/plan/" + entry["id"], token=tokens[owner])
    heard(stream, "plan", owner, sent, "after reconnecting, a meal deleted on A reaches B's new stream", lags)
    stream.close()
    return lags


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "reciplease"))
    parser.add_argument("--database-url", required=True)
    args = parser.parse_args()

    a = Server(args.binary, tempfile.mkdtemp(prefix="reciplease-a-"), args.database_url)
    try:
        b = Server(args.binary, tempfile.mkdtemp(prefix="reciplease-b-"), args.database_url)
    except BaseException:
        a.stop()  # B never started: A is not left running
        raise
    lags, live_lags = [], []
    try:
        hearing_each_other(a, b)
        user = "twin" + str(int(time.time() * 1000))[-9:]
        call(a.base, "POST", "/api/v1/users", {"username": user, "password": PASSWORD})
        _, session = call(a.base, "POST", "/api/v1/sessions", {"username": user, "password": PASSWORD})
        token = session["token"]
        status, _ = call(b.base, "GET", "/api/v1/favorites", token=token)
        check(status == 200, "an API token made on A is accepted by B")

        # A web session: sign in through A's form, then open a private page on B with the cookie.
        browser = web_client()
        page = browser.open(a.base + "/signin").read().decode()
        csrf = re.search(r'name="csrf" value="([^"]+)"', page).group(1)
        form = urllib.parse.urlencode({"csrf": csrf, "username": user, "password": PASSWORD, "next": "/favorites"}).encode()
        browser.open(a.base + "/signin", data=form).read()
        favorites_page = browser.open(b.base + "/favorites")
        check(favorites_page.geturl().endswith("/favorites") and user in favorites_page.read().decode(),
              "a web session made on A opens B's favorites page as the same person")

        _, found = call(a.base, "GET", "/api/v1/recipes/search?limit=3")
        recipe_id = found["results"][0]["id"]
        # B read this user's (empty) favorites above and holds the list in its account cache until
        # A's write is announced (docs/operations.md): read back within a second, not at once.
        def favorite_ids(base):
            return [f["recipeId"] for f in call(base, "GET", "/api/v1/favorites", token=token)[1]["favorites"]]
        call(a.base, "PUT", "/api/v1/favorites/" + recipe_id, token=token)
        lag = wait_for(lambda: recipe_id in favorite_ids(b.base))
        check(lag is not None and lag <= 1.0, f"a favorite made on A is read back on B within a second ({lag and round(lag * 1000)} ms)")
        call(b.base, "DELETE", "/api/v1/favorites/" + recipe_id, token=token)
        lag = wait_for(lambda: favorite_ids(a.base) == [])
        check(lag is not None and lag <= 1.0, f"a favorite removed on B is gone on A within a second ({lag and round(lag * 1000)} ms)")

        # B searches first, so it holds (caches) the preferences it read: A's change must reach it.
        everything = search_total(b.base, token)
        call(a.base, "PUT", "/api/v1/preferences", {"diets": ["vegan"], "cuisines": [], "intolerances": ["peanut"]}, token=token)
        _, preferences = call(b.base, "GET", "/api/v1/preferences", token=token)
        check(preferences["diets"] == ["vegan"] and preferences["intolerances"] == ["peanut"],
              "a preference saved on A is read back on B")
        lag = wait_for(lambda: 0 < search_total(b.base, token) < everything)
        check(lag is not None and lag <= 1.0, f"B's searches apply a preference saved on A within a second ({lag and round(lag * 1000)} ms)")
        call(a.base, "PUT", "/api/v1/preferences", {}, token=token)
        lag = wait_for(lambda: search_total(b.base, token) == everything)
        check(lag is not None and lag <= 1.0, f"B's searches drop a preference reset on A within a second ({lag and round(lag * 1000)} ms)")

        _, entry = call(a.base, "POST", "/api/v1/plan", {"recipeId": recipe_id, "date": "2026-12-07", "mealType": "dinner",
                                                         "servings": 2, "time": "19:00", "note": "twins"}, token=token)
        _, plan = call(b.base, "GET", "/api/v1/plan?from=2026-12-07&to=2026-12-13", token=token)
        check([e["id"] for e in plan["entries"]] == [entry["id"]], "a plan entry made on A is read back on B")
        call(b.base, "PATCH", "/api/v1/plan/" + entry["id"], {"date": "2026-12-08", "servings": 4}, token=token)
        _, moved = call(a.base, "GET", "/api/v1/plan/" + entry["id"], token=token)
        check(moved["date"] == "2026-12-08" and moved["servings"] == 4, "a plan entry moved on B is read back moved on A")

        title = "Twin Instance Porridge " + user
        _, mine = call(a.base, "POST", "/api/v1/recipes", {"title": title, "servings": 2, "prepMinutes": 5, "cookMinutes": 10,
                                                            "ingredients": ["1 cup rolled oats", "2 cups milk"],
                                                            "instructions": ["Simmer the oats in the milk."]}, token=token)
        status, read = call(b.base, "GET", "/api/v1/recipes/" + mine["id"], token=token)
        check(status == 200 and read["title"] == title, "a recipe created on A opens on B at once")
        lag = wait_for(lambda: title in search_titles(b.base, token, "twin instance porridge"))
        check(lag is not None and lag <= 1.0, f"B's search finds A's new recipe within a second ({lag and round(lag * 1000)} ms)")
        lags.append(lag)

        renamed = "Twin Instance Congee " + user
        call(b.base, "PUT", "/api/v1/recipes/" + mine["id"], {"title": renamed, "servings": 2, "prepMinutes": 5, "cookMinutes": 20,
                                                               "ingredients": ["1/2 cup rice", "4 cups water"],
                                                               "instructions": ["Simmer the rice in the water."]}, token=token)
        lag = wait_for(lambda: search_titles(a.base, token, "twin instance") == [renamed])
        check(lag is not None and lag <= 1.0, f"A's search follows B's edit within a second ({lag and round(lag * 1000)} ms)")
        lags.append(lag)

        call(a.base, "DELETE", "/api/v1/plan/" + entry["id"], token=token)
        call(a.base, "DELETE", "/api/v1/recipes/" + mine["id"], token=token)
        lag = wait_for(lambda: search_titles(b.base, token, "twin instance") == [])
        check(lag is not None and lag <= 1.0, f"B's search drops the recipe A deleted within a second ({lag and round(lag * 1000)} ms)")
        lags.append(lag)

        # A second token, used on B first (so B holds it), then signed out on A.
        _, others = call(b.base, "POST", "/api/v1/sessions", {"username": user, "password": PASSWORD})
        check(status_of(b.base, "/api/v1/favorites", others["token"]) == 200, "a second token works on B")
        call(a.base, "DELETE", "/api/v1/sessions", token=others["token"])
        lag = wait_for(lambda: status_of(b.base, "/api/v1/favorites", others["token"]) == 401)
        check(lag is not None and lag <= 1.0, f"a token signed out on A is refused by B within a second ({lag and round(lag * 1000)} ms)")

        live_lags = live_changes(a, b, recipe_id)
    finally:
        a.stop()
        b.stop()

    measured = [round(l * 1000) for l in lags if l is not None]
    print(f"index propagation between instances: {measured} ms")
    print(f"live events between instances (write sent to event read): {[round(l * 1000) for l in live_lags]} ms")
    print(f"{len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
