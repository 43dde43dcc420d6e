import Foundation
import ScrollPhysics
import ScrollSimTestSupport
import Testing

@testable import ScrollSim

/// `scrollRectToVisible(_:animated:)` and the tap on the status bar, as 26.1 computes them
/// (docs/physics.md §10), on a 375 × 667 pt view over content 5000 pt tall.
@MainActor
@Suite("Programmatic scrolls: scrollRectToVisible and scroll to top (§10)")
struct ProgrammaticScrollTests {
    static func view(offset: Double, inset: UIEdgeInsets = .zero) -> SimulatedScrollView {
        let view = SimulatedScrollView(bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 375, height: 5000))
        view.contentInset = inset
        view.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
        return view
    }

    static func show(_ rect: CGRect, from offset: Double, inset: UIEdgeInsets = .zero, animated: Bool = false) throws -> Recording {
        try Simulation.run(view(offset: offset, inset: inset), script: [TimedGesture(.scrollRectToVisible(rect, animated: animated), at: 0)])
    }

    @Test(
        "the smallest change that shows the rect: below → its bottom at the bottom edge, above → its top at the top edge, larger → its bottom",
        arguments: [
            // 1000…1100 below 0…667: 1100 − 667 = 433.
            (CGRect(x: 0, y: 1000, width: 375, height: 100), 0.0, 433.0),
            // 500…600 above 2000…2667: its top, 500.
            (CGRect(x: 0, y: 500, width: 100, height: 100), 2000.0, 500.0),
            // 1000…2000, taller than the view: the trailing edge wins, 2000 − 667 = 1333.
            (CGRect(x: 0, y: 1000, width: 375, height: 1000), 0.0, 1333.0),
            // Past the content's end (5000): cut to it first, 4900…5000 → 5000 − 667 = 4333.
            (CGRect(x: 0, y: 4900, width: 375, height: 400), 0.0, 4333.0),
        ])
    func smallestChange(rect: CGRect, from: Double, to: Double) throws {
        let recording = try Self.show(rect, from: from)
        #expect(recording.finalOffset == CGPoint(x: 0, y: to))
    }

    @Test("a rect the bounds already hold changes nothing and calls nothing")
    func alreadyVisible() throws {
        let recording = try Self.show(CGRect(x: 0, y: 100, width: 100, height: 100), from: 0)
        #expect(recording.finalOffset == .zero)
        #expect(recording.events.isEmpty)
    }

    @Test("the rect is grown by the content inset: with 50 pt on top, showing the content's first 10 pt goes to −50")
    func grownByInsets() throws {
        let recording = try Self.show(
            CGRect(x: 0, y: 0, width: 10, height: 10), from: 500, inset: UIEdgeInsets(top: 50, left: 0, bottom: 0, right: 0))
        #expect(recording.finalOffset == CGPoint(x: 0, y: -50))
    }

    @Test("animated, it runs setContentOffset's animation: 0.3 s on sin²(π·t/2), on 433 at frame 17, then didEndScrollingAnimation")
    func animated() throws {
        let recording = try Self.show(CGRect(x: 0, y: 1000, width: 375, height: 100), from: 0, animated: true)
        #expect(recording.frames[17].contentOffset.y == 433)
        #expect(recording.frames[16].contentOffset.y < 433)
        #expect(recording.events.last?.name == .scrollViewDidEndScrollingAnimation)
    }

    @Test("during an animation it moves the animation's target instead: 2000 becomes 3100 − 667 = 2433, on the same clock")
    func retargets() throws {
        let view = Self.view(offset: 0)
        let recording = try Simulation.run(
            view,
            script: [
                TimedGesture(.setContentOffset(CGPoint(x: 0, y: 2000), animated: true), at: 0),
                TimedGesture(.scrollRectToVisible(CGRect(x: 0, y: 3000, width: 375, height: 100), animated: true), at: 0.1),
            ])
        #expect(recording.frames[17].contentOffset.y == 2433)
        #expect(recording.frames.count == 18)
        #expect(recording.events.filter { $0.name == .scrollViewDidEndScrollingAnimation }.count == 1)
    }

    @Test("a tap on the status bar from 2000 follows the critically damped spring: 358.0 at 0.3 s, at the top at 1.6 s, then didScrollToTop")
    func scrollToTopSpring() throws {
        let view = Self.view(offset: 2000)
        let log = CallbackLog()
        view.delegate = log
        let recording = try Simulation.run(view, script: [TimedGesture(.scrollToTop, at: 0)])
        // Frame 17 shows 18 steps, 0.3 s: ω·t = (2π/0.6)·0.3 = π, progress 1 − (1 + π)e^(−π) = 0.821027,
        // 2000 · (1 − 0.821027) = 357.946, on the 1/3 pt grid 358.0.
        #expect(recording.frames[17].contentOffset.y == 358)
        // 1.6 s at 60 Hz is 96 frames: frame 95 lands on the top.
        #expect(recording.frames.count == 96)
        #expect(recording.frames[95].contentOffset.y == 0)
        // The spring is within a pixel's half (1/6 pt) of the top from ω·t ≈ 12 (1.15 s) on:
        // 2000·(1 + 12)·e^(−12) = 0.16 pt; the animation still runs to its 1.6 s.
        #expect(recording.frames[94].phase == .animating)
        #expect(log.entries.first == "shouldScrollToTop")
        #expect(log.entries.last == "didScrollToTop")
        #expect(!log.entries.contains("didEndScrollingAnimation"))
    }

    @Test("no scroll to the top when already there, when scrollsToTop is off, or when the delegate says no")
    func scrollToTopSkipped() throws {
        let atTop = Self.view(offset: 0)
        let log = CallbackLog()
        atTop.delegate = log
        _ = try Simulation.run(atTop, script: [TimedGesture(.scrollToTop, at: 0)])
        #expect(log.entries.isEmpty, "at the top the delegate is not even asked")

        let off = Self.view(offset: 800)
        off.scrollsToTop = false
        #expect(try Simulation.run(off, script: [TimedGesture(.scrollToTop, at: 0)]).finalOffset.y == 800)

        let refused = Self.view(offset: 800)
        let no = CallbackLog()
        no.allowsScrollToTop = false
        refused.delegate = no
        #expect(try Simulation.run(refused, script: [TimedGesture(.scrollToTop, at: 0)]).finalOffset.y == 800)
        #expect(no.entries == ["shouldScrollToTop"])
    }

    @Test("the top is −contentInset.top: with 40 pt of inset the view rests at −40")
    func scrollToTopWithInset() throws {
        let view = Self.view(offset: 800, inset: UIEdgeInsets(top: 40, left: 0, bottom: 0, right: 0))
        #expect(try Simulation.run(view, script: [TimedGesture(.scrollToTop, at: 0)]).finalOffset.y == -40)
    }
}
