#!/usr/bin/env python3
"""Checks a smoke run of scripts/benchmark.sh: every row of both tables is there with its
numbers, and every command of the corpus run exited 0.

    smoke_check.py BENCHMARK.md "SCALES" EXIT-CODES
"""

import re
import sys

out, scales, exit_codes = sys.argv[1], sys.argv[2].split(), sys.argv[3]
text = open(out).read()
# Only the generated part: the notes appended after it have tables of their own.
text = text.split("## What the profiles showed, and what changed")[0]
problems = []

ROWS = [
    "parse + lint, ",
    "`lint contracts/`: the same plus every translation file",
    "full `build` (parse, run, coverage, site) vs its floor",
    "`build` of the contracts alone",
    "site size: every file `build` writes",
    "contract pages against their Markdown",
    "`check --json` of the contracts alone",
    "`build --history` of the contracts alone",
    "coverage, ",
    "coverage vs Python `json.load`",
    "coverage of the same translations in six non-Latin scripts",
    "the same vs Python `json.load` of those files",
    "scan, ",
    "peak memory (max RSS) of `build`",
    "peak memory (max RSS) of `lint contracts/docs`",
    "parallel parsing (lint), `taskset -c 0` vs both cores",
    "check over a provider process vs in process: the React example",
    "check over a provider process vs in process: `serve-provider`",
]
table = [line for line in text.splitlines() if line.startswith("| ") and not line.startswith("| measurement")]
for label in ROWS:
    found = [line for line in table if line.startswith("| " + label)]
    if len(found) != 1:
        problems.append("row %r appears %d times" % (label, len(found)))
        continue
    cells = [cell.strip() for cell in found[0].strip("|").split("|")]
    if len(cells) != 6 or any(not cell for cell in cells):
        problems.append("row %r is incomplete: %s" % (label, found[0]))
    elif not re.search(r"\d", cells[1]) or not re.search(r"\d", cells[2]) or not re.search(r"\d", cells[3]):
        problems.append("row %r has no figures: %s" % (label, found[0]))

# Each check run recorded its verdicts, and none errored or went unrecorded.
for line in text.splitlines():
    if line.startswith("| check over a provider process") and (
            "verdicts not recorded" in line or re.search(r"\d+ (error|unbound|no-report)", line)):
        problems.append("a check over a provider did not run cleanly: %s" % line)

for scale in scales:
    found = [line for line in text.splitlines() if line.startswith("| %s× |" % scale)]
    if len(found) != 1 or not re.search(r"\d+\.\d+ s \(", found[0]):
        problems.append("scaling row %s× missing or without a time" % scale)
if not re.search(r"^Steal time during the run .*: \d+\.\d %\.$", text, re.MULTILINE):
    problems.append("the steal-time line is missing")
if not re.search(r"Largest growth of time per MB: [+-]?\d+ %", text):
    problems.append("the scaling verdict is missing")

for line in open(exit_codes).read().split("\n"):
    if line.strip() and not re.fullmatch(r"\S+ 0", line.strip()):
        problems.append("command failed on the corpus: %s" % line.strip())

if problems:
    print("benchmark smoke run failed:", file=sys.stderr)
    for problem in problems:
        print("  " + problem, file=sys.stderr)
    print("--- report ---\n" + text, file=sys.stderr)
    sys.exit(1)
