#!/usr/bin/env bash
# Compiles ScrollSim's libraries against stand-in UIKit, SwiftUI and AppKit modules, the way an
# app's test target on macOS or Mac Catalyst sees them, with warnings as errors; then
# type-checks a test file that uses ScrollSim's names beside SwiftUI's and an app's main-actor
# controller (its conformance one line for UIKit and ScrollSim), and runs the UIKit adapter's
# checks (an app's own main-actor delegate and layout, driven by the simulation).
#
# The stand-ins (UIKit/, SwiftUI/, AppKit/) declare only the names ScrollSim meets, in the SDK's
# shapes; they are not part of any product. The `#if canImport(UIKit)` code is typechecked for iOS
# against the real SDK; without a Mac, this is how it runs, and how the `#if canImport(AppKit)` code
# and names beside SwiftUI are checked at all. (XCTest/ and Testing/ serve
# scripts/check-ios-testing.py, for the SDK check.) Exits non-zero on the first failure.
set -euo pipefail
cd "$(dirname "$0")"
here=$(pwd)
root=$(cd ../.. && pwd)
out=${STANDIN_BUILD_DIR:-$root/.build-standins}
# The folder is deleted and made anew: only a build folder of this package may be named, never a
# path an environment variable points anywhere else.
case "$(basename "$out")" in
    .build-* | .build_*) ;;
    *) echo "sdk-standins: STANDIN_BUILD_DIR must name a folder called .build-NAME or .build_NAME in $root, not $out" >&2; exit 64 ;;
esac
parent=$(cd "$(dirname "$out")" 2> /dev/null && pwd) || { echo "sdk-standins: the folder holding $out does not exist" >&2; exit 64; }
if [ "$parent" != "$root" ]; then
    echo "sdk-standins: STANDIN_BUILD_DIR must lie directly in the package folder $root, not in $parent" >&2
    exit 64
fi
out="$root/$(basename "$out")"
rm -rf "$out"
mkdir -p "$out/sdk"
swiftc=${SWIFTC:-swiftc}
flags=(-swift-version 6 -parse-as-library -warnings-as-errors)

for sdk in UIKit SwiftUI AppKit; do
    mkdir -p "$out/sdk/$sdk"
    "$swiftc" "${flags[@]}" -module-name "$sdk" -emit-module -emit-module-path "$out/sdk/$sdk/$sdk.swiftmodule" \
        -emit-library -static "$sdk/$sdk.swift" -o "$out/sdk/$sdk/lib$sdk.a"
done

# The libraries a user imports (every library product's targets and what they depend on), and the
# ones the adapter check links (what it imports and what they depend on), in dependency order, read
# from Package.swift so that a new module cannot be left out.
list=$(python3 "$root/scripts/package-modules.py" --libraries)
read -ra modules <<< "$list"
list=$(python3 "$root/scripts/package-modules.py" --imported-by "$here/checks/adapter")
read -ra linked <<< "$list"

# name:stand-ins visible to the compiler. No iOS configuration: the libraries are typechecked for
# iOS against Apple's real iOS 16.5 SDK (../shared/ios-sdk/check-ios.py, run by .ci/run), which
# the stand-ins only imitated. Mac Catalyst (UIKit beside AppKit) still runs the adapter checks,
# which need code generation the SDK check does not do; macOS has no SDK here at all.
configurations=("macos:AppKit SwiftUI" "catalyst:UIKit AppKit SwiftUI")
for configuration in "${configurations[@]}"; do
    name=${configuration%%:*}
    sdks=(${configuration#*:})
    dir="$out/$name"
    mkdir -p "$dir"
    search=(-I "$dir")
    for sdk in "${sdks[@]}"; do search+=(-I "$out/sdk/$sdk"); done
    echo "stand-ins: $name (${sdks[*]})" >&2
    for module in "${modules[@]}"; do
        "$swiftc" "${flags[@]}" -package-name ScrollSim -module-name "$module" -wmo \
            -emit-module -emit-module-path "$dir/$module.swiftmodule" "${search[@]}" \
            -c $(find "$root/Sources/$module" -name '*.swift' | LC_ALL=C sort) -o "$dir/$module.o"
    done
    "$swiftc" "${flags[@]}" -typecheck "${search[@]}" "$here/checks/NamesBesideSwiftUI.swift" "$here/checks/MainActorController.swift"
    if [[ " ${sdks[*]} " == *" UIKit "* ]]; then
        libraries=()
        for sdk in "${sdks[@]}"; do libraries+=("$out/sdk/$sdk/lib$sdk.a"); done
        objects=()
        for module in "${linked[@]}"; do objects+=("$dir/$module.o"); done
        "$swiftc" -swift-version 6 -warnings-as-errors "${search[@]}" "$here/checks/adapter/main.swift" \
            "${objects[@]}" "${libraries[@]}" -o "$dir/adapter-check"
        "$dir/adapter-check"
    fi
done
echo "stand-ins: every configuration builds, and the adapter checks pass" >&2
