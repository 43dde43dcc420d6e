#!/usr/bin/env python3
"""Typechecks `ScrollSimTesting` and `ScrollSimSweepTesting` for iOS against Apple's real iOS SDK,
and the Apple branch of their XCTest test, which `../shared/ios-sdk/check-ios.py` cannot reach:
they import XCTest and Testing, which ship in Xcode's platform folder, not in the SDK.

    python3 scripts/check-ios-testing.py                 # this package
    python3 scripts/check-ios-testing.py --package DIR   # another tree (a planted fault)

How: XCTest and Testing are stand-in modules (`tools/sdk-standins/XCTest`, `.../Testing`) that
declare only the names this code uses, in the shapes of Apple's XCTest and Swift Testing (each
file's header says which and whence), compiled for arm64-apple-ios against the SDK. The modules
ScrollSimTesting needs (ScrollPhysics, ScrollSimJSON, ScrollSim, ScrollSimGoldens and, for
ScrollSimSweepTesting, ScrollSimStrategies and ScrollSimScenarios) are emitted as check-ios.py
emits them: the same SDK, resource folder and module cache (check-ios.py's cache in /tmp, or
SCROLLSIM_IOS_SDK_CACHE; check-ios.py is run first when it is missing), the deployment target
from Package.swift, the language mode from its tools version, check-ios.py's back-ports added to
a temporary copy of a target whose sources trigger them, and a target using @TaskLocal read in
Swift 5 mode (the SDK's Swift library is 5.8's), all as one package (`-package-name scrollsim`).
Then each of these is typechecked with warnings as errors, whole bodies, in the manifest's
language mode (Swift 6):
- ScrollSimTesting and ScrollSimSweepTesting;
- Tests/ScrollSimTestingTests/XCTestLocatedExpectationTests.swift, whose `#else` branch overrides
  XCTestCase's `record(_:)` where Linux overrides `recordFailure`, with the test target's
  `freeFling()` (copied from LocatedExpectationTests.swift, which itself needs Swift Testing's
  macros) beside it.

Nothing in the package is written. Exit 0 when all typecheck, 1 when any does not (the compiler's
errors are printed, with the package's paths), 2 when the check cannot run (no ../shared/ios-sdk).
"""
import hashlib
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STANDINS = os.path.join(ROOT, "tools", "sdk-standins")
CHECK_IOS = os.environ.get("CHECK_IOS") or os.path.normpath(os.path.join(ROOT, "..", "shared", "ios-sdk", "check-ios.py"))
# The targets typechecked here; the modules they depend on are only emitted.
CHECKED = ["ScrollSimTesting", "ScrollSimSweepTesting"]
# The XCTest test whose Apple branch is typechecked, and the file its helper comes from.
XCTEST_FILE = "Tests/ScrollSimTestingTests/XCTestLocatedExpectationTests.swift"
HELPER_FILE = "Tests/ScrollSimTestingTests/LocatedExpectationTests.swift"
HELPER = re.compile(r"^func freeFling\(\) throws -> Recording \{\n.*?^\}\n", re.M | re.S)


def cannot_run(message):
    print(f"check-ios-testing: {message}", file=sys.stderr)
    sys.exit(2)


def load_check_ios():
    """check-ios.py as a module, for its back-ports (one list for both checks)."""
    sys.dont_write_bytecode = True  # nothing written beside check-ios.py
    spec = importlib.util.spec_from_file_location("check_ios", CHECK_IOS)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    if not isinstance(getattr(module, "BACKPORTS", None), list):
        cannot_run(f"{CHECK_IOS} no longer declares BACKPORTS, the back-ports this check adds as it does")
    return module


def sdk_cache(check_ios, package):
    """The SDK, resource folder and module cache check-ios.py made, made by running it if missing."""
    digest = hashlib.sha256(open(check_ios.TARBALL, "rb").read()).hexdigest()[:12]
    cache = os.environ.get("SCROLLSIM_IOS_SDK_CACHE") or os.path.join(tempfile.gettempdir(), f"ios-sdk-check-{digest}")
    sdk, rdir = os.path.join(cache, check_ios.SDK_NAME), os.path.join(cache, "resource-dir")
    if not (os.path.isdir(sdk) and os.path.isdir(rdir)):
        # The smallest run that unpacks the SDK and makes the resource folder.
        r = subprocess.run([sys.executable, CHECK_IOS, "--package", package, "--target", "ScrollPhysics"], capture_output=True, text=True)
        if not (os.path.isdir(sdk) and os.path.isdir(rdir)):
            cannot_run(f"check-ios.py made no SDK cache at {cache}: {(r.stdout + r.stderr).strip()[-300:]}")
    return sdk, rdir, os.path.join(cache, "module-cache")


