#!/usr/bin/env bash
# Tests scripts/check-ios-testing.py on a copy of the package with three faults planted where only
# Apple's XCTest and Swift Testing would find them. The check must fail and name each:
# - in ScrollSimTesting, `XCTFail(…, line: Int(…))`: Apple's XCTFail takes the line as a UInt;
# - in ScrollSimTesting, `Issue.record(…, severity: .error, …)`: Swift 6.3's Testing on this Linux
#   toolchain has it, Xcode 16's and 26.0's do not (Swift 6.0-6.2), so `swift build` here passes;
# - in the XCTest test's Apple branch (`#else` of `#if os(Linux)`), which no compiler on Linux
#   reads, `issue.sourceCodeContext.location?.filePath`: XCTSourceCodeLocation has `fileURL`.
# About a minute (the modules ScrollSimTesting needs are emitted for iOS).
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Tests"
cp -R Package.swift Sources "$work/"
cp -R Tests/ScrollSimTestingTests "$work/Tests/"

# plant FILE FROM TO: in the copy of FILE, the first FROM (a fixed string) becomes TO.
plant() {
    FROM="$2" TO="$3" python3 -c '
import os, sys
text = open(sys.argv[1], encoding="utf-8").read()
if os.environ["FROM"] not in text:
    sys.exit(1)
open(sys.argv[1], "w", encoding="utf-8").write(text.replace(os.environ["FROM"], os.environ["TO"], 1))
' "$work/$1" || { echo "test-check-ios-testing: $1 no longer has what this test plants a fault in: $2" >&2; exit 1; }
}
failure=Sources/ScrollSimTesting/TestFailure.swift
plant "$failure" 'line: location.line)' 'line: Int(location.line))'
plant "$failure" 'Comment(rawValue: message),' 'Comment(rawValue: message), severity: .error,'
plant Tests/ScrollSimTestingTests/XCTestLocatedExpectationTests.swift 'location?.fileURL.path' 'location?.filePath'

if python3 scripts/check-ios-testing.py --package "$work" > "$work/out.txt" 2>&1; then
    echo "test-check-ios-testing: faults that only Apple's XCTest and Testing reject passed the check:" >&2
    cat "$work/out.txt" >&2
    exit 1
fi
for expected in \
    "TestFailure.swift:[0-9]*:[0-9]*: error: .*'Int'.*'UInt'" \
    "TestFailure.swift:[0-9]*:[0-9]*: error: .*severity" \
    "XCTestLocatedExpectationTests.swift:[0-9]*:[0-9]*: error: .*filePath"; do
    grep -q "$expected" "$work/out.txt" || {
        echo "test-check-ios-testing: the planted fault ($expected) was not named:" >&2
        cat "$work/out.txt" >&2
        exit 1
    }
done
echo "test-check-ios-testing: wrong XCTest and Testing calls in ScrollSimTesting and in the XCTest test's Apple branch fail the check by name" >&2
