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
        // The page and each run say the setting in words; the key stays as the page's subtitle.
        #expect(html.contains("<title>free-fling: deceleration compared</title>"))
        #expect(html.contains("\"subtitle\":\"setting key: scrollView.decelerationRate\""))
        #expect(html.contains("\"variant\":\"deceleration: normal\"") && html.contains("\"variant\":\"deceleration: fast\""))
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

    @Test("--golden marks the golden's run, and both runs share one layout and one page grid: native paging's pages every 375 pt")
    func goldenMarkedSharingItsLayout() async throws {
        let out = Self.temporary("golden-paging.html")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = await Invocation(["view", Self.scenarios + "/native-paging-forward.json", "--golden", "--output", out])
        #expect(result.code == 0, "\(result.error)")
        let html = try String(contentsOfFile: out, encoding: .utf8)
        #expect(html.components(separatedBy: "\"golden\":true").count == 2)
        #expect(html.components(separatedBy: "\"layout\":0,").count == 3 && !html.contains("\"layout\":1,"))
        #expect(html.components(separatedBy: "\"paging\":{\"origin\":[0.000,0.000],\"stride\":[375.000,").count == 3)
    }

    @Test("a carousel section that scrolls freely draws its 12 cards and no page lines; a paging section pages every 330 pt from −40")
    func carouselCardsAndPages() async throws {
        let out = Self.temporary("carousel.html")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let free = await Invocation(["view", Self.scenarios + "/compositional-behaviour-continuous.json", "--output", out])
        #expect(free.code == 0, "\(free.error)")
        let html = try String(contentsOfFile: out, encoding: .utf8)
        // Card k of the section at 330k, 320 × 250 (the file's description).
        #expect(html.contains("[[0.000,0.000,320.000,250.000],[330.000,0.000,320.000,250.000],"))
        #expect(html.contains("\"count\":12}"))
        #expect(!html.contains("\"paging\":") && !html.contains("\"stops\":"))
        let paging = await Invocation(["view", Self.scenarios + "/compositional-behaviour-group-paging-centered.json", "--output", out])
        #expect(paging.code == 0, "\(paging.error)")
        #expect(try String(contentsOfFile: out, encoding: .utf8).contains("\"paging\":{\"origin\":[-40.000,0.000],\"stride\":[330.000,250.000]}"))
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
