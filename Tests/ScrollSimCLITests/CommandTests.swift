import Foundation
import ScrollSimCLI
import ScrollSimScenarios
import ScrollSimTestSupport
import Testing

/// Runs the command in-process and captures its output.
struct Invocation {
    var code: Int32
    var output: String
    var error: String

    /// Runs `arguments`; `terminal` makes standard error a terminal whose progress line shows at once.
    init(_ arguments: [String], environment: [String: String] = ["SCROLLSIM_RECORD": "never"], terminal: Bool = false) async {
        final class Box: @unchecked Sendable { var out = "", err = "" }
        let box = Box()
        code = await ScrollSimCommand.run(
            arguments: arguments, environment: environment, output: { box.out += $0 }, error: { box.err += $0 },
            standardErrorIsTerminal: terminal, progressDelay: 0)
        output = box.out
        error = box.err
    }
}

@Suite("The scrollsim command")
struct CommandTests {
    static let scenarios = PackagePaths.scenarios()

    @Test("help works for every command and lists every option the parser accepts")
    func helpMatchesParser() async {
        for spec in ScrollSimCommand.specs {
            let args = [spec.name.isEmpty ? "all" : spec.name, "--help"]
            let result = await Invocation(args)
            #expect(result.code == 0, "\(args)")
            #expect(result.output == spec.help)
            for option in spec.options {
                #expect(result.output.contains(option.name), "\(spec.name) help lacks \(option.name)")
                var arguments = [String](repeating: "x", count: spec.positionalCount.lowerBound)
                for other in spec.options where other.required && other.name != option.name {
                    arguments += [other.name, other.choices.first ?? "1"]
                }
                arguments.append(option.name)
                if option.value != nil { arguments.append(option.choices.first ?? "1") }
                #expect(throws: Never.self) { try spec.parse(arguments) }
            }
            #expect(throws: (any Error).self) { try spec.parse(["--no-such-option"]) }
        }
        #expect(await Invocation(["--help"]).output.contains("compare"))
    }

    @Test("docs/cli.md shows every command's help exactly as the tool prints it, and the real summary of the bundled run")
    func docsMatchTool() async throws {
        let doc = try String(contentsOfFile: PackagePaths.root().appendingPathComponent("docs/cli.md").path, encoding: .utf8)
        for spec in ScrollSimCommand.specs {
            #expect(doc.contains("```\n" + spec.help + "```\n"), "docs/cli.md lacks the current help of \(spec.name.isEmpty ? "all" : spec.name)")
        }
        #expect(doc.contains("```\n$ swift run scrollsim --help\n" + ScrollSimCommand.overview + "```\n"))
        let all = await Invocation(["all", Self.scenarios])
        let summary = String(all.output.split(separator: "\n").last ?? "")
        #expect(summary == "109 scenarios: 109 passed, 0 failed.")
        #expect(doc.contains("\n" + summary + "\n```"))
    }

    @Test("required options appear without brackets in the usage line, optional ones in brackets, and omitting a required one exits 64")
    func requiredOptionsInUsage() async {
        let usages = Dictionary(uniqueKeysWithValues: ScrollSimCommand.specs.map { ($0.name, $0.usage) })
        #expect(usages["sweep"]?.hasPrefix("scrollsim sweep FILE --drag FROM:TO:STEP --velocity FROM:TO:STEP [--frame-rate N]") == true)
        #expect(usages["plot"]?.hasPrefix("scrollsim plot FILE --svg OUT [--frame-rate N]") == true)
        #expect(usages["compare"]?.hasPrefix("scrollsim compare FILE --set KEY=V1,V2[,V3…]… [--frame-rate N]") == true)
        #expect(usages["run"]?.contains("[--output PATH]") == true)
        let file = Self.scenarios + "/free-fling.json"
        let omitted: [[String]] = [
            ["sweep", file, "--drag", "0:10:10"], ["sweep", file, "--velocity", "0:1:1"], ["plot", file], ["compare", file],
        ]
        for args in omitted {
            let result = await Invocation(args)
            #expect(result.code == 64, "\(args)")
            #expect(result.error.contains("needs --") && result.error.split(separator: "\n").count == 1, "\(args): \(result.error)")
            #expect(result.output.isEmpty)
        }
    }

    @Test("with no arguments it runs every bundled scenario: aligned lines, a summary, exit 0")
    func runAll() async {
        let result = await Invocation(["all", Self.scenarios])
        #expect(result.code == 0, "\(result.output)")
        let lines = result.output.split(separator: "\n")
        #expect(lines.last?.hasSuffix("0 failed.") == true)
        #expect(lines.contains { $0.hasPrefix("free-fling ") && $0.hasSuffix("pass") })
        let resultColumn = Set(lines.dropFirst().dropLast().map { $0.count })
        #expect(resultColumn.count == 1, "lines are aligned")
    }

