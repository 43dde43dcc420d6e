#!/usr/bin/env bash
# Tests scripts/check-unsafe.py on a made-up tree: unsafe code in a listed file passes, and so do
# UIKit's `UnsafeMutablePointer<CGPoint>` and the words in comments and strings in an unlisted one;
# unsafe code in an unlisted file fails by file and line, and so does a row whose file has none.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
tree="$(mktemp -d)"
trap 'rm -rf "$tree"' EXIT
mkdir -p "$tree/Sources/ScrollSim" "$tree/docs"
cat > "$tree/docs/architecture.md" <<'DOC'
<!-- unsafe -->
| file | kind |
|---|---|
| `Sources/ScrollSim/Listed.swift` | in place |
<!-- /unsafe -->
DOC
cat > "$tree/Sources/ScrollSim/Listed.swift" <<'SWIFT'
func f(_ x: inout Int) { withUnsafeMutablePointer(to: &x) { $0.pointee = 1 } }
SWIFT
cat > "$tree/Sources/ScrollSim/Delegate.swift" <<'SWIFT'
// Unmanaged in a comment, and "withUnsafeBytes" in a string.
func will(_ target: UnsafeMutablePointer<CGPoint>) { print("withUnsafeBytes") }
SWIFT
python3 "$here/check-unsafe.py" --root "$tree" > /dev/null
cat > "$tree/Sources/ScrollSim/Hidden.swift" <<'SWIFT'
let a = 1
final class Box: @unchecked Sendable {}
SWIFT
echo 'let b = 2' > "$tree/Sources/ScrollSim/Listed.swift"
if out="$(python3 "$here/check-unsafe.py" --root "$tree" 2>&1)"; then
    echo "test-check-unsafe: an unlisted file with unsafe code passed the check" >&2
    exit 1
fi
for expected in "Sources/ScrollSim/Hidden.swift:2: @unchecked Sendable in a file" "lists Sources/ScrollSim/Listed.swift, which uses no unsafe code"; do
    grep -qF "$expected" <<< "$out" || { echo "test-check-unsafe: expected \"$expected\" in: $out" >&2; exit 1; }
done
if grep -q "Delegate.swift" <<< "$out"; then
    echo "test-check-unsafe: UIKit's pointer, a comment or a string counted as unsafe code: $out" >&2
    exit 1
fi
echo "test-check-unsafe: unsafe code in an unlisted file, and a row whose file has none, fail the check; UIKit's pointer, comments and strings pass"
