#!/usr/bin/env python3
"""Fails when the package uses, anywhere in its Swift code, what Apple platforms have only above the
deployment targets Package.swift declares: CoreGraphics' `Hashable` conformances (CGPoint, CGSize,
CGRect, CGVector, CGAffineTransform: iOS 18 / macOS 15), or Swift library API whose Apple
availability is above a declared platform's minimum (`String(validating:as:)`: iOS 18 / macOS 15).

On Linux neither shows: swift-corelibs-foundation makes the CoreGraphics types `Hashable`
everywhere, and the compiler ignores Apple availability. Both are errors in Xcode (Swift 6 mode) for
a package that declares `.iOS(.v16)` and `.macOS(.v13)`. `../shared/ios-sdk/check-ios.py` finds
them against the real SDK where that SDK is at hand; this check needs only the Linux toolchain, so
that `swift test`'s machine finds them between CI runs.

How it decides, with the compiler's own answers rather than a reading of the source:
- Every Swift target of the package (libraries, executables, tests) is compiled to LLVM IR with
  debug locations, in dependency order. Any use of a conformance, synthesized `Hashable` included,
  references its witness table; the referenced symbols are demangled and a conformance of a
  CoreGraphics type to `Swift.Hashable` fails the check.
- The toolchain's own symbol graphs (Swift, _Concurrency, _StringProcessing, Foundation and its
  parts, Synchronization, Dispatch, Observation, RegexBuilder) carry each declaration's Apple
  availability, a member inheriting its type's. A referenced symbol whose declaration is introduced
  above a declared platform's minimum, or is unavailable there, fails the check. Back-deployed API
  declares the old version it reaches, so it passes.
Each failure names the file and line (from the IR's debug locations; a synthesized member's line is
its type's) and the function it is in.

    python3 scripts/check-apple-availability.py               # this package
    python3 scripts/check-apple-availability.py --root DIR    # another package tree (a planted use)
    python3 scripts/check-apple-availability.py --libraries   # only the library products' targets

Exit 0 when nothing is found, 1 when something is, 2 when the check cannot run.
"""
import concurrent.futures
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
# A target's declared dependencies, read as every script of the package reads them.
_modules = importlib.util.spec_from_file_location("package_modules", os.path.join(ROOT, "scripts", "package-modules.py"))
package_modules = importlib.util.module_from_spec(_modules)
_modules.loader.exec_module(package_modules)
dependencies_of = package_modules.dependencies_of
GEOMETRY_HASHABLE = re.compile(
    r"conformance (?:Foundation|CoreGraphics|CoreFoundation)\.(CGPoint|CGSize|CGRect|CGVector|CGAffineTransform) : Swift\.Hashable\b")
SYMBOL_GRAPH_MODULES = ["Swift", "_Concurrency", "_StringProcessing", "Synchronization", "Dispatch", "Observation", "RegexBuilder",
                        "FoundationEssentials", "FoundationInternationalization", "Foundation"]
# Package.swift's platform names and the symbol graphs' availability domains.
DOMAINS = {"macos": "macOS", "ios": "iOS", "tvos": "tvOS", "visionos": "visionOS", "watchos": "watchOS", "maccatalyst": "macCatalyst"}
SYMBOL = re.compile(r"\$s[A-Za-z0-9_]+")
# Declarations the compiler picks by the deployment target, not the code: `for await` calls an
# iterator's `next(isolation:)` where it is available (iOS 18 / macOS 15, SE-0421) and `next()`
# below, so the Linux compiler, which ignores Apple availability, always names the newer one.
CHOSEN_BY_DEPLOYMENT_TARGET = re.compile(r"\.next\(isolation:\)$")


def fail(message):
    print(f"check-apple-availability: {message}", file=sys.stderr)
    sys.exit(2)


def run(command, **options):
    result = subprocess.run(command, capture_output=True, text=True, **options)
    return result


def version_tuple(text):
    return tuple(int(part) for part in text.split("."))


