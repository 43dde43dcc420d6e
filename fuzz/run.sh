#!/usr/bin/env bash
# Fuzzes the scenario decoder and runner for SECONDS seconds (default 60); builds first.
#
#   fuzz/run.sh 600            ten minutes
#   fuzz/run.sh 60 -jobs=2     extra arguments go to libFuzzer
#
# Seeds: every bundled scenario as it is today (Scenarios/*.json, minified, without its
# description, written afresh to fuzz-out/seeds on each run so they never go stale) and the
# hand-written edge cases in fuzz/corpus (committed, read only). New inputs go to fuzz-out/corpus,
# crashes to fuzz-out/artifacts; all three are ignored by git. Exits non-zero on a crash, a leak or a timeout,
# printing the input that caused it. Reproduce with a symbolicated trace: fuzz-out/fuzz-scenarios FILE
# (Swift's backtracer is off while fuzzing so that libFuzzer can save the crashing input.)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true
bash fuzz/build.sh
mkdir -p fuzz-out/corpus fuzz-out/artifacts
rm -rf fuzz-out/seeds
python3 - <<'PY'
import glob, json, os
os.makedirs("fuzz-out/seeds")
for path in sorted(glob.glob("Scenarios/*.json")):
    value = json.load(open(path, encoding="utf-8"))
    if not isinstance(value, dict) or "gestures" not in value:
        continue  # the schema, not a scenario
    value.pop("description", None)
    with open(os.path.join("fuzz-out/seeds", os.path.basename(path)), "w", encoding="utf-8") as out:
        out.write(json.dumps(value, separators=(",", ":"), ensure_ascii=False))
PY
SWIFT_BACKTRACE=enable=no fuzz-out/fuzz-scenarios -max_total_time="$seconds" -max_len=4096 -timeout=20 -rss_limit_mb=2048 \
    -dict=fuzz/scenario.dict -artifact_prefix=fuzz-out/artifacts/ -print_final_stats=1 "$@" \
    fuzz-out/corpus fuzz-out/seeds fuzz/corpus
