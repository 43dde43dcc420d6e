#!/usr/bin/env bash
# Builds and runs the README's example test exactly as printed, in a new package that depends on
# this one by path, as a user's test target would: the first ```swift block after the heading
# "## A test that replays a gesture". Fails when it does not compile, or when its feel golden does
# not behave as the README says: the first run records it and fails, the next run passes.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
identity=$(basename "$root" | tr '[:upper:]' '[:lower:]')

mkdir -p "$work/Tests/ReadmeExampleTests"
python3 - "$root/README.md" "$work/Tests/ReadmeExampleTests/ReadmeExample.swift" <<'PY'
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
swift build --build-tests --scratch-path "$work/.build" 2>&1 | tee "$work/build.log" | grep -E "error|warning" && {
    echo "check-readme-example: the README's example does not build cleanly (see above)" >&2
    exit 1
}
if SCROLLSIM_RECORD=missing swift test --skip-build --scratch-path "$work/.build" > "$work/first.log" 2>&1; then
    echo "check-readme-example: the first run passed, but recording a new feel golden must fail it" >&2
    exit 1
fi
grep -q 'recorded .*__Feel__/ReadmeExample/flick.frames' "$work/first.log" || {
    tail -20 "$work/first.log"
    echo "check-readme-example: the first run failed without recording the feel golden (see above)" >&2
    exit 1
}
SCROLLSIM_RECORD=never swift test --skip-build --scratch-path "$work/.build" 2>&1 | tail -3
echo "check-readme-example: the README's example compiles as printed, records its feel golden on the first run and passes on the next" >&2
