#!/usr/bin/env bash
# UIKit names ScrollSim does not model fail to compile with a message saying what to use
# instead: type-checks a file of pasted app code against the debug build's modules and requires
# each line's message. Run after `swift build` (or `swift test`).
set -euo pipefail
cd "$(dirname "$0")/.."
modules=.build/debug/Modules
[ -d "$modules" ] || { echo "check-unavailable-names: no $modules; run swift build first" >&2; exit 1; }
out=$(swiftc -typecheck -I "$modules" scripts/unavailable-names/pasted-from-an-app.swift 2>&1 || true)
expected=(
    "'UIViewController' is unavailable: ScrollSim has no view controllers"
    "'init(frame:collectionViewLayout:)' is unavailable: use SimulatedCollectionView(bounds:"
    "'visibleCells' is unavailable: cells are not modelled"
    "'reloadData()' is unavailable: there is no data source: set numberOfItems"
    "'showsHorizontalScrollIndicator' is unavailable: scroll indicators are not drawn"
    "'panGestureRecognizer' is unavailable: there is no recognizer object"
    "'estimatedItemSize' is unavailable: self-sizing cells are not modelled"
    "'NSCollectionLayoutBoundarySupplementaryItem' is unavailable: section headers and footers are not modelled"
    "'flexible' is unavailable: flexible spacing is not modelled"
    "'drag(at:distance:releaseVelocity:axis:duration:frameRate:)' is unavailable: say the release velocity's unit"
)
missing=0
for message in "${expected[@]}"; do
    if ! grep -qF -- "$message" <<< "$out"; then
        echo "check-unavailable-names: no error \"$message\"" >&2
        missing=1
    fi
done
errors=$(grep -c "pasted-from-an-app.swift:[0-9]*:[0-9]*: error:" <<< "$out" || true)
if [ "$errors" != "${#expected[@]}" ]; then
    echo "check-unavailable-names: expected ${#expected[@]} errors, found $errors:" >&2
    echo "$out" >&2
    missing=1
fi
[ "$missing" = 0 ]
echo "check-unavailable-names: each pasted UIKit name fails with a message saying what to use instead"
