#!/usr/bin/env python3
"""Writes the zip target's seeds (Fuzz/corpus/zip): small valid zips made by Python's zipfile.

    python3 Fuzz/Support/make-zip-seeds.py [FOLDER]

Stored and deflated entries, a folder, a comment, ZIP64 fields in every header
(force_zip64), a ZIP64 end record and locator, and a zip inside a zip. The harness also
splices its input into these (FUZZ_SEEDS), so each stays small.
"""
import io
import sys
import zipfile
from pathlib import Path

folder = Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).resolve().parents[1] / "corpus" / "zip")
folder.mkdir(parents=True, exist_ok=True)
recipe = b'{"name": "Soup", "recipeIngredient": ["1 onion", "2 cups water"]}'
# A fixed date, so the seeds come out the same bytes each time.
when = (2026, 1, 1, 0, 0, 0)


def zipped(write, **options):
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", **options) as archive:
        write(archive)
    return buffer.getvalue()


def entry(archive, name, data, method=zipfile.ZIP_STORED, force_zip64=False):
    info = zipfile.ZipInfo(name, when)
    info.compress_type = method
    if name.endswith("/"):
        info.external_attr = 0o40755 << 16 | 0x10
    with archive.open(info, "w", force_zip64=force_zip64) as out:
        out.write(data)


def stored(archive):
    entry(archive, "Recipes/Soup/recipe.json", recipe)


def deflated(archive):
    entry(archive, "Recipes/", b"")
    entry(archive, "Recipes/Soup/recipe.json", recipe * 3, zipfile.ZIP_DEFLATED)
    entry(archive, "Recipes/Soup/notes.txt", b"Simmer.\n")
    archive.comment = b"made by make-zip-seeds.py"


def forced_zip64(archive):
    entry(archive, "Recipes/Soup/recipe.json", recipe, force_zip64=True)
    entry(archive, "Recipes/Bread/recipe.json", recipe, zipfile.ZIP_DEFLATED, force_zip64=True)


def zip64_end_record(archive):
    # zipfile writes a ZIP64 end record and locator only past 65,535 entries; a lower limit
    # while this archive closes makes one for two entries.
    entry(archive, "Recipes/Soup/recipe.json", recipe, force_zip64=True)
    entry(archive, "Recipes/Soup/notes.txt", b"Simmer.\n")


def nested(archive):
    entry(archive, "Recipes/inner.zip", zipped(stored))
    entry(archive, "Recipes/Soup/recipe.json", recipe, zipfile.ZIP_DEFLATED)


seeds = {"stored": zipped(stored), "deflated": zipped(deflated), "forced-zip64": zipped(forced_zip64), "nested": zipped(nested)}
limit = zipfile.ZIP_FILECOUNT_LIMIT
zipfile.ZIP_FILECOUNT_LIMIT = 1
try:
    seeds["zip64-end-record"] = zipped(zip64_end_record)
finally:
    zipfile.ZIP_FILECOUNT_LIMIT = limit
for name, data in seeds.items():
    zipfile.ZipFile(io.BytesIO(data)).testzip()
    (folder / f"{name}.zip").write_bytes(data)
    print(f"{name}.zip: {len(data)} bytes")
