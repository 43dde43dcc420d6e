import Foundation
import ScrollSimCLI
import ScrollSimScenarios
import ScrollSimTestSupport
import Testing

/// A scenario without `name` is named after its file; the name rules apply to that name too.
@Suite("Names derived from file names")
struct DerivedNameTests {
    @Test("a file named .hidden.json, or with a line break in its name, and no name inside is refused at name with the rule (exit 65)")
    func derivedNameRules() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("derived-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (file, rule) in [(".hidden.json", "it starts with a dot"), ("a\nb.json", "it holds a control character")] {
            let path = folder.appendingPathComponent(file).path
            try #"{"scrollView": {"bounds": [375, 667], "contentSize": [375, 4000]}}"#.write(toFile: path, atomically: true, encoding: .utf8)
            let result = await Invocation(["check", path], environment: ["SCROLLSIM_RECORD": "missing"])
            #expect(result.code == 65, "\(file): \(result.error)")
            #expect(result.error.contains("at name: the scenario has no name, and its file name") && result.error.contains(rule), "\(result.error)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("goldens").path))
        }
    }
}
