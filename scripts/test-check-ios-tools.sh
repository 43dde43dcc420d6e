#!/usr/bin/env bash
# Tests scripts/check-ios-tools.sh on a copy of the package with a fault planted in code that only
# Darwin compiles: ResidentMemory's `task_info` call without `@preconcurrency import Darwin`, which
# Swift 6 rejects there (`mach_task_self_` is a mutable C global). The check must fail, naming the
# file: proof that it reads the Darwin branch of a target that depends on the C target. About two
# minutes (the whole chain of targets is typechecked).
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R Package.swift Sources "$work/"
file=Sources/ScrollSimTestSupport/ResidentMemory.swift
grep -q '^    @preconcurrency import Darwin$' "$file" \
    || { echo "test-check-ios-tools: $file no longer has the line this test plants its fault in" >&2; exit 1; }
sed 's/^    @preconcurrency import Darwin$/    import Darwin/' "$file" > "$work/$file"
if bash scripts/check-ios-tools.sh "$work" > "$work/out.txt" 2>&1; then
    echo "test-check-ios-tools: a Darwin-only fault passed the check" >&2
    exit 1
fi
grep -q "ResidentMemory.swift:.*mach_task_self_" "$work/out.txt" \
    || { echo "test-check-ios-tools: the planted fault was not named:" >&2; cat "$work/out.txt" >&2; exit 1; }
echo "test-check-ios-tools: a fault in a Darwin-only branch of a target beside the C target fails the check by name" >&2
