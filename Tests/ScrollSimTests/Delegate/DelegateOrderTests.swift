import Foundation
import ScrollSimTestSupport
import Testing

@testable import ScrollSim

/// §11: the order of delegate callbacks, as UIKit documents it. Runs of didScroll are merged.
@Suite("Delegate callback order (§11)")
struct DelegateOrderTests {
    func run(_ view: SimulatedScrollView, _ script: [TimedGesture], log: CallbackLog = CallbackLog()) throws -> CallbackLog {
        view.delegate = log
        _ = try Simulation.run(view, script: script)
        return log
    }

    static let fling = [
        "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
        "didScroll", "didEndDecelerating",
    ]

    @Test("a fling inside the bounds")
    func flingInside() throws {
        let log = try run(
            horizontalScrollView(offset: 500), TimedGesture.drag(at: 0, distance: 40, releaseVelocity: .pointsPerMillisecond(1.5), frameRate: 60))
        #expect(log.merged == Self.fling)
    }

    @Test("a release below the velocity threshold: no deceleration callbacks")
    func slowRelease() throws {
        let log = try run(
            horizontalScrollView(offset: 500), TimedGesture.drag(at: 0, distance: 40, releaseVelocity: .pointsPerMillisecond(0.1), frameRate: 60))
        #expect(log.merged == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
        #expect(log.lastReleaseVelocity == .zero)
    }

    @Test("a release out of bounds at rest: the bounce back counts as deceleration")
    func releaseOutOfBounds() throws {
        let log = try run(
            horizontalScrollView(offset: 0), TimedGesture.drag(at: 0, distance: -60, releaseVelocity: .pointsPerMillisecond(0), frameRate: 60))
        #expect(log.merged == Self.fling)
    }

    @Test("a fling into an edge: one deceleration covers the glide and the bounce")
    func flingIntoEdge() throws {
        let log = try run(
            horizontalScrollView(contentWidth: 1500, offset: 900),
            TimedGesture.drag(at: 0, distance: 30, releaseVelocity: .pointsPerMillisecond(3), frameRate: 60))
        #expect(log.merged == Self.fling)
    }

    @Test("a fling whose target the delegate changes")
    func changedTarget() throws {
        let log = CallbackLog()
        log.onWillEndDragging = { _, _, target in target.pointee.x = 800 }
        let view = horizontalScrollView(offset: 500)
        _ = try run(view, TimedGesture.drag(at: 0, distance: 40, releaseVelocity: .pointsPerMillisecond(1.5), frameRate: 60), log: log)
        #expect(log.merged == Self.fling)
        #expect(view.contentOffset.x == 800)
    }

    /// UIKit never jumps to a changed target (26.1): the release decelerates to it, so the order is
    /// a fling's. Dragged 40 pt from 500: released at 540 at 1.5 pt/ms; the target 300 lies behind
    /// the start, so the factor is capped at 0.999 and the release frame passes the target and
    /// puts the content on it.
    @Test("a target opposite to the flick is reached by a deceleration, in the first frame: a fling's callbacks")
    func targetAgainstTheFlick() throws {
        let log = CallbackLog()
        log.onWillEndDragging = { _, _, target in target.pointee.x = 300 }
        let view = horizontalScrollView(offset: 500)
        _ = try run(view, TimedGesture.drag(at: 0, distance: 40, releaseVelocity: .pointsPerMillisecond(1.5), frameRate: 60), log: log)
        #expect(log.merged == Self.fling)
        #expect(view.contentOffset.x == 300)
    }

    @Test("a changed target at zero release velocity glides there: didEndDragging(true), then deceleration")
    func targetAtRest() throws {
        let log = CallbackLog()
        log.onWillEndDragging = { _, _, target in target.pointee.x = 800 }
        let view = horizontalScrollView(offset: 500)
        _ = try run(view, TimedGesture.drag(at: 0, distance: 40, releaseVelocity: .pointsPerMillisecond(0), frameRate: 60), log: log)
        #expect(log.merged == Self.fling)
        #expect(view.contentOffset.x == 800)
    }

