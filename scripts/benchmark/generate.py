#!/usr/bin/env python3
"""Deterministic synthetic corpus for scripts/benchmark.sh.

Writes, under OUT:
  contracts/contract-report.json             settings (docs/settings.md)
  contracts/docs/NNN/component-NNNNN.md      contracts shaped like the Driver App contract
  contracts/translations/catalogue.json      K keys (category, fallback, locations)
  contracts/translations/languages.json      L languages
  contracts/translations/dictionaries/*.json one translations API response per locale
  app-src/mNNN/ScreenNNNNN.tsx               app source with t() calls

Contracts link to each other the way a docs site's pages do: about a fifth of the table cells
(the row key excepted) and a tenth of the list items carry a relative Markdown link to another
generated contract, in the same folder (`component-00123.md`, `./component-00123.md`) or
another (`../004/component-00456.md`), half of them with a section anchor
(`#limits-and-failure-states`). Every such link points at the contract itself or at one written
before it, so every target exists and the corpus lints with exit 0. About a fifth of all
sentences (cells and items among them) also end in an inline code span, and a tenth carry an
absolute https link.

Everything comes from one random.Random(seed): the same arguments give the same bytes.
"""

import argparse
import json
import os
import random

WORDS = (
    "language provider dictionary fallback key record storage client request response "
    "selection loading state render screen driver order delivery map profile session "
    "project account locale direction layout mirroring version generation refresh cache "
    "network timeout retry error warning control label title message status payload "
    "identifier metadata default policy persistence transition boundary consumer effect "
    "readiness startup background navigation task configuration service endpoint token "
    "coverage translation copy placeholder category source native icon number date "
    "preference value entry table row column cell section clause contract check verdict "
    "stale late current previous separate explicit atomic partial complete visible hidden "
    "restore persist apply fetch expose resolve present request retain inspect verify keep "
    "record reconcile ignore avoid report bind update clear store load select prove mask"
).split()

CATEGORIES = [
    ("BUTTON", "control"), ("ERROR", "error"), ("WARNING", "warning"), ("TITLE", "title"),
    ("LABEL", "label"), ("MESSAGE", "message"), ("PLACEHOLDER", "placeholder"),
]

LOCALES = (
    "en es fr de it pt nl sv da nb fi pl cs sk hu ro bg el tr ru uk sr hr sl lt lv et "
    "ar he fa ur hi bn ta te mr gu kn ml th vi id ms tl zh ja ko sw am ca eu gl"
).split()
RTL = {"ar", "he", "fa", "ur"}


def words(rng, low, high):
    return " ".join(rng.choice(WORDS) for _ in range(rng.randint(low, high)))


SECTIONS = (
    "availability prerequisites responsibility-boundaries inputs-and-result "
    "security-and-privacy limits-and-failure-states troubleshooting"
).split()