def load_manifest(root):
    result = run(["swift", "package", "dump-package"], cwd=root)
    if result.returncode != 0:
        fail(f"swift package dump-package failed in {root}: {result.stderr.strip()[:400]}")
    return json.loads(result.stdout)


def target_folder(root, target):
    if target.get("path"):
        return os.path.join(root, target["path"])
    return os.path.join(root, "Tests" if target["type"] == "test" else "Sources", target["name"])


def ordered_targets(manifest, only=None):
    """Every target, or with `only` the targets of the library products and what they depend on, in
    dependency order."""
    declared = {target["name"]: target for target in manifest["targets"]}
    order, placed = [], set()

    def visit(name, trail):
        if name in placed or name not in declared:
            return
        if name in trail:
            fail(f"a dependency cycle through {name}")
        for dependency in dependencies_of(declared[name]):
            visit(dependency, trail | {name})
        placed.add(name)
        order.append(declared[name])

    roots = [target["name"] for target in manifest["targets"]]
    if only == "libraries":
        roots = [name for product in manifest.get("products", []) if "library" in product.get("type", {}) for name in product["targets"]]
    for name in roots:
        visit(name, set())
    return order


def minimums(manifest):
    found = {}
    for platform in manifest.get("platforms", []):
        domain = DOMAINS.get(platform["platformName"])
        if domain:
            found[domain] = version_tuple(platform["version"])
    if not found:
        fail("Package.swift declares no Apple platform: there is no deployment target to check against")
    return found


def restricted_symbols(work, floors):
    """USR (without `s:`) -> why it is out of reach, for every declaration above a floor."""
    graphs = os.path.join(work, "symbol-graphs")
    os.makedirs(graphs)
    missing = []
    for module in SYMBOL_GRAPH_MODULES:
        result = run(["swift-symbolgraph-extract", "-module-name", module, "-target", target_triple(), "-output-dir", graphs])
        if result.returncode != 0:
            missing.append(module)
    if "Swift" in missing:
        fail("swift-symbolgraph-extract could not read the Swift module's symbols")
    availability, parents = {}, {}
    for file in sorted(os.listdir(graphs)):
        with open(os.path.join(graphs, file), encoding="utf-8") as handle:
            graph = json.load(handle)
        for symbol in graph.get("symbols", []):
            usr = symbol["identifier"]["precise"]
            if "::SYNTHESIZED::" in usr or not usr.startswith("s:"):
                continue
            name = ".".join(symbol.get("pathComponents", [])) or symbol["names"]["title"]
            availability[usr] = (name, symbol.get("availability") or [])
        for relation in graph.get("relationships", []):
            if relation.get("kind") in ("memberOf", "optionalRequirementOf", "requirementOf") and "::SYNTHESIZED::" not in relation["source"]:
                parents.setdefault(relation["source"], relation["target"])

    def reason(entries):
        over = []
        for entry in entries:
            domain = entry.get("domain")
            if domain not in floors:
                continue
            if entry.get("isUnconditionallyUnavailable") or entry.get("unavailable"):
                over.append(f"unavailable on {domain}")
            elif "introduced" in entry:
                introduced = entry["introduced"]
                version = (introduced.get("major", 0), introduced.get("minor", 0), introduced.get("patch", 0))
                floor = floors[domain] + (0,) * (3 - len(floors[domain]))
                if version > floor:
                    over.append(f"{domain} {'.'.join(str(v) for v in version[:2])}")
        return over

    restricted = {}
    for usr, (name, entries) in availability.items():
        over, seen, current = reason(entries), set(), usr
        while not over and current in parents and current not in seen:
            seen.add(current)
            current = parents[current]
            if current in availability:
                over = reason(availability[current][1])
        if over and not CHOSEN_BY_DEPLOYMENT_TARGET.search(name):
            restricted[usr[2:]] = (name, over)
    return restricted, missing


def target_triple():
    result = run(["swiftc", "-print-target-info"])
    if result.returncode != 0:
        fail("swiftc -print-target-info failed")
    return json.loads(result.stdout)["target"]["triple"]


