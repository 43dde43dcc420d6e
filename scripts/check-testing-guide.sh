#!/usr/bin/env bash
# Builds the package docs/testing.md's "The first test, in one place" prints, exactly as printed:
# its Package.swift (the section's first ```swift block) and each block headed by an HTML comment
# `<!-- file: PATH -->`, in a new folder `Pager` beside a link `ScrollSim` to this package (the
# path the Package.swift names). Fails when it does not build cleanly, when the first run does not
# record its feel goldens and fail, or when the second run does not pass with every test run.
#
# Usage: check-testing-guide.sh [PAGE]  (default: the package's docs/testing.md). The build folder
# is TESTING_GUIDE_SCRATCH when set.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
page=${1:-$root/docs/testing.md}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
ln -s "$root" "$work/ScrollSim"
package=$work/Pager
scratch=${TESTING_GUIDE_SCRATCH:-$package/.build}
mkdir -p "$package"
python3 - "$page" "$package" <<'PY'
import os, re, sys
text = open(sys.argv[1], encoding="utf-8").read()
parts = text.split("## The first test, in one place", 1)
if len(parts) < 2:
    sys.exit(f"{sys.argv[1]} has no section \"## The first test, in one place\"")
section = parts[1].split("\n## ", 1)[0]
manifest = re.search(r"```swift\n(// swift-tools-version.*?)```", section, re.S)
if not manifest:
    sys.exit(f"{sys.argv[1]}: the first test's section prints no Package.swift")
files = {"Package.swift": manifest.group(1)}
for path, body in re.findall(r"<!-- file: (\S+) -->\n```swift\n(.*?)```", section, re.S):
    files[path] = body
if len(files) < 3:
    sys.exit(f"{sys.argv[1]}: the first test's section prints {len(files) - 1} files; it needs the delegate and a test")
for path, body in files.items():
    target = os.path.join(sys.argv[2], path)
    os.makedirs(os.path.dirname(target), exist_ok=True)
    open(target, "w", encoding="utf-8").write(body)
PY
# The page says to create the __Feel__ folder the test target excludes before the first build.
mkdir -p "$package/Tests/PagerTests/__Feel__"
cd "$package"
source "$root/scripts/example-package.sh"
check_example_package check-testing-guide "the package docs/testing.md prints" "$scratch" "$work" \
    'recorded .*__Feel__/CardPagerTests/flick-forward.frames'
# Both frameworks ran their test: XCTest's case and Swift Testing's function.
if ! grep -q "Executed 1 test, with 0 failures" "$work/second.log" || ! grep -q "Test run with 1 test" "$work/second.log"; then
    tail -30 "$work/second.log" >&2
    echo "check-testing-guide: the second run did not run one XCTest case and one Swift Testing test (see above)" >&2
    exit 1
fi
echo "check-testing-guide: docs/testing.md's package builds as printed, records its goldens on the first run and passes on the next" >&2
