#!/usr/bin/env bash
# Typechecks against Apple's real iOS SDK (../shared/ios-sdk/check-ios.py) the Swift code that
# check-ios cannot reach by itself, with its `#if canImport(Darwin)` branches, which no compiler
# on Linux otherwise reads: ScrollSimCLI, ScrollSimTestSupport and ScrollSimBenchmarks (the last
# two depend on the C target ScrollSimAllocationHook, and check-ios reads Swift targets only), and
# the `main.swift` of `scrollsim` and `scrollsim-bench`.
#
# How: the C target's real header is given to the compiler's Clang importer as a module (a module
# map in a temporary folder on CPATH, which Clang reads as an include path), so `import
# ScrollSimAllocationHook` reads it for arm64-apple-ios; the Swift targets that need it and the
# two executables are added with `--also`. In temporary copies of the two `main.swift` files,
# `CommandLine.arguments` reads `ProcessInfo.processInfo.arguments`: the SDK's Swift 5.8 library
# declares it a mutable static variable, which Swift 6 rejects, where Swift 6.0's library (Xcode
# 16, which this package's tools version needs) makes it read-only.
#
#   bash scripts/check-ios-tools.sh [PACKAGE]     # PACKAGE: another tree (a planted fault)
#
# Exit status: check-ios's (0 when every target typechecks).
set -euo pipefail
cd "$(dirname "$0")/.."
package=$(cd "${1:-.}" && pwd)
check_ios=${CHECK_IOS:-$PWD/../shared/ios-sdk/check-ios.py}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/include"
cat > "$scratch/include/module.modulemap" << EOF
module ScrollSimAllocationHook {
    header "$package/Sources/ScrollSimAllocationHook/include/ScrollSimAllocationHook.h"
    export *
}
EOF
for executable in scrollsim scrollsim-bench; do
    module=${executable//-/_}
    mkdir -p "$scratch/$module"
    sed 's/CommandLine\.arguments/ProcessInfo.processInfo.arguments/g' "$package/Sources/$executable/main.swift" > "$scratch/$module/main.swift"
done
echo "check-ios-tools: the C target's header as a Clang module; in copies of main.swift, CommandLine.arguments read through ProcessInfo"
CPATH="$scratch/include${CPATH:+:$CPATH}" python3 "$check_ios" --package "$package" --target ScrollSimCLI \
    --also ScrollSimTestSupport="$package/Sources/ScrollSimTestSupport" \
    --also ScrollSimBenchmarks="$package/Sources/ScrollSimBenchmarks" \
    --also scrollsim="$scratch/scrollsim" --also scrollsim_bench="$scratch/scrollsim_bench"