def prefix_keys(restricted):
    """The mangled prefixes to look for: a USR is the mangled name of its declaration, except that a
    property or subscript (`vp`, `ip`) is referenced through its accessors (`vg`, `ig`, …) and an
    initializer (`fc`) through its allocating entry point (`fC`)."""
    keys = {}
    for usr, info in restricted.items():
        if usr.endswith(("vp", "ip")) or usr.endswith("fc"):
            keys[usr[:-1]] = info
        else:
            keys[usr] = info
    return keys


class Compilation:
    """Compiles the package's Swift targets to IR, each after the targets it depends on, as many at
    once as there are cores; the modules go to one folder that each later target reads."""

    def __init__(self, root, manifest, work, only):
        self.root, self.work = root, work
        self.modules = os.path.join(work, "modules")
        os.makedirs(self.modules)
        self.package_name = os.path.basename(root.rstrip("/")).lower()
        self.c_flags = []
        self.jobs = {}  # name -> (files, flags, dependencies)
        for target in ordered_targets(manifest, only):
            folder = target_folder(root, target)
            files = sorted(os.path.join(d, f) for d, _, fs in os.walk(folder) for f in fs if f.endswith(".swift"))
            if not files:
                self.add_c_module(target, folder)
                continue
            flags = []
            for setting in target.get("settings", []):
                kind = setting.get("kind", {})
                if setting.get("tool") != "swift" or setting.get("condition"):
                    continue
                if "define" in kind:
                    flags += ["-D", kind["define"]["_0"]]
                elif "enableUpcomingFeature" in kind:
                    flags += ["-enable-upcoming-feature", kind["enableUpcomingFeature"]["_0"]]
                elif "enableExperimentalFeature" in kind:
                    flags += ["-enable-experimental-feature", kind["enableExperimentalFeature"]["_0"]]
            if not (target["type"] == "executable" or any(os.path.basename(f) == "main.swift" for f in files)):
                flags.append("-parse-as-library")
            self.jobs[module_name(target["name"])] = (files, flags, [module_name(d) for d in dependencies_of(target)])

    def add_c_module(self, target, folder):
        include = os.path.join(folder, "include")
        headers = sorted(f for f in os.listdir(include) if f.endswith(".h")) if os.path.isdir(include) else []
        if headers:  # a C target: the module map SwiftPM would generate for its public headers
            modulemap = os.path.join(self.work, f"{target['name']}.modulemap")
            with open(modulemap, "w", encoding="utf-8") as handle:
                handle.write(f"module {target['name']} {{\n")
                for header in headers:
                    handle.write(f'    header "{os.path.join(include, header)}"\n')
                handle.write("    export *\n}\n")
            self.c_flags += ["-Xcc", f"-fmodule-map-file={modulemap}", "-Xcc", f"-I{include}"]

    def compile(self, name, debug):
        """IR of one target; with `debug`, with the debug locations that place a finding (slower)."""
        files, flags, _ = self.jobs[name]
        ir = os.path.join(self.work, f"{name}{'.g' if debug else ''}.ll")
        command = ["swiftc", "-module-name", name, "-package-name", self.package_name, "-swift-version", "6", "-wmo", "-Onone",
                   "-enable-testing", "-I", self.modules, "-emit-ir", "-o", ir] + flags + self.c_flags + files
        if debug:
            command.append("-g")
        else:
            command += ["-emit-module", "-emit-module-path", os.path.join(self.modules, f"{name}.swiftmodule")]
        started = time.monotonic()
        result = run(command, cwd=self.work)
        if os.environ.get("CHECK_APPLE_AVAILABILITY_TIMES"):
            print(f"check-apple-availability: {name} compiled in {time.monotonic() - started:.1f} s", file=sys.stderr)
        if result.returncode != 0:
            errors = [line for line in (result.stdout + result.stderr).splitlines() if "error:" in line][:10]
            raise CompileError(f"{name} does not compile on this machine, so it cannot be checked:\n  " + "\n  ".join(errors))
        return ir

    def run_all(self, each):
        """Compiles every target, dependencies first, calling `each(name, ir)` on each as it is done."""
        done, running, pending = set(), {}, list(self.jobs)
        with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
            while pending or running:
                for name in [n for n in pending if all(d in done or d not in self.jobs for d in self.jobs[n][2])]:
                    if len(running) >= (os.cpu_count() or 1):
                        break
                    pending.remove(name)
                    running[pool.submit(self.compile, name, False)] = name
                if not running:
                    fail(f"targets waiting on each other: {' '.join(pending)}")
                finished, _ = concurrent.futures.wait(running, return_when=concurrent.futures.FIRST_COMPLETED)
                for future in finished:
                    name = running.pop(future)
                    each(name, future.result())
                    done.add(name)


