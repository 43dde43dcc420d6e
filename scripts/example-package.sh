# Sourced by check-readme-example.sh and check-testing-guide.sh: what a user's first hour does
# with a package the docs print, as one function. Not run on its own.
#
# check_example_package NAME WHAT SCRATCH LOGS RECORDED
#   Builds the package in the current folder (tests included) into SCRATCH, then runs its tests
#   twice: the first run (SCROLLSIM_RECORD=missing) must fail and its log match the extended
#   regular expression RECORDED (the feel golden it records); the second (never) must pass.
#   Fails, saying why with NAME and WHAT in the message, when the build fails or prints an error
#   or a warning, or when either run does not behave so. The logs are left in the folder LOGS
#   (build.log, first.log, second.log).
check_example_package() {
    local name=$1 what=$2 scratch=$3 logs=$4 recorded=$5
    if ! swift build --build-tests --scratch-path "$scratch" > "$logs/build.log" 2>&1; then
        grep -E "error|warning" "$logs/build.log" | head -20 >&2 || tail -20 "$logs/build.log" >&2
        echo "$name: $what does not build (see above)" >&2
        return 1
    fi
    if grep -E "error:|warning:" "$logs/build.log" >&2; then
        echo "$name: $what does not build cleanly (see above)" >&2
        return 1
    fi
    if SCROLLSIM_RECORD=missing swift test --skip-build --scratch-path "$scratch" > "$logs/first.log" 2>&1; then
        echo "$name: the first run passed, but recording a new feel golden must fail it" >&2
        return 1
    fi
    if ! grep -qE "$recorded" "$logs/first.log"; then
        tail -20 "$logs/first.log" >&2
        echo "$name: the first run failed without recording its feel golden (see above)" >&2
        return 1
    fi
    if ! SCROLLSIM_RECORD=never swift test --skip-build --scratch-path "$scratch" > "$logs/second.log" 2>&1; then
        tail -30 "$logs/second.log" >&2
        echo "$name: the second run failed (see above)" >&2
        return 1
    fi
}
