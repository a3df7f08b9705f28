#!/usr/bin/env python3
"""Turns the results folder of scripts/benchmark.sh into the Markdown table (stdout)."""

import datetime
import json
import os
import platform
import subprocess
import sys

RESULTS = sys.argv[1]
SCALES = sys.argv[2].split() if len(sys.argv) > 2 else ["1"]


def load(name):
    path = os.path.join(RESULTS, name + ".json")
    if not os.path.exists(path):
        return None
    with open(path) as handle:
        return {r["command"]: r for r in json.load(handle)["results"]}


def seconds(result):
    return "%.3f s (%.3f–%.3f)" % (result["median"], result["min"], result["max"])


def cpu_model():
    with open("/proc/cpuinfo") as handle:
        for line in handle:
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    return platform.processor()


def steal_share():
    """The share of all CPU time the hypervisor gave to other guests during the run."""
    try:
        start, end = (open(os.path.join(RESULTS, name)).read().split()[1:]
                      for name in ("proc-stat-start", "proc-stat-end"))
    except (OSError, ValueError):
        return None
    # user nice system idle iowait irq softirq steal (guest time is inside user and nice)
    deltas = [int(b) - int(a) for a, b in zip(start[:8], end[:8])]
    total = sum(deltas)
    return deltas[7] / total if len(deltas) == 8 and total > 0 else None


def verdict(ratio, target):
    return "met" if ratio <= target else "**missed**"


rows = []


def compare(what, name, subject, reference, target, target_text):
    data = load(name)
    if not data:
        return
    s, r = data[subject], data[reference]
    # A reference quicker than a millisecond (a tiny corpus) counts as one, not as zero.
    ratio = s["median"] / max(r["median"], 1e-3)
    cpu = (s["user"] + s["system"]) / max(r["user"] + r["system"], 1e-3)
    rows.append((what, "%s: %s" % (subject, seconds(s)), "%s: %s" % (reference, seconds(r)),
                 "%.2f× (CPU %.2f×)" % (ratio, cpu), target_text, verdict(ratio, target) if target else "—"))


corpus = json.load(open(os.path.join(RESULTS, "corpus.json")))
megabytes = corpus["contractBytes"] / 1e6

compare("parse + lint, %.1f MB, %d contracts (`lint contracts/docs`)" % (
    megabytes, corpus["contracts"]), "lint", "lint", "cmark", 1.5, "≤ 1.5×")
compare("`lint contracts/`: the same plus every translation file (%d × %d-key dictionaries, catalogue)"
        % (corpus["locales"], corpus["keys"]), "lint", "lint-all", "cmark", None, "info")
sites_fs_path = os.path.join(RESULTS, "sites-fs")
sites_fs = open(sites_fs_path).read().strip() if os.path.exists(sites_fs_path) else "unknown"
compare("full `build` (parse, run, coverage, site) vs its floor: libcmark rendering every contract to "
        "its own file (`floor.c`), Python's `json.load` of every JSON file, `cp -r` of the site; "
        "both write to %s" % ("a tmpfs (`/dev/shm`)" if sites_fs == "tmpfs" else "a %s file system" % sites_fs),
        "build", "build", "floor", 2.0, "≤ 2×")
compare("`build` of the contracts alone (the corpus without its translations) vs its floor: "
        "`floor.c` and `cp -r` of that site", "build-contracts", "build", "floor", None, "info")
report_bytes_path = os.path.join(RESULTS, "report-bytes")
report_mb = (int(open(report_bytes_path).read()) / 1e6) if os.path.exists(report_bytes_path) else 0
compare("`check --json` of the contracts alone (a %.1f MB report) vs `check` without it"
        % report_mb, "report-json", "check-json", "check", None, "info")
compare("`build --history` of the contracts alone with that report vs `build` without it",
        "history", "build-history", "build", None, "info")
compare("coverage, %d locales × %d keys" % (corpus["locales"], corpus["keys"]),
        "coverage", "coverage", "decode", 2.0, "≤ 2× (JSONSerialization)")
compare("coverage vs Python `json.load`", "coverage", "coverage", "python-json", None, "info")
compare("coverage of the same translations in six non-Latin scripts (`transliterate.py`) vs a "
        "`JSONSerialization` decode of those files", "coverage-scripts", "coverage", "decode",
        None, "info")
