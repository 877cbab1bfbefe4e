#!/usr/bin/env python3
"""Scores `reciplease parse` against a labelled file of ingredient lines.

    python3 scripts/eval-parser.py [--csv PATH] [--split tune|test|all] [--cmd "reciplease parse"]
                                   [--errors quantity|unit|name] [--limit N]

The file has the columns of the ingredient-parser project's training data (source, input, name,
quantity, unit, size, preparation, comment, purpose); each label column holds the tokens of the
line that carry that label, and a fraction is written 1#1$2 (= 1 1/2). Default path:
../shared/data/ingredient-lines-dev.csv next to the repository. When the file is absent the script
says "dataset not found, skipping" and exits 0.

The command runs once: every input on stdin, one per line (a line break inside an input becomes a
space), and it must answer one JSON object per line in the same order.

Split: a line belongs to "tune" when the first 8 hex digits of the MD5 of its input, mod 10, are
below 7 (70 %), else to "test" (30 %). Tune on tune; report test.

How labels are compared (the labels follow that project's conventions, which differ from ours in
places; each difference is handled the same way for every line, never by looking at answers):

quantity  The first number of the label's quantity tokens (1#1$2 -> 1.5, 2-4 -> 2, "Two" -> 2,
          "1x" -> 1), against `quantity`, within 1 % (labels round 1/3 to 0.333). An empty label,
          or one whose first token is not a number ("few"), expects null.
          Articles: the labels never mark "a"/"an" as a quantity, while Reciplease reads
          "a pinch of salt" as 1 pinch (issue 3 asks for it). So when the line starts with "a" or
          "an" followed by anything but few/little/couple/bit/dozen/half/quarter/lot, the expected
          quantity is 1 (and, for the unit rule below, that article is the line's first amount).
          The report shows how many lines this touched and the score without it.
unit      The unit of the line's first amount. The label's unit tokens are read into canonical
          names with the alias table below (tbsp, Tbsp, T, tablespoons -> tablespoon; c -> cup;
          tin -> can; packet -> package; fl oz -> fluid ounce; lg/large/heaped/scant... are size or
          strength words and are dropped; a word the table does not know stays as it is and will
          not match), and each is placed at its first occurrence in the line. The labels give
          every unit of the line (the 3 ounces of "1 small apple, about 3 ounces" too) and not
          always in line order, so: the amounts of the line are found (numbers, fractions, mixed
          numbers, ranges, number words), and the expected unit is the first label unit placed
          between the first amount and the second. With none there, a package size counts: when
          the first unit after the second amount is a measure written in brackets, glued to its
          number with a hyphen, or after an "x" (1 (14 oz) can, 1 28-ounce can, 2 x 400g tins),
          and a counted unit (or any unit after the closing bracket: 2 (25 ml) tbsp) follows it
          outside brackets, that unit is expected
          (Reciplease reads 1 can with a package of 14 ounces). Otherwise null: "4 (8-ounce)
          fillets" and "1 small apple, about 3 ounces" have no unit for their first amount.
          A line whose expected quantity is null expects its first label unit ("Pinch of salt").
          The figure for the plain rule (first label unit = `unit`) is printed too.
name      Lower-cased word tokens of the label's name against those of `name`. Exact: the token
          lists are equal. Token F1: per line, over the multiset of tokens; both empty counts 1.
          Plurals are folded on both sides before comparing, because the labels write some
          nouns in the singular ("leaves" as "leaf"); the strict figures are printed too.
"""
import argparse
import csv
import hashlib
import json
import os
import re
import shlex
import subprocess
import sys
from collections import Counter

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_CSV = os.path.join(ROOT, "..", "shared", "data", "ingredient-lines-dev.csv")

NUMBER_WORDS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
    "fifteen": 15, "sixteen": 16, "eighteen": 18, "twenty": 20, "thirty": 30, "forty": 40,
    "fifty": 50, "dozen": 12, "half": 0.5, "quarter": 0.25, "couple": 2,
}
VULGAR = {"¼": 0.25, "½": 0.5, "¾": 0.75, "⅓": 1 / 3, "⅔": 2 / 3, "⅛": 0.125, "⅜": 0.375,
          "⅝": 0.625, "⅞": 0.875, "⅕": 0.2, "⅖": 0.4, "⅗": 0.6, "⅘": 0.8, "⅙": 1 / 6, "⅚": 5 / 6}
