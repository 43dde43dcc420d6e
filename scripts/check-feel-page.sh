#!/usr/bin/env bash
# Checks `scrollsim view` pages in a real browser (scripts/check-feel-page.py): installs a headless
# Chromium from the distribution's packages when none is on the PATH, builds the CLI, and runs the
# checks. Run from the package root.
set -euo pipefail
browser=""
for name in chromium chromium-headless-shell chromium-browser; do
    if command -v "$name" > /dev/null; then browser=$(command -v "$name"); break; fi
done
if [ -z "$browser" ]; then
    # Installs only as root (CI runs as root); never through sudo unasked. What apt prints goes to
    # a log that is shown when the install fails.
    if [ "$(id -u)" != 0 ]; then
        echo "check-feel-page: no Chromium on the PATH. Install it, then run this again: sudo apt-get install chromium" >&2
        exit 1
    fi
    echo "check-feel-page: no Chromium on the PATH; installing Debian's package chromium (apt-get update, apt-get install -y chromium)" >&2
    log=$(mktemp)
    if ! { apt-get update -qq && apt-get install -y -qq chromium; } > "$log" 2>&1; then
        tail -n 20 "$log" >&2
        rm -f "$log"
        echo "check-feel-page: installing chromium failed (above); install it with: apt-get update && apt-get install -y chromium" >&2
        exit 1
    fi
    rm -f "$log"
    browser=$(command -v chromium || true)
    [ -n "$browser" ] || { echo "check-feel-page: apt-get installed chromium but no chromium is on the PATH" >&2; exit 1; }
fi
# SCRATCH_PATH, when set, is the build folder (swift build --scratch-path): a build of your own
# beside another that uses .build.
scratch=()
if [ -n "${SCRATCH_PATH:-}" ]; then scratch=(--scratch-path "$SCRATCH_PATH"); fi
swift build "${scratch[@]}" --product scrollsim > /dev/null
python3 scripts/check-feel-page.py "$(swift build "${scratch[@]}" --show-bin-path)/scrollsim" "$browser"