compare("the same vs Python `json.load` of those files", "coverage-scripts", "coverage",
        "python-json", None, "info")
compare("scan, %d source files" % corpus["sources"], "scan", "scan", "grep", 3.0, "≤ 3×")

site_path = os.path.join(RESULTS, "site-size.json")
if os.path.exists(site_path):
    site = json.load(open(site_path))
    megabytes_of = lambda count: "%.1f MB" % (count / 1e6)
    rows.append(("site size: every file `build` writes for this corpus",
                 "site: %s in %d files (%s on disk)" % (megabytes_of(site["bytes"]), site["files"],
                                                        megabytes_of(site["diskBytes"])),
                 "Markdown: %s" % megabytes_of(site["markdownBytes"]),
                 "%.2f×" % (site["bytes"] / max(site["markdownBytes"], 1)), "≤ 30 MB",
                 "met" if site["bytes"] <= 30e6 else "**missed**"))
    worst = site["worstPage"]
    overhead = site["overhead"]
    rows.append(("contract pages against their Markdown (%d pages; each may take 2× its Markdown "
                 "+ %d bytes)" % (site["pages"], overhead),
                 "pages: %s; worst page %d bytes" % (megabytes_of(site["pageBytes"]), worst["bytes"]),
                 "Markdown: %s; that page's %d bytes" % (megabytes_of(site["markdownBytes"]),
                                                          worst["markdownBytes"]),
                 "%.2f× in all (%.2f× + %d bytes for the worst page)" % (
                     site["pageBytes"] / max(site["markdownBytes"], 1), worst["ratio"], overhead),
                 "≤ 2× + %d bytes a page" % overhead,
                 "met" if site["pagesOverTarget"] == 0 else "**missed** (%d pages)" %
                 site["pagesOverTarget"]))
    rows.append(("site size by part", "contract pages %s, coverage matrix %s, to-do pages %s, "
                 "badges %s, other %s" % tuple(megabytes_of(site["parts"][name]) for name in (
                     "contract pages", "coverage matrix", "to-do pages", "badges", "other")),
                 "—", "—", "info", "—"))

rss = {}
for name in ("build-rss", "cmark-rss", "lint-rss"):
    path = os.path.join(RESULTS, name + ".rss")
    if os.path.exists(path):
        rss[name] = int(open(path).read().strip() or 0)
if rss.get("cmark-rss"):
    ratio = rss["build-rss"] / rss["cmark-rss"]
    rows.append(("peak memory (max RSS) of `build`", "build: %.1f MB" % (rss["build-rss"] / 1024),
                 "cmark: %.1f MB" % (rss["cmark-rss"] / 1024), "%.2f×" % ratio, "≤ 3×",
                 verdict(ratio, 3.0)))
    if rss.get("lint-rss"):
        rows.append(("peak memory (max RSS) of `lint contracts/docs`",
                     "lint: %.1f MB" % (rss["lint-rss"] / 1024),
                     "cmark: %.1f MB" % (rss["cmark-rss"] / 1024),
                     "%.2f×" % (rss["lint-rss"] / rss["cmark-rss"]), "info", "—"))

parallel = load("parallel")
if parallel:
    one, both = parallel["one-core"], parallel["all-cores"]
    rows.append(("parallel parsing (lint), `taskset -c 0` vs both cores",
                 "all cores: %s" % seconds(both), "one core: %s" % seconds(one),
                 "%.2f× faster" % (one["median"] / max(both["median"], 1e-3)), "info", "—"))

mk = load("mkdocs")
if mk:
    rows.append(("peer: `mkdocs build` (render only) vs `build`", "build: %s" % seconds(mk["build"]),
                 "mkdocs: %s" % seconds(mk["mkdocs"]),
                 "%.2f×" % (mk["build"]["median"] / mk["mkdocs"]["median"]), "info", "—"))

