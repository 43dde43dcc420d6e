#!/usr/bin/env bash
# Tests that ../shared/ios-sdk/check-ios.py, as .ci/run runs it, fails on what Xcode rejects:
# - a copy of the package with a struct synthesizing `Hashable` through a `CGPoint` (iOS 18 API)
#   in ScrollSim and `String(validating:as:)` (iOS 18 API) in ScrollSimJSON;
# - a copy of the example app's pager that reads `itemSize` from the `UICollectionViewLayout` its
#   delegate method receives: ScrollSim's stand-in name is a flow layout and compiles on Linux, UIKit's
#   abstract class has no such member.
# Each must fail the check, naming the file. About two minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
check=../shared/ios-sdk/check-ios.py
if [ ! -f "$check" ]; then
    echo "test-check-ios: ../shared/ios-sdk is absent (a clone without the project's shared folder); not run"
    exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R Package.swift Sources "$work/"
printf 'import Foundation\n\nstruct PlantedPoint: Hashable {\n    var point: CGPoint\n}\n' > "$work/Sources/ScrollSim/PlantedPoint.swift"
printf 'func plantedText(_ bytes: [UInt8]) -> String? {\n    String(validating: bytes, as: UTF8.self)\n}\n' > "$work/Sources/ScrollSimJSON/PlantedText.swift"
if python3 "$check" --package "$work" --target ScrollSimJSON --target ScrollSim > "$work/out.txt" 2>&1; then
    echo "test-check-ios: planted iOS 18 API passed the check" >&2
    exit 1
fi
for expected in "Sources/ScrollSim/PlantedPoint.swift:3:" "Sources/ScrollSimJSON/PlantedText.swift:2:"; do
    grep -qF "$expected" "$work/out.txt" || { echo "test-check-ios: expected an error at $expected in:" >&2; cat "$work/out.txt" >&2; exit 1; }
done
pager=Examples/PagingDelegate/Sources/Pager/CardPager.swift
mkdir -p "$work/Pager"
grep -q '^        CGSize(width: cardWidth, height: 250)$' "$pager" \
    || { echo "test-check-ios: $pager no longer has the line this test plants its fault in" >&2; exit 1; }
sed 's/^        CGSize(width: cardWidth, height: 250)$/        CGSize(width: cardWidth, height: collectionViewLayout.itemSize.height)/' "$pager" > "$work/Pager/CardPager.swift"
if python3 "$check" --target ScrollSimUIKit --also "Pager=$work/Pager" > "$work/pager.txt" 2>&1; then
    echo "test-check-ios: a UIKit member UICollectionViewLayout does not have passed the check" >&2
    exit 1
fi
grep -q "CardPager.swift:.*itemSize" "$work/pager.txt" \
    || { echo "test-check-ios: the planted member was not named:" >&2; cat "$work/pager.txt" >&2; exit 1; }
echo "test-check-ios: iOS 18 API in the libraries, and a member real UIKit lacks in the app's pager, fail the SDK check by file"
