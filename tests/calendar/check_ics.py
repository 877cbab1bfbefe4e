#!/usr/bin/env python3
"""Checks an iCalendar feed against the rules Reciplease promises (RFC 5545), with a real parser.

    python3 tests/calendar/check_ics.py feed.ics [--content-type "text/calendar; charset=utf-8"] [--trigger -PT1H]
    python3 tests/calendar/check_ics.py --url http://127.0.0.1:8080/calendar/TOKEN.ics

Exits 0 when every rule holds, else prints each broken rule and exits 1. From Python, call
check_feed(data, content_type, trigger) for the list of problems (empty when valid), and
check_stable(first, second) to compare two fetches of an unchanged plan.

The rules: CRLF line ends only; no physical line over 75 octets; valid UTF-8; the icalendar
package parses it; one VCALENDAR with VERSION:2.0 and a PRODID; every VEVENT has a UID (unique
in the feed), a DTSTAMP in UTC, a DTSTART and a DTEND in UTC or with a TZID whose VTIMEZONE is in
the feed, DTEND after DTSTART, and a VALARM with ACTION:DISPLAY, a non-empty DESCRIPTION and the
TRIGGER expected (-PT1H unless told otherwise); commas, semicolons and backslashes in TEXT values
are escaped; the feed is served as text/calendar with charset=utf-8.
"""
import argparse
import datetime
import re
import sys
import urllib.request

import icalendar

TEXT_PROPERTIES = {"SUMMARY", "DESCRIPTION", "LOCATION", "COMMENT", "X-WR-CALNAME"}


def _physical_lines(data, problems):
    if b"\n" in data.replace(b"\r\n", b""):
        problems.append("a line ends with a bare LF instead of CRLF")
    if b"\r" in data.replace(b"\r\n", b""):
        problems.append("a bare CR appears outside a CRLF line end")
    if not data.endswith(b"\r\n"):
        problems.append("the feed does not end with CRLF")
    lines = data.split(b"\r\n")
    if lines and lines[-1] == b"":
        lines = lines[:-1]
    for number, line in enumerate(lines, 1):
        if len(line) > 75:
            problems.append(f"line {number} is {len(line)} octets, over 75: {line[:40]!r}...")
    return lines


def _unfold(text):
    """Content lines with folding undone (CRLF followed by one space or tab continues a line)."""
    return re.sub(r"\r?\n[ \t]", "", text).replace("\r\n", "\n").split("\n")


def _value_is_escaped(value):
    """A TEXT value has no bare comma or semicolon, and every backslash starts a valid escape."""
    i = 0
    while i < len(value):
        c = value[i]
        if c == "\\":
            if i + 1 >= len(value) or value[i + 1] not in "\\;,nN":
                return False
            i += 2
            continue
        if c in ",;":
            return False
        i += 1
    return True


def _is_utc(prop):
    """A DATE-TIME property in UTC: written with a Z, no TZID."""
    if prop is None:
        return False
    value = prop.dt
    if not isinstance(value, datetime.datetime) or "TZID" in prop.params:
        return False
    return value.tzinfo is not None and value.utcoffset() == datetime.timedelta(0)


def check_content_type(content_type):
    problems = []
    if content_type is None:
        return problems
    parts = [p.strip().lower() for p in content_type.split(";")]
    if parts[0] != "text/calendar":
        problems.append(f"served as {content_type!r}, not text/calendar")
    if "charset=utf-8" not in [p.replace(" ", "").replace('"', "") for p in parts[1:]]:
        problems.append(f"content type {content_type!r} does not say charset=utf-8")
    return problems


