#!/usr/bin/env bash
# Builds the libFuzzer target over the scenario decoder and runner: fuzz-out/fuzz-scenarios.
#
# Kept outside `swift build`: the module sources are compiled directly with swiftc, each with
# libFuzzer's coverage instrumentation (-sanitize=fuzzer), then linked with the harness in
# fuzz/harness. Needs a Swift toolchain that ships libFuzzer (swift.org toolchains on Linux do;
# Xcode's does not). FUZZ_SANITIZERS=address adds AddressSanitizer.
set -euo pipefail
cd "$(dirname "$0")/.."
out=fuzz-out/build
mkdir -p "$out"
sanitize="fuzzer${FUZZ_SANITIZERS:+,$FUZZ_SANITIZERS}"
swiftc=${SWIFTC:-swiftc}

# A toolchain without libFuzzer fails here, with a message rather than a link error.
probe="$out/probe.swift"
printf '@_cdecl("LLVMFuzzerTestOneInput") public func f(_ d: UnsafePointer<UInt8>, _ n: Int) -> CInt { 0 }\n' > "$probe"
if ! "$swiftc" -sanitize=fuzzer -parse-as-library "$probe" -o "$out/probe" 2> "$out/probe.log"; then
    echo "fuzz/build.sh: this Swift toolchain ($("$swiftc" --version 2>&1 | head -1)) has no libFuzzer runtime." >&2
    echo "  swiftc -sanitize=fuzzer failed:" >&2
    sed 's/^/    /' "$out/probe.log" | head -5 >&2
    echo "  Install a swift.org toolchain (Linux, or the open-source toolchain on macOS) to fuzz." >&2
    exit 1
fi

# The modules the harness needs (what it imports and what they depend on), in dependency order,
# read from Package.swift so that a new module cannot be left out.
list=$(python3 scripts/package-modules.py --imported-by fuzz/harness)
read -ra modules <<< "$list"
objects=()
for module in "${modules[@]}"; do
    echo "compiling $module" >&2
    "$swiftc" -module-name "$module" -package-name ScrollSim -parse-as-library -O -g -wmo -sanitize="$sanitize" \
        -emit-module -emit-module-path "$out/$module.swiftmodule" -I "$out" \
        -c $(find Sources/"$module" -name '*.swift' | LC_ALL=C sort) -o "$out/$module.o"
    objects+=("$out/$module.o")
done
echo "linking fuzz-out/fuzz-scenarios" >&2
"$swiftc" -parse-as-library -O -g -sanitize="$sanitize" -I "$out" fuzz/harness/*.swift "${objects[@]}" \
    -o fuzz-out/fuzz-scenarios
echo "built fuzz-out/fuzz-scenarios" >&2