    /// Released at rest at 940 with the target moved to 1200, past the right edge
    /// (max 1500 − 375 = 1125): UIKit clamps a changed target, so the content glides to 1125 and
    /// rests there without going past it.
    @Test("a changed target past the edge is clamped to it: the glide rests on the edge, never past it")
    func targetPastTheEdge() throws {
        let log = CallbackLog()
        log.onWillEndDragging = { _, _, target in target.pointee.x = 1200 }
        let view = horizontalScrollView(contentWidth: 1500, offset: 900)
        _ = try run(view, TimedGesture.drag(at: 0, distance: 40, releaseVelocity: .pointsPerMillisecond(0), frameRate: 60), log: log)
        #expect(log.merged == Self.fling)
        #expect(view.contentOffset.x == 1125)
        #expect(view.lastRelease?.target.x == 1125)
    }

    @Test("an animated setContentOffset: didScroll each frame, then didEndScrollingAnimation")
    func animatedSetContentOffset() throws {
        let log = try run(horizontalScrollView(offset: 0), [TimedGesture(.setContentOffset(CGPoint(x: 300, y: 0), animated: true), at: 0.1)])
        #expect(log.merged == ["didScroll", "didEndScrollingAnimation"])
        // 0.3 s at 60 Hz: 18 frames, each a change.
        #expect(log.entries.filter { $0 == "didScroll" }.count == 18)
    }

    @Test("a non-animated setContentOffset: one didScroll and no animation callback")
    func plainSetContentOffset() throws {
        let log = try run(horizontalScrollView(offset: 0), [TimedGesture(.setContentOffset(CGPoint(x: 300, y: 0), animated: false), at: 0.1)])
        #expect(log.entries == ["didScroll"])
    }

