#!/usr/bin/env bash
# Tests scripts/check-laws.py on a made-up tree: a law's constant or function in code outside
# ScrollPhysics fails the check by file and line; the same words in comments and strings, and in
# ScrollPhysics itself, pass; a name of a rule's UIKitConstants outside the rule's one home fails, in
# the home it passes; any other UIKitConstants name outside ScrollPhysics fails.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
tree="$(mktemp -d)"
trap 'rm -rf "$tree"' EXIT
mkdir -p "$tree/Sources/ScrollSim/View" "$tree/Sources/ScrollPhysics" "$tree/Sources/ScrollSimCLI"
cat > "$tree/Sources/ScrollPhysics/Law.swift" <<'SWIFT'
let bounce = -0.01005
SWIFT
cat > "$tree/Sources/ScrollSim/Clean.swift" <<'SWIFT'
// The bounce decays at e^(−0.01005 t); the rubber band's 0.55 lives in ScrollPhysics.
let note = "0.985 per ms"
SWIFT
cat > "$tree/Sources/ScrollSim/View/DecelerationRate.swift" <<'SWIFT'
let stored = rate < UIKitConstants.fastRateThreshold ? 0.99 : 0.998
SWIFT
python3 "$here/check-laws.py" --root "$tree" > /dev/null
cat > "$tree/Sources/ScrollSim/Retyped.swift" <<'SWIFT'
let pull = 1 / (1 + 0.55 * overshoot / range)
let decay = DeterministicMath.exp(-0.01005 * t)
SWIFT
cat > "$tree/Sources/ScrollSimCLI/Note.swift" <<'SWIFT'
let note = rate < UIKitConstants.fastRateThreshold ? "fast" : "normal" // UIKitConstants.fastDecelerationRate in a comment
let still = abs(v) < UIKitConstants.stopSpeed
SWIFT
if out="$(python3 "$here/check-laws.py" --root "$tree" 2>&1)"; then
    echo "test-check-laws: a retyped law passed the check" >&2
    exit 1
fi
for expected in "Sources/ScrollSim/Retyped.swift:1: the law constant 0.55" "Sources/ScrollSim/Retyped.swift:2: DeterministicMath.exp" "Sources/ScrollSim/Retyped.swift:2: the law constant 0.01005" \
    "Sources/ScrollSimCLI/Note.swift:1: UIKitConstants.fastRateThreshold outside its one home" \
    "Sources/ScrollSimCLI/Note.swift:2: UIKitConstants.stopSpeed outside ScrollPhysics"; do
    grep -qF "$expected" <<< "$out" || { echo "test-check-laws: expected \"$expected\" in: $out" >&2; exit 1; }
done
if grep -q "^Sources/ScrollSim/View/DecelerationRate.swift:\|UIKitConstants.fastDecelerationRate outside" <<< "$out"; then
    echo "test-check-laws: a rule's name in its home, or in a comment, failed the check: $out" >&2
    exit 1
fi
echo "test-check-laws: a retyped law, a rule's name outside its home and any other UIKitConstants name outside ScrollPhysics fail the check by file and line; comments, strings, ScrollPhysics and the rule's home pass"