    @Test("scrollsim DIR runs the folder as the usage line says, and an unknown command's error lists every command, all included")
    func folderAsFirstArgument() async {
        let direct = await Invocation([Self.scenarios])
        let named = await Invocation(["all", Self.scenarios])
        #expect(direct.code == 0 && direct.output == named.output)
        #expect(ScrollSimCommand.specs.first { $0.name.isEmpty }?.usage == "scrollsim [all] [DIR] [--strict]")
        let unknown = await Invocation(["launch"])
        #expect(unknown.code == 64)
        #expect(unknown.error == "Unknown command \"launch\"; expected one of the commands all, run, check, compare, sweep, sweep-merge, replay, plot, completion or a folder of scenarios.\n")
    }

    @Test("a failing expectation exits 1")
    func failingExpectation() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scrollsim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = #"{"scrollView": {"bounds": [375, 667], "contentSize": [375, 2000]}, "expect": {"finalOffset": [0, 50]}}"#
        try Data(text.utf8).write(to: folder.appendingPathComponent("wrong.json"))
        let result = await Invocation(["all", folder.path])
        #expect(result.code == 1)
        #expect(result.output.contains("FAIL"))
    }

    @Test("running a folder with a malformed file runs the others, prints its error on stderr and an ERROR row, and exits 65 over 1")
    func runAllWithBadFile() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scrollsim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let view = #""scrollView": {"bounds": [375, 667], "contentSize": [375, 2000]}"#
        try Data("{\(view), \"expect\": {\"finalOffset\": [0, 0]}}".utf8).write(to: folder.appendingPathComponent("a-good.json"))
        try Data("{\(view), \"frameRate\": 1000}".utf8).write(to: folder.appendingPathComponent("b-bad.json"))
        try Data("{\(view), \"expect\": {\"finalOffset\": [0, 50]}}".utf8).write(to: folder.appendingPathComponent("c-wrong.json"))
        for arguments in [["all", folder.path], [folder.path]] {
            let result = await Invocation(arguments)
            #expect(result.code == 65, "\(arguments)")
            let bad = folder.appendingPathComponent("b-bad.json").path
            #expect(result.error == "\(bad) at frameRate: expected a whole number from 30 to 240 but found the number 1000.\n")
            let lines = result.output.split(separator: "\n")
            #expect(lines.contains { $0.hasPrefix("a-good ") && $0.hasSuffix("pass") })
            #expect(lines.contains { $0.hasPrefix("b-bad ") && $0.hasSuffix("ERROR") })
            #expect(lines.contains { $0.hasPrefix("c-wrong ") && $0.hasSuffix("FAIL") })
            #expect(!result.output.contains("frameRate"), "the error sentence is on stderr only")
            #expect(lines.last == "3 scenarios: 1 passed, 1 failed, 1 could not be run.")
        }
    }

    @Test("exit codes: 64 usage, 65 bad data, 66 missing input; errors are one sentence on stderr")
    func exitCodes() async {
        let usage = await Invocation(["run", "--frobnicate"])
        #expect(usage.code == 64)
        #expect(usage.error.split(separator: "\n").count == 1)
        #expect(await Invocation(["launch"]).code == 64)
        let missing = await Invocation(["run", "/no/such/file.json"])
        #expect(missing.code == 66)
        #expect(missing.error == "/no/such/file.json: does not exist.\n")
        let bad = await Invocation(["run", Self.scenarios + "/free-fling.json", "--set", "scrollView.decelerationRate=2"])
        #expect(bad.code == 65)
        #expect(bad.error.hasSuffix("but found the number 2.\n"))
    }

    @Test("run --format json gives name, frame rate, frames, events, final offset and rest time, each number's key naming its unit")
    func runJSON() async {
        let result = await Invocation(["run", Self.scenarios + "/free-fling.json", "--format", "json"])
        #expect(result.code == 0)
        for key in [
            "\"name\":\"free-fling\"", "\"frame_rate_fps\":60", "\"frames\":[", "\"events\":[", "\"final_offset_pt\":", "\"rest_s\":",
            "\"proposed_target_pt\":", "\"velocity_pt_per_s\":", "\"velocity_pt_per_ms\":",
        ] {
            #expect(result.output.contains(key), "missing \(key)")
        }
    }

    @Test("a run stopped at simulation.maximumDuration prints one sentence on stderr and exits 1 in text, json and csv; the output is complete")
    func stoppedRunFails() async {
        let file = Self.scenarios + "/free-fling.json"
        for format in ["text", "json", "csv"] {
            // free-fling releases at 0.1 s at 2 pt/ms, rate 0.998: the glide stops ln(0.01/2)/ln 0.998
            // = 2647 ms later, at 2.747 s; a 0.5 s limit stops it 2.247 s early. It has no delegate
            // (strategy none), so none is blamed.
            let result = await Invocation(["run", file, "--format", format, "--set", "simulation.maximumDuration=0.5"])
            #expect(result.code == 1, "\(format)")
            #expect(result.error == "\(file): the run was stopped at simulation.maximumDuration (0.5 s) with the scroll view still moving: the glide did not settle within the limit: at deceleration rate 0.998 it would need another 2.2 s to stop.\n", "\(format)")
            #expect(result.output.contains("0.5"), "\(format): the frames up to the limit are printed")
        }
        let calm = await Invocation(["run", file, "--format", "csv"])
        #expect(calm.code == 0 && calm.error.isEmpty)
    }

    @Test("a deceleration rate very close to 1 stops at the limit with the glide's remaining time, and no delegate is blamed")
    func slowGlideStop() async {
        let file = Self.scenarios + "/free-fling.json"
        let result = await Invocation([
            "run", file, "--format", "csv", "--set", "scrollView.decelerationRate=0.9999999999", "--set", "simulation.exactDecelerationRate=true", "--set", "scrollView.contentSize=[375,1e12]",
        ])
        #expect(result.code == 1)
        // Content of 1e12 pt leaves room for the 2 pt/ms glide (120,000 pt in the first minute).
        // At 60 s the speed is still 2 · d^59900 ≈ 2 pt/ms; it stops after ln(0.01/2)/ln d ms
        // = 5.2983 / 1.0e-10 = 5.298e10 ms = 5.3e7 s, 1.68 years of 365.25 days.
        #expect(result.error == "\(file): the run was stopped at simulation.maximumDuration (60 s) with the scroll view still moving: the glide did not settle within the limit: at deceleration rate 0.9999999999 it would need another 53000000 s (about 1.7 years) to stop.\n")
        #expect(!result.error.contains("delegate"))
    }

    @Test("a stopped run with a strategy names the strategy as the delegate that may keep restarting the motion")
    func stopWithDelegate() async {
        let file = Self.scenarios + "/peek-forward-flick.json"
        let result = await Invocation(["run", file, "--format", "csv", "--set", "simulation.maximumDuration=0.2"])
        #expect(result.code == 1)
        #expect(result.error.hasPrefix("\(file): the run was stopped at simulation.maximumDuration (0.2 s) with the scroll view still moving: "))
        #expect(result.error.hasSuffix("; the scroll view's delegate, the strategy \"peek\", may keep restarting the motion.\n"), "\(result.error)")
    }

    @Test("until past the maximum duration exits 65 at until instead of running and reporting a stop")
    func untilPastMaximum() async {
        let result = await Invocation(["run", Self.scenarios + "/free-fling.json", "--set", "until=100"])
        #expect(result.code == 65)
        #expect(result.error.hasPrefix(Self.scenarios + "/free-fling.json at until: expected at most 60 s (simulation.maximumDuration"))
        #expect(result.output.isEmpty)
    }

    @Test("run --format csv makes one table: one header with a leading name column, each file's rows led by its name")
    func csvSeveralFiles() async {
        let a = Self.scenarios + "/free-fling.json", b = Self.scenarios + "/free-fling-fast.json"
        let both = await Invocation(["run", a, b, "--format", "csv"])
        let one = await Invocation(["run", a, "--format", "csv"])
        #expect(both.code == 0 && one.code == 0)
        let lines = both.output.split(separator: "\n")
        #expect(lines.first == "name,frame,t_s,x_pt,y_pt,vx_pt_per_s,vy_pt_per_s,phase")
        #expect(lines.filter { $0.hasPrefix("name,") }.count == 1)
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("free-fling,") || $0.hasPrefix("free-fling-fast,") })
        #expect(lines.contains("free-fling-fast,0,0.0000,0.000,1000.000,0.00,0.00,dragging"))
        #expect(one.output.split(separator: "\n").first == "name,frame,t_s,x_pt,y_pt,vx_pt_per_s,vy_pt_per_s,phase")
        #expect(both.output.hasPrefix(one.output))
    }

    @Test("CI=false, CI=0 and an empty CI are not CI: check records a missing golden; CI=true does not")
    func ciValues() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scrollsim-ci-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario = folder.appendingPathComponent("s.json").path
        let golden = folder.appendingPathComponent("goldens/s.frames").path
        try Data(#"{"scrollView": {"bounds": [375, 667], "contentSize": [375, 2000]}}"#.utf8).write(to: URL(fileURLWithPath: scenario))
        for value in ["false", "0", "", "FALSE"] {
            try? FileManager.default.removeItem(atPath: golden)
            let result = await Invocation(["check", scenario], environment: ["CI": value])
            #expect(result.code == 0 && result.output.contains("(mode missing)"), "CI=\(value): \(result.output)")
            #expect(FileManager.default.fileExists(atPath: golden), "CI=\(value)")
        }
        try? FileManager.default.removeItem(atPath: golden)
        let ci = await Invocation(["check", scenario], environment: ["CI": "true"])
        #expect(ci.code == 1 && ci.output.contains("(mode never)"))
        #expect(!FileManager.default.fileExists(atPath: golden))
    }

    @Test("replay's text shows each frame's recorded phase (dragging, decelerating, idle)")
    func replayPhases() async {
        let result = await Invocation(["replay", Self.scenarios + "/recordings/medium-flick.json"])
        #expect(result.code == 0)
        let phases = result.output.split(separator: "\n").dropFirst(2).dropLast().map { $0.split(separator: " ")[1] }
        #expect(phases.count == 19)
        #expect(phases.filter { $0 == "dragging" }.count == 7)
        #expect(phases.filter { $0 == "decelerating" }.count == 11)
        #expect(phases.last == "idle")
        #expect(!phases.contains("after"))
    }

    @Test("check passes against the bundled goldens in mode never")
    func check() async {
        let result = await Invocation(["check", Self.scenarios + "/free-fling.json", Self.scenarios + "/native-paging-forward.json"])
        #expect(result.code == 0, "\(result.output)")
    }

    @Test("compare prints one row per value and writes an SVG with a legend")
    func compare() async throws {
        let svg = FileManager.default.temporaryDirectory.appendingPathComponent("rates-\(UUID().uuidString).svg").path
        defer { try? FileManager.default.removeItem(atPath: svg) }
        let result = await Invocation([
            "compare", Self.scenarios + "/free-fling.json", "--set", "scrollView.decelerationRate=normal,fast,0.995", "--svg", svg,
        ])
        #expect(result.code == 0)
        #expect(result.output.contains("decelerationRate=fast") && result.output.contains("[0.0, 1297.0]"))
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(text.contains("time (s)") && text.contains("content offset y (pt)") && text.contains("rest "))
    }

    @Test("the README's two compare examples print exactly what the tool prints: 0.995 runs as normal, or as a labelled what-if")
    func readmeCompareExamples() async throws {
        let readme = try String(contentsOfFile: PackagePaths.root().appendingPathComponent("README.md").path, encoding: .utf8)
        let base = ["compare", Self.scenarios + "/free-fling.json", "--set", "scrollView.decelerationRate=normal,fast,0.995"]
        let asNormal = await Invocation(base)
        let whatIf = await Invocation(base + ["--set", "simulation.exactDecelerationRate=true"])
        #expect(asNormal.code == 0 && whatIf.code == 0)
        // UIKit stores 0.998 for 0.995: the same glide as normal, 993 pt in 2.75 s.
        #expect(asNormal.output.contains("decelerationRate=0.995 (runs as normal)          993.0     2.750"))
        // The what-if glides (2 − 0.01) · 0.995/0.005 = 396 pt.
        #expect(whatIf.output.contains("decelerationRate=0.995 (what-if)          396.0"))
        #expect(readme.contains("```\n" + asNormal.output + "```\n"), "README.md lacks the current output of \(base.joined(separator: " "))")
        #expect(readme.contains("```\n" + whatIf.output + "wrote docs/images/rates.svg\n```\n"), "README.md lacks the current what-if output")
    }

    @Test("sweep output does not depend on how many cells run at once")
    func sweepDeterministic() async {
        let args = ["sweep", Self.scenarios + "/native-paging-forward.json", "--drag", "-100:100:50", "--velocity", "-1:1:0.5"]
        let one = await Invocation(args + ["--jobs", "1"])
        let many = await Invocation(args + ["--jobs", "7"])
        #expect(one.code == 0)
        #expect(one.output == many.output)
        #expect(await Invocation(["sweep", Self.scenarios + "/free-fling.json", "--drag", "1:0:1", "--velocity", "0:1:1"]).code == 64)
    }

    @Test("replay --format json reports frames and the errors, each key naming its unit")
    func replayJSON() async {
        let result = await Invocation(["replay", Self.scenarios + "/recordings/medium-flick.json", "--format", "json"])
        #expect(result.code == 0)
        for key in ["\"frames\":[", "\"recorded_pt\":", "\"simulated_pt\":", "\"error_pt\":", "\"max_error_after_release_pt\":", "\"error_at_rest_pt\":"] {
            #expect(result.output.contains(key), "missing \(key)")
        }
    }
}

