import Foundation
import ScrollSim
import Testing

@testable import ScrollSimGoldens

/// The page's data: every frame's numbers as the goldens round them, packed as integer deltas with
/// runs of equal deltas shortened, and nothing that reaches outside the file.
@Suite("Feel page data")
struct FeelPageTests {
    /// The documented format, decoded here independently of the page's script: comma-separated
    /// deltas from 0, `d*k` for k equal deltas d.
    static func unpack(_ text: String) -> [Int64] {
        var out: [Int64] = []
        var value: Int64 = 0
        for token in text.split(separator: ",") {
            let parts = token.split(separator: "*")
            let delta = Int64(parts[0])!
            let count = parts.count > 1 ? Int(parts[1])! : 1
            for _ in 0..<count {
                value += delta
                out.append(value)
            }
        }
        return out
    }

    @Test("0, 1.5, 1.5, 3, 3, 3 pt at 3 decimals pack as 0,1500,0,1500,0*2")
    func packsByHand() {
        #expect(FeelPage.packed([0, 1.5, 1.5, 3, 3, 3], decimals: 3) == "0,1500,0,1500,0*2")
        // Rounded half away from zero as the goldens round: 0.0005 is 1 unit, -0.0005 is -1.
        #expect(FeelPage.packed([0.0005, -0.0005, 2.25], decimals: 3) == "1,-2,2251")
        #expect(FeelPage.packed([], decimals: 3) == "")
    }

