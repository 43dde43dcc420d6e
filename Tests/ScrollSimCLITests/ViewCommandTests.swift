import Foundation
import ScrollSimScenarios
import ScrollSimTestSupport
import Testing

/// `scrollsim view`: one page for scenarios, settings, a golden or a device recording.
@Suite("scrollsim view")
struct ViewCommandTests {
    static let scenarios = PackagePaths.scenarios()

    static func temporary(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("view-\(UUID().uuidString)-\(name)").path
    }

    /// The labels of the page's runs, from its data.
    static func labels(_ html: String) -> [String] {
        html.components(separatedBy: "\"label\":\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test("a --set with two values writes one page with a run per value, labelled as compare labels them")
    func settingsSideBySide() async throws {
        let out = Self.temporary("rates.html")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = await Invocation([
            "view", Self.scenarios + "/free-fling.json", "--set", "scrollView.decelerationRate=normal,fast", "--output", out,
        ])
        #expect(result.code == 0, "\(result.error)")
        #expect(result.output == "wrote \(out) (2 runs)\n")
        let html = try String(contentsOfFile: out, encoding: .utf8)
        #expect(Self.labels(html) == ["decelerationRate=normal", "decelerationRate=fast"])
        #expect(html.contains("<title>free-fling: scrollView.decelerationRate</title>"))
    }

    @Test("--golden plays the scenario's golden against a new run; they are the same frames for a bundled scenario")
    func goldenAgainstNow() async throws {
        let out = Self.temporary("golden.html")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = await Invocation(["view", Self.scenarios + "/free-fling.json", "--golden", "--output", out])
        #expect(result.code == 0, "\(result.error)")
        let html = try String(contentsOfFile: out, encoding: .utf8)
        #expect(Self.labels(html) == ["free-fling: golden", "free-fling: now"])
        // Both runs' packed y columns are the same text: the golden holds the run's frames.
        let columns = html.components(separatedBy: "\"y\":\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(columns.count == 2 && columns[0] == columns[1] && !columns[0].isEmpty)
    }

    @Test("a device recording plays beside its simulation")
    func deviceRecording() async throws {
        let out = Self.temporary("device.html")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = await Invocation(["view", Self.scenarios + "/recordings/medium-flick.json", "--output", out])
        #expect(result.code == 0, "\(result.error)")
        #expect(Self.labels(try String(contentsOfFile: out, encoding: .utf8)) == ["recorded on the device", "simulated"])
    }

    @Test("several values with several files is a usage error, and a missing golden names its path; neither writes a page")
    func refusals() async {
        let out = Self.temporary("refused.html")
        let two = await Invocation([
            "view", Self.scenarios + "/free-fling.json", Self.scenarios + "/peek-back-flick.json", "--set", "frameRate=60,120", "--output", out,
        ])
        #expect(two.code == 64)
        #expect(two.error.contains("give one FILE"))
        let folder = Self.temporary("nogolden")
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try? FileManager.default.copyItem(atPath: Self.scenarios + "/free-fling.json", toPath: folder + "/free-fling.json")
        let missing = await Invocation(["view", folder + "/free-fling.json", "--golden", "--output", out])
        #expect(missing.code == 66)
        #expect(missing.error.contains("no golden at \(folder)/goldens/free-fling.frames"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}
