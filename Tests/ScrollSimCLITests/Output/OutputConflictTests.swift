import Foundation
import ScrollSimCLI
import ScrollSimTestSupport
import Testing

/// Two outputs of one command that name the same file, or both standard output, would overwrite
/// or interleave each other: refused before anything runs (exit 64), and nothing is written.
@Suite("Outputs that would eat each other")
struct OutputConflictTests {
    static let scenarios = PackagePaths.scenarios()
    static let grid = ["--drag", "0:10:10", "--velocity", "0:1:1"]

    @Test("run --output X --events X, sweep --svg X --csv X and sweep --output X --svg X exit 64 and leave X as it was")
    func sameFile() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("conflict-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let x = folder.appendingPathComponent("x").path
        try "before\n".write(toFile: x, atomically: true, encoding: .utf8)
        let fling = Self.scenarios + "/free-fling.json"
        let peek = Self.scenarios + "/peek-back-flick.json"
        for arguments in [
            ["run", fling, "--format", "csv", "--output", x, "--events", x],
            ["sweep", peek] + Self.grid + ["--svg", x, "--csv", x],
            ["sweep", peek] + Self.grid + ["--format", "csv", "--output", x, "--svg", x],
        ] {
            let result = await Invocation(arguments)
            #expect(result.code == 64, "\(arguments)")
            #expect(result.error.contains("both write to the same file"), "\(result.error)")
            #expect(result.output.isEmpty)
            #expect(try String(contentsOfFile: x, encoding: .utf8) == "before\n")
        }
    }

    @Test("two outputs on standard output exit 64: sweep --format csv --csv -, run --format csv --events -, compare --svg -")
    func bothStandardOutput() async {
        for arguments in [
            ["sweep", Self.scenarios + "/peek-back-flick.json"] + Self.grid + ["--format", "csv", "--csv", "-"],
            ["run", Self.scenarios + "/free-fling.json", "--format", "csv", "--events", "-"],
            ["compare", Self.scenarios + "/free-fling.json", "--set", "scrollView.decelerationRate=normal,fast", "--svg", "-"],
        ] {
            let result = await Invocation(arguments)
            #expect(result.code == 64, "\(arguments)")
            #expect(result.error.contains("both write to standard output"), "\(result.error)")
            #expect(result.output.isEmpty)
        }
        // One of them on standard output is fine: the text table left out for --csv -.
        #expect(await Invocation(["sweep", Self.scenarios + "/peek-back-flick.json"] + Self.grid + ["--csv", "-"]).code == 0)
    }
}
