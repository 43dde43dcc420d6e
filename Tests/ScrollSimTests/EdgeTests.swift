import Foundation
import ScrollSimTestSupport
import Testing
@testable import ScrollSim

@Suite("Edges: rubber band, bounce, clamping (§5, §6)")
struct EdgeTests {
    @Test("dragging 100 pt past the leading edge of a 960 pt wide view shows 52.02 pt")
    func rubberBandDrag() throws {
        let view = horizontalScrollView(width: 960, contentWidth: 5000, offset: 0)
        view.beginDragging(at: 0)
        view.drag(translation: CGPoint(x: 100, y: 0), at: 0.1)
        #expect(abs(Double(view.contentOffset.x) + 52.02) < 0.005)
        view.drag(translation: CGPoint(x: 400, y: 0), at: 0.2)
        #expect(abs(Double(view.contentOffset.x) + 178.98) < 0.005)
    }

    @Test("with bounces off, a drag past the edge is clamped and a fling stops at the edge")
    func noBounce() throws {
        let view = horizontalScrollView(contentWidth: 1000, offset: 500)
        view.bounces = false
        let recording = try Simulation.run(view, script: TimedGesture.drag(at: 0, distance: 100, releaseVelocity: 4, frameRate: 60))
        #expect(recording.finalOffset.x == 625)  // max = 1000 − 375
        try recording.assertMaximumOvershoot(atMost: 0)
        let drag = horizontalScrollView(contentWidth: 1000, offset: 0)
        drag.bounces = false
        drag.beginDragging(at: 0)
        drag.drag(translation: CGPoint(x: 80, y: 0), at: 0.1)
        #expect(drag.contentOffset.x == 0)
    }

