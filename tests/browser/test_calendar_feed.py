"""The calendar feed a real server serves, fetched as a calendar app would and checked with
tests/calendar/check_ics.py (the icalendar package parses it). Needs no browser."""
import datetime
import json
import os
import sys
import urllib.error
import urllib.request
import uuid
from zoneinfo import ZoneInfo

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "calendar"))
import check_ics  # noqa: E402

PASSWORD = "a long calendar password"


def call(server, method, path, body=None, token=None):
    headers = {"Accept": "application/json"}
    if body is not None:
        headers["Content-Type"] = "application/json"
    if token:
        headers["Authorization"] = "Bearer " + token
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(server + path, data=data, method=method, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            raw = response.read()
            return response.status, (json.loads(raw) if raw else None)
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"null")


def signed_up(server):
    name = "cal-" + uuid.uuid4().hex[:8]
    assert call(server, "POST", "/api/v1/users", {"username": name, "password": PASSWORD})[0] == 201
    status, body = call(server, "POST", "/api/v1/sessions", {"username": name, "password": PASSWORD})
    assert status == 201
    return body["token"]


def fetch(url):
    with urllib.request.urlopen(url, timeout=30) as response:
        return response.read(), response.headers.get("Content-Type")


def next_monday():
    today = datetime.date.today()
    return today + datetime.timedelta(days=7 - today.weekday())


def test_a_real_feed_keeps_every_rule_and_follows_the_plan(server):
    # given meals next week in Paris, one titled with characters to escape and long enough to fold
    token = signed_up(server)
    assert call(server, "PATCH", "/api/v1/planner/settings", {"timeZone": "Europe/Paris"}, token)[0] == 200
    status, recipe = call(server, "POST", "/api/v1/recipes", {
        "title": "Slow-braised beef, very tender; with crème fraîche & 🍷 sauce, served hot from the oven",
        "servings": 4, "prepMinutes": 20, "cookMinutes": 180,
        "ingredients": ["1 kg beef chuck", "200 ml red wine", "100 g crème fraîche"], "instructions": ["Braise."],
    }, token)
    assert status == 201, recipe
    monday = next_monday()
    entries = []
    for offset, recipe_id, meal in ((0, recipe["id"], "dinner"), (1, "victoria-sponge", "snack"), (2, "chicken-biryani", "lunch")):
        status, entry = call(server, "POST", "/api/v1/plan", {
            "recipeId": recipe_id, "date": str(monday + datetime.timedelta(days=offset)), "mealType": meal,
            "note": "Bring wine; or beer, either" if offset == 0 else None,
        }, token)
        assert status == 201, entry
        entries.append(entry)
    url = call(server, "GET", "/api/v1/calendar", token=token)[1]["url"]
    assert url.startswith(server + "/calendar/") and url.endswith(".ics")

    # when a calendar app fetches it
    data, content_type = fetch(url)

    # then every rule holds, and each meal is one event with its entry's UID
    check_ics.assert_valid(data, content_type)
    assert sorted(check_ics.uids(data)) == sorted(e["id"].lower() + "@reciplease" for e in entries)
    assert check_ics.check_stable(data, fetch(url)[0]) == []
    assert any(len(line) == 75 for line in data.split(b"\r\n")), "the long title should have been folded"
    calendar = check_ics.icalendar.Calendar.from_ical(data)
    summaries = sorted(str(e.get("SUMMARY")) for e in calendar.walk("VEVENT"))
    assert "Dinner: Slow-braised beef, very tender; with crème fraîche & 🍷 sauce, served hot from the oven" in summaries

    # when the lead time changes, a meal moves and another is removed
    assert call(server, "PATCH", "/api/v1/planner/settings", {"reminderMinutes": 30}, token)[0] == 200
    assert call(server, "PATCH", "/api/v1/plan/" + entries[1]["id"], {"time": "17:45"}, token)[0] == 200
    assert call(server, "DELETE", "/api/v1/plan/" + entries[2]["id"], token=token)[0] == 204
    data, content_type = fetch(url)

    # then the feed follows, still valid
    check_ics.assert_valid(data, content_type, trigger="-PT30M")
    events = {str(e.get("UID")): e for e in calendar.from_ical(data).walk("VEVENT")}
    assert set(events) == {entries[0]["id"].lower() + "@reciplease", entries[1]["id"].lower() + "@reciplease"}
    moved = events[entries[1]["id"].lower() + "@reciplease"].get("DTSTART").dt
    local = datetime.datetime.combine(monday + datetime.timedelta(days=1), datetime.time(17, 45), tzinfo=ZoneInfo("Europe/Paris"))
    assert moved == local and moved.utcoffset() == datetime.timedelta(0)

    # when the address is replaced, the old one is gone
    status, renewed = call(server, "POST", "/api/v1/calendar/token", token=token)
    assert status == 200 and renewed["url"] != url
    try:
        fetch(url)
        raise AssertionError("the old calendar address still answers")
    except urllib.error.HTTPError as error:
        assert error.code == 404
    check_ics.assert_valid(*fetch(renewed["url"]), trigger="-PT30M")


def test_the_checker_catches_broken_feeds():
    good = ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\nBEGIN:VEVENT\r\nUID:a@x\r\n"
            "DTSTAMP:20260101T000000Z\r\nDTSTART:20261123T180000Z\r\nDTEND:20261123T190000Z\r\n"
            "SUMMARY:Dinner\\, late\r\nBEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Soon\r\n"
            "TRIGGER:-PT1H\r\nEND:VALARM\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n").encode()
    assert check_ics.check_feed(good, "text/calendar; charset=utf-8") == []
    broken = {
        "bare LF": good.replace(b"\r\n", b"\n"),
        "octets, over 75": good.replace(b"SUMMARY:Dinner", b"SUMMARY:" + b"x" * 80),
        "not escaped": good.replace(b"Dinner\\, late", b"Dinner, late"),
        "VERSION:2.0 is missing": good.replace(b"VERSION:2.0\r\n", b""),
        "PRODID is missing": good.replace(b"PRODID:-//Test//EN\r\n", b""),
        "no UID": good.replace(b"UID:a@x\r\n", b""),
        "DTSTAMP missing": good.replace(b"DTSTAMP:20260101T000000Z\r\n", b""),
        "DTSTART is neither UTC": good.replace(b"DTSTART:20261123T180000Z", b"DTSTART:20261123T180000"),
        "no VALARM": good.replace(b"BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Soon\r\nTRIGGER:-PT1H\r\nEND:VALARM\r\n", b""),
        "not DISPLAY": good.replace(b"ACTION:DISPLAY", b"ACTION:AUDIO"),
        "no DESCRIPTION": good.replace(b"DESCRIPTION:Soon\r\n", b""),
        "not -PT1H": good.replace(b"TRIGGER:-PT1H", b"TRIGGER:-PT15M"),
        "used more than once": good.replace(b"END:VEVENT\r\n", b"END:VEVENT\r\n" + good[good.index(b"BEGIN:VEVENT"):good.index(b"END:VCALENDAR")], 1),
    }
    for expected, feed in broken.items():
        problems = check_ics.check_feed(feed)
        assert any(expected in p for p in problems), f"{expected}: {problems}"
    assert any("charset=utf-8" in p for p in check_ics.check_feed(good, "text/calendar"))
    assert any("not text/calendar" in p for p in check_ics.check_feed(good, "text/plain; charset=utf-8"))
