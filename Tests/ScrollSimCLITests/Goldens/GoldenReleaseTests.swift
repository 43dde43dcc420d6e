import Foundation
import ScrollSim
import ScrollSimCLI
import ScrollSimScenarios
import ScrollSimTestSupport
import Testing

@Suite("Release lines in goldens")
struct GoldenReleaseTests {
    @Test("a golden holds one release line per scrollViewWillEndDragging: frame, time, velocity (pt/ms), proposed and final targets")
    func releaseLineFormat() throws {
        // free-fling: released at frame 7 (t = 0.1 + 1/60 s) at 2 pt/ms; §4's proposal
        // 1100 + 1.99 / |ln 0.998| = 2094.005 pt, on the 1/3 pt grid 2094.000, left unchanged (no strategy).
        let text = try String(contentsOfFile: GoldenIntegrityTests.scenarios + "/goldens/free-fling.frames", encoding: .utf8)
        #expect(text.hasPrefix("# scrollsim golden 2: free-fling (60 fps)\n"))
        #expect(Golden.releaseLines(text) == ["release 7 0.1167 0.0000 2.0000 0.000 2094.000 0.000 2094.000"])
    }

    @Test("check fails when only a release's target changed, naming the release, the column and both values")
    func changedTargetFails() async throws {
        let folder = try GoldenIntegrityTests.folder(copying: ["free-fling.json"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("free-fling.json").path
        let golden = folder.appendingPathComponent("goldens/free-fling.frames").path
        #expect(await Invocation(["check", file], environment: GoldenIntegrityTests.environment("all")).code == 0)
        let text = try String(contentsOfFile: golden, encoding: .utf8)
        try text.replacingOccurrences(of: "0.000 2094.000 0.000 2094.000", with: "0.000 2094.000 0.000 2100.000")
            .write(toFile: golden, atomically: true, encoding: .utf8)
        let changed = await Invocation(["check", file])
        #expect(changed.code == 1)
        #expect(
            changed.output.contains(
                "FAIL      free-fling: every frame matches \(golden), but release 1 (frame 7): target y (pt) is 2100.000 in the golden and 2094.000 now (6.0000 apart, tolerance 0.002)."
            ))
        #expect(
            changed.output.contains(
                "- release 7 0.1167 0.0000 2.0000 0.000 2094.000 0.000 2100.000\n+ release 7 0.1167 0.0000 2.0000 0.000 2094.000 0.000 2094.000\n"))
        // The picture of the difference is written next to the golden, and goes when it passes.
        let plot = folder.appendingPathComponent("goldens/free-fling.failure.svg").path
        #expect(changed.output.contains("plot of both curves: \(plot)"))
        let svg = try String(contentsOfFile: plot, encoding: .utf8)
        #expect(svg.contains("golden target 2100.0") && svg.contains("target now 2094.0"))
        try text.write(toFile: golden, atomically: true, encoding: .utf8)
        #expect(await Invocation(["check", file]).code == 0)
        #expect(!FileManager.default.fileExists(atPath: plot))
        // A golden of format 1, without release lines, reports the release as new.
        try text.split(separator: "\n").filter { !$0.hasPrefix("release ") && !$0.hasPrefix("# release") }.joined(separator: "\n")
            .appending("\n").write(toFile: golden, atomically: true, encoding: .utf8)
        let older = await Invocation(["check", file])
        #expect(older.code == 1 && older.output.contains("but release 1 is new: the golden has 0 releases."))
    }
}