    @Test("a touch that catches a deceleration: a new drag, then didEndDecelerating after the second release")
    func catchDeceleration() throws {
        var script = TimedGesture.drag(at: 0, distance: 40, releaseVelocity: .pointsPerMillisecond(3), frameRate: 60)
        script += [TimedGesture(.beginDrag, at: 0.5), TimedGesture(.endDrag(velocity: .zero), at: 0.6)]
        let view = horizontalScrollView(offset: 500)
        let log = try run(view, script)
        #expect(
            log.merged == [
                "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
                "didScroll", "willBeginDragging", "willEndDragging", "didEndDragging(false)", "didEndDecelerating",
            ])
    }

    @Test("a caught deceleration stops where the last frame was, on the pixel grid, with no further motion")
    func catchStopsInPlace() throws {
        var script = TimedGesture.drag(at: 0, distance: 40, releaseVelocity: .pointsPerMillisecond(3), frameRate: 60)
        script += [TimedGesture(.beginDrag, at: 0.5), TimedGesture(.endDrag(velocity: .zero), at: 0.6)]
        let recording = try Simulation.run(horizontalScrollView(offset: 500), script: script)
        let before = try #require(recording.frames.first { $0.index == 29 })  // 0.4833 s
        let caught = try #require(recording.frames.first { $0.index == 30 })  // 0.5 s
        #expect(caught.contentOffset.x == (before.contentOffset.x * 3).rounded() / 3)
        #expect(recording.finalOffset == caught.contentOffset)
        #expect(caught.isTracking && caught.isDecelerating && caught.phase == .dragging)
    }

    /// Writes down `isTracking`, `isDragging`, `isDecelerating` (as T/F) at each release callback.
    final class StateLog: ScrollViewDelegate {
        var entries: [String] = []
        func note(_ name: String, _ v: SimulatedScrollView) {
            entries.append("\(name) \(v.isTracking ? "T" : "F")\(v.isDragging ? "T" : "F")\(v.isDecelerating ? "T" : "F")")
        }
        func scrollViewWillEndDragging(_ v: SimulatedScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
            note("willEnd", v)
        }
        func scrollViewDidEndDragging(_ v: SimulatedScrollView, willDecelerate decelerate: Bool) { note("didEndDragging(\(decelerate))", v) }
        func scrollViewWillBeginDecelerating(_ v: SimulatedScrollView) { note("willBeginDecelerating", v) }
        func scrollViewDidEndDecelerating(_ v: SimulatedScrollView) { note("didEndDecelerating", v) }
    }

    /// The widely used "did the scroll end?" test (Stack Overflow 993280) relies on these flags:
    /// `isTracking && !isDragging && !isDecelerating` in `scrollViewDidEndDragging(willDecelerate:
    /// false)` after a slow release, and `!isTracking && !isDragging && !isDecelerating` in
    /// `scrollViewDidEndDecelerating`, including after a touch that stopped a glide.
    @Test("isTracking stays true through didEndDragging; the flags at each release callback match what the common scroll-end check expects")
    func flagsAtReleaseCallbacks() throws {
        let slow = StateLog()
        let slowView = horizontalScrollView(offset: 500)
        slowView.delegate = slow
        _ = try Simulation.run(slowView, script: TimedGesture.drag(at: 0, distance: 40, releaseVelocity: .pointsPerMillisecond(0.1), frameRate: 60))
        #expect(slow.entries == ["willEnd TTF", "didEndDragging(false) TFF"])

        let fling = StateLog()
        let flingView = horizontalScrollView(offset: 500)
        flingView.delegate = fling
        var script = TimedGesture.drag(at: 0, distance: 40, releaseVelocity: .pointsPerMillisecond(3), frameRate: 60)
        script += [TimedGesture(.beginDrag, at: 0.5), TimedGesture(.endDrag(velocity: .zero), at: 0.6)]
        _ = try Simulation.run(flingView, script: script)
        #expect(
            fling.entries == [
                "willEnd TTF", "didEndDragging(true) TFF", "willBeginDecelerating FFT",
                // The touch at 0.5 s caught the glide: still decelerating at the lift, then the end.
                "willEnd TTT", "didEndDragging(false) TFT", "didEndDecelerating FFF",
            ])
    }

    @Test("an animated setContentOffset during a glide ends the deceleration at once, then animates: no isDecelerating left over")
    func animatedScrollTakesOverFromAGlide() throws {
        var script = TimedGesture.drag(at: 0, distance: 50, releaseVelocity: .pointsPerMillisecond(2), frameRate: 60)
        script.append(TimedGesture(.setContentOffset(CGPoint(x: 3000, y: 0), animated: true), at: 0.5))
        let view = horizontalScrollView(offset: 1000)
        let log = try run(view, script)
        #expect(
            log.merged == [
                "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
                "didScroll", "didEndDecelerating", "didScroll", "didEndScrollingAnimation",
            ])
        #expect(!view.isDecelerating && view.isAtRest)
        #expect(view.contentOffset.x == 3000)
    }

    @Test("a non-animated setContentOffset during a glide: didEndDecelerating at the call, then its one didScroll")
    func jumpDuringAGlide() throws {
        var script = TimedGesture.drag(at: 0, distance: 50, releaseVelocity: .pointsPerMillisecond(2), frameRate: 60)
        script.append(TimedGesture(.setContentOffset(CGPoint(x: 3000, y: 0), animated: false), at: 0.5))
        let view = horizontalScrollView(offset: 1000)
        let log = try run(view, script)
        #expect(
            log.merged == [
                "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
                "didScroll", "didEndDecelerating", "didScroll",
            ])
        #expect(!view.isDecelerating)
    }

    /// Three moves of −20 pt at 1/60 s intervals with no velocity: every interval is
    /// −20/(1/60) = −1200 pt/s, so each sample and the release are 1.2 pt/ms. The finger then rests
    /// 0.2 s and lifts with no velocity.
    @Test("a finger held 0.2 s before lifting flings at 1.2 pt/ms by default, and not at all with a heldFingerTimeout of 0.1 s")
    func heldFingerTimeout() throws {
        func release(timeout: Double?) throws -> CGPoint? {
            let log = CallbackLog()
            let view = horizontalScrollView(offset: 500, settings: SimulationSettings(heldFingerTimeout: timeout))
            var script = [TimedGesture(.beginDrag, at: 0)]
            for i in 1...3 { script.append(TimedGesture(.move(translation: CGPoint(x: -20 * Double(i), y: 0), velocity: nil), at: Double(i) / 60)) }
            script.append(TimedGesture(.endDrag(velocity: nil), at: 0.25))
            _ = try run(view, script, log: log)
            return log.lastReleaseVelocity
        }
        let flung = try #require(try release(timeout: nil))
        #expect(abs(Double(flung.x) - 1.2) < 1e-9)
        #expect(try release(timeout: 0.3).map { abs(Double($0.x) - 1.2) < 1e-9 } == true)  // rested less than 0.3 s
        #expect(try release(timeout: 0.1) == .zero)
    }
}
