import Foundation
import Testing

@testable import ScrollSim

/// What a recording says of a zoomed run: each frame's overshoot against its own zoomed content,
/// and no jump for the offset a zoom moves (docs/physics.md "Zooming (26.1)", "Frames").
@Suite("Zooming: overshoot and jumps of a zoomed run")
struct ZoomReportTests {
    @Test("a zoomed frame's overshoot is measured against the content size at its own zoom")
    func overshootAgainstZoomedContent() throws {
        // A 300 × 400 view on 300 × 400 content: the allowed offsets at the start are [0, 0] × [0, 0].
        var recording = Recording(frameRate: 60, minimumOffset: .zero, maximumOffset: .zero)
        recording.append(
            Frame(
                index: 0, time: 0, contentOffset: .zero, velocityPointsPerSecond: .zero, phase: .idle, isTracking: false, isDragging: false,
                isDecelerating: false))
        // Frame 1 at zoom 2: content 600 × 800, largest offset (600 − 300, 800 − 400) = (300, 400);
        // its offset (150, 450) is 450 − 400 = 50 pt past the bottom (450 against the start's limits).
        recording.appendZoom(
            ZoomFrame(index: 1, zoomScale: 2, contentSize: CGSize(width: 600, height: 800), maximumOffset: CGPoint(x: 300, y: 400)))
        recording.append(
            Frame(
                index: 1, time: 1.0 / 60, contentOffset: CGPoint(x: 150, y: 450), velocityPointsPerSecond: .zero, phase: .idle, isTracking: false,
                isDragging: false, isDecelerating: false))
        #expect(recording.maximumOvershoot == 50)
        #expect(recording.maximumOvershoot(past: .bottom) == 50)
        #expect(recording.maximumOvershoot(past: .right) == 0)
        #expect(recording.overshoot(of: CGPoint(x: 150, y: 450), zoom: recording.zoomFrames[0]) == 50)
        // Without its zoom, the start's limits: 450 pt.
        #expect(recording.overshoot(of: CGPoint(x: 150, y: 450)) == 450)
        try recording.assertMaximumOvershoot(atMost: 50)
        #expect(throws: RecordingAssertionError.self) { try recording.assertMaximumOvershoot(atMost: 49) }
    }

    /// A 300 × 400 view zooming a 300 × 400 view between 1 and 2 (as `ZoomPinchTests`).
    static func zoomingView() -> SimulatedScrollView {
        let view = SimulatedScrollView(bounds: CGSize(width: 300, height: 400), contentSize: CGSize(width: 300, height: 400))
        view.zoomingContentSize = CGSize(width: 300, height: 400)
        view.minimumZoomScale = 1
        view.maximumZoomScale = 2
        return view
    }

    @Test("a pinch's change of offset is not a jump, and the zoomed content is not overshot")
    func pinchIsNoJump() throws {
        let view = Self.zoomingView()
        let recording = try Simulation.run(view, script: TimedGesture.pinch(at: 0, center: CGPoint(x: 150, y: 200), scales: [2]))
        // Frame 1: zoom 2 about (150, 200), offset (150 · 2 − 150, 200 · 2 − 200) = (150, 200), a move of
        // √(150² + 200²) = 250 pt in one frame with no velocity (allowance 2 pt), inside the zoomed
        // content's largest offset (600 − 300, 800 − 400) = (300, 400).
        let frame1 = try #require(recording.frames.first { $0.index == 1 })
        #expect(frame1.contentOffset == CGPoint(x: 150, y: 200))
        #expect(recording.feelNotes.isEmpty)
        #expect(recording.maximumOvershoot == 0)
        #expect(recording.finalZoomScale == 2)
    }

    @Test("a real jump after a pinch is still noted")
    func jumpAfterPinchIsNoted() throws {
        let view = Self.zoomingView()
        let script =
            TimedGesture.pinch(at: 0, center: CGPoint(x: 150, y: 200), scales: [2])
            + [TimedGesture(.setContentOffset(CGPoint(x: 150, y: 300), animated: false), at: 0.5)]
        let recording = try Simulation.run(view, script: script)
        // At 0.5 s (frame 30) the offset is set from (150, 200) to (150, 300) at rest: 100 pt where the
        // allowance is 2 pt; the pinch's frame 1 is still no jump.
        let jumps = recording.feelNotes.compactMap { note -> (Int, Double)? in
            if case .jump(let frame, _, let distance, _) = note { return (frame, distance) }
            return nil
        }
        #expect(jumps.count == 1)
        #expect(jumps.first?.0 == 30)
        #expect(abs((jumps.first?.1 ?? 0) - 100) < 1e-9)
    }
}
