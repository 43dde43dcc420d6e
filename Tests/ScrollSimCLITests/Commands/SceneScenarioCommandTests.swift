import Foundation
import ScrollSimTestSupport
import Testing

/// Scenario files that hold a scene: views nested at any depth, gestures aimed at a view by name,
/// and the outputs that name each view.
@Suite("scenario files with a scene of nested views")
struct SceneScenarioCommandTests {
    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("scene-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A horizontal pager of three 375 pt pages, each a feed (content 3000 tall) holding a carousel
    /// (content 1504 wide) at y 300: depth 3. The finger swipes left 12 pt per 1/60 s above page
    /// 0's carousel: the feed cannot scroll sideways, so the pager takes it, and 0.72 pt/ms at the
    /// release is over the 0.3 pt/ms that advances a page: it rests on page 1, 375 pt. At 1 s a
    /// `setContentOffset` aimed at `cards2` by name puts that carousel at 296 pt.
    static let pager = """
        {"name": "pager-of-feeds",
         "scrollView": {"bounds": [375, 667], "contentSize": [1125, 667], "isPagingEnabled": true},
         "subviews": [
           {"name": "page0", "frame": [0, 0, 375, 667], "scrollView": {"bounds": [375, 667], "contentSize": [375, 3000]},
            "subviews": [{"name": "cards0", "frame": [0, 300, 375, 250], "scrollView": {"bounds": [375, 250], "contentSize": [1504, 250]}}]},
           {"name": "page1", "frame": [375, 0, 375, 667], "scrollView": {"bounds": [375, 667], "contentSize": [375, 3000]},
            "subviews": [{"name": "cards1", "frame": [0, 300, 375, 250], "scrollView": {"bounds": [375, 250], "contentSize": [1504, 250]}}]},
           {"name": "page2", "frame": [750, 0, 375, 667], "scrollView": {"bounds": [375, 667], "contentSize": [375, 3000]},
            "subviews": [{"name": "cards2", "frame": [0, 300, 375, 250], "scrollView": {"bounds": [375, 250], "contentSize": [1504, 250]},
                          "expect": {"finalOffset": [296, 0], "tolerance": 0}}]}
         ],
         "gestures": [
           {"t": 0, "type": "touches", "samples": [[0, 300, 100], [0.016667, 288, 100], [0.033333, 276, 100], [0.05, 264, 100],
                                                  [0.066667, 252, 100], [0.083333, 240, 100], [0.1, 228, 100]]},
           {"t": 1, "type": "setContentOffset", "offset": [296, 0], "view": "cards2"}
         ],
         "expect": {"finalOffset": [375, 0], "tolerance": 0, "finalPage": 1}}
        """

    @Test("a depth-3 pager of feeds: the swipe pages the pager, a gesture aimed by name moves that carousel; JSON names each view's parent")
    func depthThreePagerJSON() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/pager-of-feeds.json"
        try Self.pager.write(toFile: file, atomically: true, encoding: .utf8)
        let result = await Invocation(["run", file, "--format", "json"])
        #expect(result.code == 0, "\(result.error)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(root["final_offset_pt"] as? [Double] == [375, 0])
        let subviews = try #require(root["subviews"] as? [String: [String: Any]])
        #expect(Set(subviews.keys) == ["page0", "page1", "page2", "cards0", "cards1", "cards2"])
        #expect(subviews["page0"]?["parent"] is NSNull)
        #expect(subviews["cards2"]?["parent"] as? String == "page2")
        #expect(subviews["cards2"]?["final_offset_pt"] as? [Double] == [296, 0])
        #expect(subviews["cards0"]?["moved"] as? Bool == false && subviews["page0"]?["moved"] as? Bool == false)
        let frames = try #require(root["frames"] as? [[String: Any]])
        for (name, view) in subviews { #expect((view["frames"] as? [Any])?.count == frames.count, "\(name)") }
        // run-all checks the nested view's own expect, named by its place in the file.
        let all = await Invocation(["all", folder])
        #expect(all.code == 0, "\(all.output)")
        try Self.pager.replacingOccurrences(of: "\"finalOffset\": [296, 0]", with: "\"finalOffset\": [300, 0]")
            .write(toFile: file, atomically: true, encoding: .utf8)
        let failing = await Invocation(["all", folder])
        #expect(failing.code == 1 && failing.output.contains("subviews[2].subviews[0].expect.finalOffset"), "\(failing.output)")
    }

    @Test("a nested run cut off at the maximum duration keeps every view's frames up to the cut-off, in CSV and JSON")
    func cutOffKeepsFrames() async throws {
        let file = PackagePaths.scenarios() + "/carousel-in-feed-horizontal-flick.json"
        // 0.5 s at 60 Hz: frames 0 … 30, the carousel still gliding at the limit.
        let csv = await Invocation(["run", file, "--set", "simulation.maximumDuration=0.5", "--format", "csv"])
        #expect(csv.code == 1)
        let rows = csv.output.split(separator: "\n").dropFirst()
        #expect(rows.filter { $0.hasPrefix("carousel-in-feed-horizontal-flick,") }.count == 31)
        let carouselRows = rows.filter { $0.hasPrefix("carousel-in-feed-horizontal-flick.carousel,") }
        #expect(carouselRows.count == 31)
        let json = await Invocation(["run", file, "--set", "simulation.maximumDuration=0.5", "--format", "json"])
        #expect(json.code == 1)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect((root["frames"] as? [Any])?.count == 31)
        let carousel = try #require((root["subviews"] as? [String: [String: Any]])?["carousel"])
        let last = try #require((carousel["frames"] as? [[String: Any]])?.last)
        #expect((last["offset_pt"] as? [Double])?.first ?? 0 > 100)
    }

    @Test("two views of a scene with one name, and a gesture aimed at a view the scene lacks, are errors naming their JSON paths")
    func namesAreChecked() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/dup.json"
        try Self.pager.replacingOccurrences(of: "\"name\": \"cards1\"", with: "\"name\": \"cards0\"")
            .write(toFile: file, atomically: true, encoding: .utf8)
        let dup = await Invocation(["run", file])
        #expect(dup.code == 65)
        #expect(dup.error.contains("subviews[1].subviews[0].name") && dup.error.contains("subviews[0].subviews[0]"), "\(dup.error)")
        try Self.pager.replacingOccurrences(of: "\"view\": \"cards2\"", with: "\"view\": \"cards9\"")
            .write(toFile: file, atomically: true, encoding: .utf8)
        let unknown = await Invocation(["run", file])
        #expect(unknown.code == 65)
        #expect(unknown.error.contains("gestures[1].view") && unknown.error.contains("cards2"), "\(unknown.error)")
    }

