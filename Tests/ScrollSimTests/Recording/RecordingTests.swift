import Foundation
import ScrollPhysics
import ScrollSimTestSupport
import Testing

@testable import ScrollSim

@Suite("The recorder: its answers, its failure messages and its frame size")
struct RecordingTests {
    @Test("the recorder answers final offset, rest time, overshoot, time ranges and first frames")
    func queries() throws {
        let view = horizontalScrollView(contentWidth: 1000, offset: 500)
        let recording = try Simulation.run(
            view, script: TimedGesture.drag(at: 0, distance: 50, releaseVelocity: .pointsPerMillisecond(3), frameRate: 60))
        #expect(recording.finalOffset.x == 625)
        let rest = try #require(recording.restFrame)
        #expect(rest.phase == .idle && recording.frames[rest.index - 1].phase != .idle)
        #expect(recording.maximumOvershoot(past: .right) > 0)
        #expect(recording.maximumOvershoot(past: .left) == 0)
        #expect(recording.frames(in: 0.1...0.2).map(\.index) == Array(6...12))
        let firstBounce = try #require(recording.firstFrame { $0.phase == .bouncing })
        #expect(firstBounce.contentOffset.x > 625)
    }

    @Test("a failed assertion names the expected and actual values, the difference, the frame and the time")
    func assertionMessages() throws {
        let view = horizontalScrollView(contentWidth: 1000, offset: 500)
        let recording = try Simulation.run(
            view, script: TimedGesture.drag(at: 0, distance: 50, releaseVelocity: .pointsPerMillisecond(3), frameRate: 60))
        do {
            try recording.assertFinalOffset(CGPoint(x: 600, y: 0), tolerance: 0.5)
            Issue.record("expected a failure")
        } catch let error as RecordingAssertionError {
            let last = recording.frames.last!
            #expect(error.description.contains("Expected final offset (600.000, 0.000) but was (625.000, 0.000)"))
            #expect(error.description.contains("difference (25.000, 0.000), tolerance 0.5 pt"))
            #expect(error.description.contains("frame \(last.index), \(String(format: "%.4f", last.time)) s"))
        }
        #expect(throws: RecordingAssertionError.self) { try recording.assertMaximumOvershoot(atMost: 1) }
        #expect(throws: RecordingAssertionError.self) { try recording.assertRest(before: 0.2) }
        try recording.assertFinalOffset(CGPoint(x: 625, y: 0))
        try recording.assertRest(before: 2)
    }

    /// A recording built by hand at 60 Hz, max offset 625: frames 0–5 move (the right edge is
    /// crossed on frame 3, at 630, 5 pt past it), frame 6 (0.1 s) is the first at rest.
    func handMadeRecording(restingFrom rest: Int? = 6) -> Recording {
        var recording = Recording(frameRate: 60, minimumOffset: .zero, maximumOffset: CGPoint(x: 625, y: 0))
        let offsets: [Double] = [600, 610, 620, 630, 627, 625, 625, 625]
        for (i, x) in offsets.enumerated() {
            let moving = rest.map { i < $0 } ?? true
            recording.append(
                Frame(
                    index: i, time: Double(i) / 60, contentOffset: CGPoint(x: x, y: 0), velocityPointsPerSecond: .zero,
                    phase: moving ? .decelerating : .idle, isTracking: false, isDragging: false, isDecelerating: moving))
        }
        return recording
    }

    @Test("a failed assertRest names the expected time, the frame and time of the rest, and how late it was")
    func assertRestMessage() throws {
        // Rest at frame 6, 6/60 = 0.1 s; expected before 0.05 s: late by 0.1 − 0.05 = 0.05 s.
        let error = try #require(throws: RecordingAssertionError.self) { try handMadeRecording().assertRest(before: 0.05) }
        #expect(error.description == "Expected rest before 0.05 s but it came at frame 6, 0.1000 s (late by 0.0500 s).")
        try handMadeRecording().assertRest(before: 0.1)
        // Never at rest: the last frame is 7, 7/60 = 0.1167 s.
        let moving = try #require(throws: RecordingAssertionError.self) { try handMadeRecording(restingFrom: nil).assertRest(before: 1) }
        #expect(
            moving.description
                == "Expected rest before 1.0 s but the view was still moving at the last frame (frame 7, 0.1167 s, phase decelerating).")
    }

    @Test("a failed assertMaximumOvershoot names the limit, the overshoot, the edge, the frame, its time and offset")
    func assertMaximumOvershootMessage() throws {
        // Frame 3 (3/60 = 0.05 s) is at 630: 630 − 625 = 5 pt past the right edge.
        let error = try #require(throws: RecordingAssertionError.self) { try handMadeRecording().assertMaximumOvershoot(atMost: 1) }
        #expect(error.description.contains("Expected an overshoot of at most 1.0 pt"))
        #expect(error.description.contains("reached 5.000 pt past the right edge at frame 3, 0.0500 s"))
        #expect(error.description.contains("(offset (630.000, 0.000))"))
        try handMadeRecording().assertMaximumOvershoot(atMost: 5)
    }

    @Test("a frame record is at most 64 bytes")
    func frameSize() {
        #expect(MemoryLayout<Frame>.stride <= 64)
    }
    @Test("a failed overshoot expectation names the largest overshoot and where it first went over the limit")
    func overshootNamesTheLargest() throws {
        var recording = Recording(frameRate: 60, maximumOffset: CGPoint(x: 0, y: 900))
        for (index, y) in [-10.0, -21.6, -59.2, -30.0, 0].enumerated() {
            recording.append(
                Frame(
                    index: index, time: Double(index) / 60, contentOffset: CGPoint(x: 0, y: y), velocityPointsPerSecond: .zero, phase: .bouncing,
                    isTracking: false, isDragging: false, isDecelerating: true))
        }
        let error = try #require(throws: RecordingAssertionError.self) { try recording.assertMaximumOvershoot(atMost: 20) }
        #expect(
            error.description
                == "Expected an overshoot of at most 20.0 pt but it reached 59.200 pt past the top edge at frame 2, 0.0333 s (offset (0.000, -59.200)); it first went over the limit at frame 1 (0.0167 s)."
        )
    }
}
