#!/usr/bin/env python3
"""Fails when code outside ScrollPhysics computes a motion law (docs/architecture.md: "Each law has
one definition, in ScrollPhysics").

It strips comments and string literals from every Swift file of the library targets outside
ScrollPhysics and looks for two shapes a law leaves in code: the transcendental functions the
laws use (`DeterministicMath.exp`, `.log`, `.pow`, `UIKitDecay.factor`), and the literal constants
of UIKit's rules (the bounce's −0.01005, the rubber band's 0.55, the slow re-timing's 0.985 and
0.0151136378, the 0.999 cap, the release and fast-scroll thresholds, the 0.994 rate split, the
paging spring's lines; numbers as common as 1024 or 1e-4 are left out, as they mean other things). A file that needs
one of those for a reason that is not a law (an axis's tick marks in a plot) is listed in
ALLOWED with that reason. Every `UIKitConstants` name used outside ScrollPhysics is flagged, except
the few listed in NAME_HOMES, each in the one file that may use it and with the reason: a rule
that needs the engine's types lives above ScrollPhysics in one home (UIKit's two stored
deceleration rates and the split between them are `DecelerationRate.storedByUIKit`), and every
other place calls it, or a rule of ScrollPhysics that uses the constant. The benchmark's floors re-type the laws on purpose (they are what the
engine is measured against) and are not scanned. Run from the package root:
`python3 scripts/check-laws.py`; it prints each offence and exits 1.
"""
import glob
import os
import re
import sys

FUNCTIONS = re.compile(r"\b(DeterministicMath\.(?:exp|log|pow)|UIKitDecay\.factor)\b")
CONSTANTS = re.compile(
    r"(?<![\w.])(0\.01005|0\.55|0\.985|0\.0151136378|0\.999|0\.0625|0\.36|0\.0169|0\.994|"
    r"1\.84659091e-7|0\.000000184659091|3\.59090909e-4|0\.000359090909|9\.94318182e-6|0\.00000994318182|"
    r"0\.966818182)(?![\w.])")
ALLOWED = {
    # Powers of ten for the axis ticks of a plot, not a law.
    ("Sources/ScrollSimGoldens/SVGPlot.swift", "DeterministicMath.log"),
}
# name of UIKitConstants -> (the one file outside ScrollPhysics that may use it, the rule to call
# elsewhere, why the rule lives there). Any other name outside ScrollPhysics is an offence.
STORED_RATES = "UIKit stores only two deceleration rates: a rule on the engine's DecelerationRate type"
NAME_HOMES = {
    **{
        name: ("Sources/ScrollSim/View/DecelerationRate.swift", "DecelerationRate.storedByUIKit", STORED_RATES)
        for name in ("fastRateThreshold", "normalDecelerationRate", "fastDecelerationRate")
    },
    "panHysteresis": (
        "Sources/ScrollSim/Gestures/PanRecognizer.swift", "PanRecognizer.passesHysteresis",
        "the pan recognizer's own rule on its translation; the scene's touch router asks it"),
    "targetEpsilon": (
        "Sources/ScrollSim/View/SimulatedScrollView+Release.swift", "the release's comparisons",
        "26.1's FLT_EPSILON test of the release (the same target, on a page boundary, no distance left): a "
        "comparison the release makes between the engine's targets, not a motion law"),
}
RULE = re.compile(r"\bUIKitConstants\.(\w+)\b")
SKIPPED = ("Sources/ScrollPhysics/", "Sources/ScrollSimBenchmarks/")


def code_only(line: str) -> str:
    line = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line)
    return line.split("//", 1)[0]


def main() -> int:
    # `--root DIR` scans another package tree (the check's own test uses one).
    root = sys.argv[sys.argv.index("--root") + 1] if "--root" in sys.argv else "."
    os.chdir(root)
    offences = []
    for path in sorted(glob.glob("Sources/**/*.swift", recursive=True)):
        if path.startswith(SKIPPED):
            continue
        in_block_string = False
        for number, line in enumerate(open(path, encoding="utf-8"), 1):
            if line.count('"""') % 2 == 1:
                in_block_string = not in_block_string
                continue
            if in_block_string:
                continue
            code = code_only(line)
            for match in FUNCTIONS.finditer(code):
                name = match.group(1)
                if (path, name) not in ALLOWED:
                    offences.append(f"{path}:{number}: {name} outside ScrollPhysics: {line.strip()}")
            for match in CONSTANTS.finditer(code):
                if (path, match.group(1)) not in ALLOWED:
                    offences.append(f"{path}:{number}: the law constant {match.group(1)} outside ScrollPhysics: {line.strip()}")
            for match in RULE.finditer(code):
                name = match.group(1)
                if name in NAME_HOMES and path != NAME_HOMES[name][0]:
                    home, rule, _ = NAME_HOMES[name]
                    offences.append(f"{path}:{number}: UIKitConstants.{name} outside its one home ({home}); "
                                    f"call {rule}: {line.strip()}")
                elif name not in NAME_HOMES:
                    offences.append(f"{path}:{number}: UIKitConstants.{name} outside ScrollPhysics; call the ScrollPhysics "
                                    f"rule that uses it, or give the rule one home in NAME_HOMES with its reason: {line.strip()}")
    for offence in offences:
        print(offence, file=sys.stderr)
    if offences:
        print(f"laws: {len(offences)} place(s) compute a law outside ScrollPhysics or a rule outside its one home; move the rule there, or call it", file=sys.stderr)
        return 1
    print(f"laws: no code outside ScrollPhysics computes a motion law")
    return 0


if __name__ == "__main__":
    sys.exit(main())
