#!/usr/bin/env bash
# Tests scripts/filtered-test.sh on the built package: a filter that matches a suite passes, a
# filter that matches no test fails.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
bash "$here/filtered-test.sh" SceneTests > /dev/null
if bash "$here/filtered-test.sh" NoSuchSuiteAnywhere > /dev/null 2>&1; then
    echo "test-filtered-test: a filter that matches no test passed" >&2
    exit 1
fi
echo "test-filtered-test: a filter that matches no test fails; one that matches a suite passes"
