#!/usr/bin/env python3
"""Every benchmark figure the docs quote comes from one benchmark run.

docs/benchmark-output.txt is the output of one `scrollsim-bench` run (its table ends each row
with the figure's key). A doc cites a figure by writing its value followed by
`<!-- bench: KEY -->`, e.g. `0.145 s <!-- bench: grid.serial -->` (a unit and a line break may
stand between); this check fails when the number just before a citation is not the value KEY
has in the output file, when KEY is not in
it, or when the output file is not a whole run.

Usage: check-figures.py [ROOT]   (ROOT defaults to the package folder)
"""
import pathlib
import re
import sys

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).resolve().parent.parent)
output = root / "docs" / "benchmark-output.txt"
errors = []

if not output.exists():
    sys.exit(f"check-figures: {output} is missing")
text = output.read_text(encoding="utf-8")
if not re.search(r"^total [0-9.]+ s$", text, re.M):
    errors.append(f"{output}: not a whole benchmark run (no closing 'total … s' line)")

values = {}
for line in text.splitlines():
    cells = [c.strip() for c in line.split(" | ")]
    # "#", figure, value, unit, spread, × floor, target, met, key: the key is the last cell.
    if len(cells) >= 8 and cells[0].isdigit():
        values[cells[-1]] = cells[2]

citation = re.compile(r"<!--\s*bench:\s*([\w.]+)\s*-->")
number = re.compile(r"-?[0-9][0-9,]*(?:\.[0-9]+)?")
cited = 0
for doc in [root / "README.md", *sorted((root / "docs").glob("*.md"))]:
    body = doc.read_text(encoding="utf-8")
    for match in citation.finditer(body):
        if match.start() > 0 and body[match.start() - 1] == "`":
            continue  # the syntax shown in code, not a citation
        key = match.group(1)
        cited += 1
        where = f"{doc.relative_to(root)}:{body.count(chr(10), 0, match.start()) + 1}"
        if key not in values:
            errors.append(f"{where}: cites {key}, which {output.name} does not have")
            continue
        # The number just before the citation: within the 24 characters before it (a unit and a
        # line break may stand between), and after any earlier citation.
        start = max(0, match.start() - 24, body.rfind("-->", 0, match.start()) + 3)
        before = number.findall(body[start : match.start()])
        if not before:
            errors.append(f"{where}: cites {key} without a number just before it")
            continue
        quoted = before[-1].replace(",", "")
        if quoted != values[key]:
            errors.append(f"{where}: quotes {before[-1]} for {key}, but {output.name} says {values[key]}")

if errors:
    sys.exit("check-figures:\n  " + "\n  ".join(errors))
print(f"check-figures: {cited} figures cited in the docs, each as {output.name} has it ({len(values)} figures there)")
