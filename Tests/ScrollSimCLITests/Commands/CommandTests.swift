import Foundation
import ScrollSimCLI
import ScrollSimScenarios
import ScrollSimTestSupport
import Testing

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
                // A value the option's declaration accepts: its first choice, or its range's start.
                func sample(_ option: CommandSpec.Option) -> String {
                    switch option.kind {
                    case .wholeNumber(let range): String(range.lowerBound)
                    case .number(let range, _): String(range.lowerBound)
                    case .text: option.choices.first ?? "1"
                    }
                }
                var arguments = [String](repeating: "x", count: spec.positionalCount.lowerBound)
                for other in spec.options where other.required && other.name != option.name {
                    arguments += [other.name, sample(other)]
                }
                arguments.append(option.name)
                if option.value != nil { arguments.append(sample(option)) }
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
        #expect(summary == "172 scenarios: 172 passed, 0 failed.")
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
        // The table's rows, then an indented line per note: changed-target-behind's release at 1100
        // is put on its target 1000 in one frame, where the 1000 pt/s drag allows 2 · 1000 / 60 + 2 pt.
        let rows = lines.dropFirst().dropLast().filter { !$0.hasPrefix("  ") }
        let resultColumn = Set(rows.map { $0.count })
        #expect(resultColumn.count == 1, "lines are aligned")
        #expect(lines.contains("  changed-target-behind: note: frame 7 at 0.1167 s jumps 100.000 pt, where its velocity allows 35.333 pt."))
    }

    @Test("scrollsim DIR runs the folder as the usage line says, and an unknown command's error lists every command, all included")
    func folderAsFirstArgument() async {
        let direct = await Invocation([Self.scenarios])
        let named = await Invocation(["all", Self.scenarios])
        #expect(direct.code == 0 && direct.output == named.output)
        #expect(ScrollSimCommand.specs.first { $0.name.isEmpty }?.usage == "scrollsim [all] [DIR] [--strict]")
        let unknown = await Invocation(["launch"])
        #expect(unknown.code == 64)
        #expect(
            unknown.error
                == "Unknown command \"launch\"; expected one of the commands all, run, check, compare, sweep, sweep-merge, replay, plot, view, completion or a folder of scenarios.\n"
        )
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
            #expect(
                result.error
                    == "\(file): the run was stopped at simulation.maximumDuration (0.5 s) with the scroll view still moving: the glide did not settle within the limit: at deceleration rate 0.998 it would need another 2.2 s to stop.\n",
                "\(format)")
            #expect(result.output.contains("0.5"), "\(format): the frames up to the limit are printed")
        }
        let calm = await Invocation(["run", file, "--format", "csv"])
        #expect(calm.code == 0 && calm.error.isEmpty)
    }

    @Test("run exits 1 when the file's expect fails, naming each failed expectation on stderr; stdout stays the report in every format")
    func runChecksExpectations() async throws {
        let file = Self.scenarios + "/free-fling.json"
        for format in ["text", "json", "csv"] {
            // At the fast rate free-fling glides 197 pt instead of 993: its finalOffset, restAfter
            // and target fail; its other expectations still hold.
            let result = await Invocation(["run", file, "--format", format, "--set", "scrollView.decelerationRate=fast"])
            #expect(result.code == 1, "\(format)")
            #expect(
                result.error.split(separator: "\n") == [
                    "\(file): the expectation expect.finalOffset failed: expected [0.000, 2093.000], actual [0.000, 1297.000], difference 796.000, tolerance 0.500.",
                    "\(file): the expectation expect.restAfter failed: expected rest at or after 2.680 s, actual 0.633 s.",
                    "\(file): the expectation expect.target failed: expected [0.000, 2094.000], actual [0.000, 1298.000], difference 796.000, tolerance 0.500.",
                ], "\(format)")
            #expect(!result.output.contains("expectation"), "\(format): standard output is the report alone")
            if format == "json" {
                #expect(throws: Never.self) { try JSONParser.parse(result.output) }
            }
        }
        let passing = await Invocation(["run", file, "--format", "json"])
        #expect(passing.code == 0 && passing.error.isEmpty, "\(passing.error)")
    }

    @Test("the text report separates a notice's message from its velocity: pt/ms, the finger lifted")
    func noticeDetailIsSeparated() async {
        let result = await Invocation(["run", Self.scenarios + "/free-fling.json", "--set", "gestures[0].releaseVelocity=0.2"])
        #expect(result.output.contains("velocity [0.0000, 0.2000] pt/ms, the finger lifted at 0.200 pt/ms"), "\(result.output)")
    }

    @Test("a release velocity in the wrong unit warns on stderr and runs; under --strict it is bad data, exit 65")
    func implausibleUnitsWarn() async throws {
        let folder = NSTemporaryDirectory() + "scrollsim-units-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/fling.json"
        let text =
            #"{"scrollView": {"bounds": [375, 667], "contentSize": [375, 40000]}, "#
            + #""gestures": [{"t": 0, "type": "drag", "distance": 100, "releaseVelocity": 600}]}"#
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let sentence =
            "\(file) at gestures[0].releaseVelocity: 600 pt/ms is 600,000 pt/s, faster than any finger (above 20 pt/ms); "
            + "if pt/s was meant, write 0.6 (pt/ms).\n"
        let lenient = await Invocation(["run", file, "--format", "csv"])
        #expect(lenient.code == 0 && lenient.error == "warning: " + sentence)
        let strict = await Invocation(["run", file, "--strict"])
        #expect(strict.code == 65 && strict.error == sentence && strict.output.isEmpty)
    }

    @Test("a deceleration rate very close to 1 stops at the limit with the glide's remaining time, and no delegate is blamed")
    func slowGlideStop() async {
        let file = Self.scenarios + "/free-fling.json"
        let result = await Invocation([
            "run", file, "--format", "csv", "--set", "scrollView.decelerationRate=0.9999999999", "--set", "simulation.exactDecelerationRate=true",
            "--set", "scrollView.contentSize=[375,1e12]",
        ])
        #expect(result.code == 1)
        // Content of 1e12 pt leaves room for the 2 pt/ms glide (120,000 pt in the first minute).
        // At 60 s the speed is still 2 · d^59900 ≈ 2 pt/ms; it stops after ln(0.01/2)/ln d ms
        // = 5.2983 / 1.0e-10 = 5.298e10 ms = 5.3e7 s, 1.68 years of 365.25 days.
        #expect(
            result.error
                == "\(file): the run was stopped at simulation.maximumDuration (60 s) with the scroll view still moving: the glide did not settle within the limit: at deceleration rate 0.9999999999 it would need another 53000000 s (about 1.7 years) to stop.\n"
        )
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
        let a = Self.scenarios + "/free-fling.json"
        let b = Self.scenarios + "/free-fling-fast.json"
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
}
