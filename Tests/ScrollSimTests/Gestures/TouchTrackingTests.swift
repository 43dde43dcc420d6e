import Foundation
import ScrollSimTestSupport
import Testing

@testable import ScrollSim

/// `isTracking` from a raw touch's touch-down (26.1 `_gestureRecognizer:shouldReceiveTouch:` →
/// `_beginTrackingWithEvent:` → `_trackingDidBegin`) until the lift (`handlePan:` or
/// `_handlePanFailure` → `_trackingDidEnd`), and the SwiftUI phase it gives (`tracking`). Each
/// frame worked by hand at 60 Hz: frame n at n/60 s, a gesture at t taking effect at the first
/// frame at or after t.
@Suite("Tracking from touch-down (§3)")
struct TouchTrackingTests {
    static func view(offset: Double = 1000) -> SimulatedScrollView { TouchesTests.verticalView(offset: offset) }

    static func flags(_ recording: Recording) -> [String] {
        recording.frames.map { ($0.isTracking ? "T" : "-") + ($0.isDragging ? "D" : "-") + ($0.isDecelerating ? "E" : "-") }
    }

    @Test("a finger resting on a still view tracks without dragging from its touch-down frame, and SwiftUI reads tracking")
    func restingFinger() throws {
        // Down at 0, still until 0.1: frames 0–5 (0 … 0.0833 s) track; the lift's frame 6 does not.
        let view = Self.view()
        let recording = try Simulation.run(
            view, script: [TimedGesture(.touchDown(CGPoint(x: 100, y: 300)), at: 0), TimedGesture(.touchUp, at: 0.1)])
        #expect(Self.flags(recording) == Array(repeating: "T--", count: 6) + ["---"])
        #expect(recording.frames.allSatisfy { $0.contentOffset.y == 1000 && $0.phase == .idle })
        #expect(recording.swiftUIPhaseSequence == [.idle, .tracking, .idle])
        // The view reports it while the finger is down, as UIKit's `isTracking`.
        #expect(!view.isTracking)
    }

    @Test("isTracking is UIKit's while the finger rests: true after touch-down, false after the lift, isDragging false throughout")
    func trackingProperty() {
        let view = Self.view()
        view.apply(.touchDown(CGPoint(x: 100, y: 300)), at: 0)
        #expect(view.isTracking && !view.isDragging)
        view.apply(.touchUp, at: 0.05)
        #expect(!view.isTracking && !view.isDragging)
    }

    @Test("passing the hysteresis turns tracking into interacting: 5 pt tracks, 15 pt begins the drag at 1005")
    func passesHysteresis() throws {
        // Down at 0 (frame 0); 295 at 0.05 (frame 3): 5 pt, under 10, still tracking; 285 at
        // 0.0833 (frame 5): 15 pt, the pan begins, 15 − 10 = 5: offset 1005, dragging. The lift at
        // 0.1 (frame 6; the last sample repeats the position: no move) releases at the recognition's
        // 0.2 · (10 pt / 0.0333 s) + 0.8 · (5 pt / 0.05 s) = 140 pt/s, under 250: no glide.
        let samples: [(time: Double, point: CGPoint)] = [
            (0, CGPoint(x: 100, y: 300)), (0.05, CGPoint(x: 100, y: 295)), (0.083334, CGPoint(x: 100, y: 285)),
            (0.1, CGPoint(x: 100, y: 285)),
        ]
        let recording = try Simulation.run(Self.view(), script: TimedGesture.touches(samples))
        #expect(Array(Self.flags(recording).prefix(6)) == ["T--", "T--", "T--", "T--", "T--", "TD-"])
        #expect(recording.frames[5].contentOffset.y == 1005)
        #expect(recording.frames[6].isTracking == false)
        #expect(recording.swiftUIPhaseSequence == [.idle, .tracking, .interacting, .idle])
    }

