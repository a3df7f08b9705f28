#!/usr/bin/env python3
"""What scripts/fuzz.sh compiles for one fuzz target, read from the package itself.

    python3 scripts/fuzz/plan.py DESCRIBE.json DUMP.json WRAPPER.swift ENTRY.swift
    python3 scripts/fuzz/plan.py DESCRIBE.json DUMP.json --c-modules

DESCRIBE.json is `swift package describe --type json` (targets, their paths, sources and
dependencies), DUMP.json is `swift package dump-package` (a system library's pkg-config name
and any per-target settings, which describe does not show). The target's roots are the
package modules its two Swift files import; every dependency of a root is followed, and the
closure is printed dependencies first (a topological order, ties broken by name so the order
is the same on every run), one module a line, tab-separated:

    swift   NAME  PATH  DEPENDENCIES  SOURCE…      a Swift library target
    c       NAME  PATH  DEPENDENCIES  SOURCE…      a C target (PATH/include: its public headers)
    system  NAME  PATH  DEPENDENCIES  PKGCONFIG    a system library target (PATH: its module map)

DEPENDENCIES are the target's direct dependencies, comma-separated ("-" for none).

Anything the script cannot compile the way `swift build` would (build settings, a kind of
target it does not know, an import of a test-only module) stops it with an error naming the
target, so the fuzz build fails loudly instead of drifting from the package.

With --c-modules it prints every C and system library target of the package in the same
format: their module maps and include folders are passed to every Swift compile, so a module
compiles with the same flags whichever fuzz target asked for it (and is compiled once).
"""
import json
import re
import sys

IMPORT = re.compile(
    r"^\s*(?:@testable\s+|@_implementationOnly\s+)?"
    r"(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+([A-Za-z_][A-Za-z0-9_]*)",
    re.MULTILINE,
)


def fail(message):
    print(f"fuzz plan: {message}", file=sys.stderr)
    sys.exit(2)


def main():
    c_modules = sys.argv[3:] == ["--c-modules"]
    if len(sys.argv) != 5 and not c_modules:
        fail("usage: plan.py DESCRIBE.json DUMP.json (WRAPPER.swift ENTRY.swift | --c-modules)")
    describe = json.load(open(sys.argv[1]))
    dump = json.load(open(sys.argv[2]))
    targets = {target["name"]: target for target in describe["targets"]}
    manifest = {target["name"]: target for target in dump["targets"]}
    if c_modules:
        for name in sorted(targets):
            if targets[name]["module_type"] in ("ClangTarget", "SystemLibraryTarget"):
                describe_module(targets[name], manifest.get(name, {}))
        return

    roots = set()
    for path in sys.argv[3:]:
        for name in IMPORT.findall(open(path).read()):
            if name in targets:
                roots.add(name)
    if not roots:
        fail(f"{sys.argv[4]} imports no module of the package")

    order, state = [], {}

    def visit(name, via):
        if name not in targets:
            fail(f"{via} depends on '{name}', which is not a target of this package")
        if state.get(name) == "done":
            return
        if state.get(name) == "visiting":
            fail(f"dependency cycle through '{name}'")
        state[name] = "visiting"
        for dependency in sorted(targets[name].get("target_dependencies") or []):
            visit(dependency, name)
        if targets[name].get("product_dependencies"):
            fail(f"'{name}' depends on another package's product; fuzz.sh only builds this one")
        state[name] = "done"
        order.append(name)

    for root in sorted(roots):
        visit(root, "the fuzz target")

    for name in order:
        describe_module(targets[name], manifest.get(name, {}))


def describe_module(target, declared):
    """Prints one line of the plan for a target."""
    name, kind, module_type = target["name"], target["type"], target["module_type"]
    if kind == "test" or target["path"].startswith("Tests/"):
        fail(f"'{name}' lives under Tests/; a fuzz target may only import library targets")
    if declared.get("settings"):
        fail(f"'{name}' has build settings, which fuzz.sh does not pass on yet")
    dependencies = ",".join(sorted(target.get("target_dependencies") or [])) or "-"
    line = [name, target["path"], dependencies]
    if module_type == "SwiftTarget":
        print("\t".join(["swift", *line, *sorted(target["sources"])]))
    elif module_type == "ClangTarget":
        print("\t".join(["c", *line, *sorted(target["sources"])]))
    elif module_type == "SystemLibraryTarget":
        print("\t".join(["system", *line, declared.get("pkgConfig") or ""]))
    else:
        fail(f"'{name}' is a {module_type}, which fuzz.sh cannot build")


main()