class CompileError(Exception):
    pass


def module_name(target_name):
    return re.sub(r"\W", "_", target_name)  # SwiftPM's module name for a target name


def demangle(symbols):
    result = subprocess.run(["swift", "demangle"], input="\n".join(symbols) + "\n", capture_output=True, text=True)
    lines = result.stdout.splitlines()
    if result.returncode != 0 or len(lines) != len(symbols):
        fail("swift demangle did not answer one line per symbol")
    return dict(zip(symbols, lines))


class DebugInfo:
    """The IR's debug metadata: where an instruction's location, or a function, lies."""

    def __init__(self, text, root):
        self.nodes = {}
        for match in re.finditer(r"^!(\d+) = (?:distinct )?!(\w+)\((.*)\)$", text, re.M):
            self.nodes[match.group(1)] = (match.group(2), match.group(3))
        self.root = root

    def field(self, node, name):
        match = re.search(rf"\b{name}: (!?\"?[^,\"]*\"?)", self.nodes.get(node, ("", ""))[1])
        return match.group(1).strip('"').lstrip("!") if match else None

    def file_of(self, node):
        seen = set()
        while node and node not in seen:
            seen.add(node)
            kind, _ = self.nodes.get(node, ("", ""))
            if kind == "DIFile":
                name, directory = self.field(node, "filename"), self.field(node, "directory") or ""
                path = name if os.path.isabs(name) else os.path.join(directory, name)
                return os.path.relpath(path, self.root) if path.startswith(self.root) else path
            node = self.field(node, "file") or self.field(node, "scope")
        return "?"

    def place(self, location, function):
        """file:line of an instruction's DILocation, else of its function, else of the declaration of
        the type a synthesized function belongs to (its debug information has no line)."""
        for node in (location, function):
            if not node:
                continue
            kind, _ = self.nodes.get(node, ("", ""))
            line = self.field(node, "line")
            scope = self.field(node, "scope") if kind == "DILocation" else node
            if line and line != "0":
                return f"{self.file_of(scope)}:{line}"
        owner = self.field(function, "scope") if function else None
        if owner and self.nodes.get(owner, ("", ""))[0] == "DICompositeType":
            path, name = self.file_of(owner), self.field(owner, "name")
            try:
                with open(os.path.join(self.root, path), encoding="utf-8") as handle:
                    for number, text in enumerate(handle, 1):
                        if re.search(rf"\b(struct|enum|class|actor|extension)\s+([\w.]+\.)?{re.escape(name or '')}\b", text):
                            return f"{path}:{number}"
            except OSError:
                pass
            return path
        return "?"


def out_of_reach(text, keys):
    """The symbols the IR names that lie above the deployment targets, with why, and every symbol
    demangled."""
    symbols = sorted(set(SYMBOL.findall(text)))
    bad = {}
    for symbol in symbols:
        mangled = symbol[2:]
        for end in range(len(mangled), 0, -1):
            if mangled[:end] in keys:
                bad[symbol] = keys[mangled[:end]]
                break
    demangled = demangle(symbols) if symbols else {}
    for symbol, meaning in demangled.items():
        match = GEOMETRY_HASHABLE.search(meaning)
        if match:
            bad[symbol] = (f"{match.group(1)}'s Hashable conformance", ["iOS 18", "macOS 15", "tvOS 18", "visionOS 2"])
    return bad, demangled


