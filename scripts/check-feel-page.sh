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
    echo "check-feel-page: no Chromium on the PATH; installing Debian's chromium" >&2
    if [ "$(id -u)" = 0 ]; then apt=(apt-get); else apt=(sudo apt-get); fi
    "${apt[@]}" install -y -qq chromium > /dev/null 2>&1 || { "${apt[@]}" update -qq > /dev/null 2>&1 && "${apt[@]}" install -y -qq chromium > /dev/null 2>&1; }
    browser=$(command -v chromium)
fi
swift build --product scrollsim > /dev/null
python3 scripts/check-feel-page.py "$(swift build --show-bin-path)/scrollsim" "$browser"