    /// A 960 pt wide view pulled 100 pt past the leading edge shows
    /// 960 · (1 − 1/(1 + 0.55 · 100/960)) = 960 · (1 − 1/1.0572917) = 52.0197 pt of overshoot (§5).
    /// Released there at rest (frame 2), it returns as y0 · 0.99^s (§6), one frame already at the
    /// release, so frame k shows −52.0197 · 0.99^((k − 1) · 16.667). The touch at 0.1 s takes
    /// effect on frame 6, catching what frame 5 showed: −52.0197 · 0.99^66.667
    /// = −52.0197 · exp(66.667 · −0.0100503) = −52.0197 · 0.511702 = −26.6183, snapped to the pixel
    /// grid: −26.6183 · 3 = −79.855 → −80/3 = −26.6667 (§3b). The drag then starts from the raw
    /// offset the rubber band maps there: 26.6667 = 960 · (1 − 1/(1 + 0.55 · r/960)) gives
    /// r = 960/0.55 · (1/(1 − 26.6667/960) − 1) = 1745.4545 · 0.0285714 = 49.8701 pt, so a further
    /// 10 pt of finger shows 960 · (1 − 1/(1 + 0.55 · 59.8701/960)) = 960 · 0.0331631 = 31.8366 pt.
    @Test("a touch that catches a bounce stops it where the last frame left it, pixel-snapped, and the drag goes on from there through the rubber band")
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
        #expect(abs(x[1] + 52.0197) < 1e-3)
        #expect(recording.frames[5].phase == .bouncing)
        #expect(abs(x[5] + 26.6183) < 1e-3)
        #expect(x[6] == -80.0 / 3, "caught on frame 6 where frame 5 was, on the pixel grid")
        #expect(recording.frames[6].phase == .dragging)
        // No further motion until the finger moves, and no jump when it moves by nothing (frame 9).
        #expect(x[6...11].allSatisfy { abs($0 + 80.0 / 3) < 1e-9 }, "\(x[6...11])")
        #expect(abs(x[12] + 31.8366) < 1e-3)
    }

    /// Content 1779.6 pt wide in a 375 pt view: max 1404.6, off the 1/3 pt grid. Dragged 40 pt
    /// from 870.4 and released at 910.4 at 1 pt/ms (60 Hz, rate 0.998):
    /// - per-frame decay 0.998^(1000/60) = exp(16.6667 · ln 0.998) = exp(−0.0333667) = 0.9671838;
    /// - stop frame: the first n with 0.9671838^n < 0.01, n > ln 0.01 / ln 0.9671838
    ///   = −4.60517 / −0.0333667 = 138.02, so n = 139, where v = 0.9671838^139 = 0.0096773 pt/ms
    ///   (frame 138 still has v = 0.0100056);
    /// - position then: 910.4 + (1 − 0.0096773) · 0.998/0.002 = 910.4 + 0.9903227 · 499
    ///   = 910.4 + 494.1710 = 1404.5710, inside the edge, so no bounce;
    /// - pixel snap: 1404.5710 · 3 = 4213.713 → 4214 / 3 = 1404.6667, 0.0667 pt past the edge;
    ///   clamped, the rest is the edge, 1404.6.
    @Test("a glide stopping within half a pixel inside an edge off the pixel grid rests on the edge, not past it")
    func restSnapIsClamped() throws {
        let view = horizontalScrollView(contentWidth: 1779.6, offset: 870.4)
        let maximum = view.maximumOffset(.horizontal)
        #expect(abs(maximum - 1404.6) < 1e-9)
        let recording = try Simulation.run(view, script: TimedGesture.drag(at: 0, distance: 40, releaseVelocity: 1, frameRate: 60))
        #expect(Double(recording.finalOffset.x) == maximum)
        #expect(recording.maximumOvershoot(past: .right) == 0)
        // The frame before the stop is still gliding, 0.0100056 · 499 · (1 − 0.9671838) = 0.1638 pt
        // short of the unsnapped stop: 1404.5710 − 0.1638 = 1404.4072.
        let beforeRest = try #require(recording.frames.dropLast().last)
        #expect(beforeRest.phase == .decelerating)
        #expect(abs(Double(beforeRest.contentOffset.x) - 1404.4072) < 1e-3)
    }

    @Test("a fling that reaches the edge at 1000 pt/s peaks 33.3 pt past it about 90.7 ms later")
    func bouncePeak() throws {
        // Released exactly at the trailing edge (max 625) at 1 pt/ms: the first frame is all bounce.
        let view = horizontalScrollView(contentWidth: 1000, offset: 625)
        let log = CallbackLog()
        view.delegate = log
        let script = [
            TimedGesture(.beginDrag, at: 0),
            TimedGesture(.move(translation: .zero, velocity: CGPoint(x: -1000, y: 0)), at: 1.0 / 60),
            TimedGesture(.endDrag(velocity: CGPoint(x: -1000, y: 0)), at: 2.0 / 60),
        ]
        let recording = try Simulation.run(view, script: script)
        let peak = recording.frames.max { $0.contentOffset.x < $1.contentOffset.x }!
        // Sampled at 83.3 ms after the crossing: 0.99^83.3 · 0.998 · (1 − 0.998^83.3) / 0.002 = 33.19 pt.
        #expect(abs(Double(peak.contentOffset.x) - 625 - 33.19) < 0.02)
        // The release frame already holds one frame of bounce, so bounce time = frame time − release + dt.
        #expect(abs((peak.time - 2.0 / 60) * 1000 + 1000.0 / 60 - 90.7) <= 1000.0 / 60)
        #expect(recording.finalOffset.x == 625)
        #expect(abs(recording.maximumOvershoot(past: .right) - 33.19) < 0.02)
        #expect(log.merged == [
            "willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating", "didScroll",
            "didEndDecelerating",
        ])
    }

    @Test("at .fast a 4000 pt/s edge crossing peaks 24.75 ms × 4 = 99 pt past the edge")
    func bouncePeakFast() throws {
        let view = horizontalScrollView(contentWidth: 1000, offset: 625)
        view.decelerationRate = .fast
        let script = [
            TimedGesture(.beginDrag, at: 0),
            TimedGesture(.move(translation: .zero, velocity: CGPoint(x: -4000, y: 0)), at: 1.0 / 60),
            TimedGesture(.endDrag(velocity: CGPoint(x: -4000, y: 0)), at: 2.0 / 60),
        ]
        let recording = try Simulation.run(view, script: script)
        // Frames sample the curve at 66.7 ms (peak 69.0 ms): 0.99^66.7 · 4 · 0.99 · (1 − 0.99^66.7) / 0.01 = 98.9.
        #expect(abs(recording.maximumOvershoot(past: .right) - 98.9) < 0.3)
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
        let recording = try Simulation.run(view, script: TimedGesture.drag(at: 0, distance: -50, releaseVelocity: -3, frameRate: 60))
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
        let recording = try Simulation.run(bouncy, script: TimedGesture.drag(at: 0, distance: 50, releaseVelocity: 0, frameRate: 60))
        // The drag rubber-bands: 50 raw → 375 · (1 − 1/(1 + 0.55 · 50/375)) = 375 · (1 − 1/1.073333) = 25.62 pt.
        #expect(abs(recording.maximumOvershoot(past: .right) - 25.62) < 0.01)
        #expect(recording.finalOffset.x == 0)
    }
}

