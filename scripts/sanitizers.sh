#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer and ThreadSanitizer.
#
#   scripts/sanitizers.sh            both
#   scripts/sanitizers.sh address    one of them (address or thread)
#
# Each sanitizer builds into its own scratch folder (.build-asan, .build-tsan; ignored by git), so
# the normal .build is not rebuilt. Extra `swift test` arguments can be passed in SWIFT_TEST_ARGS,
# e.g. SWIFT_TEST_ARGS="--filter ScrollSimTests". Exits non-zero if a test fails or a sanitizer
# reports an error (the sanitizers abort the test process on their first report).
set -euo pipefail
cd "$(dirname "$0")/.."
sanitizers=("${@:-address}")
[ $# -eq 0 ] && sanitizers=(address thread)
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
    echo "== swift test --sanitize=$sanitizer --scratch-path $scratch" >&2
    # Stop at the first report, with a non-zero exit, and keep the report readable.
    # SCROLLSIM_SANITIZER tells the one-hour recording test to skip its resident-memory check.
    SCROLLSIM_SANITIZER=$sanitizer \
    ASAN_OPTIONS=${ASAN_OPTIONS:-halt_on_error=1:detect_leaks=$leaks} \
    LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/scripts/lsan.supp:print_suppressions=0} \
    TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=1:second_deadlock_stack=1} \
        swift test --sanitize="$sanitizer" --scratch-path "$scratch" ${SWIFT_TEST_ARGS:-}
done
