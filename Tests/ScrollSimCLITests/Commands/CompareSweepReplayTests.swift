import Foundation
import ScrollSimCLI
import ScrollSimScenarios
import ScrollSimTestSupport
import Testing

@Suite("compare, sweep and replay commands")
struct CompareSweepReplayTests {
    static let scenarios = PackagePaths.scenarios()

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

    @Test("compare varies a compositional section's behaviour: five rows of the section, each on its own rest, labelled with its name")
    func compareOrthogonalBehaviours() async throws {
        let behaviours = "continuous,continuousGroupLeadingBoundary,paging,groupPaging,groupPagingCentered"
        let result = await Invocation([
            "compare", Self.scenarios + "/compositional-behaviour-continuous.json", "--set",
            "layout.sections[0].orthogonalScrollingBehavior=" + behaviours, "--format", "csv",
        ])
        #expect(result.code == 0)
        // The rests each compositional-behaviour-* file derives: 344.333 (the glide's stop), 660, 400, 330, 290.
        // CSV columns: key, value, view, distance, rest, peak velocity, overshoot, final x, final y, page.
        let rows = result.output.split(separator: "\n").filter { $0.contains(",cards,") }
            .map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        #expect(rows.map { String($0[1]) } == behaviours.split(separator: ",").map(String.init))
        #expect(rows.map { Double($0[7]) } == [344.333, 660, 400, 330, 290])
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
        for key in [
            "\"frames\":[", "\"recorded_pt\":", "\"simulated_pt\":", "\"error_pt\":", "\"max_error_after_release_pt\":", "\"error_at_rest_pt\":",
        ] {
            #expect(result.output.contains(key), "missing \(key)")
        }
    }
}
