#!/usr/bin/env python3
"""Measures a site written by `build` against the contracts it was built from (JSON, stdout).

    site_size.py SITE CONTRACTS

Reports the bytes and files of the whole site (and the disk space they take, in blocks), the
bytes of each part (contract pages, coverage matrix, to-do pages, badges, the rest), and for
every contract page the ratio to its Markdown: a page may take at most twice its Markdown's
bytes plus OVERHEAD bytes (its head, navigation, header and footer), so the ratio reported is
(page - OVERHEAD) / Markdown, the worst page first.

A contract's page is found the way `build` places it: the path of its front matter's
`canonical` URL, else its path inside CONTRACTS without `.md`, then `index.html`.
"""

import json
import os
import sys
import urllib.parse

OVERHEAD = 4096

site, contracts = sys.argv[1], sys.argv[2]


def front_matter_canonical(text):
    if not text.startswith("---\n"):
        return None
    end = text.find("\n---", 4)
    for line in text[4:end].splitlines():
        if line.startswith("canonical:"):
            return line.split(":", 1)[1].strip().strip("\"'")
    return None


def page_path(markdown_path):
    with open(markdown_path, encoding="utf-8") as handle:
        canonical = front_matter_canonical(handle.read(4096))
    if canonical:
        folder = urllib.parse.urlparse(canonical).path.strip("/")
    else:
        folder = os.path.relpath(markdown_path, contracts)[: -len(".md")]
    return os.path.join(site, folder, "index.html")


total = files = blocks = 0
parts = {"contract pages": 0, "coverage matrix": 0, "to-do pages": 0, "badges": 0, "other": 0}
sizes = {}
for directory, _, names in os.walk(site):
    for name in names:
        path = os.path.join(directory, name)
        status = os.stat(path)
        relative = os.path.relpath(path, site)
        sizes[relative] = status.st_size
        total += status.st_size
        blocks += status.st_blocks * 512
        files += 1

pages = []
markdown_total = 0
for directory, _, names in os.walk(os.path.join(contracts, "docs")):
    for name in sorted(names):
        if not name.endswith(".md") or name.endswith(".reviewed.md"):
            continue
        markdown = os.path.join(directory, name)
        page = os.path.relpath(page_path(markdown), site)
        if page not in sizes:
            sys.exit("site_size: no page %s for %s" % (page, markdown))
        markdown_bytes = os.path.getsize(markdown)
        markdown_total += markdown_bytes
        pages.append((page, sizes[page], markdown_bytes))

page_files = {page for page, _, _ in pages}
for relative, size in sizes.items():
    if relative in page_files:
        parts["contract pages"] += size
    elif relative.startswith("coverage/keys/"):
        parts["coverage matrix"] += size
    elif relative.startswith("coverage/todo/"):
        parts["to-do pages"] += size
    elif relative.startswith("badges/"):
        parts["badges"] += size
    else:
        parts["other"] += size

ratios = sorted(((size - OVERHEAD) / max(markdown, 1), page, size, markdown)
                for page, size, markdown in pages)
worst = ratios[-1] if ratios else (0.0, "", 0, 0)
json.dump({
    "bytes": total, "files": files, "diskBytes": blocks, "parts": parts,
    "overhead": OVERHEAD, "pages": len(pages), "pageBytes": parts["contract pages"],
    "markdownBytes": markdown_total,
    "worstPage": {"path": worst[1], "bytes": worst[2], "markdownBytes": worst[3],
                  "ratio": worst[0]},
    "pagesOverTarget": sum(1 for ratio in ratios if ratio[0] > 2.0),
}, sys.stdout, indent=2)
print()