def relative_link(rng, number):
    """A Markdown link from contract `number` to itself or an earlier contract (always written
    before it), in its own folder or another, with a section anchor half of the time."""
    folder = number // 100
    if folder == 0 or rng.random() < 0.4:
        target = rng.randint(folder * 100, number)
    else:
        target = rng.randint(0, folder * 100 - 1)
    name = "component-%05d.md" % target
    if target // 100 != folder:
        path = "../%03d/%s" % (target // 100, name)
    elif rng.random() < 0.2:
        path = "./" + name
    else:
        path = name
    if rng.random() < 0.5:
        path += "#" + rng.choice(SECTIONS)
    return "[%s](%s)" % (words(rng, 1, 3), path)


def sentence(rng, low=6, high=14, link_to=None, link_share=0.0):
    """A sentence of `low`–`high` words; with `link_to` (the contract's number), a relative link
    to another contract replaces one word in `link_share` of the sentences."""
    text = words(rng, low, high)
    if link_to is not None and rng.random() < link_share:
        parts = text.split(" ")
        parts[rng.randrange(len(parts))] = relative_link(rng, link_to)
        text = " ".join(parts)
    roll = rng.random()
    if roll < 0.2:
        text += " with `" + rng.choice(WORDS) + "_" + rng.choice(WORDS) + "`"
    elif roll < 0.3:
        text += " per [the " + rng.choice(WORDS) + " guide](https://docs.example.com/" + \
            rng.choice(WORDS) + "/)"
    elif roll < 0.4:
        text = "**" + rng.choice(WORDS) + "** " + text
    return text[0].upper() + text[1:] + "."


def table(rng, headers, rows, key_words, number):
    lines = ["| " + " | ".join(headers) + " |", "| " + " | ".join("---" for _ in headers) + " |"]
    used = set()
    for _ in range(rows):
        key = words(rng, *key_words).capitalize()
        while key in used:
            key += " " + rng.choice(WORDS)
        used.add(key)
        cells = [key] + [sentence(rng, 4, 12, number, 0.2) for _ in headers[1:]]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def bullets(rng, count, number):
    return "\n".join("- " + sentence(rng, link_to=number, link_share=0.1) for _ in range(count))


def contract(rng, number):
    name = "Component %05d %s" % (number, rng.choice(WORDS))
    parts = [
        "---",
        'title: "%s language contract"' % name,
        'description: "%s"' % words(rng, 8, 14).capitalize(),
        "canonical: https://docs.example.com/docs/bench/component-%05d/" % number,
        "---",
        "",
        "# %s language contract" % name,
        "",
        " ".join(sentence(rng) for _ in range(3)),
        "",
        " ".join(sentence(rng) for _ in range(2)),
        "",
        "## Availability",
        "",
        " ".join(sentence(rng) for _ in range(3)),
        "",
        "## Prerequisites",
        "",
        bullets(rng, rng.randint(4, 7), number),
        "",
        "## Responsibility boundaries",
        "",
        table(rng, ["Boundary", "Responsibility", "Limit"], rng.randint(5, 9), (2, 3), number),
        "",
        "## Inputs and result",
        "",
        table(rng, ["Input/state", "Transition", "Result", "Partial/failure boundary"],
              rng.randint(5, 9), (2, 4), number),
        "",
        "## Security and privacy",
        "",
        bullets(rng, rng.randint(3, 5), number),
        "",
        "## Limits and failure states",
        "",
        table(rng, ["State", "Meaning", "Maintainer response"], rng.randint(4, 8), (2, 4), number),
        "",
        "## Troubleshooting",
        "",
        table(rng, ["Symptom", "Inspect", "Safe diagnostic"], rng.randint(4, 7), (3, 6), number),
        "",
        sentence(rng, 12, 24),
        "",
        "**Related guides:** " + " · ".join(
            "[%s](https://docs.example.com/docs/%s/)" % (words(rng, 2, 3).capitalize(),
                                                         rng.choice(WORDS))
            for _ in range(rng.randint(3, 5))),
        "",
    ]
    return "\n".join(parts)


def key_name(rng, index):
    suffix, category = CATEGORIES[index % len(CATEGORIES)]
    stem = "_".join(rng.choice(WORDS).upper() for _ in range(rng.randint(2, 3)))
    letters = ""
    for _ in range(4):  # the index as letters: keys stay [A-Z_]+ like real product keys
        letters = chr(65 + index % 26) + letters
        index //= 26
    return "%s_%s_%s" % (stem, letters, suffix), category


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--seed", type=int, default=9)
    parser.add_argument("--contract-mb", type=float, default=10.0)
    parser.add_argument("--keys", type=int, default=20000)
    parser.add_argument("--locales", type=int, default=50)
    parser.add_argument("--sources", type=int, default=10000)
    parser.add_argument("--contracts-only", action="store_true",
                        help="write only contracts/docs (the scaling corpora)")
    args = parser.parse_args()
    rng = random.Random(args.seed)

    base = os.path.join(args.out, "contracts")
    docs = os.path.join(base, "docs")
    target = int(args.contract_mb * 1_000_000)
    written = 0
    number = 0
    while written < target:
        folder = os.path.join(docs, "%03d" % (number // 100))
        os.makedirs(folder, exist_ok=True)
        data = contract(rng, number).encode()
        with open(os.path.join(folder, "component-%05d.md" % number), "wb") as handle:
            handle.write(data)
        written += len(data)
        number += 1
    summary = {"contracts": number, "contractBytes": written}
    if args.contracts_only:
        print(json.dumps(summary))
        return

    locales = LOCALES[: args.locales]
    while len(locales) < args.locales:
        locales.append("x%d" % len(locales))
    translations = os.path.join(base, "translations")
    os.makedirs(os.path.join(translations, "dictionaries"), exist_ok=True)

    # Keys and fallback copy.
    keys = []
    for index in range(args.keys):
        key, category = key_name(rng, index)
        fallback = words(rng, 1, 6).capitalize()
        if index % 50 == 0:
            fallback += " in _minutes_ minutes"
        keys.append((key, category, fallback))

    # App source: every key is used at least once, spread over the files.
    sources = os.path.join(args.out, "app-src")
    locations = {key: [] for key, _, _ in keys}
    per_file = max(1, -(-len(keys) // max(1, args.sources)))
    cursor = 0
    for number in range(args.sources):
        folder = os.path.join(sources, "m%03d" % (number // 100))
        os.makedirs(folder, exist_ok=True)
        path = os.path.join(folder, "Screen%05d.tsx" % number)
        lines = [
            "// Synthetic source for scripts/benchmark.sh; not a real app.",
            "import React from 'react'",
            "import { View, Text, Pressable } from 'react-native'",
            "import { useLanguage } from '../providers/LanguageSelector'",
            "",
            "export const Screen%05d = (props) => {" % number,
            "  const [, t] = useLanguage()",
            "  // t('NOT_A_CALL') in a comment is ignored",
            "  return (",
            "    <View>",
        ]
        calls = per_file + rng.randint(0, 2)
        for _ in range(calls):
            key, _, fallback = keys[cursor % len(keys)]
            cursor += 1
            locations[key].append("app-src/m%03d/Screen%05d.tsx:%d:18" %
                                  (number // 100, number, len(lines) + 1))
            if rng.random() < 0.1:
                lines.append("      <Pressable onPress={() => props.onAction('%s')}>" %
                             key.lower())
            lines.append("      <Text>{t('%s', '%s')}</Text>" % (key, fallback))
        if number % 97 == 0:
            lines.append("      <Text>{t(props.dynamicKey)}</Text>")
        lines += ["    </View>", "  )", "}", ""]
        with open(path, "w") as handle:
            handle.write("\n".join(lines))

    catalogue = {
        "dynamicCalls": [],
        "keys": {
            key: {"category": category, "fallback": fallback,
                  "locations": locations[key] or ["app-src/unused"]}
            for key, category, fallback in sorted(keys)
        },
        "version": 1,
    }
    with open(os.path.join(translations, "catalogue.json"), "w") as handle:
        json.dump(catalogue, handle, indent=2, sort_keys=True)

    languages = [
        {"id": i + 1, "code": code, "name": "Language " + code, "rtl": code in RTL,
         "default": i == 0, "enabled": True}
        for i, code in enumerate(locales)
    ]
    with open(os.path.join(translations, "languages.json"), "w") as handle:
        json.dump(languages, handle, indent=1)

    for position, code in enumerate(locales):
        share = 1.0 if position == 0 else 0.80 + 0.2 * rng.random()
        result = {}
        for key, _, fallback in keys:
            if rng.random() >= share:
                continue
            name = ("DRIVER_APP_" + key) if rng.random() < 0.3 else key
            text = fallback if position == 0 else "%s %s" % (code, words(rng, 1, 6))
            if position and "_minutes_" in fallback:
                text += " _minutes_"
            result[name] = text
        for extra in range(50):
            result["UNUSED_%s_%03d" % (code.upper(), extra)] = words(rng, 1, 3)
        with open(os.path.join(translations, "dictionaries", code + ".json"), "w") as handle:
            json.dump({"error": False, "result": result}, handle, ensure_ascii=False, indent=2)

    settings = {
        "siteTitle": "Benchmark corpus",
        "coverage": {
            "keyPrefix": "DRIVER_APP_",
            "functionNames": ["t"],
            "sourceLocale": locales[0],
            "locales": locales,
            "catalogue": "translations/catalogue.json",
            "languages": "translations/languages.json",
            "dictionaries": "translations/dictionaries",
            "gates": {
                "catalogue": {"maximumCriticalWithoutFallback": 0, "maximumCopyFindings": 100000},
                "default": {"minimumCoveragePercent": 50, "maximumCriticalWithoutFallback": 0,
                            "allowFallbackOnly": False},
            },
        },
    }
    with open(os.path.join(base, "contract-report.json"), "w") as handle:
        json.dump(settings, handle, indent=2)
    summary.update({"keys": len(keys), "locales": len(locales), "sources": args.sources})
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
