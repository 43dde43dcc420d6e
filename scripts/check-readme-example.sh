#!/usr/bin/env bash
# Builds and runs the README's example test exactly as printed, in a new package that depends on
# this one by path, as a user's test target would: the first ```swift block after the heading
# "## A test that replays a gesture". Fails when it does not compile, or when its feel golden does
# not behave as the README says: the first run records it and fails, the next run passes.
#
# Usage: check-readme-example.sh [README]  (default: the package's README.md). The build folder is
# README_EXAMPLE_SCRATCH when set (so that a second check reuses the dependency's build).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
readme=${1:-$root/README.md}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
scratch=${README_EXAMPLE_SCRATCH:-$work/.build}
identity=$(basename "$root" | tr '[:upper:]' '[:lower:]')

mkdir -p "$work/Tests/ReadmeExampleTests"
python3 - "$readme" "$work/Tests/ReadmeExampleTests/ReadmeExample.swift" <<'PY'
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
section = text.split("## A test that replays a gesture", 1)
if len(section) < 2:
    sys.exit("README.md has no section \"## A test that replays a gesture\"")
match = re.search(r"```swift\n(.*?)```", section[1], re.S)
if not match:
    sys.exit("the README's example section has no ```swift block")
open(sys.argv[2], "w", encoding="utf-8").write(match.group(1))
PY

cat > "$work/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ReadmeExample",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(path: "$root")],
    targets: [
        .testTarget(name: "ReadmeExampleTests", dependencies: [
            .product(name: "ScrollSim", package: "$identity"), .product(name: "ScrollSimTesting", package: "$identity"),
        ]),
    ]
)
SWIFT

cd "$work"
# A failed build fails the check; so does a build that passes with an error or a warning printed.
source "$root/scripts/example-package.sh"
check_example_package check-readme-example "the README's example" "$scratch" "$work" 'recorded .*__Feel__/ReadmeExample/flick.frames'
tail -3 "$work/second.log"
echo "check-readme-example: the README's example compiles as printed, records its feel golden on the first run and passes on the next" >&2
