"""Two `reciplease serve` processes on one PostgreSQL database behave as one service.

    python3 tests/instances/two_instances_test.py --database-url postgres://... [--binary ...]

A web session and an API token made on one instance work on the other; a favorite, a
preference, a plan entry and a user's own recipe written through one are read back through the
other at once; the recipe is in the other instance's search index, and a preference or a
sign-out reaches the other's account cache, within one second of the answer (the database
announces each change with NOTIFY). Exits non-zero on any failure.
"""
import argparse
import http.cookiejar
import json
import os
import re
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


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "reciplease"))
    parser.add_argument("--database-url", required=True)
    args = parser.parse_args()

    a = Server(args.binary, tempfile.mkdtemp(prefix="reciplease-a-"), args.database_url)
    b = Server(args.binary, tempfile.mkdtemp(prefix="reciplease-b-"), args.database_url)
    lags = []
    try:
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
        call(a.base, "PUT", "/api/v1/favorites/" + recipe_id, token=token)
        _, favorites = call(b.base, "GET", "/api/v1/favorites", token=token)
        check(recipe_id in [f["recipeId"] for f in favorites["favorites"]], "a favorite made on A is read back on B")
        call(b.base, "DELETE", "/api/v1/favorites/" + recipe_id, token=token)
        _, favorites = call(a.base, "GET", "/api/v1/favorites", token=token)
        check(favorites["favorites"] == [], "a favorite removed on B is gone on A")

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
    finally:
        a.stop()
        b.stop()

    measured = [round(l * 1000) for l in lags if l is not None]
    print(f"index propagation between instances: {measured} ms")
    print(f"{len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
