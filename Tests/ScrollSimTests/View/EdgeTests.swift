import Foundation
import ScrollSimTestSupport
import Testing

@testable import ScrollSim

@Suite("Edges: rubber band, bounce, clamping (§6, §7)")
struct EdgeTests {
    @Test("dragging 100 pt past the leading edge of a 960 pt wide view shows 52.02 pt, on the pixel grid: 52")
    func rubberBandDrag() throws {
        let view = horizontalScrollView(width: 960, contentWidth: 5000, offset: 0)
        view.beginDragging(at: 0)
        view.drag(translation: CGPoint(x: 100, y: 0), at: 0.1)
        // 52.0197 · 3 = 156.06 → 156/3; 178.98 · 3 = 536.94 → 537/3.
        #expect(view.contentOffset.x == -52)
        view.drag(translation: CGPoint(x: 400, y: 0), at: 0.2)
        #expect(view.contentOffset.x == -179)
    }

    @Test("with bounces off, a drag past the edge is clamped and a fling stops at the edge")
    func noBounce() throws {
        let view = horizontalScrollView(contentWidth: 1000, offset: 500)
        view.bounces = false
        let recording = try Simulation.run(
            view, script: TimedGesture.drag(at: 0, distance: 100, releaseVelocity: .pointsPerMillisecond(4), frameRate: 60))
        #expect(recording.finalOffset.x == 625)  // max = 1000 − 375
        try recording.assertMaximumOvershoot(atMost: 0)
        let drag = horizontalScrollView(contentWidth: 1000, offset: 0)
        drag.bounces = false
        drag.beginDragging(at: 0)
        drag.drag(translation: CGPoint(x: 80, y: 0), at: 0.1)
        #expect(drag.contentOffset.x == 0)
    }

    /// A 960 pt wide view pulled 100 pt past the leading edge shows
    /// 960 · (1 − 1/(1 + 0.55 · 100/960)) = 52.0197 pt of overshoot (§6), on the pixel grid 52.
    /// Released there at rest (frame 2), it returns by the bounce's factor per frame,
    /// b = 1 + x + x²/2 with x = 16.667 · −0.01005 = −0.1675: b = 0.846528 (§7), one frame already at
    /// the release, so frame k shows −52 · b^(k − 1). The touch at 0.1 s takes effect on frame 6,
    /// catching what frame 5 showed: −52 · b⁴ = −26.7035, snapped to the pixel grid: −80/3 (docs/physics.md, "Frame timing").
    /// The drag then starts from the raw offset the rubber band maps there:
    /// r = 960/0.55 · (1/(1 − 26.6667/960) − 1) = 49.8701 pt, so a further 10 pt of finger shows
    /// 960 · (1 − 1/(1 + 0.55 · 59.8701/960)) = 31.8366 pt, on the grid 32.
    @Test(
        "a touch that catches a bounce stops it where the last frame left it, pixel-snapped, and the drag goes on from there through the rubber band")
    func catchBounce() throws {
        let view = horizontalScrollView(width: 960, contentWidth: 5000, offset: 0)
        let script = [
            TimedGesture(.beginDrag, at: 0),
            TimedGesture(.move(translation: CGPoint(x: 100, y: 0), velocity: .zero), at: 1.0 / 60),
            TimedGesture(.endDrag(velocity: .zero), at: 2.0 / 60),
            TimedGesture(.beginDrag, at: 0.1),
            TimedGesture(.move(translation: .zero, velocity: .zero), at: 0.15),
            TimedGesture(.move(translation: CGPoint(x: 10, y: 0), velocity: .zero), at: 0.2),
        ]
        let recording = try Simulation.run(view, script: script, until: 0.25)
        let x = recording.frames.map { Double($0.contentOffset.x) }
        #expect(x[1] == -52)
        #expect(recording.frames[5].phase == .bouncing)
        #expect(abs(x[5] + 26.7035444) < 1e-6)
        #expect(x[6] == -80.0 / 3, "caught on frame 6 where frame 5 was, on the pixel grid")
        #expect(recording.frames[6].phase == .dragging)
        // No further motion until the finger moves, and no jump when it moves by nothing (frame 9).
        #expect(x[6...11].allSatisfy { abs($0 + 80.0 / 3) < 1e-9 }, "\(x[6...11])")
        #expect(x[12] == -32)
    }

    /// Content 1779.6 pt wide in a 375 pt view: UIKit's maximum is round(1779.6) − 375 on the pixel
    /// grid, 1779.6667 − 375 = 1404.6667 (26.1 `_maximumContentOffsetForContentSize:`).
    @Test("the allowed offsets are rounded to the pixel grid as UIKit rounds them: content 1779.6 gives a maximum of 1404.667")
    func limitsOnThePixelGrid() throws {
        let view = horizontalScrollView(contentWidth: 1779.6, offset: 870.4)
        #expect(view.maximumOffset(.horizontal) == 1404 + 2.0 / 3)
        view.contentInset = UIEdgeInsets(top: 0, left: 10.1, bottom: 0, right: 0)
        // −10.1 rounds to −10.0 (−10.1 − (−11) = 0.9, · 3 = 2.7 → 3/3).
        #expect(view.minimumOffset(.horizontal) == -10)
        let recording = try Simulation.run(
            view, script: TimedGesture.drag(at: 0, distance: 40, releaseVelocity: .pointsPerMillisecond(4), frameRate: 60))
        #expect(recording.finalOffset.x == 1404 + 2.0 / 3)
    }

