import Foundation
import ScrollSimTestSupport
import Testing
@testable import ScrollSim

/// §4: a target changed in `scrollViewWillEndDragging` is reached by re-timing the deceleration.
@Suite("Changed targets (§4)")
struct ChangedTargetTests {
    func run(
        from offset: Double, velocity: Double, settings: SimulationSettings = SimulationSettings(),
        change: @escaping (SimulatedScrollView, CGPoint, UnsafeMutablePointer<CGPoint>) -> Void
    ) throws -> (Recording, CallbackLog) {
        let view = horizontalScrollView(offset: offset, settings: settings)
        let log = CallbackLog()
        log.onWillEndDragging = change
        view.delegate = log
        let recording = try Simulation.run(view, script: TimedGesture.drag(at: 0, distance: 20, releaseVelocity: velocity, frameRate: 60))
        return (recording, log)
    }

    /// Offsets after the release must move one way only, and no step may exceed the step before it
    /// (so the end is no jump), and the rest must be the target within 0.01 pt.
    func checkGlide(_ recording: Recording, target: Double) throws {
        let release = try #require(recording.events.first { $0.name == .scrollViewWillEndDragging })
        let after = recording.frames.filter { $0.index >= release.frameIndex }.map { Double($0.contentOffset.x) }
        var start = Double(release.contentOffset.x)
        let direction: Double = target >= start ? 1 : -1
        var lastStep = Double.infinity
        for x in after {
            let step = (x - start) * direction
            #expect(step >= 0, "moved backwards")
            #expect(step <= lastStep + 1e-9, "a later step was longer: \(step) after \(lastStep)")
            lastStep = step
            start = x
        }
        #expect(abs(Double(recording.finalOffset.x) - target) <= 0.01)
    }

    @Test("a target further than the natural stop is reached with a faster launch, monotonic, ending on it")
    func further() throws {
        // Natural: 520 + (2 − 0.01) · 499 = 1513 pt; the delegate asks for 2000.
        let (recording, _) = try run(from: 500, velocity: 2) { _, _, t in t.pointee.x = 2000 }
        try checkGlide(recording, target: 2000)
    }

    @Test("a nearer target is reached with more friction, monotonic, ending on it")
    func nearer() throws {
        let (recording, _) = try run(from: 500, velocity: 2) { _, _, t in t.pointee.x = 700.4 }
        try checkGlide(recording, target: 700.4)
    }

    @Test("a target set to the current offset stops the content where it is, without deceleration")
    func stopHere() throws {
        let (recording, log) = try run(from: 500, velocity: 2) { view, _, t in t.pointee = view.contentOffset }
        #expect(recording.finalOffset.x == 520)
        #expect(log.merged.last == "didEndDragging(false)")
    }

    @Test("a target behind the flick jumps there by default, and glides there with .animate")
    func againstTheFlick() throws {
        let (jump, jumpLog) = try run(from: 500, velocity: 2) { _, _, t in t.pointee.x = 400 }
        let release = try #require(jump.events.first { $0.name == .scrollViewWillEndDragging })
        #expect(jump.frames.first { $0.index == release.frameIndex }?.contentOffset.x == 400)
        #expect(jumpLog.merged.last == "didEndDragging(false)")
        let (glide, _) = try run(from: 500, velocity: 2, settings: SimulationSettings(targetOppositeToFlick: .animate)) { _, _, t in
            t.pointee.x = 400
        }
        try checkGlide(glide, target: 400)
    }

    @Test("a changed target at zero velocity jumps by default, and glides with .animate")
    func atRest() throws {
        let (jump, _) = try run(from: 500, velocity: 0) { _, _, t in t.pointee.x = 750 }
        #expect(jump.finalOffset.x == 750)
        #expect(jump.frames.filter { $0.phase == .decelerating }.isEmpty)
        let (glide, _) = try run(from: 500, velocity: 0, settings: SimulationSettings(changedTargetAtRest: .animate)) { _, _, t in
            t.pointee.x = 750
        }
        try checkGlide(glide, target: 750)
        #expect(glide.frames.filter { $0.phase == .decelerating }.count > 10)
    }

    @Test("an animated scroll started in willEndDragging after target = contentOffset takes over")
    func animationTakesOver() throws {
        let (recording, log) = try run(from: 500, velocity: 3) { view, _, t in
            t.pointee = view.contentOffset
            view.setContentOffset(CGPoint(x: 900, y: 0), animated: true)
        }
        #expect(recording.finalOffset.x == 900)
        #expect(log.merged == [
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
