import Foundation
import ScrollSimTestSupport
import Testing

@testable import ScrollSimCLI

/// Numeric options are declared with their type and range; the parser converts and checks them
/// and words every refusal the same way, before the command runs.
@Suite("Typed options: converted and refused in one place")
struct TypedOptionTests {
    static let scenario = PackagePaths.scenarios() + "/free-fling.json"
    static let recording = PackagePaths.scenarios() + "/recordings/medium-flick.json"

    @Test(
        "a numeric option out of its type or range is refused at parse time with one wording, exit 64",
        arguments: [
            (["run", scenario, "--frame-rate", "29"], "--frame-rate expects a whole number from 30 to 240 but found \"29\"."),
            (["run", scenario, "--frame-rate", "60.5"], "--frame-rate expects a whole number from 30 to 240 but found \"60.5\"."),
            (
                ["sweep", scenario, "--drag", "0:1:1", "--velocity", "0:1:1", "--jobs", "0"],
                "--jobs expects a whole number, 1 or more, but found \"0\"."
            ),
            (
                ["sweep", scenario, "--drag", "0:1:1", "--velocity", "0:1:1", "--jobs", "1e3"],
                "--jobs expects a whole number, 1 or more, but found \"1e3\"."
            ),
            (["sweep-merge", "x.csv", "--cells", "-1"], "--cells expects a whole number, 0 or more, but found \"-1\"."),
            (["replay", recording, "--tolerance", "-0.5"], "--tolerance expects a number of points, 0 or more, but found \"-0.5\"."),
            (["replay", recording, "--tolerance", "inf"], "--tolerance expects a number of points, 0 or more, but found \"inf\"."),
            (["replay", recording, "--tolerance", "\u{1B}[2J"], "--tolerance expects a number of points, 0 or more, but found \"\\u001b[2J\"."),
        ])
    func refusedAtParseTime(arguments: [String], message: String) async {
        let result = await Invocation(arguments)
        #expect(result.code == 64)
        #expect(result.error == message + "\n")
        #expect(result.output.isEmpty)
    }

    @Test("values at the edges of their ranges are accepted and reach the command as numbers")
    func edgesAccepted() throws {
        let spec = ReplayCommand.spec
        #expect(try spec.parse([Self.recording, "--tolerance", "0"]).number(ReplayCommand.tolerance) == 0)
        #expect(try RunCommand.spec.parse([Self.scenario, "--frame-rate", "240"]).integer(SharedOptions.frameRate) == 240)
        #expect(try RunCommand.spec.parse([Self.scenario, "--frame-rate=30"]).integer(SharedOptions.frameRate) == 30)
        #expect(try SweepMergeCommand.spec.parse(["x.csv", "--cells", "0"]).integer(SweepMergeCommand.cells) == 0)
    }

    @Test("every option whose placeholder is a number (N, PT) is declared with a numeric type")
    func numericPlaceholdersAreTyped() {
        for spec in ScrollSimCommand.specs {
            for option in spec.options where ["N", "PT"].contains(option.value ?? "") {
                #expect(option.kind != .text, "\(spec.name) \(option.name) takes \(option.value!) but is declared as text")
            }
        }
    }
}
