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

    @Test("a carousel-in-feed scenario plays the carousel beside the feed, and its plot draws both views' curves")
    func nestedViews() async throws {
        let out = Self.temporary("nested.html")
        let svg = Self.temporary("nested.svg")
        defer {
            try? FileManager.default.removeItem(atPath: out)
            try? FileManager.default.removeItem(atPath: svg)
        }
        let file = Self.scenarios + "/carousel-in-feed-horizontal-flick.json"
        let result = await Invocation(["view", file, "--output", out])
        #expect(result.code == 0, "\(result.error)")
        #expect(
            Self.labels(try String(contentsOfFile: out, encoding: .utf8)) == [
                "carousel-in-feed-horizontal-flick", "carousel-in-feed-horizontal-flick: carousel",
            ])
        let plot = await Invocation(["plot", file, "--svg", svg])
        #expect(plot.code == 0, "\(plot.error)")
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(text.contains("offset y") && text.contains("carousel offset x"))
    }

    @Test("check pins a view inside with its own golden, NAME.carousel.frames: a faster carousel fails it (and the feed's, whose run ends sooner)")
    func subviewGolden() async throws {
        let folder = Self.temporary("nested-check")
        try FileManager.default.createDirectory(atPath: folder + "/goldens", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/carousel-in-feed-horizontal-flick.json"
        try FileManager.default.copyItem(atPath: Self.scenarios + "/carousel-in-feed-horizontal-flick.json", toPath: file)
        let record = await Invocation(["check", file], environment: ["SCROLLSIM_RECORD": "missing"])
        #expect(record.code == 0, "\(record.output)")
        #expect(FileManager.default.fileExists(atPath: folder + "/goldens/carousel-in-feed-horizontal-flick.carousel.frames"))
        // The carousel at the fast rate glides less; the feed does not move either way.
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains(#""bounds": [375, 250]"#), "only the carousel is 250 pt tall")
        try text.replacingOccurrences(of: #""bounds": [375, 250]"#, with: #""bounds": [375, 250], "decelerationRate": "fast""#)
            .write(toFile: file, atomically: true, encoding: .utf8)
        let check = await Invocation(["check", file])
        #expect(check.code == 1)
        #expect(check.output.contains("FAIL      carousel-in-feed-horizontal-flick.carousel: frame"))
        // Both views are recorded until both rest, so the feed's frames end sooner too.
        #expect(check.output.contains("FAIL      carousel-in-feed-horizontal-flick: frame"))
    }

    @Test("compare of a carousel-in-feed scenario has a row per view: the carousel glides (0.6 − 0.01)·499 = 294.4 pt at normal, ·99 = 58.4 at fast")
    func compareNestedViews() async throws {
        let file = Self.scenarios + "/carousel-in-feed-horizontal-flick.json"
        let csv = await Invocation(["compare", file, "--set", "subviews[0].scrollView.decelerationRate=normal,fast", "--format", "csv"])
        #expect(csv.code == 0, "\(csv.error)")
        let lines = csv.output.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("key,value,view,distance_pt,") == true)
        let carousel = lines.filter { $0.split(separator: ",", omittingEmptySubsequences: false)[2] == "carousel" }
        #expect(carousel.count == 2)
        let distances = carousel.compactMap { Double($0.split(separator: ",", omittingEmptySubsequences: false)[3]) }
        #expect(distances.count == 2 && abs(distances[0] - 294.4) < 0.5 && abs(distances[1] - 58.4) < 0.5)
        // The feed's rows: it never moves.
        #expect(
            lines.dropFirst().filter { $0.split(separator: ",", omittingEmptySubsequences: false)[2].isEmpty }.allSatisfy { $0.contains(",0.000,") })
    }
}
