import Foundation
import ScrollSimCLI
import ScrollSimTestSupport
import Testing

/// Every malformed scenario gets one sentence naming the file, the JSON path, what was
/// expected and what was found; the command exits 65; an existing `--output` file is untouched.
@Suite("Bad input: errors name file, path, expected and found; exit 65; output untouched")
struct BadInputTests {
    /// One malformed scenario and the error it must give.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var json: String
        /// The JSON path the error names; empty for a syntax error (which names line and column).
        var path: String
        /// Fragments the error sentence must contain (expected and found).
        var fragments: [String]
        var strict = false

        var testDescription: String { name }
    }

    /// A fresh folder with the scenario and an `--output` file holding earlier results.
    struct Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("scrollsim-bad-\(UUID().uuidString)")
        var scenario: String { url.appendingPathComponent("bad.json").path }
        var output: String { url.appendingPathComponent("out.txt").path }
        static let previous = "earlier results that must survive\n"

        init(json: String) throws {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try Data(json.utf8).write(to: URL(fileURLWithPath: scenario))
            try Data(Self.previous.utf8).write(to: URL(fileURLWithPath: output))
        }

        var files: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() }
        var outputText: String? { FileManager.default.contents(atPath: output).map { String(decoding: $0, as: UTF8.self) } }
        func remove() { try? FileManager.default.removeItem(at: url) }
    }

    @Test("the error names the file, the JSON path, expected and found; exit 65; --output untouched", arguments: cases)
    func badInput(_ c: Case) async throws {
        let folder = try Folder(json: c.json)
        defer { folder.remove() }
        let result = await Invocation(["run", folder.scenario, "--output", folder.output] + (c.strict ? ["--strict"] : []))
        #expect(result.code == 65, "\(c.name): \(result.error)")
        let location = c.path.isEmpty ? "\(folder.scenario): " : "\(folder.scenario) at \(c.path): "
        #expect(result.error.hasPrefix(location), "\(c.name): \(result.error)")
        for fragment in c.fragments {
            #expect(result.error.contains(fragment), "\(c.name): \(result.error) lacks \(fragment)")
        }
        #expect(result.error.hasSuffix(".\n") && result.error.split(separator: "\n").count == 1, "one sentence: \(result.error)")
        #expect(folder.outputText == Folder.previous, "\(c.name): the output file changed")
        #expect(folder.files == ["bad.json", "out.txt"], "\(c.name): stray files \(folder.files)")
        #expect(result.output.isEmpty)
    }

    @Test("check with a name that climbs out of the goldens folder exits 65 and writes no golden anywhere")
    func checkUnsafeName() async throws {
        let folder = try Folder(json: #"{"name": "../escaped", \#(Self.view)}"#)
        defer { folder.remove() }
        let result = await Invocation(["check", folder.scenario], environment: ["SCROLLSIM_RECORD": "all"])
        #expect(result.code == 65)
        #expect(result.error.hasPrefix("\(folder.scenario) at name: "))
        #expect(folder.files == ["bad.json", "out.txt"])
        #expect(!FileManager.default.fileExists(atPath: folder.url.deletingLastPathComponent().appendingPathComponent("escaped.frames").path))
    }

    @Test("a bad file after a good one still writes nothing: the output is written once, at the end")
    func badAfterGood() async throws {
        let folder = try Folder(json: Self.cases[0].json)
        defer { folder.remove() }
        let good = PackagePaths.scenarios() + "/free-fling.json"
        let result = await Invocation(["run", good, folder.scenario, "--output", folder.output])
        #expect(result.code == 65)
        #expect(folder.outputText == Folder.previous)
    }

    @Test("an unknown key is an error by default: one sentence with its path and suggestion, exit 65, the output untouched")
    func unknownKeysAreErrors() async throws {
        let folder = try Folder(json: #"{"scrollView": {"bounds": [375, 667], "contentSize": [375, 4000], "bounce": false}, "gesture": []}"#)
        defer { folder.remove() }
        let result = await Invocation(["run", folder.scenario, "--output", folder.output])
        #expect(result.code == 65)
        #expect(result.error == "\(folder.scenario) at gesture: unknown key \"gesture\" (did you mean \"gestures\"?).\n")
        #expect(folder.outputText == Folder.previous, "the output was left as it was")
    }

    @Test("unknown keys near a known one by abbreviation or by part are errors with a suggestion")
    func unknownKeySuggestions() async throws {
        for (json, sentence) in [
            (
                #"{\#(Self.view), "simulation": {"maxDuration": 30}}"#,
                #"at simulation.maxDuration: unknown key "maxDuration" (did you mean "maximumDuration"?)."#
            ),
            (#"{\#(Self.view), "expect": {"restOffst": [0, 0]}}"#, #"at expect.restOffst: unknown key "restOffst" (did you mean "finalOffset"?)."#),
        ] {
            let folder = try Folder(json: json)
            defer { folder.remove() }
            let result = await Invocation(["run", folder.scenario, "--output", folder.output])
            #expect(result.code == 65)
            #expect(result.error == "\(folder.scenario) \(sentence)\n")
        }
    }

    @Test("a duplicate key warns with its path and both lines, and the run goes on with the later value")
    func duplicateKeyWarns() async throws {
        let folder = try Folder(
            json: """
                {"scrollView": {"bounds": [375, 667],
                  "bounds": [100, 100], "contentSize": [375, 4000]},
                 "gestures": [], "gestures": []}
                """)
        defer { folder.remove() }
        let result = await Invocation(["run", folder.scenario, "--format", "json"])
        #expect(result.code == 0)
        #expect(
            result.error == """
                warning: \(folder.scenario) at scrollView.bounds: duplicate key "bounds" (on lines 1 and 2); the later value is used.
                warning: \(folder.scenario) at gestures: duplicate key "gestures" (twice on line 3); the later value is used.

                """)
    }

    @Test("an overflowing --set value is named as a number too large for a double, not a string; exit 65")
    func overflowingOverride() async {
        let file = PackagePaths.scenarios() + "/free-fling.json"
        let result = await Invocation(["run", file, "--set", "scrollView.decelerationRate=1e400"])
        #expect(result.code == 65)
        #expect(
            result.error
                == "--set at scrollView.decelerationRate: expected a number a double can hold but found 1e400, a number too large for a double.\n")
        #expect(!result.error.contains("string"))
    }

    @Test("snap-point with a cellWidth and no layout runs: the cellWidth stands in for the layout")
    func snapPointWithCellWidth() async throws {
        let folder = try Folder(
            json: """
                {"scrollView": {"bounds": [375, 250], "contentSize": [2000, 250]}, "strategy": {"name": "snap-point", "cellWidth": 300},
                 "gestures": [{"t": 0, "type": "drag", "distance": 100, "releaseVelocity": 1}]}
                """)
        defer { folder.remove() }
        let result = await Invocation(["run", folder.scenario, "--format", "json"])
        #expect(result.code == 0, "\(result.error)")
        // Released at 100 pt with 1 pt/ms at rate 0.998: projection 100 + 1 · 0.998 / 0.002 = 599 pt,
        // 599 / 300 = 1.997 cells, past 30 % of cell 1, so the strategy takes cell 2: 2 · 300 pt.
        #expect(result.output.contains(#""final_offset_pt":[600,0]"#), "\(result.output.suffix(200))")
    }

    @Test("items larger than the bounds run to rest inside the allowed range with every strategy that needs items")
    func itemsLargerThanBounds() async throws {
        for strategy in [
            "threshold-paging", "velocity-paging", "card-centering", "view-aligned", "group-paging-centered", "centered-flow-layout", "peek",
            "snap-point",
        ] {
            let folder = try Folder(
                json: """
                    {"scrollView": {"bounds": [200, 150]}, "layout": {"itemCount": 4, "itemSize": [500, 400]}, "strategy": "\(strategy)",
                     "gestures": [{"t": 0, "type": "drag", "distance": 300, "releaseVelocity": 3}]}
                    """)
            defer { folder.remove() }
            let result = await Invocation(["run", folder.scenario, "--format", "json"])
            #expect(result.code == 0, "\(strategy): \(result.error)")
            #expect(!result.output.contains("nan") && !result.output.contains("inf"), "\(strategy)")
            #expect(!result.output.contains("stopped"), "\(strategy)")
        }
    }

    @Test("a content size of 1e12 runs: finite frames, rest at the far edge after a fling there")
    func hugeContent() async throws {
        let folder = try Folder(
            json: """
                {"scrollView": {"bounds": [375, 667], "contentSize": [375, 1e12], "contentOffset": [0, 999999998000]},
                 "gestures": [{"t": 0, "type": "drag", "distance": 100, "releaseVelocity": 8}],
                 "expect": {"finalOffset": [0, 999999999333], "tolerance": 0.001}}
                """)
        defer { folder.remove() }
        let result = await Invocation(["all", folder.url.path])
        #expect(result.code == 0, "\(result.output)\(result.error)")
        #expect(result.output.contains("1 passed"))
    }
}
