#!/usr/bin/env bash
# Tests scripts/check-imports.py on a small package made for the purpose: it must fail, naming
# the file, line and target, when a source target or a test target imports a module of the
# package it does not depend on (also when the import is `@testable`), and pass once the
# dependency is declared, directly or through another target.
set -euo pipefail
check=$(cd "$(dirname "$0")" && pwd)/check-imports.py
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Sources/Core" "$work/Sources/Feature" "$work/Sources/Support" "$work/Tests/FeatureTests"
echo 'public let core = 1' > "$work/Sources/Core/Core.swift"
printf 'import Core\npublic let feature = core\n' > "$work/Sources/Feature/Feature.swift"
printf 'import Core\npublic let support = core\n' > "$work/Sources/Support/Support.swift"
printf 'import Foundation\n@testable import Feature\nimport Support\nimport XCTest\n' > "$work/Tests/FeatureTests/FeatureTests.swift"

write_manifest() {
    cat > "$work/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription
let package = Package(name: "Fixture", targets: [
    .target(name: "Core"),
    .target(name: "Feature", dependencies: [$1]),
    .target(name: "Support", dependencies: ["Core"]),
    .testTarget(name: "FeatureTests", dependencies: [$2]),
])
SWIFT
}

cd "$work"
# Feature imports Core undeclared; FeatureTests imports Support undeclared.
write_manifest "" '"Feature"'
if python3 "$check" 2> errors.txt; then
    echo "test-check-imports: undeclared imports passed the check" >&2
    exit 1
fi
grep -q "Sources/Feature/Feature.swift:1: target Feature imports Core" errors.txt \
    || { echo "test-check-imports: the source target's offence was not named:" >&2; cat errors.txt >&2; exit 1; }
grep -q "Tests/FeatureTests/FeatureTests.swift:3: target FeatureTests imports Support" errors.txt \
    || { echo "test-check-imports: the test target's offence was not named:" >&2; cat errors.txt >&2; exit 1; }
# Declared: Feature depends on Core; FeatureTests on Feature and Support (Core comes through them).
write_manifest '"Core"' '"Feature", "Support"'
python3 "$check" > /dev/null
echo "test-check-imports: undeclared imports fail the check by name; declared ones pass" >&2
