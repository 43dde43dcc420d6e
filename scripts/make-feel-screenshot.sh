#!/usr/bin/env bash
# Regenerates docs/images/feel-page.png, the README's picture of a `scrollsim view` page: a
# fast flick with no delegate and with a paging delegate, paused mid-glide. Needs Chromium (see
# scripts/check-feel-page.sh). Run from the package root.
set -euo pipefail
browser=$(command -v chromium || command -v chromium-headless-shell)
swift build --product scrollsim > /dev/null
page=$(mktemp -d)/feel.html
"$(swift build --show-bin-path)/scrollsim" view Scenarios/group-paging-centered-fast-flick.json \
    --set strategy=none,group-paging-centered --output "$page"
"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 --window-size=1000,820 \
    --virtual-time-budget=2000 --screenshot=docs/images/feel-page.png "file://$page#frame=20" 2> /dev/null
echo "wrote docs/images/feel-page.png"
