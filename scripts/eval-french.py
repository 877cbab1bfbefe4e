#!/usr/bin/env python3
"""Scores `reciplease parse --lang fr` against French lines labelled by hand.

    python3 scripts/eval-french.py LABELS.tsv [--cmd "reciplease parse"] [--lang fr|auto|en] [--errors [SPLIT]]

(English lines written the same way, scripts/english-written.tsv, are scored with --lang en.)

LABELS.tsv has one line per row (the dev pages' labels are kept outside the repository, their lines
coming from published pages; scripts/french-written.tsv holds lines written here, split "written"):
split (tune or held), host, quantity, unit (a MeasureUnit raw value), food (a catalog id), line;
an empty cell expects null; `#` starts a comment. The split is by host, so no page is in both.
Per split it prints quantity accuracy (within 1 %), unit accuracy, and food accuracy, where the
food counts when it is the labelled food or one of its ancestors (a parent is a right answer, less
precise). Tune on the tune split; report the held split.
"""
import argparse
import glob
import json
import os
import shlex
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def parents():
    table = {}
    for path in glob.glob(os.path.join(ROOT, "Sources/RecipleaseCore/Resources/Foods/*.tsv")):
        for row in open(path, encoding="utf-8"):
            if row.startswith("#") or not row.strip():
                continue
            cols = row.rstrip("\n").split("\t")
            table[cols[0]] = cols[4] if len(cols) > 4 and cols[4] else None
    return table


def ancestors(food, table):
    seen = []
    while food and food not in seen:
        seen.append(food)
        food = table.get(food)
    return seen


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("labels")
    ap.add_argument("--cmd", default=".build/debug/reciplease parse")
    ap.add_argument("--lang", default="fr")
    ap.add_argument("--errors", nargs="?", const="tune", metavar="SPLIT", help="print a split's misses (tune unless named)")
    args = ap.parse_args()
    rows = []
    for row in open(args.labels, encoding="utf-8"):
        if row.startswith("#") or not row.strip():
            continue
        split, host, q, u, f, line = row.rstrip("\n").split("\t", 5)
        rows.append((split, host, float(q) if q else None, u or None, f or None, line))
    out = subprocess.run(shlex.split(args.cmd) + ["--lang", args.lang], input="\n".join(r[5] for r in rows) + "\n",
                         capture_output=True, text=True, check=True).stdout.splitlines()
    if len(out) != len(rows):
        sys.exit(f"expected {len(rows)} answers, got {len(out)}")
    table = parents()
    scores = {}
    for r, answer in zip(rows, out):
        got = json.loads(answer)
        split, host, q, u, f, line = r
        gq = got.get("quantity")
        ok_q = (q is None and gq is None) or (q is not None and gq is not None and abs(gq - q) <= 0.01 * max(abs(q), 1e-9))
        ok_u = got.get("unit") == u
        ok_f = (f is None and got.get("food") is None) or (f is not None and got.get("food") in ancestors(f, table))
        s = scores.setdefault(split, [0, 0, 0, 0])
        s[0] += 1; s[1] += ok_q; s[2] += ok_u; s[3] += ok_f
        if args.errors == split and not (ok_q and ok_u and ok_f):
            print(f"  miss: {line!r} expected {q} {u} {f}; got {gq} {got.get('unit')} {got.get('food')}")
    for split in sorted(scores):
        n, q, u, f = scores[split]
        print(f"{split:5} {n:4} lines  quantity {100 * q / n:6.2f} %  unit {100 * u / n:6.2f} %  food (or parent) {100 * f / n:6.2f} %")


if __name__ == "__main__":
    main()
