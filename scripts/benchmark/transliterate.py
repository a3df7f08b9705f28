#!/usr/bin/env python3
"""Copies a benchmark corpus's coverage inputs with its translations in non-Latin scripts.

usage: transliterate.py CONTRACTS_DIR OUT_DIR

The corpus of generate.py writes every translation in ASCII, and ASCII text takes paths that
other text does not (bytes alone decide equality, the UTF-8 check is a word at a time). This
writes OUT_DIR with the same settings, catalogue and language list, and every dictionary but
the source locale's with the letters of its texts mapped, a letter to a letter, into one of
six scripts by locale: Greek, Cyrillic, Arabic, Hebrew, Thai and Devanagari (consonants only,
no combining marks). Keys, placeholders (`_minutes_`) and everything else stay as they are,
so coverage finds the same keys, tiers and placeholder problems, in other bytes.
"""

import json
import os
import re
import shutil
import sys

# (first code point, number of letters) of each script's run of base letters.
SCRIPTS = [
    (0x03B1, 25),  # Greek small alpha..omega
    (0x0430, 32),  # Cyrillic small a..ya
    (0x0628, 19),  # Arabic beh..ghain
    (0x05D0, 27),  # Hebrew alef..tav
    (0x0E01, 46),  # Thai ko kai..ho nokhuk
    (0x0915, 37),  # Devanagari ka..ha
]
PLACEHOLDER = re.compile(r"(_[A-Za-z]+_)")


def mapped(text, script):
    first, count = script

    def letter(character):
        if "a" <= character.lower() <= "z":
            return chr(first + (ord(character.lower()) - ord("a")) % count)
        return character

    # Placeholders (odd parts of the split) are kept; the rest is mapped letter by letter.
    parts = PLACEHOLDER.split(text)
    return "".join(part if index % 2 else "".join(map(letter, part))
                   for index, part in enumerate(parts))


def main():
    source, out = sys.argv[1], sys.argv[2]
    with open(os.path.join(source, "contract-report.json")) as handle:
        settings = json.load(handle)
    coverage = settings["coverage"]
    os.makedirs(out, exist_ok=True)
    shutil.copy(os.path.join(source, "contract-report.json"), out)
    for name in ("catalogue", "languages"):
        target = os.path.join(out, coverage[name])
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copy(os.path.join(source, coverage[name]), target)
    dictionaries = os.path.join(out, coverage["dictionaries"])
    os.makedirs(dictionaries, exist_ok=True)
    others = [code for code in coverage["locales"] if code != coverage["sourceLocale"]]
    for code in coverage["locales"]:
        path = os.path.join(source, coverage["dictionaries"], code + ".json")
        with open(path, encoding="utf-8") as handle:
            document = json.load(handle)
        if code != coverage["sourceLocale"]:
            script = SCRIPTS[others.index(code) % len(SCRIPTS)]
            document["result"] = {key: mapped(text, script) if isinstance(text, str) else text
                                  for key, text in document["result"].items()}
        with open(os.path.join(dictionaries, code + ".json"), "w", encoding="utf-8") as handle:
            json.dump(document, handle, ensure_ascii=False, indent=2)


if __name__ == "__main__":
    main()