@Suite("Recorded velocity during a bounce")
struct BounceVelocityTests {
    @Test("a return from rest reports the offset's rate of change, y · ln 0.99, not zero")
    func returnVelocity() throws {
        let view = horizontalScrollView(contentWidth: 5000, offset: -100)
        let script = [TimedGesture(.beginDrag, at: 0), TimedGesture(.endDrag(velocity: .zero), at: 1.0 / 60)]
        let recording = try Simulation.run(view, script: script)
        // Frame 1 holds one frame of return: y = −100 · 0.99^16.667 = −84.58; dy/ds = −84.58 · ln 0.99
        // = +0.850 pt/ms = 850 pt/s (towards the edge).
        let frame = recording.frames[1]
        #expect(abs(Double(frame.contentOffset.x) + 84.58) < 0.01)
        #expect(abs(Double(frame.velocity.x) - 850.0) < 1)
    }

    /// A frame's velocity is the content offset's: during a drag, its change since the previous
    /// frame over 1/60 s, whatever the finger's speed. Past the edge (375 pt view, c = 0.55) a
    /// finger moving 10 pt per frame shows (1 − 1/(10 · 0.55/375 + 1)) · 375 = 5.4205 pt after one
    /// frame and 10.6865 pt after two: −325.23 and −(10.6865 − 5.4205) · 60 = −315.96 pt/s.
    @Test("during a drag a frame records the content offset's velocity: −325.23 then −315.96 pt/s into the rubber band")
    func dragFrameVelocityIsTheOffsets() throws {
        let view = horizontalScrollView(width: 375, contentWidth: 5000, offset: 0)
        let script = [
            TimedGesture(.beginDrag, at: 0),
            // The recognizer reports 5000 pt/s: the frames must not.
            TimedGesture(.move(translation: CGPoint(x: 10, y: 0), velocity: CGPoint(x: 5000, y: 0)), at: 1.0 / 60),
            TimedGesture(.move(translation: CGPoint(x: 20, y: 0), velocity: CGPoint(x: 5000, y: 0)), at: 2.0 / 60),
        ]
        let recording = try Simulation.run(view, script: script, until: 2.0 / 60)
        #expect(recording.frames.map(\.index) == [0, 1, 2])
        #expect(recording.frames[0].velocity.x == 0)
        #expect(abs(Double(recording.frames[1].velocity.x) + 325.23) < 0.01)
        #expect(abs(Double(recording.frames[2].velocity.x) + 315.96) < 0.01)
    }
}