    /// A fling at exactly the trailing edge, outwards, without moving the content: UIKit's proposal
    /// is clamped to the edge, which is where the content is, so `scrollViewWillEndDragging`'s
    /// target equals the offset and the view does not decelerate (26.1
    /// `_scrollViewWillEndDraggingWithDeceleration:` returns NO when the offset is the target).
    @Test("a fling outwards from exactly the edge, with no drag, does not decelerate: the proposal is the offset")
    func flingFromTheEdgeStays() throws {
        let view = horizontalScrollView(contentWidth: 1000, offset: 625)
        let log = CallbackLog()
        view.delegate = log
        let script = [
            TimedGesture(.beginDrag, at: 0),
            TimedGesture(.endDrag(velocity: CGPoint(x: -1000, y: 0)), at: 2.0 / 60),
        ]
        let recording = try Simulation.run(view, script: script)
        #expect(recording.finalOffset.x == 625 && recording.maximumOvershoot == 0)
        #expect(log.merged == ["willBeginDragging", "willEndDragging", "didEndDragging(false)"])
    }

    /// Released one pixel inside the trailing edge (624.667) at 1 pt/ms: the first frame crosses
    /// 625 after 0.34 ms at 0.9993 pt/ms and bounces for the rest. The bounce's peak lies about
    /// 33.3 ms × 0.9993 = 33.3 pt out, 90.7 ms after the crossing (§7); frames sample it at
    /// 83.3 ms (frame 6 after the release's): iterating UIKit's frame rules gives 33.300 pt.
    @Test("a fling that reaches the edge at 1000 pt/s peaks 33.3 pt past it, 5 frames after the release frame")
    func bouncePeak() throws {
        let view = horizontalScrollView(contentWidth: 1000, offset: 624 + 2.0 / 3)
        let log = CallbackLog()
        view.delegate = log
        let script = [
            TimedGesture(.beginDrag, at: 0),
            TimedGesture(.endDrag(velocity: CGPoint(x: -1000, y: 0)), at: 2.0 / 60),
        ]
        let recording = try Simulation.run(view, script: script)
        let peak = recording.frames.max { $0.contentOffset.x < $1.contentOffset.x }!
        #expect(abs(Double(peak.contentOffset.x) - 658.3001803) < 1e-6)
        #expect(peak.index == 2 + 5)
        #expect(recording.finalOffset.x == 625)
        #expect(
            log.merged == [
                "willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating", "didScroll",
                "didEndDecelerating",
            ])
    }

    @Test("at .fast a 4000 pt/s edge crossing peaks about 24.75 ms × 4 = 99 pt past the edge: 98.85 on the frames")
    func bouncePeakFast() throws {
        let view = horizontalScrollView(contentWidth: 1000, offset: 624 + 2.0 / 3)
        view.decelerationRate = .fast
        let script = [
            TimedGesture(.beginDrag, at: 0),
            TimedGesture(.endDrag(velocity: CGPoint(x: -4000, y: 0)), at: 2.0 / 60),
        ]
        let recording = try Simulation.run(view, script: script)
        // Iterating UIKit's frame rules: the peak on the frames is 98.849 pt.
        #expect(abs(recording.maximumOvershoot(past: .right) - 98.8494876) < 1e-6)
    }

    @Test("released 20 pt past the edge at rest, the content is back within 0.5 pt after 367 ms (±1 frame)")
    func zeroVelocityReturn() throws {
        for (y0, ms) in [(20.0, 367.0), (100.0, 527.0), (300.0, 636.0)] {
            let view = horizontalScrollView(contentWidth: 5000, offset: -y0)
            let script = [TimedGesture(.beginDrag, at: 0), TimedGesture(.endDrag(velocity: .zero), at: 1.0 / 60)]
            let recording = try Simulation.run(view, script: script)
            #expect(recording.finalOffset.x == 0)
            let elapsed = (try #require(recording.restTime) - 1.0 / 60) * 1000
            #expect(abs(elapsed - ms) <= 1000.0 / 60 + 1, "from \(y0) pt: \(elapsed) ms")
        }
    }

    @Test("a fling into the leading edge bounces back to exactly the minimum offset, with insets")
    func leadingEdgeWithInset() throws {
        let view = horizontalScrollView(contentWidth: 3000, offset: 200)
        view.contentInset = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
        let recording = try Simulation.run(
            view, script: TimedGesture.drag(at: 0, distance: -50, releaseVelocity: .pointsPerMillisecond(-3), frameRate: 60))
        #expect(recording.finalOffset.x == -30)
        #expect(recording.maximumOvershoot(past: .left) > 10)
    }

    @Test("content narrower than the bounds does not move unless alwaysBounceHorizontal is set")
    func alwaysBounce() throws {
        let view = horizontalScrollView(width: 375, contentWidth: 300, offset: 0)
        view.beginDragging(at: 0)
        view.drag(translation: CGPoint(x: -50, y: 0), at: 0.05)
        #expect(view.contentOffset.x == 0)
        let bouncy = horizontalScrollView(width: 375, contentWidth: 300, offset: 0)
        bouncy.alwaysBounceHorizontal = true
        let recording = try Simulation.run(
            bouncy, script: TimedGesture.drag(at: 0, distance: 50, releaseVelocity: .pointsPerMillisecond(0), frameRate: 60))
        // The drag rubber-bands: 50 raw → 375 · (1 − 1/(1 + 0.55 · 50/375)) = 375 · (1 − 1/1.073333) = 25.62 pt,
        // on the pixel grid 25.667 (76.86 → 77 pixels).
        #expect(recording.maximumOvershoot(past: .right) == 25 + 2.0 / 3)
        #expect(recording.finalOffset.x == 0)
    }
}
