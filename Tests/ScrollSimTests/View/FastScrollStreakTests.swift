import Foundation
import ScrollPhysics
import ScrollSimTestSupport
import Testing

@testable import ScrollSim

/// §8: fast scroll in the engine: repeated quick flicks raise a multiplier that lengthens the
/// glide and the proposal, never the delegate's velocity. Expected values are worked by hand.
@Suite("Fast scroll in the engine (§8)")
struct FastScrollStreakTests {
    static func view(paging: Bool = false, fastScroll: Bool = true) -> SimulatedScrollView {
        let view = SimulatedScrollView(
            bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 375, height: 100_000),
            contentOffset: CGPoint(x: 0, y: 1000), settings: SimulationSettings(fastScroll: fastScroll))
        view.isPagingEnabled = paging
        return view
    }

    /// Six 100 pt drags released at `velocity` pt/ms, `gap` seconds apart.
    static func streak(velocity: Double = 2, gap: Double = 0.3) -> [TimedGesture] {
        (0..<6).flatMap {
            TimedGesture.drag(at: gap * Double($0), distance: 100, releaseVelocity: .pointsPerMillisecond(velocity), axis: .vertical, frameRate: 60)
        }
    }

    static func releases(_ recording: Recording) -> [DelegateEvent] {
        recording.events.filter { $0.name == .scrollViewWillEndDragging }
    }

    @Test("six flicks 0.3 s apart: multipliers 1, 1, 1, 1.4167, 2.0417, 2.875; the delegate always gets 2 pt/ms")
    func multipliers() throws {
        let recording = try Simulation.run(Self.view(), script: Self.streak())
        let releases = Self.releases(recording)
        #expect(releases.count == 6)
        // From the fourth drag: M = M₀ + ((count − 3)/2 + 1) · min(100/240, 0.9).
        let step = 100.0 / 240
        let expected = [1, 1, 1, 1 + step, 1 + step + 1.5 * step, 1 + step + 1.5 * step + 2 * step]
        for (release, m) in zip(releases, expected) {
            #expect(abs(release.fastScrollMultiplier! - m) < 1e-6, "at \(release.time) s")
            #expect(release.velocity == CGPoint(x: 0, y: 2))
        }
    }

    @Test("the multiplier scales the glide: the fourth release frame moves 1.4167 · 32.7444 pt")
    func scalesTheGlide() throws {
        let recording = try Simulation.run(Self.view(), script: Self.streak())
        let fourth = Self.releases(recording)[3]
        // One 60 Hz frame from 2 pt/ms at 0.998: 2 · (1 − D)/(1 − 0.998) · 0.998, D = 0.9671900.
        let oneFrame = 2 * (1 - 0.96718996) / 0.002 * 0.998
        let moved = Double(recording.frames[fourth.frameIndex].contentOffset.y - fourth.contentOffset.y)
        #expect(abs(moved - (1 + 100.0 / 240) * oneFrame) < 1e-4)
    }

    @Test("the proposal is scaled too: the sixth is offset + 2.875 · 1.99/|ln 0.998|, on the grid")
    func scalesTheProposal() throws {
        let recording = try Simulation.run(Self.view(), script: Self.streak())
        let sixth = Self.releases(recording)[5]
        let projected = Double(sixth.contentOffset.y) + 2.875 * 1.99 / 0.0020020027
        #expect(abs(Double(sixth.proposedTarget!.y) - (projected * 3).rounded() / 3) < 1e-6)
        // The bundled fast-scroll-streak scenario's rest, worked in its description.
        #expect(abs(Double(recording.finalOffset.y) - 19306.0 / 3) < 1e-6)
    }

    /// Eight `distance` pt drags 0.3 s apart at `frameRate`, released at 2 pt/ms.
    static func eightFlicks(distance: Double, frameRate: Int) -> [TimedGesture] {
        (0..<8).flatMap {
            TimedGesture.drag(
                at: 0.3 * Double($0), distance: distance, releaseVelocity: .pointsPerMillisecond(2), axis: .vertical, frameRate: frameRate)
        }
    }

    @Test(
        "eight 100.1 pt flicks: the multiplier reads the drag's offset before rounding (100.1 pt, not the 100 pt shown)",
        arguments: [60, 120])
    func unroundedOffset(frameRate: Int) throws {
        let recording = try Simulation.run(Self.view(), script: Self.eightFlicks(distance: 100.1, frameRate: frameRate))
        let releases = Self.releases(recording)
        #expect(releases.count == 8)
        // Each drag starts on the 1/3 pt grid and shows start + 100 (300.3 px rounds to 300), but
        // UIKit measures Δ = 100.1: s = min(100.1/240, 0.9) = 0.41708333. Drags 4…8 run with
        // count 3…7, factors (count − 3)/2 + 1 = 1, 1.5, 2, 2.5, 3, summing to 1, 2.5, 4.5, 7, 10:
        // M = 1 + s · sum = 1.41708333, 2.04270833, 2.87687500, 3.91958333, 5.17083333.
        // The rounded offset would give 1.41666667, 2.04166667, 2.875, 3.91666667, 5.16666667.
        let expected = [1, 1, 1, 1.41708333, 2.04270833, 2.87687500, 3.91958333, 5.17083333]
        for (release, m) in zip(releases, expected) {
            let actual = try #require(release.fastScrollMultiplier)
            #expect(abs(actual - m) < 1e-6, "at \(release.time) s: expected \(m), got \(actual), tolerance 1e-6")
        }
    }

    @Test("a diagonal drag of (60.1, 80.1) pt measures √(60.1² + 80.1²) = 100.14 pt where the grid shows (60, 80), 100 pt")
    func unroundedDiagonal() throws {
        let view = SimulatedScrollView(
            bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 100_000, height: 100_000),
            contentOffset: CGPoint(x: 1000, y: 1000))
        // Content moving (+0.601, +0.801) pt/ms: v² = 1.0026, a counted flick (≥ 0.36), still
        // gliding at the next touch 0.3 s later.
        let script = (0..<4).flatMap {
            TimedGesture.swipe(at: 0.3 * Double($0), translation: CGPoint(x: -60.1, y: -80.1), duration: 0.1, frameRate: 120)
        }
        let releases = Self.releases(try Simulation.run(view, script: script))
        #expect(releases.count == 4)
        // The fourth drag (count 3): M = 1 + 1 · min(√(3612.01 + 6416.01)/240, 0.9)
        // = 1 + 100.14/240 = 1.41725 (single-precision root: within 1e-6); from (60, 80): 1.41666667.
        let fourth = try #require(releases.last?.fastScrollMultiplier)
        #expect(abs(fourth - 1.41725) < 1e-6, "expected 1.41725, got \(fourth), tolerance 1e-6")
    }

    @Test("no streak: with fastScroll off, on a paging view, for releases under 0.6 pt/ms, or touches more than 1 s apart")
    func noStreak() throws {
        let off = try Simulation.run(Self.view(fastScroll: false), script: Self.streak())
        let paging = try Simulation.run(Self.view(paging: true), script: Self.streak())
        let slow = try Simulation.run(Self.view(), script: Self.streak(velocity: 0.55))
        // Released at 0.1167 s, touched again at 1.2 s: 1.083 s later, while still gliding.
        let late = try Simulation.run(Self.view(), script: Self.streak(gap: 1.2))
        for recording in [off, paging, slow, late] {
            #expect(Self.releases(recording).allSatisfy { $0.fastScrollMultiplier == 1 })
        }
        // Off: 1100 + 5 · 406.667 = 3133.333, then 993.04 pt of glide: 4126.333 on the grid.
        #expect(abs(Double(off.finalOffset.y) - 12379.0 / 3) < 1e-6)
    }
}
