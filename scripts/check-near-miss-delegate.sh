#!/usr/bin/env bash
# Holds the README's paragraph on near-miss delegate methods to the compiler. A
# `scrollViewWillEndDragging` taking `inout CGPoint` (UIKit passes an UnsafeMutablePointer),
# type-checked against the debug build's modules:
#   - in the extension that declares the conformance, Swift warns that it nearly matches the
#     requirement, with the text the README quotes;
#   - in the class body, beside the conformance, it compiles without a warning.
# Run after `swift build` (or `swift test`). Usage: check-near-miss-delegate.sh [README]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
readme=${1:-$root/README.md}
modules=$root/.build/debug/Modules
[ -d "$modules" ] || { echo "check-near-miss-delegate: no $modules; run swift build first" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
method='func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint) { targetContentOffset.x = 0 }'
warning="instance method 'scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)' nearly matches defaulted requirement 'scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)' of protocol 'ScrollViewDelegate'"

typecheck() { # the test file's text
    printf '%s\n' "$1" > "$work/CardPager.swift"
    swiftc -swift-version 6 -typecheck -I "$modules" "$work/CardPager.swift" 2>&1
}

status=0
in_extension=$(typecheck "import ScrollSim
final class CardPager: NSObject {}
extension CardPager: UIScrollViewDelegate {
    $method
}") || {
    echo "check-near-miss-delegate: the extension form does not compile:" >&2
    echo "$in_extension" >&2
    status=1
}
if ! grep -qF -- "warning: $warning" <<< "$in_extension"; then
    echo "check-near-miss-delegate: no near-miss warning for the method in the conformance's extension; the README says Swift gives one:" >&2
    echo "$in_extension" >&2
    status=1
fi
in_body=$(typecheck "import ScrollSim
final class CardPager: NSObject, UIScrollViewDelegate {
    $method
}") || {
    echo "check-near-miss-delegate: the class-body form does not compile:" >&2
    echo "$in_body" >&2
    status=1
}
if grep -q "warning:" <<< "$in_body"; then
    echo "check-near-miss-delegate: the method in the class body now gets a warning; the README says it gets none: update it" >&2
    echo "$in_body" >&2
    status=1
fi
# The README quotes the warning word for word (its lines wrapped anywhere).
flat=$(tr -s ' \n' '  ' < "$readme")
if ! grep -qF -- "$warning" <<< "$flat"; then
    echo "check-near-miss-delegate: $readme does not quote \"$warning\"" >&2
    status=1
fi
[ "$status" = 0 ] && echo "check-near-miss-delegate: a near miss in the conformance's extension is warned about, one in the class body is not, as the README says"
exit "$status"
