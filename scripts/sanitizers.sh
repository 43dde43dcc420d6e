#!/usr/bin/env bash
# Runs the test suite under AddressSanitizer and ThreadSanitizer.
#
#   scripts/sanitizers.sh            both, the whole suite
#   scripts/sanitizers.sh address    one of them (address or thread)
#   SCROLLSIM_SANITIZER_FILTER=REGEX scripts/sanitizers.sh
#                                    only the tests REGEX matches (`swift test --filter`), as
#                                    .ci/run does for the engine, scene and sweep suites
#
# Each sanitizer builds into its own scratch folder (.build-asan, .build-tsan; ignored by git), so
# the normal .build is not rebuilt. The tests run through scripts/filtered-test.sh: the script
# exits non-zero if a test fails, a sanitizer reports an error (the sanitizers abort the test
# process on their first report, and the whole log is printed), or no test ran (a filter that
# names no suite). Extra `swift test` arguments can be passed in SWIFT_TEST_ARGS.
set -euo pipefail
cd "$(dirname "$0")/.."
sanitizers=("${@:-address}")
[ $# -eq 0 ] && sanitizers=(address thread)
filter=${SCROLLSIM_SANITIZER_FILTER:-.}
# LeakSanitizer runs on Linux only (Apple's AddressSanitizer has none), with scripts/lsan.supp
# hiding XCTest's own objects that are still referenced at exit.
leaks=0
[ "$(uname)" = Linux ] && leaks=1
for sanitizer in "${sanitizers[@]}"; do
    case "$sanitizer" in
        address) scratch=.build-asan ;;
        thread) scratch=.build-tsan ;;
        *) echo "scripts/sanitizers.sh: unknown sanitizer \"$sanitizer\"; use address or thread" >&2; exit 64 ;;
    esac
    echo "== swift test --sanitize=$sanitizer --scratch-path $scratch --filter '$filter'" >&2
    swift build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch"
    # Stop at the first report, with a non-zero exit, and keep the report readable.
    # SCROLLSIM_SANITIZER tells the one-hour recording test to skip its resident-memory check.
    SCROLLSIM_SANITIZER=$sanitizer \
    ASAN_OPTIONS=${ASAN_OPTIONS:-halt_on_error=1:detect_leaks=$leaks} \
    LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/scripts/lsan.supp:print_suppressions=0} \
    TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=1:second_deadlock_stack=1} \
        bash scripts/filtered-test.sh "$filter" --sanitize="$sanitizer" --scratch-path "$scratch" ${SWIFT_TEST_ARGS:-}
done
