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
        (0..<6).flatMap { TimedGesture.drag(at: gap * Double($0), distance: 100, releaseVelocity: velocity, axis: .vertical, frameRate: 60) }
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
