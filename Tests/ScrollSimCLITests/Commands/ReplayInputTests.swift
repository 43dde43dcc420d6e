import Foundation
import ScrollSimCLI
import Testing

/// `scrollsim replay` checks recordings as `run` checks scenarios: unknown and duplicate keys warn,
/// and `--strict` makes them errors (exit 65).
@Suite("replay: unknown keys warn, --strict makes them errors")
struct ReplayInputTests {
    static let recording = """
        {"name": "r", "nmae": "typo", "scrollView": {"bounds": [402, 874], "contentSize": [402, 6000], "bouncez": true},
         "frames": [
          {"t": 0.0, "phase": "dragging", "translation": [0, 0], "offset": [0, 0], "ofset": [0, 0]},
          {"t": 0.016, "phase": "dragging", "translation": [0, -10], "offset": [0, 10]},
          {"t": 0.05, "phase": "decelerating", "offset": [0, 20]}
         ]}
        """

    static func withFile(_ text: String, _ body: (String) async -> Void) async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("scrollsim-replay-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        await body(url.path)
    }

    @Test("an unknown key in a recording is an error with a suggestion: one sentence, exit 65, nothing replayed")
    func unknownKeyIsAnError() async throws {
        try await Self.withFile(Self.recording) { path in
            let result = await Invocation(["replay", path])
            #expect(result.code == 65, "\(result.error)")
            #expect(result.error == "\(path) at nmae: unknown key \"nmae\" (did you mean \"name\"?).\n")
            #expect(result.output.isEmpty)
        }
    }

    @Test("replay --strict is accepted, and an unknown key is then an error: one sentence, exit 65, no output")
    func strict() async throws {
        try await Self.withFile(Self.recording) { path in
            let result = await Invocation(["replay", path, "--strict"])
            #expect(result.code == 65)
            #expect(result.error == "\(path) at nmae: unknown key \"nmae\" (did you mean \"name\"?).\n")
            #expect(result.output.isEmpty)
        }
    }

    @Test("the bundled recording replays under --strict with no warning")
    func bundledStrict() async {
        let result = await Invocation(["replay", CommandTests.scenarios + "/recordings/medium-flick.json", "--strict"])
        #expect(result.code == 0)
        #expect(result.error.isEmpty)
    }
}
