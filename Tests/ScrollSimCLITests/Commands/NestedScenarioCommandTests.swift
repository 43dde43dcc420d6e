import Foundation
import ScrollSimTestSupport
import Testing

/// A scenario with a view inside (`subviews`): every command shows both views, each named.
///
/// The bundled `carousel-in-feed-horizontal-flick`: one finger moves 10 pt per 1/60 s leftwards on
/// the carousel, so the carousel takes the pan at the first move, is dragged 60 − 10 = 50 pt and
/// released at 10 pt / 16.67 ms = 0.6 pt/ms. Its glide adds (|v| − 0.01)·d/(1 − d) with
/// d = 0.998 per ms: 0.59 · 499 = 294.41 pt, so it rests near 344.4 pt. The feed never moves.
@Suite("commands on a scenario with a view inside")
struct NestedScenarioCommandTests {
    static let scenarios = PackagePaths.scenarios()
    static let file = scenarios + "/carousel-in-feed-horizontal-flick.json"
    /// Where the carousel rests, worked out above, in points.
    static let carouselRest = 50 + 0.59 * 499.0

    static func temporary(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("nested-\(UUID().uuidString)-\(name)").path
    }

    @Test(
        "run's text gives the carousel its own report after the feed's, then a table of both views: the feed did not move, the carousel rests near 344.4 pt on card 1"
    )
    func runTextViewsTable() async throws {
        let result = await Invocation(["run", Self.file])
        #expect(result.code == 0, "\(result.error)")
        let carouselReport = try #require(result.output.components(separatedBy: "\ncarousel-in-feed-horizontal-flick.carousel (none, 60 fps)\n").last)
        #expect(carouselReport.contains("scrollViewWillEndDragging        velocity [0.6000, 0.0000] pt/ms, proposed [344.667, 0.000]"))
        let table = try #require(result.output.components(separatedBy: "\nviews\n").last)
        let rows = table.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init) }
        #expect(rows.count == 3)
        #expect(rows[1].prefix(4) == ["carousel-in-feed-horizontal-flick", "no", "[0.000,", "0.000]"])
        #expect(rows[2].first == "carousel" && rows[2][1] == "yes")
        let x = try #require(Double(rows[2][2].dropFirst().dropLast()))
        #expect(abs(x - Self.carouselRest) < 0.1)
        #expect(rows[2][4] == "1", "280 + 16 = 296 pt per card: 344.4 pt is on card 1")
    }

    @Test("run's JSON gives the carousel its own strategy, frames, events and summary under subviews.carousel, on the feed's frame clock")
    func runJSONSubviews() async throws {
        let result = await Invocation(["run", Self.file, "--format", "json"])
        #expect(result.code == 0, "\(result.error)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let subviews = try #require(root["subviews"] as? [String: Any])
        let carousel = try #require(subviews["carousel"] as? [String: Any])
        #expect(carousel["strategy"] as? String == "none")
        #expect(carousel["moved"] as? Bool == true)
        let frames = try #require(carousel["frames"] as? [[String: Any]])
        #expect(frames.count == (root["frames"] as? [Any])?.count, "both views are recorded on one frame clock")
        let x = try #require((carousel["final_offset_pt"] as? [Double])?.first)
        #expect(abs(x - Self.carouselRest) < 0.1)
        #expect((frames.last?["offset_pt"] as? [Double])?.first == x)
        let events = try #require(carousel["events"] as? [[String: Any]])
        let release = try #require(events.first { $0["name"] as? String == "scrollViewWillEndDragging" })
        // The samples' times are written to the microsecond (0.016667 s), hence 0.600001.
        let velocity = try #require(release["velocity_pt_per_ms"] as? [Double])
        #expect(abs(velocity[0] - 0.6) < 1e-5 && velocity[1] == 0)
        #expect((root["events"] as? [Any])?.isEmpty == true, "the feed calls nothing back")
    }

    @Test("run's CSV follows the feed's rows with the carousel's, named NAME.carousel, and --events does the same")
    func runCSVSubviewRows() async throws {
        let events = Self.temporary("events.csv")
        defer { try? FileManager.default.removeItem(atPath: events) }
        let result = await Invocation(["run", Self.file, "--format", "csv", "--events", events])
        #expect(result.code == 0, "\(result.error)")
        let rows = result.output.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map(String.init) }
        let feed = rows.filter { $0[0] == "carousel-in-feed-horizontal-flick" }
        let carousel = rows.filter { $0[0] == "carousel-in-feed-horizontal-flick.carousel" }
        #expect(feed.count == carousel.count && feed.count + carousel.count == rows.count)
        #expect(rows.firstIndex { $0[0].hasSuffix(".carousel") } == feed.count, "the carousel's rows come after the feed's")
        let x = try #require(carousel.last.flatMap { Double($0[3]) })
        #expect(abs(x - Self.carouselRest) < 0.1)
        let eventRows = try String(contentsOfFile: events, encoding: .utf8).split(separator: "\n").dropFirst()
        #expect(!eventRows.isEmpty && eventRows.allSatisfy { $0.hasPrefix("carousel-in-feed-horizontal-flick.carousel,") })
        #expect(eventRows.contains { $0.contains(",scrollViewWillEndDragging,0.6000,0.0000,") })
    }

    @Test("view plays the carousel beside the feed (each against its own golden under --golden), and plot draws both views' curves")
    func nestedViews() async throws {
        let out = Self.temporary("nested.html")
        let svg = Self.temporary("nested.svg")
        defer {
            try? FileManager.default.removeItem(atPath: out)
            try? FileManager.default.removeItem(atPath: svg)
        }
        let file = Self.file
        let result = await Invocation(["view", file, "--output", out])
        #expect(result.code == 0, "\(result.error)")
        #expect(
            ViewCommandTests.labels(try String(contentsOfFile: out, encoding: .utf8)) == [
                "carousel-in-feed-horizontal-flick", "carousel-in-feed-horizontal-flick: carousel",
            ])
        // Under --golden each view plays against its own golden, NAME.frames and NAME.carousel.frames.
        let golden = await Invocation(["view", file, "--golden", "--output", out])
        #expect(golden.code == 0, "\(golden.error)")
        #expect(
            ViewCommandTests.labels(try String(contentsOfFile: out, encoding: .utf8)) == [
                "carousel-in-feed-horizontal-flick: golden", "carousel-in-feed-horizontal-flick: now",
                "carousel-in-feed-horizontal-flick: carousel: golden", "carousel-in-feed-horizontal-flick: carousel: now",
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
        try FileManager.default.copyItem(atPath: Self.file, toPath: file)
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
        let file = Self.file
        let csv = await Invocation(["compare", file, "--set", "subviews[0].scrollView.decelerationRate=normal,fast", "--format", "csv"])
        #expect(csv.code == 0, "\(csv.error)")
        let lines = csv.output.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("key,value,view,distance_pt,") == true)
        let carousel = lines.filter { $0.split(separator: ",", omittingEmptySubsequences: false)[2] == "carousel" }
        #expect(carousel.count == 2)
        let distances = carousel.compactMap { Double($0.split(separator: ",", omittingEmptySubsequences: false)[3]) }
        #expect(distances.count == 2 && abs(distances[0] - 294.4) < 0.5 && abs(distances[1] - 58.4) < 0.5)
        // A subview's setting is labelled with the view's name, and its rate noted as UIKit runs it.
        let text = await Invocation(["compare", file, "--set", "subviews[0].scrollView.decelerationRate=0.995,fast"])
        #expect(text.output.contains("carousel.decelerationRate=0.995 (runs as normal): carousel"))
        #expect(text.output.contains("note: decelerationRate 0.995 runs as normal (0.998)"))
        // The feed's rows: it never moves.
        #expect(
            lines.dropFirst().filter { $0.split(separator: ",", omittingEmptySubsequences: false)[2].isEmpty }.allSatisfy { $0.contains(",0.000,") })
    }

    @Test("sweep --view carousel sweeps the carousel alone: a 50 pt drag released at 0.6 pt/ms rests near 344.4 pt, on card 1; without it, the feed")
    func sweepTheViewInside() async throws {
        let cell = ["--drag", "50:50:1", "--velocity", "0.6:0.6:1", "--format", "csv"]
        let carousel = await Invocation(["sweep", Self.file, "--view", "carousel"] + cell)
        #expect(carousel.code == 0, "\(carousel.error)")
        let header = try #require(carousel.output.split(separator: "\n").first).split(separator: ",").map(String.init)
        func value(_ output: String, _ column: String) throws -> String {
            let row = try #require(output.split(separator: "\n").dropFirst().first).split(separator: ",").map(String.init)
            return row[try #require(header.firstIndex(of: column))]
        }
        #expect(abs((Double(try value(carousel.output, "final_x_pt")) ?? 0) - Self.carouselRest) < 0.1)
        #expect(try value(carousel.output, "final_y_pt") == "0.000")
        // UIKit's proposal: 50 − (0.6 − 0.01)/ln 0.998 = 344.705, on the 1/3 pt grid 344.667.
        #expect(try value(carousel.output, "proposed_x_pt") == "344.667")
        #expect(try value(carousel.output, "page") == "1")
        // The same cell without --view drags the feed, vertically.
        let feed = await Invocation(["sweep", Self.file] + cell)
        #expect(try value(feed.output, "final_x_pt") == "0.000")
        #expect(abs((Double(try value(feed.output, "final_y_pt")) ?? 0) - Self.carouselRest) < 0.1)
    }

    @Test("sweep --view with a name the file lacks is a usage error naming the views there are; a file without views inside says so")
    func sweepViewErrors() async {
        let misspelt = await Invocation(["sweep", Self.file, "--view", "carousl", "--drag", "0:10:10", "--velocity", "0:1:1"])
        #expect(misspelt.code == 64)
        #expect(misspelt.error.contains("--view carousl: \(Self.file) has no view inside by that name; it has carousel. Did you mean carousel?"))
        #expect(misspelt.output.isEmpty)
        let single = Self.scenarios + "/free-fling.json"
        let none = await Invocation(["sweep", single, "--view", "carousel", "--drag", "0:10:10", "--velocity", "0:1:1"])
        #expect(none.code == 64)
        #expect(none.error.contains("--view carousel: \(single) has no views inside (subviews)"))
    }

    @Test("a subview's own expect is checked by run-all: the bundled carousel passes, and a wrong finalPage fails as subviews[0].expect.finalPage")
    func subviewExpectations() async throws {
        let folder = Self.temporary("expect")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/carousel-in-feed-horizontal-flick.json"
        try FileManager.default.copyItem(atPath: Self.file, toPath: file)
        let passing = await Invocation(["all", folder])
        #expect(passing.code == 0, "\(passing.output)")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains(#""finalPage": 1"#), "the carousel's own expectation")
        try text.replacingOccurrences(of: #""finalPage": 1"#, with: #""finalPage": 2"#).write(toFile: file, atomically: true, encoding: .utf8)
        let failing = await Invocation(["all", folder])
        #expect(failing.code == 1)
        #expect(failing.output.contains("carousel-in-feed-horizontal-flick: subviews[0].expect.finalPage: expected page 2, actual 1"))
    }

    @Test("a what-if rate on the view inside marks the run as one UIKit cannot make, naming the view, in text and CSV")
    func subviewWhatIf() async {
        let sets = ["--set", "subviews[0].scrollView.decelerationRate=0.995", "--set", "simulation.exactDecelerationRate=true"]
        let text = await Invocation(["run", Self.file] + sets)
        // The what-if glide moves the carousel less far than the file expects: run reports it.
        #expect(text.code == 1, "\(text.error)")
        #expect(text.error.contains("the expectation subviews[0].expect.finalOffset failed"), "\(text.error)")
        #expect(text.output.contains("what-if: carousel: decelerationRate 0.995 runs as given"))
        let csv = await Invocation(["run", Self.file, "--format", "csv"] + sets)
        #expect(csv.output.hasPrefix("# what-if: carousel: decelerationRate 0.995 runs as given"))
        // Without the what-if setting UIKit runs 0.995 as normal, and nothing is marked.
        let stored = await Invocation(["run", Self.file, "--set", "subviews[0].scrollView.decelerationRate=0.995"])
        #expect(!stored.output.contains("what-if"))
    }

    @Test("a view inside dragged past its end moves its paging parent in run's JSON; a touch that catches it leaves the parent off its page")
    func pagingParent() async throws {
        let folder = Self.temporary("paging")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The carousel 20 pt short of its end (1109 of 1129) on page 1 of a sideways paging parent;
        // six moves of 10 pt left carry it past its end after the hysteresis.
        let samples = (0...6).map { k in "[\(Double(k) / 60), \(300 - 10 * k), 420]" }.joined(separator: ", ")
        func scenario(_ extra: String) -> String {
            """
            {"scrollView": {"bounds": [375, 667], "contentSize": [1125, 667], "contentOffset": [375, 0], "isPagingEnabled": true},
             "subviews": [{"name": "carousel", "frame": [375, 300, 375, 250],
                           "scrollView": {"bounds": [375, 250], "contentSize": [1504, 250], "contentOffset": [1109, 0]}}],
             "gestures": [{"t": 0, "type": "touches", "samples": [\(samples)]}\(extra)],
             "expect": {"finalOffset": [375, 0], "tolerance": 0}}
            """
        }
        try scenario("").write(toFile: folder + "/paging-parent.json", atomically: true, encoding: .utf8)
        let json = await Invocation(["run", folder + "/paging-parent.json", "--format", "json"])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let frames = try #require(root["frames"] as? [[String: Any]])
        let xs = frames.compactMap { ($0["offset_pt"] as? [Double])?.first }
        #expect(xs.contains { $0 > 380 } && xs.last == 375, "the parent follows the overscroll and comes back to its page")
        let passing = await Invocation(["all", folder])
        #expect(passing.code == 0, "\(passing.output)")
        // A second touch while the parent is moved: above the carousel, at 0.15 s. It catches the
        // carousel (UIKit's `_clearParentAdjustment`): the parent stays off its page, so the
        // expectation of page 1's offset fails.
        try scenario(#", {"type": "touches", "samples": [[0.15, 200, 100], [0.2, 200, 100]]}"#)
            .write(toFile: folder + "/paging-parent.json", atomically: true, encoding: .utf8)
        let failing = await Invocation(["all", folder])
        #expect(failing.code == 1)
        #expect(failing.output.contains("finalOffset"), "\(failing.output)")
    }
}
