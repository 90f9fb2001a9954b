#!/usr/bin/env python3
"""Cuts seeds for the catalog fuzz targets from real apps' catalogs.

    real-seeds.py FuzzStringsFile|FuzzXCStrings CATALOGS OUT MAX_BYTES

FuzzStringsFile: from every `.strings` file under CATALOGS, its first lines
up to MAX_BYTES (cut at a line's end, in the file's own encoding when it is
UTF-8 or UTF-16). FuzzXCStrings: from every `.xcstrings`, valid catalogs
of consecutive entries, each under MAX_BYTES. The seeds go to OUT (emptied
first), outside the repository: the catalogs' text is the apps', never
checked in.
"""
import codecs
import json
import os
import sys


def strings_seeds(path, limit):
    data = open(path, "rb").read()
    if data.startswith(b"bplist"):
        return [data[:limit]] if len(data) <= limit else []
    if data.startswith(codecs.BOM_UTF16_LE) or data.startswith(codecs.BOM_UTF16_BE):
        encoding = "utf-16"
        text = data.decode("utf-16", errors="replace")
        bom = data[:2]
    else:
        encoding, text, bom = "utf-8", data.decode("utf-8", errors="replace"), b""
    seeds, chunk = [], ""
    for line in text.splitlines(keepends=True):
        candidate = chunk + line
        encoded = bom + candidate.encode("utf-16-le" if bom == codecs.BOM_UTF16_LE else
                                         "utf-16-be" if bom else encoding)
        if len(encoded) > limit:
            if chunk:
                seeds.append(chunk)
            chunk = line if len(line.encode("utf-8")) < limit else ""
            if len(seeds) >= 4:
                break
        else:
            chunk = candidate
    if chunk and len(seeds) < 4:
        seeds.append(chunk)
    codec = "utf-16-le" if bom == codecs.BOM_UTF16_LE else "utf-16-be" if bom else "utf-8"
    return [bom + seed.encode(codec) for seed in seeds]


def xcstrings_seeds(path, limit):
    try:
        catalog = json.load(open(path, encoding="utf-8"))
    except (ValueError, UnicodeDecodeError):
        return []
    source = catalog.get("sourceLanguage", "en")
    seeds, entries = [], {}
    for key, entry in catalog.get("strings", {}).items():
        trial = dict(entries)
        trial[key] = entry
        encoded = json.dumps({"sourceLanguage": source, "strings": trial, "version": "1.0"},
                             ensure_ascii=False).encode()
        if len(encoded) > limit:
            if entries:
                seeds.append(entries)
            entries = {}
            if len(seeds) >= 8:
                break
        else:
            entries = trial
    if entries and len(seeds) < 8:
        seeds.append(entries)
    return [json.dumps({"sourceLanguage": source, "strings": s, "version": "1.0"}, ensure_ascii=False).encode()
            for s in seeds]


def main():
    target, root, out, limit = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
    os.makedirs(out, exist_ok=True)
    for name in os.listdir(out):
        os.remove(os.path.join(out, name))
    suffix = ".strings" if target == "FuzzStringsFile" else ".xcstrings"
    cut = strings_seeds if target == "FuzzStringsFile" else xcstrings_seeds
    count = 0
    for folder, _, files in sorted(os.walk(root)):
        for file in sorted(files):
            if not file.endswith(suffix):
                continue
            for seed in cut(os.path.join(folder, file), limit):
                count += 1
                with open(os.path.join(out, f"real-{count:05d}"), "wb") as handle:
                    handle.write(seed)
    print(f"{target}: {count} seeds cut from {root}")


if __name__ == "__main__":
    main()
