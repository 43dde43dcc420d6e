import Foundation
import ScrollPhysics
import ScrollSimTestSupport
import Testing

@testable import ScrollSim

/// §5: a target changed in `scrollViewWillEndDragging` is reached by re-timing the deceleration.
@Suite("Changed targets (§5)")
struct ChangedTargetTests {
    func run(
        from offset: Double, velocity: Double, settings: SimulationSettings = SimulationSettings(),
        change: @escaping (SimulatedScrollView, CGPoint, UnsafeMutablePointer<CGPoint>) -> Void
    ) throws -> (Recording, CallbackLog) {
        let view = horizontalScrollView(offset: offset, settings: settings)
        let log = CallbackLog()
        log.onWillEndDragging = change
        view.delegate = log
        let recording = try Simulation.run(
            view, script: TimedGesture.drag(at: 0, distance: 20, releaseVelocity: .pointsPerMillisecond(velocity), frameRate: 60))
        return (recording, log)
    }

    /// Offsets after the release must move one way only, and no step may exceed the step before it
    /// (so the end is no jump) unless it is a creep's, at most 0.01 pt/ms over a frame of the
    /// view's rate (0.164 pt at 60 Hz), and the rest must be the target within 0.01 pt.
    func checkGlide(_ recording: Recording, target: Double) throws {
        let release = try #require(recording.events.first { $0.name == .scrollViewWillEndDragging })
        let after = recording.frames.filter { $0.index >= release.frameIndex }.map { Double($0.contentOffset.x) }
        var start = Double(release.contentOffset.x)
        let direction: Double = target >= start ? 1 : -1
        var lastStep = Double.infinity
        let creepStep = 0.01 * FrameConstants(rate: 0.998, frameDuration: 1000.0 / 60).glide
        for x in after {
            let step = (x - start) * direction
            #expect(step >= 0, "moved backwards")
            #expect(step <= lastStep + 1e-9 || step <= creepStep + 1e-9, "a later step was longer: \(step) after \(lastStep)")
            lastStep = step
            start = x
        }
        #expect(abs(Double(recording.finalOffset.x) - target) <= 0.01)
    }

    @Test("a target beyond UIKit's projection: launched at 0.01 − d · ln 0.998, it rests on it 180 frames after the release")
    func further() throws {
        // Projection 520 + 1.99 · 499.5 = 1514.0; the target 2000 lies beyond, so the launch is
        // 0.01 + 1480 · 0.002002 = 2.973 pt/ms at 0.998. It glides 0.1 % short of 2000 until the speed
        // falls under 0.01 pt/ms, creeps at 0.01 pt/ms (0.164 pt a frame) and lands on it: the
        // release frame (7) and 179 more, 3.1 s (iterating UIKit's frame rules).
        let (recording, _) = try run(from: 500, velocity: 2) { _, _, t in t.pointee.x = 2000 }
        try checkGlide(recording, target: 2000)
        #expect(recording.finalOffset.x == 2000)
        #expect(abs((recording.restTime ?? 0) - 3.1) < 1e-9)
    }

    @Test("a target short of the projection keeps the velocity and decelerates at e^(−1.99/d), resting on it")
    func nearer() throws {
        // 700.4 rounds to the pixel grid, 700.333; d = 180.333, f' = e^(−1.99/180.333) = 0.98903.
        // The glide reaches 0.9 pt short when the speed falls under 0.01, then creeps: rest 0.7 s.
        let (recording, _) = try run(from: 500, velocity: 2) { _, _, t in t.pointee.x = 700.4 }
        try checkGlide(recording, target: 700 + 1.0 / 3)
        #expect(recording.finalOffset.x == 700 + 1.0 / 3)
        #expect(abs((recording.restTime ?? 0) - 0.7) < 1e-9)
    }

