#!/usr/bin/env bash
# Tests scripts/validate-scenarios.py: a copy of the bundled scenarios passes; the same copy with a
# misspelt key and a negative bounds fails, naming each file and JSON path.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
tree="$(mktemp -d)"
trap 'rm -rf "$tree"' EXIT
cp "$here/../Scenarios/"*.json "$tree/"
python3 "$here/validate-scenarios.py" "$tree" > /dev/null
python3 - "$tree/free-fling.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
d["scrollView"]["bounds"] = [-375, 667]
d["expect"]["finalOfset"] = d["expect"].pop("finalOffset")
json.dump(d, open(sys.argv[1], "w"))
PY
if out="$(python3 "$here/validate-scenarios.py" "$tree" 2>&1)"; then
    echo "test-validate-scenarios: a broken scenario passed the check" >&2
    exit 1
fi
for expected in "free-fling.json at scrollView.bounds[0]" "free-fling.json at expect: Additional properties are not allowed ('finalOfset'"; do
    grep -qF "$expected" <<< "$out" || { echo "test-validate-scenarios: expected \"$expected\" in: $out" >&2; exit 1; }
done
echo "test-validate-scenarios: a misspelt key and a negative size fail the check by file and JSON path"