@Suite("Command-line manners")
struct CommandLineMannerTests {
    @Test("--version prints the version, and the overview says how to get it")
    func version() async {
        let result = await Invocation(["--version"])
        #expect(result.code == 0 && result.output == "scrollsim \(ScrollSimCommand.version)\n")
        #expect(ScrollSimCommand.version.split(separator: ".").count == 3)
        #expect(ScrollSimCommand.overview.contains("scrollsim --version"))
    }

    @Test("a mistyped command or option gets a did-you-mean, as mistyped --set keys do")
    func didYouMean() async {
        let command = await Invocation(["rnu", "x.json"])
        #expect(command.code == 64)
        #expect(command.error.hasPrefix("Unknown command \"rnu\" (did you mean \"run\"?); expected one of the commands"))
        let option = await Invocation(["run", "x.json", "--fromat", "json"])
        #expect(option.code == 64 && option.error == "scrollsim run has no option --fromat; did you mean --format?\n")
        let shard = await Invocation(["sweep", "x.json", "--drag", "0:1:1", "--velocity", "0:1:1", "--shrad", "1/2"])
        #expect(shard.error == "scrollsim sweep has no option --shrad; did you mean --shard?\n")
        let nothingClose = await Invocation(["run", "x.json", "--zzzzzzzz"])
        #expect(nothingClose.error == "scrollsim run has no option --zzzzzzzz; see scrollsim run --help.\n")
    }
}