NOT_ONE_AFTER_ARTICLE = {"few", "little", "couple", "bit", "dozen", "half", "quarter", "lot", "lots"}

UNIT_ALIASES = {
    "teaspoon": ["teaspoon", "tsp", "t", "ts", "tspn", "teaspoonful"],
    "tablespoon": ["tablespoon", "tbsp", "tbs", "tbl", "tbls", "tblsp", "tb", "T", "tablespoonful", "tbsps"],
    "dessertspoon": ["dessertspoon", "dsp"],
    "cup": ["cup", "c", "cupful"],
    "pint": ["pint", "pt"],
    "quart": ["quart", "qt"],
    "gallon": ["gallon", "gal"],
    "fluid ounce": ["floz", "fl.oz"],
    "milliliter": ["ml", "milliliter", "millilitre"],
    "centiliter": ["cl", "centiliter", "centilitre"],
    "deciliter": ["dl", "deciliter", "decilitre"],
    "liter": ["l", "liter", "litre", "ltr"],
    "ounce": ["oz", "ounce"],
    "pound": ["lb", "pound"],
    "gram": ["g", "gr", "gm", "gram", "gramme"],
    "kilogram": ["kg", "kilo", "kilogram", "kilogramme"],
    "milligram": ["mg", "milligram"],
    "inch": ["inch", "in", "inch-thick", "inch-long", "inch-wide", "inch-square"],
    "centimeter": ["cm", "centimeter", "centimetre"],
    "millimeter": ["mm", "millimeter", "millimetre"],
    "can": ["can", "tin"],
    "package": ["package", "pkg", "packet", "pack", "sachet"],
    "container": ["container", "tub", "punnet"],
    "piece": ["piece", "pc"],
}
for same in ["clove", "jar", "slice", "stick", "bunch", "sprig", "head", "pinch", "dash", "handful",
             "bottle", "box", "bag", "carton", "envelope", "stalk", "rib", "ear", "sheet", "loaf",
             "cube", "knob", "drop", "splash", "strip", "wedge", "square", "bulb", "scoop"]:
    UNIT_ALIASES.setdefault(same, [same])
ALIAS = {}
for canonical, spellings in UNIT_ALIASES.items():
    for s in spellings:
        ALIAS[s if s == "T" else s.lower()] = canonical
MASS_VOLUME_LENGTH = {"teaspoon", "tablespoon", "dessertspoon", "cup", "pint", "quart", "gallon", "fluid ounce",
                      "milliliter", "centiliter", "deciliter", "liter", "ounce", "pound", "gram", "kilogram",
                      "milligram", "inch", "centimeter", "millimeter"}
# Size and strength words the labels sometimes put in the unit column.
UNIT_MODIFIERS = {"large", "small", "medium", "medium-size", "medium-sized", "medium-large", "extra-large", "lg",
                  "md", "sm", "heaped", "heaping", "level", "scant", "generous", "rounded", "good", "healthy",
                  "very", "thin", "thick", "big", "hefty", "plump", "fat", "regular-size", "thick-cut",
                  "thumb-sized", "quarter-sized", "long"}


