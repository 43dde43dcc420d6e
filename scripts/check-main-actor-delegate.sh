#!/usr/bin/env bash
# Holds the README's paragraph on main-actor delegates to the compiler. An app's controller,
# `@MainActor final class CardCarouselController: NSObject, UICollectionViewDelegateFlowLayout`,
# type-checked against the debug build's modules in Swift 6 mode:
#   - as written, it fails with the error the README quotes;
#   - with `@MainActor` before the protocol (the fix-it's one word), it builds without a warning;
#   - as written, with the upcoming feature InferIsolatedConformances, it builds without a warning.
# Run after `swift build` (or `swift test`). Usage: check-main-actor-delegate.sh [README]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
readme=${1:-$root/README.md}
modules=$root/.build/debug/Modules
[ -d "$modules" ] || { echo "check-main-actor-delegate: no $modules; run swift build first" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source=$root/scripts/main-actor-delegate/CardCarouselController.swift
error="conformance of 'CardCarouselController' to protocol 'CollectionViewDelegateFlowLayout' crosses into main actor-isolated code"
fixit="isolate this conformance to the main actor with '@MainActor'"

typecheck() { # conformance, extra flags...
    local conformance=$1
    shift
    sed "s/CONFORMANCE/$conformance/" "$source" > "$work/CardCarouselController.swift"
    swiftc -swift-version 6 -typecheck -I "$modules" "$@" "$work/CardCarouselController.swift" 2>&1
}

status=0
if out=$(typecheck "UICollectionViewDelegateFlowLayout"); then
    echo "check-main-actor-delegate: the plain conformance compiled; the README says Swift 6 refuses it: update the README" >&2
    status=1
elif ! grep -qF -- "$error" <<< "$out" || ! grep -qF -- "$fixit" <<< "$out"; then
    echo "check-main-actor-delegate: the plain conformance failed, but not with the error and fix-it the README quotes:" >&2
    echo "$out" >&2
    status=1
fi
if ! out=$(typecheck "@MainActor UICollectionViewDelegateFlowLayout" -warnings-as-errors); then
    echo "check-main-actor-delegate: the conformance with @MainActor does not build:" >&2
    echo "$out" >&2
    status=1
fi
if ! out=$(typecheck "UICollectionViewDelegateFlowLayout" -warnings-as-errors -enable-upcoming-feature InferIsolatedConformances); then
    echo "check-main-actor-delegate: the plain conformance does not build with InferIsolatedConformances:" >&2
    echo "$out" >&2
    status=1
fi
# The README quotes the error and the fix-it word for word (its lines wrapped anywhere).
flat=$(tr -s ' \n' '  ' < "$readme")
for quote in "$error" "$fixit"; do
    if ! grep -qF -- "$quote" <<< "$flat"; then
        echo "check-main-actor-delegate: $readme does not quote \"$quote\"" >&2
        status=1
    fi
done
[ "$status" = 0 ]
echo "check-main-actor-delegate: a main-actor controller fails as the README says without the word, and builds with it" >&2