def dependency_names(target):
    return [value[0] for dep in target.get("dependencies", []) for kind, value in dep.items() if kind in ("byName", "target")]


def main(argv):
    package = ROOT
    if argv[:1] == ["--package"] and len(argv) == 2:
        package = os.path.abspath(argv[1])
    elif argv in (["-h"], ["--help"]):
        print(__doc__)
        return 0
    elif argv:
        cannot_run(f"unknown arguments {' '.join(argv)!r} (see --help)")
    if not os.path.isfile(CHECK_IOS):
        cannot_run(f"no {CHECK_IOS} (../shared/ios-sdk is absent): nothing to check against")
    started = time.time()
    check_ios = load_check_ios()
    if not os.path.isfile(check_ios.TARBALL):
        cannot_run(f"no {check_ios.TARBALL} (../shared/ios-sdk is incomplete)")
    swiftc = shutil.which("swiftc") or cannot_run("no swiftc on PATH")
    dump = subprocess.run(["swift", "package", "dump-package"], cwd=package, capture_output=True, text=True)
    if dump.returncode != 0:
        cannot_run(f"swift package dump-package failed in {package}: {dump.stderr.strip()[:300]}")
    manifest = json.loads(dump.stdout)
    targets = {t["name"]: t for t in manifest["targets"]}
    ios = next((p["version"] for p in manifest.get("platforms", []) if p["platformName"] == "ios"), "13.0")
    mode = "6" if int(manifest["toolsVersion"]["_version"].split(".")[0]) >= 6 else "5"
    sdk, rdir, mcache = sdk_cache(check_ios, package)

    order, seen = [], set()

    def visit(name):
        if name not in seen and name in targets:
            seen.add(name)
            for d in dependency_names(targets[name]):
                visit(d)
            order.append(name)

    for name in CHECKED:
        visit(name)

    work = tempfile.mkdtemp(prefix="check-ios-testing-")
    out = os.path.join(work, "modules")
    os.makedirs(out)
    base = [swiftc, "-target", f"arm64-apple-ios{ios}", "-sdk", sdk, "-resource-dir", rdir, "-module-cache-path", mcache,
            "-package-name", "scrollsim", "-parse-as-library", "-diagnostic-style", "llvm", "-I", out]
    skip_bodies = ["-Xfrontend", "-experimental-skip-non-inlinable-function-bodies"]
    print(f"check-ios-testing: {check_ios.SDK_NAME}, arm64-apple-ios{ios}, stand-in XCTest and Testing, "
          f"{', '.join(CHECKED)} and the XCTest test's Apple branch")
    status, notes, failed = {}, [], []

    def report(label, result, paths):
        text = result.stdout + result.stderr
        for copy, original in paths.items():
            text = text.replace(copy, original)
        print(f"\n{label}:\n" + "\n".join("  " + line for line in text.rstrip().splitlines()))

    try:
        # The stand-ins, at the same target and against the same SDK.
        for name in ("XCTest", "Testing"):
            source = os.path.join(STANDINS, name, name + ".swift")
            r = subprocess.run(base + ["-swift-version", "6", "-warnings-as-errors", "-module-name", name, "-emit-module",
                                       "-emit-module-path", os.path.join(out, name + ".swiftmodule"), source],
                               capture_output=True, text=True)
            if r.returncode != 0:
                report(f"stand-in {name}", r, {})
                cannot_run(f"the stand-in {os.path.relpath(source, ROOT)} does not compile")

        emitted = set()
        for name in order:
            t = targets[name]
            missing = [d for d in dependency_names(t) if d in targets and d not in emitted]
            if missing:
                status[name] = f"not checked (needs {', '.join(missing)}, whose module could not be emitted)"
                failed.append(name)
                continue
            src = os.path.join(package, t.get("path") or os.path.join("Sources", name))
            files = sorted(os.path.join(d, f) for d, _, fs in os.walk(src) for f in fs if f.endswith(".swift"))
            text = {f: open(f, encoding="utf-8").read() for f in files}
            copy = os.path.join(work, "src", name)
            copies = []
            for f, s in text.items():
                dst = os.path.join(copy, os.path.relpath(f, src))
                os.makedirs(os.path.dirname(dst), exist_ok=True)
                with open(dst, "w", encoding="utf-8") as fh:
                    fh.write(s)
                copies.append(dst)
            # As check-ios.py does: its back-ports of Swift 5.9-6.0 library API the SDK's 5.8
            # library lacks, and Swift 5 mode for @TaskLocal (a macro only from Swift 6.0's library).
            ports = [code for trigger, code in check_ios.BACKPORTS if any(re.search(trigger, s) for s in text.values())]
            if ports:
                path = os.path.join(copy, "_CheckIOSBackports.swift")
                with open(path, "w") as fh:
                    fh.write("// Added by check-ios-testing.py to a temporary copy (check-ios.py's BACKPORTS).\n" + "\n".join(ports))
                copies.append(path)
                notes.append(f"{name}: {len(ports)} back-deployed library API(s) added to the copy (SDK's Swift 5.8 library)")
            target_mode = mode
            if any(re.search(r"@TaskLocal\b", s) for s in text.values()):
                target_mode = "5"
                notes.append(f"{name}: read in Swift 5 mode (@TaskLocal is a macro only from Swift 6.0's library)")
            defines = [flag for s in t.get("settings", []) if "define" in s.get("kind", {}) for flag in ("-D", s["kind"]["define"]["_0"])]
            common = base + ["-swift-version", target_mode, "-module-name", name] + defines
            paths = {copy + "/": os.path.relpath(src, package) + "/"}
            t0 = time.time()
            if name in CHECKED:
                r = subprocess.run(common + ["-typecheck", "-warnings-as-errors"] + copies, capture_output=True, text=True)
                status[name] = f"typechecks ({time.time() - t0:.0f} s)"
                if r.returncode != 0:
                    report(name, r, paths)
                    status[name] = "errors"
                    failed.append(name)
            # The module for dependents, as check-ios.py emits it (bodies skipped: an error in a
            # body is the typecheck's to report, and dependents are still checked).
            em = subprocess.run(common + ["-emit-module", "-emit-module-path", os.path.join(out, name + ".swiftmodule")] + skip_bodies + copies,
                                capture_output=True, text=True)
            if em.returncode == 0:
                emitted.add(name)
                status.setdefault(name, f"module emitted ({time.time() - t0:.0f} s)")
            elif name not in failed:
                report(f"{name} (emitting its module)", em, paths)
                status[name] = "errors: the module could not be emitted"
                failed.append(name)

        # The XCTest test's Apple branch, with the test target's freeFling() beside it.
        label = os.path.basename(XCTEST_FILE)
        helper = HELPER.search(open(os.path.join(package, HELPER_FILE), encoding="utf-8").read())
        missing = [n for n in ("ScrollSim", "ScrollSimTesting") if n not in emitted]
        if missing:
            status[label] = f"not checked (needs {', '.join(missing)}, whose module could not be emitted)"
            failed.append(label)
        elif helper is None:
            print(f"\n{label}: no `func freeFling() throws -> Recording` at the start of a line in {HELPER_FILE} to copy beside it")
            status[label] = "errors: its helper was not found"
            failed.append(label)
        else:
            folder = os.path.join(work, "tests")
            os.makedirs(folder)
            test_copy = os.path.join(folder, label)
            shutil.copy(os.path.join(package, XCTEST_FILE), test_copy)
            helper_copy = os.path.join(folder, "FreeFling.swift")
            with open(helper_copy, "w", encoding="utf-8") as fh:
                fh.write(f"// Copied by check-ios-testing.py from {HELPER_FILE}.\nimport ScrollSim\n\n" + helper.group(0))
            t0 = time.time()
            r = subprocess.run(base + ["-swift-version", mode, "-module-name", "ScrollSimTestingTests", "-typecheck", "-warnings-as-errors",
                                       test_copy, helper_copy], capture_output=True, text=True)
            status[label] = f"typechecks ({time.time() - t0:.0f} s)"
            if r.returncode != 0:
                report(label, r, {test_copy: XCTEST_FILE, helper_copy: f"{HELPER_FILE} (freeFling, copied)"})
                status[label] = "errors"
                failed.append(label)
    finally:
        shutil.rmtree(work, ignore_errors=True)

    print()
    for name in order + [os.path.basename(XCTEST_FILE)]:
        print(f"  {name}: {status.get(name, 'not reached')}")
    for note in notes:
        print(f"  note: {note}")
    took = time.time() - started
    print(f"check-ios-testing: {'FAILED: ' + ', '.join(failed) if failed else 'everything typechecks'} ({took:.0f} s)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