def singular(word):
    """Plain English singular, used on both sides so plural labelling does not count."""
    if len(word) <= 3:
        return word
    if word.endswith("ves") and len(word) > 4:
        return word[:-3] + "f"
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith(("oes", "ches", "shes", "sses", "xes")):
        return word[:-2]
    if word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def label_number(token):
    token = token.strip()
    if not token:
        return None
    low = token.lower()
    if low in NUMBER_WORDS and low not in ("a", "an"):
        return float(NUMBER_WORDS[low])
    tens, _, ones = low.partition("-")  # thirty-two
    if tens in NUMBER_WORDS and ones in NUMBER_WORDS and NUMBER_WORDS[tens] >= 20 and NUMBER_WORDS[ones] < 10:
        return float(NUMBER_WORDS[tens] + NUMBER_WORDS[ones])
    # first number of a range: "2-4", "#1$2-1", "1x"
    m = re.match(r"^-?((\d*)#(\d+)\$(\d+)|\d+(?:[.,]\d+)?(?:/\d+)?|[¼½¾⅓⅔⅛⅜⅝⅞⅕⅖⅗⅘⅙⅚])", token)
    if not m:
        return None
    text = m.group(1)
    if "#" in text:
        whole, num, den = m.group(2), m.group(3), m.group(4)
        return (float(whole) if whole else 0.0) + float(num) / float(den)
    if text in VULGAR:
        return VULGAR[text]
    if "/" in text:
        num, den = text.split("/")
        return float(num) / float(den) if float(den) else None
    return float(text.replace(",", "."))


def expected_quantity(row):
    tokens = row["quantity"].split()
    value = label_number(tokens[0]) if tokens else None
    first = row["input"].strip().split()
    article = False
    if first and first[0].lower() in ("a", "an"):
        nxt = first[1].lower() if len(first) > 1 else ""
        if nxt not in NOT_ONE_AFTER_ARTICLE:
            article = True
    return value, (1.0 if article else value), article


def unit_tokens(row):
    """Label unit tokens read into canonical names, in order, with the word each came from."""
    raw = row["unit"].split()
    out = []
    k = 0
    while k < len(raw):
        word = raw[k]
        low = word.lower().strip(".")
        nxt = raw[k + 1].lower().strip(".") if k + 1 < len(raw) else ""
        if low in ("fl", "fluid") and nxt in ("oz", "ounce", "ounces"):
            out.append(("fluid ounce", word))
            k += 2
            continue
        if low in UNIT_MODIFIERS or low == "or":
            k += 1
            continue
        if word == "T":
            out.append(("tablespoon", word))
        elif word == "t":
            out.append(("teaspoon", word))
        else:
            base = ALIAS.get(low) or ALIAS.get(singular(low)) or ALIAS.get(low.rstrip("s"))
            out.append((base or low, word))
        k += 1
    return out


AMOUNT_RE = re.compile(
    r"(?<![A-Za-z0-9.,])\d+(?:[.,]\d+)?(?:\s*[/⁄]\s*\d+)?|[¼½¾⅓⅔⅛⅜⅝⅞⅕⅖⅗⅘⅙⅚]"
    r"|(?<![A-Za-z])(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozen|half)(?![A-Za-z])",
    flags=re.IGNORECASE)
FRACTION_CHARS = "¼½¾⅓⅔⅛⅜⅝⅞⅕⅖⅗⅘⅙⅚"


def amounts(text):
    """Spans of the line's amounts: 1, 1 1/2, 1½, 2-3, 1 to 2, one; a fraction glued to a unit by a
    hyphen (12 3/4-inch) is not merged into the whole number before it. A leading "a"/"an" that the
    a/an rule reads as 1 is the first amount."""
    found = [[m.start(), m.end()] for m in AMOUNT_RE.finditer(text)]
    merged = []
    last_piece = ""
    for span in found:
        piece = text[span[0]:span[1]]
        if merged:
            prev = merged[-1]
            gap = text[prev[1]:span[0]]
            is_fraction = "/" in piece or "⁄" in piece or piece in FRACTION_CHARS
            after = text[span[1]:span[1] + 1]
            if is_fraction and re.fullmatch(r"\s*-?\s*", gap) and after != "-" and last_piece.isdigit():
                prev[1] = span[1]
                last_piece = piece
                continue
            if re.fullmatch(r"\s*(?:–|—|to|or)\s*|-", gap, flags=re.IGNORECASE):
                prev[1] = span[1]
                last_piece = piece
                continue
        merged.append(span)
        last_piece = piece
    m = re.match(r"\s*(an?)\s+(\S+)", text, flags=re.IGNORECASE)
    if m and m.group(2).lower() not in NOT_ONE_AFTER_ARTICLE and (not merged or merged[0][0] > m.start(1)):
        merged.insert(0, [m.start(1), m.end(1)])
    return merged