    @Test("a long glide's offsets unpack to the goldens' text of every frame")
    func roundTripsEveryFrame() throws {
        let view = SimulatedScrollView(bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 375, height: 10_000))
        view.contentOffset = CGPoint(x: 0, y: 1000)
        let recording = try Simulation.run(
            view, script: TimedGesture.drag(at: 0, distance: 100, releaseVelocity: .pointsPerMillisecond(2), axis: .vertical, frameRate: 60))
        let run = FeelPage.Run(label: "fling", recording: recording)
        let ys = Self.unpack(FeelPage.packed(run.offsets.map { Double($0.y) }, decimals: 3))
        #expect(ys.count == recording.frames.count)
        for (units, frame) in zip(ys, recording.frames) {
            let text = String(format: "%@%d.%03d", units < 0 ? "-" : "", abs(units) / 1000, abs(units) % 1000)
            #expect(text == Report.number(Double(frame.contentOffset.y), 3), "frame \(frame.index)")
        }
        // A glide packs shorter than its frames written out: at rest the deltas repeat.
        #expect(FeelPage.packed(run.offsets.map { Double($0.y) }, decimals: 3).utf8.count < recording.frames.count * 6)
    }

    @Test("the page loads nothing from elsewhere, and a title cannot break out of its element or the data")
    func selfContained() throws {
        let view = SimulatedScrollView(bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 375, height: 2000))
        let recording = try Simulation.run(
            view, script: TimedGesture.drag(at: 0, distance: 50, releaseVelocity: .pointsPerMillisecond(1), axis: .vertical, frameRate: 60))
        let html = FeelPage(title: "</script><b>__DATA__", runs: [FeelPage.Run(label: "a\"</script>", recording: recording)]).html()
        for reference in ["http:", "https:", "src=", "<link", "@import", "url("] {
            #expect(!html.contains(reference), "\(reference)")
        }
        #expect(html.contains("<title>&lt;/script&gt;&lt;b&gt;__DATA__</title>"))
        // One script element with the data, one with the player: the label's "</script>" is escaped.
        #expect(html.components(separatedBy: "</script>").count == 3)
        #expect(html.contains("<output id=\"state\""))
    }

    @Test("a golden's text becomes a run with its frames and releases")
    func goldenRun() throws {
        let view = SimulatedScrollView(bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 375, height: 2000))
        let recording = try Simulation.run(
            view, script: TimedGesture.drag(at: 0, distance: 50, releaseVelocity: .pointsPerMillisecond(1), axis: .vertical, frameRate: 60))
        let golden = FeelPage.Run(label: "golden", golden: Golden.text(name: "g", recording: recording), scene: FeelPage.Scene(recording))
        let now = FeelPage.Run(label: "now", recording: recording)
        #expect(golden.times.count == now.times.count)
        #expect(FeelPage.packed(golden.offsets.map { Double($0.y) }, decimals: 3) == FeelPage.packed(now.offsets.map { Double($0.y) }, decimals: 3))
        // The golden keeps targets to 3 decimals: 544.667 for the run's 544.666….
        #expect(golden.releases.map(\.frame) == now.releases.map(\.frame))
        #expect(golden.releases.map(\.target.y) == now.releases.map { ($0.target.y * 1000).rounded() / 1000 })
        #expect(now.releases.count == 1 && now.releases[0].velocity.y == 1)
    }

    /// Frames at 60 Hz at offsets y `ys` (points), each moving at 60 pt/s.
    static func recording(_ ys: [Double]) -> Recording {
        var recording = Recording(frameRate: 60)
        recording.frames = ys.enumerated().map { i, y in
            Frame(
                index: i, time: Double(i) / 60, contentOffset: CGPoint(x: 0, y: y), velocityPointsPerSecond: CGPoint(x: 0, y: 60),
                phase: .decelerating, isTracking: false, isDragging: false, isDecelerating: true)
        }
        return recording
    }

    @Test("a frame that jumps 298 pt where 60 pt/s allows 4 pt is a notice at its frame, in the page's data; a golden's jump too")
    func jumpsAreNoticed() throws {
        // Frame 3 moves 300 − 2 = 298 pt; the allowance is 2 · 60 pt/s · 1/60 s + 2 = 4 pt.
        let recording = Self.recording([0, 1, 2, 300, 300])
        let run = FeelPage.Run(label: "now", recording: recording)
        let sentence = "frame 3 (0.0500 s) jumps 298.000 pt in one frame, where its velocity allows 4.000 pt"
        #expect(run.notices == [FeelPage.Notice(frame: 3, isJump: true, sentence: sentence)])
        let golden = FeelPage.Run(label: "golden", golden: Golden.text(name: "g", recording: recording), scene: FeelPage.Scene(recording))
        #expect(golden.isGolden && !run.isGolden)
        #expect(golden.notices.map(\.frame) == [3])
        let html = FeelPage(title: "t", runs: [golden, run]).html()
        #expect(html.contains("\"notices\":[[3,true,\"\(sentence)\"]]"))
        #expect(html.contains("\"golden\":true"))
        // A run of 150 jumps embeds the first 100 and says how many there are.
        var many = run
        many.notices = Array(repeating: run.notices[0], count: 150)
        let capped = FeelPage(title: "t", runs: [many]).html()
        #expect(capped.components(separatedBy: "[3,true,").count - 1 == 100 && capped.contains("\"noticeCount\":150"))
        // A run without a jump has none.
        #expect(FeelPage.Run(label: "glide", recording: Self.recording([0, 1, 2, 3])).notices.isEmpty)
    }

    @Test("runs of one layout embed its cells once and name it by index; another layout is embedded after it")
    func sharedLayouts() throws {
        func run(_ label: String, cells: Int) -> FeelPage.Run {
            let frames = (0..<cells).map { CGRect(x: Double($0) * 100, y: 0, width: 90, height: 50) }
            let scene = FeelPage.Scene(boundsSize: CGSize(width: 375, height: 50), minimumOffset: .zero, maximumOffset: .zero, itemFrames: frames)
            return FeelPage.Run(label: label, scene: scene, times: [0], offsets: [.zero], velocities: nil, phases: ["idle"])
        }
        let one = FeelPage(title: "t", runs: [run("a", cells: 3000)]).html()
        let three = FeelPage(title: "t", runs: [run("a", cells: 3000), run("b", cells: 3000), run("c", cells: 2)]).html()
        // Cell 2999 is at x = 299900: written once on both pages.
        #expect(one.components(separatedBy: "[299900.000,0.000,90.000,50.000]").count == 2)
        #expect(three.components(separatedBy: "[299900.000,0.000,90.000,50.000]").count == 2)
        #expect(three.contains("\"label\":\"a\",") && three.components(separatedBy: "\"layout\":0,").count == 3)
        #expect(three.contains("\"layout\":1,"))
        // Two more runs of a 3,000-cell layout add far less than its cells (about 100 KB).
        #expect(three.utf8.count - one.utf8.count < 2_000, "\(three.utf8.count - one.utf8.count) bytes")
    }

    @Test("a release of 1 pt/ms is embedded as 10,000 tenths of pt/s, the page's one velocity unit")
    func releaseInPointsPerSecond() throws {
        let view = SimulatedScrollView(bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 375, height: 2000))
        let recording = try Simulation.run(
            view, script: TimedGesture.drag(at: 0, distance: 50, releaseVelocity: .pointsPerMillisecond(1), axis: .vertical, frameRate: 60))
        let html = FeelPage(title: "t", runs: [FeelPage.Run(label: "now", recording: recording)]).html()
        #expect(html.contains("\"velocity\":[0,10000]"))
        #expect(!html.contains("pt/ms"))
    }

    @Test("a paging view embeds its pages (origin 0, stride the bounds); a view that does not page embeds no page lines")
    func pageLinesOnlyWhenPaging() throws {
        func page(paging: Bool) throws -> String {
            let view = SimulatedScrollView(bounds: CGSize(width: 375, height: 300), contentSize: CGSize(width: 3000, height: 300))
            view.isPagingEnabled = paging
            let recording = try Simulation.run(
                view, script: TimedGesture.drag(at: 0, distance: 50, releaseVelocity: .pointsPerMillisecond(1), axis: .horizontal, frameRate: 60))
            return FeelPage(title: "t", runs: [FeelPage.Run(label: "now", recording: recording)]).html()
        }
        #expect(try page(paging: true).contains("\"paging\":{\"origin\":[0.000,0.000],\"stride\":[375.000,300.000]}"))
        let free = try page(paging: false)
        #expect(!free.contains("\"paging\":") && !free.contains("\"stops\":"))
    }

    @Test("the page has a legend of every mark, visible without hovering, and no tooltips")
    func legend() throws {
        let html = FeelPage(title: "t", runs: [FeelPage.Run(label: "now", recording: Self.recording([0, 1]))]).html()
        #expect(html.contains("<div class=\"legend\" id=\"legend\"><h3>What the marks mean</h3>"))
        for mark in ["card", "edge", "finger", "proposed", "target", "page", "golden", "new", "rest", "jump"] {
            #expect(html.contains("entry(\"\(mark)\""), "\(mark)")
        }
        #expect(!html.contains(".title = \""))
    }

    /// The page's data, parsed.
    static func data(_ html: String) throws -> [String: Any] {
        let start = try #require(html.range(of: #"<script type="application/json" id="data">"#))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        return try #require(try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8)) as? [String: Any])
    }

    @Test("a view inside carries its frame (origin in its parent's content, size its bounds) and its own offsets beside its parent's")
    func viewInsideCarriesFrameAndOffsets() throws {
        func scene(_ width: Double, _ height: Double, max: CGPoint) -> FeelPage.Scene {
            FeelPage.Scene(boundsSize: CGSize(width: width, height: height), minimumOffset: .zero, maximumOffset: max, itemFrames: [])
        }
        // A feed scrolled 0, 10, 20 pt down; a carousel at (0, 300) in it, 375 × 250, scrolled 0, 5, 12.5 pt along.
        var feed = FeelPage.Run(
            label: "s", scene: scene(375, 667, max: CGPoint(x: 0, y: 2333)), times: [0, 0.5, 1],
            offsets: [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 10), CGPoint(x: 0, y: 20)], velocities: nil, phases: ["idle", "dragging", "idle"])
        feed.variant = "deceleration: fast"
        var carousel = FeelPage.Run(
            label: "s: carousel", scene: scene(375, 250, max: CGPoint(x: 1129, y: 0)), times: [0, 0.5, 1],
            offsets: [CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 0), CGPoint(x: 12.5, y: 0)], velocities: nil, phases: ["idle", "dragging", "idle"])
        carousel.placement = FeelPage.Placement(parent: 0, origin: CGPoint(x: 0, y: 300))
        let data = try Self.data(FeelPage(title: "t", subtitle: "setting key: scrollView.decelerationRate", runs: [feed, carousel]).html())
        #expect(data["subtitle"] as? String == "setting key: scrollView.decelerationRate")
        let runs = try #require(data["runs"] as? [[String: Any]])
        #expect(runs.map { $0["title"] as? String } == ["Feed", "Carousel"])
        #expect(runs.map { $0["variant"] as? String } == ["deceleration: fast", nil])
        #expect(runs.map { $0["label"] as? String } == ["s", "s: carousel"])
        #expect(runs[0]["in"] == nil)
        #expect(runs[1]["in"] as? [Double] == [0, 0, 300])
        #expect(runs[1]["bounds"] as? [Double] == [375, 250])
        // Offsets in thousandths of a point: the carousel's own x, the feed's y.
        #expect(Self.unpack(try #require(runs[1]["x"] as? String)) == [0, 5000, 12500])
        #expect(Self.unpack(try #require(runs[0]["y"] as? String)) == [0, 10000, 20000])
    }

    @Test("a SwiftUI run's visible rects reach the page as their widths and heights, 375 and 250 pt, packed 375000,0*2 and 250000,0*2")
    func swiftUIVisibleRects() {
        var recording = Recording(frameRate: 60)
        for i in 0..<3 {
            recording.append(
                Frame(
                    index: i, time: Double(i) / 60, contentOffset: CGPoint(x: -20 + 25 * Double(i), y: 0), velocityPointsPerSecond: .zero,
                    phase: .idle, isTracking: false, isDragging: false, isDecelerating: false))
        }
        var run = FeelPage.Run(label: "carousel", recording: recording)
        // The rect is (offset, 375 × 250) in every frame: three equal sizes.
        run.swiftUIVisibleRects = (0..<3).map { CGRect(x: -20 + 25 * CGFloat($0), y: 0, width: 375, height: 250) }
        let html = FeelPage(title: "t", runs: [run]).html()
        #expect(html.contains(#""sw":"375000,0*2","sh":"250000,0*2""#))
        #expect(Self.unpack("375000,0*2") == [375_000, 375_000, 375_000])
        #expect(html.contains("SwiftUI visibleRect (x, y, w × h)"))
    }
}