def check_feed(data, content_type=None, trigger="-PT1H"):
    """Every broken rule, in words; an empty list when the feed is valid."""
    problems = check_content_type(content_type)
    _physical_lines(data, problems)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        return problems + [f"not UTF-8: {error}"]

    # Raw checks on the unfolded content lines: escaping, and UTC written with a Z.
    for line in _unfold(text):
        name, _, rest = line.partition(":")
        base = name.split(";")[0].upper()
        if base in TEXT_PROPERTIES and not _value_is_escaped(rest):
            problems.append(f"{base} is not escaped as TEXT: {rest[:60]!r}")

    try:
        calendar = icalendar.Calendar.from_ical(data)
    except Exception as error:  # the parser's own complaint is the message
        return problems + [f"the icalendar parser refused the feed: {error}"]
    if calendar.name != "VCALENDAR":
        problems.append(f"the top component is {calendar.name}, not VCALENDAR")
    if str(calendar.get("VERSION", "")) != "2.0":
        problems.append("VERSION:2.0 is missing")
    if not str(calendar.get("PRODID", "")).strip():
        problems.append("PRODID is missing")

    zones = {str(z.get("TZID")) for z in calendar.walk("VTIMEZONE")}
    expected_trigger = icalendar.vDuration.from_ical(trigger)
    uids = []
    for event in calendar.walk("VEVENT"):
        uid = str(event.get("UID", "")).strip()
        label = uid or str(event.get("SUMMARY", "an event"))
        if not uid:
            problems.append(f"{label}: no UID")
        uids.append(uid)
        if not _is_utc(event.get("DTSTAMP")):
            problems.append(f"{label}: DTSTAMP missing or not in UTC")
        for key in ("DTSTART", "DTEND"):
            prop = event.get(key)
            if prop is None:
                problems.append(f"{label}: no {key}")
            elif not _is_utc(prop) and str(prop.params.get("TZID", "")) not in zones:
                problems.append(f"{label}: {key} is neither UTC nor in a VTIMEZONE of the feed")
        start, end = event.get("DTSTART"), event.get("DTEND")
        try:
            if start is not None and end is not None and not end.dt > start.dt:
                problems.append(f"{label}: DTEND is not after DTSTART")
        except TypeError:
            problems.append(f"{label}: DTSTART and DTEND cannot be compared (one floating, one not)")
        alarms = [c for c in event.subcomponents if c.name == "VALARM"]
        if not alarms:
            problems.append(f"{label}: no VALARM")
        for alarm in alarms:
            if str(alarm.get("ACTION", "")).upper() != "DISPLAY":
                problems.append(f"{label}: VALARM ACTION is {alarm.get('ACTION')!r}, not DISPLAY")
            if not str(alarm.get("DESCRIPTION", "")).strip():
                problems.append(f"{label}: VALARM has no DESCRIPTION")
            got = alarm.get("TRIGGER")
            if got is None or got.dt != expected_trigger:
                problems.append(f"{label}: VALARM TRIGGER is {got.to_ical().decode() if got is not None else None}, not {trigger}")
    duplicates = sorted({u for u in uids if u and uids.count(u) > 1})
    if duplicates:
        problems.append(f"UIDs used more than once: {duplicates}")
    return problems


def uids(data):
    return [str(e.get("UID")) for e in icalendar.Calendar.from_ical(data).walk("VEVENT")]


def check_stable(first, second):
    """Two fetches of the same plan give the same events under the same UIDs."""
    a, b = uids(first), uids(second)
    return [] if sorted(a) == sorted(b) else [f"UIDs changed between fetches: {sorted(set(a) ^ set(b))}"]


def assert_valid(data, content_type=None, trigger="-PT1H"):
    problems = check_feed(data, content_type, trigger)
    assert not problems, "the calendar feed breaks RFC 5545 rules:\n- " + "\n- ".join(problems)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("feed", nargs="?", help="an .ics file")
    parser.add_argument("--url", help="fetch the feed from this address instead (its Content-Type is checked too)")
    parser.add_argument("--content-type", help="the Content-Type the feed was served with")
    parser.add_argument("--trigger", default="-PT1H", help="the TRIGGER every alarm must have (default -PT1H)")
    args = parser.parse_args(argv)
    content_type = args.content_type
    if args.url:
        with urllib.request.urlopen(args.url, timeout=30) as response:
            data = response.read()
            content_type = response.headers.get("Content-Type")
    elif args.feed:
        with open(args.feed, "rb") as file:
            data = file.read()
    else:
        parser.error("give a file or --url")
    problems = check_feed(data, content_type, args.trigger)
    for problem in problems:
        print("FAIL:", problem)
    if not problems:
        count = len(uids(data))
        print(f"OK: {count} event{'s' if count != 1 else ''}, every rule holds")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
