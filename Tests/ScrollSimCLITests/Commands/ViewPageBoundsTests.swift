import Foundation
import ScrollSimTestSupport
import Testing

/// What a page embeds is bounded: runs and cells.
@Suite("view pages are bounded")
struct ViewPageBoundsTests {
    /// A scene of 65 views (the scenario's and 64 inside) idle for 600 s at 240 Hz is 65 runs of
    /// 144,000 frames: 2.4 s and 1 GB to simulate in a release build before the page was refused.
    /// Read and counted first, it is refused in milliseconds; 3 s leaves a debug build room.
    @Test("a scene whose views make more runs than a page holds is refused from the file alone, before any run is simulated")
    func sceneRunsCountedBeforeSimulating() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scene-runs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let subviews = (0..<64).map {
            #"{"name": "v\#($0)", "frame": [0, 0, 375, 250], "scrollView": {"bounds": [375, 250], "contentSize": [375, 1000]}}"#
        }
        let scene = #"""
            {"name": "idle-scene", "frameRate": 240, "scrollView": {"bounds": [375, 667], "contentSize": [375, 4000]},
             "simulation": {"maximumDuration": 600}, "until": 500, "subviews": [\#(subviews.joined(separator: ", "))]}
            """#
        let file = folder.appendingPathComponent("scene.json").path
        try Data(scene.utf8).write(to: URL(fileURLWithPath: file))
        let out = folder.appendingPathComponent("page.html").path
        let clock = ContinuousClock()
        let started = clock.now
        let result = await Invocation(["view", file, "--output", out])
        let took = clock.now - started
        #expect(result.code == 64, "\(result.error)")
        #expect(result.error.contains("make 65 runs, more than a page holds (64)"), "\(result.error)")
        #expect(took < .seconds(3), "refused after \(took): the runs were simulated first")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test("more runs than a page holds (64) are refused before any is simulated; a run's data holds at most 3,000 cells")
    func bounded() async throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("bounded-\(UUID().uuidString).html").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let file = PackagePaths.scenarios() + "/free-fling.json"
        let values = (0..<65).map { "0.99\($0 + 10)" }.joined(separator: ",")
        let many = await Invocation(["view", file, "--set", "scrollView.decelerationRate=\(values)", "--output", out])
        #expect(many.code == 64 && many.error.contains("more than a page holds (64)"), "\(many.error)")
        #expect(!FileManager.default.fileExists(atPath: out))
        // 5,000 items: the page embeds the first 3,000 and says how many there are.
        let items = await Invocation([
            "view", PackagePaths.scenarios() + "/peek-forward-flick.json", "--set", "layout.itemCount=5000", "--output", out,
        ])
        #expect(items.code == 0, "\(items.error)")
        let html = try String(contentsOfFile: out, encoding: .utf8)
        #expect(html.contains("\"count\":5000"))
        let start = try #require(html.range(of: "\"cells\":["))
        let end = try #require(html.range(of: "]],", range: start.upperBound..<html.endIndex))
        #expect(html[start.upperBound..<end.lowerBound].components(separatedBy: "],[").count == 3000)
    }
}
