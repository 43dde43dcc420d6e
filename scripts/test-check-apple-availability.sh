#!/usr/bin/env bash
# Tests scripts/check-apple-availability.py on a copy of the package's library targets with three
# planted uses that Linux accepts and Xcode rejects below iOS 18 / macOS 15: a struct synthesizing
# `Hashable` through a `CGPoint`, one doing it through an array of optional `CGRect`s, and
# `String(validating:as:)`. The check must fail and name each by file and line. About a minute.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R Package.swift Sources "$work/"
cat > "$work/Sources/ScrollSim/PlantedPoint.swift" <<'SWIFT'
import Foundation

struct PlantedPoint: Hashable {
    var point: CGPoint
}

struct PlantedRects: Hashable {
    var name: String
    var rects: [CGRect?]
}
SWIFT
cat > "$work/Sources/ScrollSimGoldens/PlantedText.swift" <<'SWIFT'
func plantedText(_ bytes: [UInt8]) -> String? {
    String(validating: bytes, as: UTF8.self)
}
SWIFT
if python3 scripts/check-apple-availability.py --libraries --root "$work" > "$work/out.txt" 2>&1; then
    echo "test-check-apple-availability: planted uses of iOS 18 / macOS 15 API passed the check" >&2
    cat "$work/out.txt" >&2
    exit 1
fi
for expected in "Sources/ScrollSim/PlantedPoint.swift:3: CGPoint's Hashable conformance" \
    "Sources/ScrollSim/PlantedPoint.swift:7: CGRect's Hashable conformance" \
    "Sources/ScrollSimGoldens/PlantedText.swift:2: String.init(validating:as:) (macOS 15.0"; do
    grep -qF "$expected" "$work/out.txt" || {
        echo "test-check-apple-availability: expected \"$expected\" in:" >&2
        cat "$work/out.txt" >&2
        exit 1
    }
done
echo "test-check-apple-availability: Hashable through CGPoint and CGRect, and String(validating:as:), fail the check by file and line"