checks = load("provider-check")
if checks:
    # Verdict counts of one run each ("react passed 79 failed 32"): a run with an error or
    # without a report is named in the row, whatever its time.
    counts = {}
    path = os.path.join(RESULTS, "provider-check.verdicts")
    if os.path.exists(path):
        for line in open(path):
            name, *pairs = line.split()
            counts[name] = dict(zip(pairs[::2], map(int, pairs[1::2])))
    base = checks["in-process"]
    for name, label, target in (("react", "the React example (`adapters/react`)", 10.0),
                                ("serve-provider", "`serve-provider`", None)):
        s = checks[name]
        ratio = s["median"] / max(base["median"], 1e-3)
        cpu = (s["user"] + s["system"]) / max(base["user"] + base["system"], 1e-3)
        seen = counts.get(name, {})
        broken = {k: v for k, v in seen.items() if k not in ("passed", "failed")}
        clauses = "%d clauses" % sum(seen.values()) if seen else "verdicts not recorded"
        if broken:
            clauses += ", " + ", ".join("%d %s" % (v, k) for k, v in sorted(broken.items()))
        verdict_text = "—"
        if target is not None:
            verdict_text = "met" if s["median"] <= target and not broken else "**missed**"
        rows.append(("check over a provider process vs in process: %s, %s" % (label, clauses),
                     "%s: %s" % (name, seconds(s)), "in process: %s" % seconds(base),
                     "%.2f× (CPU %.2f×)" % (ratio, cpu),
                     "React ≤ 10 s" if target is not None else "info", verdict_text))

scaling = []
base = None
for scale in SCALES:
    name = "lint" if scale == "1" else "scale-" + scale
    data = load(name)
    if not data:
        continue
    info = corpus if scale == "1" else json.load(open(os.path.join(RESULTS, "corpus-%s.json" % scale)))
    mb = info["contractBytes"] / 1e6
    per_mb = data["lint"]["median"] / mb
    cmark_per_mb = data["cmark"]["median"] / mb
    if base is None:
        base = per_mb
    scaling.append((scale, mb, info["contracts"], data["lint"], per_mb, cmark_per_mb,
                    per_mb / max(base, 1e-9)))

exit_codes = open(os.path.join(RESULTS, "exit-codes")).read().split("\n")
exit_codes = ", ".join(line.replace(" ", " exit ") for line in exit_codes if line.strip())

out = []
out.append("# Benchmark")
out.append("")
out.append("Generated by `scripts/benchmark.sh` (seed %s) on %s." % (
    os.environ.get("SEED", "9"), datetime.date.today().isoformat()))
out.append("Machine: %s cores (`nproc`), %s, Linux %s." % (
    subprocess.run(["nproc"], capture_output=True, text=True).stdout.strip(), cpu_model(),
    platform.release()))
steal = steal_share()
if steal is not None:
    out.append("Steal time during the run (CPU time the hypervisor gave to other guests, from "
               "`/proc/stat`): %.1f %%." % (steal * 100))
out.append("Every time is the median of several rounds (min–max in brackets); each round runs the")
out.append("subject and its reference once, interleaved, so both meet the same machine. Every ratio is")
out.append("subject ÷ reference of the wall-clock medians on the same input; \"CPU\" is the ratio of")
out.append("mean user+system time, steadier on a shared machine.")
out.append("")
out.append("| measurement | contract-report | reference | ratio | target | |")
out.append("|---|---|---|---|---|---|")
for row in rows:
    out.append("| " + " | ".join(row) + " |")
out.append("")
if scaling:
    out.append("Scaling of parse + lint (time per MB must not grow by more than 25 %):")
    out.append("")
    out.append("| corpus | MB | contracts | lint | lint s/MB | cmark s/MB | s/MB vs 1× |")
    out.append("|---|---|---|---|---|---|---|")
    for scale, mb, count, lint, per_mb, cmark_per_mb, growth in scaling:
        out.append("| %s× | %.1f | %d | %s | %.4f | %.4f | %+.0f %% |" % (
            scale, mb, count, seconds(lint), per_mb, cmark_per_mb, (growth - 1) * 100))
    worst = max(s[6] for s in scaling)
    out.append("")
    out.append("Largest growth of time per MB: %+.0f %% (target ≤ +25 %%: %s)." % (
        (worst - 1) * 100, "met" if worst <= 1.25 else "**missed**"))
    out.append("")
out.append("Exit codes of one run each on the corpus: %s (unbound clauses are not failures;" %
           exit_codes)
out.append("the generated gates are lenient)." )
notes = os.path.join(os.path.dirname(os.path.abspath(__file__)), "notes.md")
if os.path.exists(notes):
    out.append("")
    out.append(open(notes).read().rstrip())
print("\n".join(out))