    @Test("targets changed on both axes: both take the slower factor, the other axis relaunched, both rest on their targets")
    func bothAxes() throws {
        let view = SimulatedScrollView(
            bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 100_000, height: 100_000),
            contentOffset: CGPoint(x: 1000, y: 1000))
        let log = CallbackLog()
        log.onWillEndDragging = { _, _, t in t.pointee = CGPoint(x: 1440, y: 1220) }
        view.delegate = log
        // Released at (1040, 1020) with (2, 1) pt/ms (both samples carry the finger's −2000, −1000 pt/s).
        let finger = CGPoint(x: -2000, y: -1000)
        let script = [
            TimedGesture(.beginDrag, at: 0),
            TimedGesture(.move(translation: CGPoint(x: -20, y: -10), velocity: finger), at: 1.0 / 60),
            TimedGesture(.move(translation: CGPoint(x: -40, y: -20), velocity: finger), at: 2.0 / 60),
            TimedGesture(.endDrag(velocity: finger), at: 3.0 / 60),
        ]
        let recording = try Simulation.run(view, script: script)
        // Both targets are short of the projections (2034, 1514.667): x alone would decay at
        // e^(−1.99/400) = 0.9950374, y at e^(−0.99/200) = 0.9950622. Both take y's, the slower, and
        // x is relaunched at 0.01 − 400 · ln 0.9950622 = 0.01 + 400 · 0.00495 = 1.99 pt/ms: the
        // release frame moves x 1.99 times as far as y.
        let release = try #require(recording.events.first { $0.name == .scrollViewWillEndDragging })
        let first = recording.frames[release.frameIndex].contentOffset
        let dx = Double(first.x - release.contentOffset.x)
        let dy = Double(first.y - release.contentOffset.y)
        #expect(abs(dx / dy - 1.99) < 1e-9)
        #expect(recording.finalOffset == CGPoint(x: 1440, y: 1220))
    }

    @Test("a target set to the current offset stops the content where it is, without deceleration")
    func stopHere() throws {
        let (recording, log) = try run(from: 500, velocity: 2) { view, _, t in t.pointee = view.contentOffset }
        #expect(recording.finalOffset.x == 520)
        #expect(log.merged.last == "didEndDragging(false)")
    }

    @Test("a target behind the flick: the factor capped at 0.999, the first frame passes it and puts the content on it")
    func againstTheFlick() throws {
        let (recording, log) = try run(from: 500, velocity: 2) { _, _, t in t.pointee.x = 400 }
        let release = try #require(recording.events.first { $0.name == .scrollViewWillEndDragging })
        #expect(recording.frames.first { $0.index == release.frameIndex }?.contentOffset.x == 400)
        #expect(log.merged.suffix(4) == ["didEndDragging(true)", "willBeginDecelerating", "didScroll", "didEndDecelerating"])
    }

    @Test("a changed target at rest glides to it: 230 pt launches at 0.4705 pt/ms (2.05 s); 60 pt takes the slow rule (0.35 s)")
    func atRest() throws {
        // d = 230: 0.01 + 230 · 0.002002 = 0.4705 ≥ 0.25, so 0.998 and that launch.
        let (far, _) = try run(from: 500, velocity: 0) { _, _, t in t.pointee.x = 750 }
        try checkGlide(far, target: 750)
        #expect(far.finalOffset.x == 750 && abs((far.restTime ?? 0) - 2.05) < 1e-9)
        #expect(far.frames.filter { $0.phase == .decelerating }.count > 100)
        // d = 60: 0.01 + 60 · 0.002002 = 0.130 < 0.25, so 0.985 per ms and 0.01 + 60 · 0.0151136378
        // = 0.9168 pt/ms: the release frame (7) and 21 more of glide and creep, resting on frame 28,
        // 0.35 s after the release.
        let (near, _) = try run(from: 500, velocity: 0) { _, _, t in t.pointee.x = 580 }
        try checkGlide(near, target: 580)
        #expect(near.finalOffset.x == 580 && abs((near.restTime ?? 0) - 28.0 / 60) < 1e-9)
    }

    @Test("an animated scroll started in willEndDragging after target = contentOffset takes over")
    func animationTakesOver() throws {
        let (recording, log) = try run(from: 500, velocity: 3) { view, _, t in
            t.pointee = view.contentOffset
            view.setContentOffset(CGPoint(x: 900, y: 0), animated: true)
        }
        #expect(recording.finalOffset.x == 900)
        #expect(
            log.merged == [
                "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)", "didScroll",
                "didEndScrollingAnimation",
            ])
        #expect(recording.frames.contains { $0.phase == .animating })
    }

    @Test("a non-finite target is ignored, recorded as a notice, and the proposed target is used")
    func nonFiniteTarget() throws {
        let (recording, _) = try run(from: 500, velocity: 2) { _, _, t in t.pointee.x = .nan }
        #expect(recording.events.contains { $0.name == .invalidTargetIgnored })
        #expect(recording.frames.allSatisfy { $0.contentOffset.x.isFinite })
        // Natural rest: 520 + (2 − 0.01) · 499 = 1513.01 (±0.5).
        #expect(abs(Double(recording.finalOffset.x) - 1513.01) < 0.5)
    }
}
