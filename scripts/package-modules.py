#!/usr/bin/env python3
"""Prints modules of this package in dependency order, read from Package.swift, for scripts that
compile modules with swiftc outside `swift build` (fuzz/build.sh, tools/sdk-standins/build.sh), so
that a module added to Package.swift cannot be left out of their lists.

    python3 scripts/package-modules.py --libraries
        the targets of the package's library products and every target they depend on;
    python3 scripts/package-modules.py --imported-by DIR
        the package modules the Swift files in DIR import, and every target they depend on.

The graph comes from `swift package dump-package` (as scripts/check-imports.py reads it). The
order is a topological one that keeps Package.swift's order where the graph allows: each module
comes after every module it depends on. Run from anywhere; prints the names on one line,
separated by spaces, and exits 1 on an unknown module or a dependency cycle.
"""
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
IMPORT = re.compile(r"^\s*(?:@[\w()]+\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?(\w+)")


def load_package():
    dump = subprocess.run(["swift", "package", "dump-package"], cwd=ROOT, check=True, capture_output=True, text=True)
    return json.loads(dump.stdout)


def dependencies_of(target):
    names = []
    for dependency in target.get("dependencies", []):
        for kind in ("byName", "target"):
            if kind in dependency:
                names.append(dependency[kind][0])
    return names


def ordered_closure(package, roots):
    targets = [target for target in package["targets"] if target["type"] != "test"]
    declared = {target["name"]: dependencies_of(target) for target in targets}
    for root in roots:
        if root not in declared:
            sys.exit(f"package-modules: {root} is not a target of Package.swift")
    needed, stack = set(), list(roots)
    while stack:
        name = stack.pop()
        if name in needed:
            continue
        needed.add(name)
        stack.extend(dependency for dependency in declared[name] if dependency in declared)
    order, placed = [], set()
    remaining = [target["name"] for target in targets if target["name"] in needed]
    while remaining:
        ready = next((name for name in remaining if all(d in placed for d in declared[name] if d in declared)), None)
        if ready is None:
            sys.exit(f"package-modules: a dependency cycle among {' '.join(remaining)}")
        order.append(ready)
        placed.add(ready)
        remaining.remove(ready)
    return order


def imported_modules(folder, modules):
    found = []
    for directory, _, files in os.walk(folder):
        for file in sorted(files):
            if file.endswith(".swift"):
                with open(os.path.join(directory, file), encoding="utf-8") as source:
                    for line in source:
                        match = IMPORT.match(line)
                        if match and match.group(1) in modules and match.group(1) not in found:
                            found.append(match.group(1))
    return found


def main(arguments):
    package = load_package()
    if arguments == ["--libraries"]:
        roots = [name for product in package["products"] if "library" in product["type"] for name in product["targets"]]
    elif len(arguments) == 2 and arguments[0] == "--imported-by":
        roots = imported_modules(arguments[1], {target["name"] for target in package["targets"] if target["type"] != "test"})
        if not roots:
            sys.exit(f"package-modules: no Swift file in {arguments[1]} imports a module of the package")
    else:
        sys.exit("usage: package-modules.py --libraries | --imported-by DIR")
    print(" ".join(ordered_closure(package, roots)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
