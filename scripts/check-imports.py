#!/usr/bin/env python3
"""Fails when a target imports a module of this package that it does not depend on.

SwiftPM builds modules in whatever order the dependency graph allows; an import that the graph
does not declare compiles only when the imported module happens to be built first. This check
reads the declared graph from `swift package dump-package`, takes each target's transitive
dependencies, and scans every Swift file of every target (sources and tests) for `import X` of a
package module outside that set. It prints each offence and exits 1, so the result never depends
on build order. Run from the package root: `python3 scripts/check-imports.py`.
"""
import json
import os
import re
import subprocess
import sys

IMPORT = re.compile(r"^\s*(?:@[\w()]+\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?(\w+)")


def main() -> int:
    dump = subprocess.run(["swift", "package", "dump-package"], check=True, capture_output=True, text=True)
    package = json.loads(dump.stdout)
    direct = {}
    for target in package["targets"]:
        names = []
        for dependency in target.get("dependencies", []):
            for kind in ("byName", "target", "product"):
                if kind in dependency:
                    names.append(dependency[kind][0])
        direct[target["name"]] = names
    modules = set(direct)

    def closure(name):
        seen, stack = set(), [name]
        while stack:
            for dependency in direct.get(stack.pop(), []):
                if dependency not in seen:
                    seen.add(dependency)
                    stack.append(dependency)
        return seen

    offences = []
    checked = 0
    for target in package["targets"]:
        name = target["name"]
        root = target.get("path") or os.path.join("Tests" if target["type"] == "test" else "Sources", name)
        allowed = closure(name) | {name}
        for folder, _, files in os.walk(root):
            for file in sorted(files):
                if not file.endswith(".swift"):
                    continue
                path = os.path.join(folder, file)
                checked += 1
                with open(path, encoding="utf-8", errors="replace") as source:
                    for number, line in enumerate(source, 1):
                        match = IMPORT.match(line)
                        if match and match.group(1) in modules and match.group(1) not in allowed:
                            offences.append(f"{path}:{number}: target {name} imports {match.group(1)}, "
                                            f"which it does not depend on (add it to {name}'s dependencies in Package.swift)")
    for offence in offences:
        print(offence, file=sys.stderr)
    if offences:
        return 1
    print(f"imports: {checked} files in {len(package['targets'])} targets import only modules they depend on")
    return 0


if __name__ == "__main__":
    sys.exit(main())