@Suite("Machine-readable compare and run events")
struct MachineOutputTests {
    static let scenarios = PackagePaths.scenarios()

    @Test("compare --format csv and json give one row or object per value, keys naming their units; a cut-off value fails the command")
    func compareFormats() async throws {
        let file = Self.scenarios + "/free-fling.json"
        let values = ["compare", file, "--set", "scrollView.decelerationRate=normal,fast"]
        // free-fling's own figures: at .normal it glides 993 pt to 2093; at .fast, 197 pt to 1297.
        let csv = await Invocation(values + ["--format", "csv"])
        #expect(csv.code == 0)
        let rows = csv.output.split(separator: "\n")
        #expect(rows.first == "key,value,distance_pt,rest_s,peak_velocity_pt_per_s,maximum_overshoot_pt,final_x_pt,final_y_pt,final_page")
        #expect(rows.count == 3 && rows[1].hasPrefix("scrollView.decelerationRate,normal,993.000,") && rows[2].hasPrefix("scrollView.decelerationRate,fast,197.000,"))
        let json = await Invocation(values + ["--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        let runs = object?["runs"] as? [[String: Any]]
        #expect(object?["key"] as? String == "scrollView.decelerationRate" && runs?.count == 2)
        #expect(runs?.last?["final_offset_pt"] as? [Double] == [0, 1297] && runs?.last?["distance_pt"] as? Double == 197)
        let cut = await Invocation(values + ["--set", "simulation.maximumDuration=1"])
        #expect(cut.code == 1)
        #expect(cut.error.contains("with decelerationRate=normal: the run was stopped at simulation.maximumDuration (1 s)"))
    }

    @Test("run --format csv --events OUT writes one row per delegate event beside the frames; --events needs csv")
    func runEvents() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("events-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let events = folder.appendingPathComponent("events.csv").path
        let file = Self.scenarios + "/free-fling.json"
        let result = await Invocation(["run", file, "--format", "csv", "--events", events])
        #expect(result.code == 0)
        let rows = try String(contentsOfFile: events, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(rows.first?.hasPrefix("name,frame,t_s,event,velocity_x_pt_per_ms,") == true)
        // free-fling releases at frame 7 with 2 pt/ms; §4's proposal 2094.005 pt, on the 1/3 pt grid
        // 2094.000, unchanged; no fast-scroll streak (multiplier 1).
        #expect(rows.contains("free-fling,7,0.1167,scrollViewWillEndDragging,0.0000,2.0000,0.000,2094.000,0.000,2094.000,1.0000,,0.000,1100.000,"))
        let run = try ScenarioRunner.run(try ScenarioFile.load(file).scenario)
        #expect(rows.count == 1 + run.recording.events.count)
        #expect(await Invocation(["run", file, "--events", events]).code == 64)
    }
}