    @Test("check refuses a view's golden that another scenario's golden would share: feed with a view inner beside a scenario feed.inner")
    func goldenNamesCollide() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let a = """
            {"name": "feed", "scrollView": {"bounds": [375, 667], "contentSize": [375, 3000]},
             "subviews": [{"name": "inner", "frame": [0, 300, 375, 250], "scrollView": {"bounds": [375, 250], "contentSize": [1504, 250]}}],
             "gestures": []}
            """
        let b = """
            {"name": "feed.inner", "scrollView": {"bounds": [375, 667], "contentSize": [375, 3000]}, "gestures": []}
            """
        try a.write(toFile: folder + "/a.json", atomically: true, encoding: .utf8)
        try b.write(toFile: folder + "/b.json", atomically: true, encoding: .utf8)
        let result = await Invocation(
            ["check", folder + "/a.json", folder + "/b.json"], environment: ["SCROLLSIM_RECORD": "all"])
        #expect(result.code == 65, "\(result.output)")
        #expect(result.error.contains("feed.inner") && result.error.contains("subviews[0].name"), "\(result.error)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/goldens/feed.inner.frames"))
    }

    @Test(
        "feed's view inner and a scenario feed.inner checked in separate commands: the second is refused, in every mode, and the first's golden is left as it was"
    )
    func goldenOwnersAcrossCommands() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The view moves (a setContentOffset aimed at it); the scenario of the same name does not.
        let feed = """
            {"name": "feed", "scrollView": {"bounds": [375, 667], "contentSize": [375, 3000]},
             "subviews": [{"name": "inner", "frame": [0, 300, 375, 250], "scrollView": {"bounds": [375, 250], "contentSize": [1504, 250]}}],
             "gestures": [{"t": 0, "type": "setContentOffset", "view": "inner", "offset": [100, 0], "animated": true}]}
            """
        let lone = """
            {"name": "feed.inner", "scrollView": {"bounds": [375, 667], "contentSize": [375, 3000]}, "gestures": []}
            """
        try feed.write(toFile: folder + "/a.json", atomically: true, encoding: .utf8)
        try lone.write(toFile: folder + "/b.json", atomically: true, encoding: .utf8)
        let golden = folder + "/goldens/feed.inner.frames"

        // The view's golden first: its first line names its owner.
        let first = await Invocation(["check", folder + "/a.json"], environment: ["SCROLLSIM_RECORD": "all"])
        #expect(first.code == 0, "\(first.output)")
        let recorded = try String(contentsOfFile: golden, encoding: .utf8)
        #expect(recorded.hasPrefix(#"# scrollsim golden 2: feed.inner (60 fps), view "inner" of scenario "feed""# + "\n"))
        #expect(first.output.hasSuffix("2 goldens of 1 file checked (mode all): 0 failed.\n"), "\(first.output)")
        for mode in ["missing", "failed", "all"] {
            let second = await Invocation(["check", folder + "/b.json"], environment: ["SCROLLSIM_RECORD": mode])
            #expect(second.code == 1, "\(mode): \(second.output)")
            #expect(
                second.output.contains(
                    #"is not this run's: it was recorded for the view "inner" of scenario "feed" (its first line says so), not for the scenario "feed.inner""#
                ), "\(mode): \(second.output)")
            #expect(try String(contentsOfFile: golden, encoding: .utf8) == recorded, "\(mode): the view's golden was left as it was")
        }

        // The other way round: the scenario's golden first, then the view's.
        try FileManager.default.removeItem(atPath: golden)
        #expect(await Invocation(["check", folder + "/b.json"], environment: ["SCROLLSIM_RECORD": "all"]).code == 0)
        let scenarioGolden = try String(contentsOfFile: golden, encoding: .utf8)
        let view = await Invocation(["check", folder + "/a.json"], environment: ["SCROLLSIM_RECORD": "failed"])
        #expect(view.code == 1)
        #expect(view.output.contains(#"it was recorded for a scenario named "feed.inner" (its first line has no view mark)"#), "\(view.output)")
        #expect(try String(contentsOfFile: golden, encoding: .utf8) == scenarioGolden, "the scenario's golden was left as it was")
        // view --golden refuses to play the scenario's golden as the view's.
        let page = await Invocation(["view", folder + "/a.json", "--golden", "--output", folder + "/page.html"])
        #expect(page.code == 65, "\(page.error)")
        #expect(page.error.contains("is not the golden of feed.inner"), "\(page.error)")
    }

    /// The runs of a page's data: each run's label and where it is drawn inside another (`in`).
    static func placements(_ html: String) throws -> [(label: String, inside: [Double]?)] {
        let start = try #require(html.range(of: #"<script type="application/json" id="data">"#))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let data = try #require(try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8)) as? [String: Any])
        let runs = try #require(data["runs"] as? [[String: Any]])
        return runs.map { ($0["label"] as? String ?? "", $0["in"] as? [Double]) }
    }

    /// The runs of a page's data: each run's title and variant.
    static func titles(_ html: String) throws -> [(title: String, variant: String?)] {
        let start = try #require(html.range(of: #"<script type="application/json" id="data">"#))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let data = try #require(try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8)) as? [String: Any])
        let runs = try #require(data["runs"] as? [[String: Any]])
        return runs.map { ($0["title"] as? String ?? "", $0["variant"] as? String) }
    }

    @Test("view draws a scene as one screen: each view inside is placed in its parent's run at its frame, golden in golden, run in run")
    func viewPlacesViewsInside() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = PackagePaths.scenarios() + "/pager-of-feeds-swipe.json"
        let page = folder + "/page.html"
        let plain = await Invocation(["view", file, "--output", page])
        #expect(plain.code == 0, "\(plain.error)")
        let runs = try Self.placements(try String(contentsOfFile: page, encoding: .utf8))
        // Runs in scene order: the pager, page0, cards0, page1, cards1, page2, cards2.
        #expect(runs.map(\.label).last == "pager-of-feeds-swipe: cards2")
        #expect(runs.map(\.inside) == [nil, [0, 0, 0], [1, 0, 300], [0, 375, 0], [3, 0, 300], [0, 750, 0], [5, 0, 300]])
        let golden = await Invocation(["view", file, "--golden", "--output", page])
        #expect(golden.code == 0, "\(golden.error)")
        let paired = try Self.placements(try String(contentsOfFile: page, encoding: .utf8))
        // Golden then run for each view: page0's golden sits in the pager's golden (run 0), its run in the pager's run (1).
        #expect(paired[2].label == "pager-of-feeds-swipe: page0: golden" && paired[2].inside == [0, 0, 0])
        #expect(paired[3].label == "pager-of-feeds-swipe: page0: now" && paired[3].inside == [1, 0, 0])
        #expect(paired[4].inside == [2, 0, 300] && paired[5].inside == [3, 0, 300])
        // Each view is titled in words from its kind and name; golden and now are said as variants.
        let titles = try Self.titles(try String(contentsOfFile: page, encoding: .utf8))
        #expect(titles.prefix(6).map(\.title) == ["Pager", "Pager", "Feed 'page0'", "Feed 'page0'", "Carousel 'cards0'", "Carousel 'cards0'"])
        #expect(titles.prefix(2).map(\.variant) == ["golden", "now"])
    }
}
