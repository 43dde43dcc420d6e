#!/usr/bin/env bash
# Tests the stand-in build's guard: STANDIN_BUILD_DIR naming a folder outside the package, or a
# folder of the package that is not a build folder, is refused with exit 64 and nothing is deleted.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
victim="$(mktemp -d)"
trap 'rm -rf "$victim"' EXIT
touch "$victim/keep"
for dir in "$victim" "$root/Sources" "$root/.build" "$root/../.build-outside"; do
    code=0
    STANDIN_BUILD_DIR="$dir" bash "$root/tools/sdk-standins/build.sh" > /dev/null 2>&1 || code=$?
    [ "$code" = 64 ] || { echo "test-standin-guard: STANDIN_BUILD_DIR=$dir exited $code, not 64" >&2; exit 1; }
done
[ -f "$victim/keep" ] && [ -d "$root/Sources" ] || { echo "test-standin-guard: a refused folder was deleted" >&2; exit 1; }
echo "test-standin-guard: folders outside the package, and its own non-build folders, are refused with exit 64 and left alone"