def unit_position(text, word, start):
    """Where the label word (or its plural) first occurs in the line at or after `start`."""
    forms = [re.escape(word)]
    if word.lower().endswith("f"):
        forms.append(re.escape(word[:-1]) + "ves")
    pattern = r"(?<![A-Za-z])(?:" + "|".join(forms) + r")(?:s|es)?(?![A-Za-z])"
    flags = 0 if word in ("T", "t") else re.IGNORECASE
    m = re.compile(pattern, flags).search(text, start)
    if m is None and start > 0:
        m = re.compile(pattern, flags).search(text)
    return m.start() if m else None


def is_package_measure(text, position):
    before = text[:position]
    if before.count("(") > before.count(")"):
        return True
    if re.search(r"[\d¼½¾⅓⅔⅛⅜⅝⅞]\s*-\s*$", before):
        return True
    if re.search(r"(^|\s)[x×]\s*[\d.,/¼½¾⅓⅔⅛⅜⅝⅞]+\s*$", before, flags=re.IGNORECASE) or re.search(r"\dx\s*[\d.,]+\s*$", before):
        return True
    return False


def expected_unit(row):
    units = unit_tokens(row)
    if not units:
        return None
    text = row["input"]
    spans = amounts(text)
    _, quantity, _ = expected_quantity(row)
    if quantity is None or not spans:
        # no amount: the first unit of the line ("Pinch of salt")
        placed = sorted((unit_position(text, word, 0) or 0, canonical) for canonical, word in units)
        return placed[0][1]
    q1 = spans[0]
    q2 = spans[1][0] if len(spans) > 1 else len(text) + 1
    placed = []
    for canonical, word in units:
        position = unit_position(text, word, q1[0])
        if position is not None:
            placed.append((position, canonical))
    placed.sort()
    for position, canonical in placed:
        if q1[0] <= position < q2:
            return canonical
    after = [(p, c) for p, c in placed if p >= q2]
    if len(after) >= 2 and after[0][1] in MASS_VOLUME_LENGTH:
        first_position = after[0][0]
        # "14 to 16 ounce blocks": a counted unit right after the measure makes it a package too
        right_after = re.match(r"[A-Za-z]*\.?\s+$", text[first_position:after[1][0]]) is not None
        # "Two 14.5 oz (411g) cans": the same, with the measure's alternative in brackets between
        counted = next(((p, c) for p, c in after[1:] if c not in MASS_VOLUME_LENGTH), None)
        if counted and re.match(r"[A-Za-z]*\.?\s*\([^)]*\)\s*$", text[first_position:counted[0]]):
            return counted[1]
        if is_package_measure(text, first_position) or (right_after and after[1][1] not in MASS_VOLUME_LENGTH):
            for position, canonical in after[1:]:
                closed = ")" in text[first_position:position]
                if is_package_measure(text, position) and not closed:
                    continue  # the package's own alternative: "(426-g)", "/7-g"
                if canonical not in MASS_VOLUME_LENGTH or closed:
                    return canonical
    return None


def plain_expected_unit(row):
    units = unit_tokens(row)
    return units[0][0] if units else None


def name_tokens(text, fold):
    tokens = re.findall(r"[a-z0-9]+(?:'[a-z]+)*", (text or "").lower())
    return [singular(t) for t in tokens] if fold else tokens


def f1(expected, predicted):
    if not expected and not predicted:
        return 1.0
    if not expected or not predicted:
        return 0.0
    common = sum((Counter(expected) & Counter(predicted)).values())
    if common == 0:
        return 0.0
    precision = common / len(predicted)
    recall = common / len(expected)
    return 2 * precision * recall / (precision + recall)


def split_of(text):
    return "tune" if int(hashlib.md5(text.encode("utf-8")).hexdigest()[:8], 16) % 10 < 7 else "test"


