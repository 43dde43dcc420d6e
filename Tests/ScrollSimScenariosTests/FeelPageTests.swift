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
        let recording = try Simulation.run(view, script: TimedGesture.drag(at: 0, distance: 100, releaseVelocity: 2, axis: .vertical, frameRate: 60))
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
        let recording = try Simulation.run(view, script: TimedGesture.drag(at: 0, distance: 50, releaseVelocity: 1, axis: .vertical, frameRate: 60))
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
        let recording = try Simulation.run(view, script: TimedGesture.drag(at: 0, distance: 50, releaseVelocity: 1, axis: .vertical, frameRate: 60))
        let golden = FeelPage.Run(label: "golden", golden: Golden.text(name: "g", recording: recording), scene: FeelPage.Scene(recording))
        let now = FeelPage.Run(label: "now", recording: recording)
        #expect(golden.times.count == now.times.count)
        #expect(FeelPage.packed(golden.offsets.map { Double($0.y) }, decimals: 3) == FeelPage.packed(now.offsets.map { Double($0.y) }, decimals: 3))
        // The golden keeps targets to 3 decimals: 544.667 for the run's 544.666….
        #expect(golden.releases.map(\.frame) == now.releases.map(\.frame))
        #expect(golden.releases.map(\.target.y) == now.releases.map { ($0.target.y * 1000).rounded() / 1000 })
        #expect(now.releases.count == 1 && now.releases[0].velocity.y == 1)
    }
}
