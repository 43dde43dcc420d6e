#!/usr/bin/env bash
# Runs `swift test --skip-build --filter FILTER [ARGS…]` and fails when it fails or when it ran no
# test: a renamed suite must not turn a CI step into one that passes by running nothing. On a
# failure it prints the whole log (a sanitizer's report is in it); otherwise its last lines.
set -euo pipefail
filter=$1
shift
log=$(mktemp)
trap 'rm -f "$log"' EXIT
code=0
swift test --skip-build --filter "$filter" "$@" > "$log" 2>&1 || code=$?
[ "$code" = 0 ] || { cat "$log"; echo "filtered-test: swift test --filter $filter failed (exit $code)" >&2; exit "$code"; }
tail -n 5 "$log"
# XCTest: "Executed N tests"; Swift Testing: "Test run with N tests". Any line with N ≥ 1 counts.
if ! grep -Eq "Executed [1-9][0-9]* tests?|Test run with [1-9][0-9]* tests?" "$log"; then
    echo "filtered-test: swift test --filter $filter ran no test; is the filter the name of a suite that exists?" >&2
    exit 1
fi
