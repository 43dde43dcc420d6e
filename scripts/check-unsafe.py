#!/usr/bin/env python3
"""Fails when a Swift file of the package's sources uses unsafe code that docs/architecture.md does
not list ("Unsafe code", between `<!-- unsafe -->` and `<!-- /unsafe -->`), or when the list names a
file that no longer uses any: every use is in a listed file, with its kind and the invariant that
keeps it sound. Unsafe code here is what Swift cannot check: unsafe pointers and buffers,
`Unmanaged` references, memory rebinding, exclusivity checks turned off, and concurrency promises
the compiler takes on trust (`@unchecked Sendable`, `nonisolated(unsafe)`). UIKit's own delegate
signature, `targetContentOffset: UnsafeMutablePointer<CGPoint>`, is the API's shape, not unsafe
code of ours, and is not counted. Comments and string literals are ignored. Run from the package
root: `python3 scripts/check-unsafe.py [--root DIR] [--doc FILE]`; exit 1 on a difference.
"""
import glob
import os
import re
import sys

UNSAFE = re.compile(
    r"\bUnsafe(?:Mutable)?(?:Raw)?(?:Buffer)?Pointer\b(?!<CGPoint>)|\bwithUnsafe\w*|\b_withUnsafeGuaranteedRef\b|"
    r"\bUnmanaged\b|\bwithMemoryRebound\b|\bassumingMemoryBound\b|\bunsafeBitCast\b|\bunsafeDowncast\b|"
    r"@exclusivity\(unchecked\)|@unchecked Sendable|nonisolated\(unsafe\)")
ROW = re.compile(r"^\| `([^`]+\.swift)` \|")


def code_only(line: str) -> str:
    line = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line)
    return line.split("//", 1)[0]


def users(root: str) -> dict:
    found = {}
    for path in sorted(glob.glob(os.path.join(root, "Sources", "**", "*.swift"), recursive=True)):
        rel = os.path.relpath(path, root)
        in_block_string = False
        for number, line in enumerate(open(path, encoding="utf-8"), 1):
            if line.count('"""') % 2 == 1:
                in_block_string = not in_block_string
                continue
            if in_block_string:
                continue
            match = UNSAFE.search(code_only(line))
            if match and rel not in found:
                found[rel] = (number, match.group(0))
    return found


def listed(doc: str) -> set:
    text = open(doc, encoding="utf-8").read()
    if "<!-- unsafe -->" not in text or "<!-- /unsafe -->" not in text:
        return set()
    table = text.split("<!-- unsafe -->", 1)[1].split("<!-- /unsafe -->", 1)[0]
    return {m.group(1) for line in table.splitlines() if (m := ROW.match(line))}


def main() -> int:
    root = sys.argv[sys.argv.index("--root") + 1] if "--root" in sys.argv else "."
    doc = sys.argv[sys.argv.index("--doc") + 1] if "--doc" in sys.argv else os.path.join(root, "docs/architecture.md")
    found, rows = users(root), listed(doc)
    problems = [f"{path}:{line}: {what} in a file {doc} does not list under \"Unsafe code\" (add a row: the kind and the invariant)"
                for path, (line, what) in sorted(found.items()) if path not in rows]
    problems += [f"{doc}: lists {path}, which uses no unsafe code (any more); remove its row" for path in sorted(rows - set(found))]
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        return 1
    print(f"unsafe: {len(found)} files use unsafe code, each listed in {doc} with its invariant")
    return 0


if __name__ == "__main__":
    sys.exit(main())
