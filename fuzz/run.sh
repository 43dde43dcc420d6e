#!/usr/bin/env bash
# Fuzzes the scenario decoder and runner for SECONDS seconds (default 60); builds first.
#
#   fuzz/run.sh 600            ten minutes
#   fuzz/run.sh 60 -jobs=2     extra arguments go to libFuzzer
#
# Seeds: fuzz/corpus (committed, read only). New inputs go to fuzz-out/corpus, crashes to
# fuzz-out/artifacts; both are ignored by git. Exits non-zero on a crash, a leak or a timeout,
# printing the input that caused it. Reproduce with a symbolicated trace: fuzz-out/fuzz-scenarios FILE
# (Swift's backtracer is off while fuzzing so that libFuzzer can save the crashing input.)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true
bash fuzz/build.sh
mkdir -p fuzz-out/corpus fuzz-out/artifacts
SWIFT_BACKTRACE=enable=no fuzz-out/fuzz-scenarios -max_total_time="$seconds" -max_len=4096 -timeout=20 -rss_limit_mb=2048 \
    -dict=fuzz/scenario.dict -artifact_prefix=fuzz-out/artifacts/ -print_final_stats=1 "$@" \
    fuzz-out/corpus fuzz/corpus