def default_command():
    binary = os.path.join(ROOT, ".build", "release", "reciplease")
    if os.path.exists(binary):
        return binary + " parse"
    return "swift run -c release reciplease parse"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--csv", default=DEFAULT_CSV)
    ap.add_argument("--split", choices=["tune", "test", "all"], default="test")
    ap.add_argument("--cmd", default=None, help='command that reads lines and writes JSON lines (default: "reciplease parse")')
    ap.add_argument("--errors", choices=["quantity", "unit", "name"], help="print the lines that miss (use on tune)")
    ap.add_argument("--limit", type=int, default=40)
    args = ap.parse_args()

    if not os.path.exists(args.csv):
        print("dataset not found, skipping")
        return 0
    with open(args.csv, newline="", encoding="utf-8") as f:
        rows = [r for r in csv.DictReader(f) if args.split == "all" or split_of(r["input"]) == args.split]
    if not rows:
        print("no lines in split", args.split)
        return 0

    command = args.cmd or default_command()
    stdin = "".join(r["input"].replace("\r", " ").replace("\n", " ") + "\n" for r in rows)
    try:
        run = subprocess.run(shlex.split(command), input=stdin.encode("utf-8"), capture_output=True, cwd=ROOT)
    except FileNotFoundError:
        print(f"command not found: {command} (build with `swift build -c release`, or pass --cmd)")
        return 1
    if run.returncode != 0:
        sys.stderr.write(run.stderr.decode("utf-8", "replace"))
        print(f"command failed with status {run.returncode}: {command}")
        return 1
    outputs = [json.loads(line) for line in run.stdout.decode("utf-8").splitlines() if line.strip()]
    if len(outputs) != len(rows):
        print(f"expected {len(rows)} JSON lines, got {len(outputs)}")
        return 1

    q_ok = q_raw_ok = u_ok = u_plain_ok = exact = exact_strict = 0
    article_lines = 0
    f1_sum = f1_strict_sum = 0.0
    errors = []
    for row, out in zip(rows, outputs):
        if out.get("input") != row["input"].replace("\r", " ").replace("\n", " "):
            print("output out of order at:", row["input"])
            return 1
        raw, expected, article = expected_quantity(row)
        got = out.get("quantity")
        article_lines += article

        def same(a, b):
            if a is None or b is None:
                return a is None and b is None
            return abs(a - b) <= 0.01 * max(1.0, abs(a))

        ok = same(expected, got)
        q_ok += ok
        q_raw_ok += same(raw, got)
        if not ok and args.errors == "quantity":
            errors.append(f"{row['input']!r}\n    label {row['quantity']!r} -> {expected}   got {got}")

        want_unit = expected_unit(row)
        got_unit = out.get("unit")
        u_ok += want_unit == got_unit
        u_plain_ok += plain_expected_unit(row) == got_unit
        if want_unit != got_unit and args.errors == "unit":
            errors.append(f"{row['input']!r}\n    label {row['unit']!r} -> {want_unit}   got {got_unit}")

        for fold in (True, False):
            e = name_tokens(row["name"], fold)
            p = name_tokens(out.get("name"), fold)
            score = f1(e, p)
            if fold:
                f1_sum += score
                exact += e == p
                if score < 1 and args.errors == "name":
                    errors.append(f"{row['input']!r}\n    label {row['name']!r}   got {out.get('name')!r}")
            else:
                f1_strict_sum += score
                exact_strict += e == p

    n = len(rows)
    print(f"split {args.split}: {n} lines  ({command})")
    print(f"quantity accuracy   {100 * q_ok / n:6.2f} %   (labels as written, without the a/an rule: "
          f"{100 * q_raw_ok / n:.2f} %; {article_lines} lines start with a/an)")
    print(f"unit accuracy       {100 * u_ok / n:6.2f} %   (plain first-label-unit rule: {100 * u_plain_ok / n:.2f} %)")
    print(f"name exact          {100 * exact / n:6.2f} %   (strict, no plural folding: {100 * exact_strict / n:.2f} %)")
    print(f"name token F1       {f1_sum / n:8.4f}   (strict: {f1_strict_sum / n:.4f})")
    if errors:
        print()
        print(f"{len(errors)} misses, first {min(args.limit, len(errors))}:")
        for e in errors[: args.limit]:
            print(e)
    return 0


if __name__ == "__main__":
    sys.exit(main())