    @Test("a tap that never passes the hysteresis tracks until its lift and reads idle from the lift's frame")
    func tap() throws {
        // 300 → 303 → 303 over 0.1 s: 3 pt, a tap (touches-tap-at-rest). Frames 0–5 track, 6 is idle.
        let samples: [(time: Double, point: CGPoint)] = [
            (0, CGPoint(x: 100, y: 300)), (0.05, CGPoint(x: 101, y: 303)), (0.1, CGPoint(x: 101, y: 303)),
        ]
        let recording = try Simulation.run(Self.view(), script: TimedGesture.touches(samples))
        #expect(Self.flags(recording) == Array(repeating: "T--", count: 6) + ["---"])
        #expect(recording.swiftUIPhaseSequence == [.idle, .tracking, .idle])
    }

    @Test("a touch that catches a glide tracks and drags at once: decelerating goes straight to interacting")
    func catchesGlide() throws {
        // A fling, then a finger at 0.5 s (frame 30) on the gliding view: `_beginTrackingWithEvent:`
        // and the pan's begin (`_beginScrollWithEvent:`, tracksImmediatelyWhileDecelerating) in the
        // same touch-down, so frame 30 tracks and drags; no frame reads tracking alone.
        let script =
            TimedGesture.drag(at: 0, distance: 100, releaseVelocity: .pointsPerMillisecond(2), axis: .vertical, frameRate: 60)
            + [TimedGesture(.touchDown(CGPoint(x: 100, y: 300)), at: 0.5), TimedGesture(.touchUp, at: 0.6)]
        let recording = try Simulation.run(Self.view(), script: script)
        let frame30 = try #require(recording.frames.first { $0.index == 30 })
        #expect(frame30.isTracking && frame30.isDragging)
        #expect(recording.frames[29].isDecelerating && !recording.frames[29].isTracking)
        #expect(!recording.swiftUIPhases.contains(.tracking))
        #expect(Array(recording.swiftUIPhaseSequence.prefix(4)) == [.idle, .interacting, .decelerating, .interacting])
    }

    @Test("a view whose scrolling is off does not track a touch (`_beginTrackingWithEvent:` skips it)")
    func scrollDisabled() throws {
        let view = Self.view()
        view.isScrollEnabled = false
        let recording = try Simulation.run(
            view, script: [TimedGesture(.touchDown(CGPoint(x: 100, y: 300)), at: 0), TimedGesture(.touchUp, at: 0.05)])
        #expect(recording.frames.allSatisfy { !$0.isTracking })
    }

    @Test("a scripted beginDrag has no touch-down: tracking and dragging begin together, as before")
    func scriptedDrag() throws {
        let recording = try Simulation.run(
            Self.view(), script: TimedGesture.drag(at: 0, distance: 100, releaseVelocity: .pointsPerMillisecond(0), axis: .vertical, frameRate: 60))
        #expect(recording.frames[0].isTracking && recording.frames[0].isDragging)
        #expect(!recording.swiftUIPhases.contains(.tracking))
    }

    @Test("a status-bar tap is refused while a finger rests inside the hysteresis, and scrolls to the top after the lift")
    func scrollToTopRefusedWhileTracking() throws {
        // 26.1 `_scrollToTopIfPossible:` returns early when `isTracking` (the tracking bit, set at
        // touch-down). The finger rests at 1000 from 0 to 0.1 s; the tap at 0.05 s does nothing.
        // With no inset the top is 0: a second tap at 0.2 s, after the lift, scrolls there.
        let refused = try Simulation.run(
            Self.view(),
            script: [
                TimedGesture(.touchDown(CGPoint(x: 100, y: 300)), at: 0), TimedGesture(.scrollToTop, at: 0.05),
                TimedGesture(.touchUp, at: 0.1),
            ])
        #expect(refused.frames.allSatisfy { $0.contentOffset.y == 1000 })
        #expect(!refused.callbackNames().contains(.scrollViewDidScrollToTop))
        let afterLift = try Simulation.run(
            Self.view(),
            script: [
                TimedGesture(.touchDown(CGPoint(x: 100, y: 300)), at: 0), TimedGesture(.scrollToTop, at: 0.05),
                TimedGesture(.touchUp, at: 0.1), TimedGesture(.scrollToTop, at: 0.2),
            ])
        #expect(afterLift.finalOffset.y == 0)
        #expect(afterLift.callbackNames().last == .scrollViewDidScrollToTop)
    }
}
