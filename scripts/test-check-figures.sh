#!/usr/bin/env bash
# The figure check fails on a quoted figure that differs from the benchmark output, on an unknown
# key and on an output that is not a whole run, and passes on a correct citation.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/docs"
cat > "$work/docs/benchmark-output.txt" <<'OUT'
# | figure              | value | unit | spread | target | met | key
--|---------------------|-------|------|--------|--------|-----|------------
7 | sweep on one core   | 0.143 | s    | ±0.6%  |        |     | grid.serial
total 21.9 s
OUT
expect() {  # expect pass|fail README-TEXT
    printf '%s\n' "$2" > "$work/README.md"
    if python3 "$here/check-figures.py" "$work" > "$work/log" 2>&1; then result=pass; else result=fail; fi
    if [ "$result" != "$1" ]; then
        echo "test-check-figures: expected $1 for: $2"; cat "$work/log"; exit 1
    fi
}
expect pass 'One core takes 0.143 s <!-- bench: grid.serial --> here.'
expect fail 'One core takes 0.145 s <!-- bench: grid.serial --> here.'
expect fail 'One core takes 0.143 s <!-- bench: grid.parallel --> here.'
expect fail 'No number <!-- bench: grid.serial --> here.'
sed -i '/^total/d' "$work/docs/benchmark-output.txt"
expect fail 'One core takes 0.143 s <!-- bench: grid.serial --> here.'
echo "test-check-figures: a wrong, unknown or unnumbered citation and a partial output fail; a correct one passes"