def findings_in(ir_path, root, keys):
    """Each use in the IR, by file and line (IR compiled with -g), with the function it is in."""
    with open(ir_path, encoding="utf-8") as handle:
        text = handle.read()
    bad, demangled = out_of_reach(text, keys)
    if not bad:
        return []
    debug = DebugInfo(text, root)
    # Each defined function: its debug node and, per line that names a symbol, the symbols and the
    # line's debug location.
    functions, current = {}, None
    for line in text.splitlines():
        if line.startswith("define "):
            head = SYMBOL.search(line.split("(")[0])
            dbg = re.search(r"!dbg !(\d+)", line)
            current = head.group(0) if head else None
            if current:
                functions[current] = (dbg.group(1) if dbg else None, [])
        elif line == "}":
            current = None
        elif current:
            named = SYMBOL.findall(line)
            if named:
                dbg = re.search(r"!dbg !(\d+)", line)
                functions[current][1].append((named, dbg.group(1) if dbg else None))
    # A compiler-made helper with no source place (a witness table accessor, an outlined copy)
    # passes its finding on to the functions that call it, until every finding has a place.
    found, changed = {}, True
    while changed:
        changed = False
        for function, (function_debug, uses) in functions.items():
            if function in bad:
                continue
            for named, dbg in uses:
                hit = next((symbol for symbol in named if symbol in bad), None)
                if not hit:
                    continue
                place = debug.place(dbg, function_debug)
                if place == "?":
                    bad[function] = bad[hit]
                    changed = True
                    break
                what, over = bad[hit]
                found.setdefault((place, what), (demangled.get(function, function), over))
    located = {what for _, what in found}
    for symbol, (what, over) in bad.items():
        if what not in located and symbol not in functions:
            found.setdefault(("?", what), (f"{os.path.basename(ir_path)[:-3]} (no source place found)", over))
            located.add(what)
    return [f"{place}: {what} ({', '.join(over)}), used in {user}" for (place, what), (user, over) in sorted(found.items())]


def main(arguments):
    root, only = ROOT, None
    while arguments:
        argument = arguments.pop(0)
        if argument == "--root" and arguments:
            root = os.path.abspath(arguments.pop(0))
        elif argument == "--libraries":
            only = "libraries"
        elif argument in ("-h", "--help"):
            print(__doc__)
            return 0
        else:
            fail(f"unknown argument {argument!r} (see --help)")
    for tool in ("swiftc", "swift", "swift-symbolgraph-extract"):
        if not shutil.which(tool):
            fail(f"no {tool} on PATH")
    manifest = load_manifest(root)
    floors = minimums(manifest)
    work = tempfile.mkdtemp(prefix="check-apple-availability-")
    try:
        restricted, missing = restricted_symbols(work, floors)
        keys = prefix_keys(restricted)
        compilation = Compilation(root, manifest, work, only)
        flagged = []

        def scan(name, ir):
            with open(ir, encoding="utf-8") as handle:
                if out_of_reach(handle.read(), keys)[0]:
                    flagged.append(name)
            os.remove(ir)

        try:
            compilation.run_all(scan)
            # Only a target with a finding is compiled again with debug locations, to place it.
            problems = [problem for name in sorted(flagged) for problem in findings_in(compilation.compile(name, True), root, keys)]
        except CompileError as error:
            fail(str(error))
    finally:
        if os.environ.get("CHECK_APPLE_AVAILABILITY_KEEP"):
            print(f"check-apple-availability: kept {work}", file=sys.stderr)
        else:
            shutil.rmtree(work, ignore_errors=True)
    declared = ", ".join(f"{domain} {'.'.join(str(v) for v in version)}" for domain, version in sorted(floors.items()))
    for module in missing:
        print(f"check-apple-availability: note: no symbol graph for {module} on this toolchain; its API is not checked")
    if problems:
        for problem in problems:
            print(problem)
        print(f"check-apple-availability: {len(problems)} use(s) of API above the declared deployment targets ({declared}); "
              "Xcode rejects each in Swift 6 mode")
        return 1
    print(f"check-apple-availability: every {'library ' if only else ''}Swift target uses only API available at {declared} "
          f"({len(restricted)} later declarations known)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
