#!/usr/bin/env bash
# Tests scripts/check-readme-example.sh on a planted fault: a README whose example does not
# compile must fail the check with "does not build" (a failed build once passed it, hidden by a
# pipeline). Reuses README_EXAMPLE_SCRATCH's build when set, as .ci/run does.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
readme=$(mktemp)
trap 'rm -f "$readme"' EXIT
cat > "$readme" <<'MD'
## A test that replays a gesture

```swift
import ScrollSim
let broken: Int = "not a number"
```
MD
if out=$(bash "$here/check-readme-example.sh" "$readme" 2>&1); then
    echo "test-check-readme-example: an example that does not compile passed the check" >&2
    exit 1
fi
grep -q "does not build" <<< "$out" || { echo "test-check-readme-example: expected \"does not build\" in: $out" >&2; exit 1; }
echo "test-check-readme-example: an example that does not compile fails the check"
