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

    static func springView(offset: Double, frameRate: Int, timing: AnimationCurve? = nil) -> SimulatedScrollView {
        var settings = SimulationSettings(frameRate: frameRate)
        if let timing { settings.scrollToTopSpring.timingFunction = timing }
        let view = SimulatedScrollView(
            bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 375, height: 5000), settings: settings)
        view.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
        return view
    }

    @Test("a tap on the status bar from 2000 follows the spring through the timing function: 113.0 at 0.3 s, at the top at 1.6 s")
    func scrollToTopSpring() throws {
        let view = Self.view(offset: 2000)
        let log = CallbackLog()
        view.delegate = log
        let recording = try Simulation.run(view, script: [TimedGesture(.scrollToTop, at: 0)])
        // Frame 17 shows 18 steps, 0.3 s: fraction 0.3/1.6 = 0.1875; the Bézier (0, 0.2) (1, 1) has
        // x(s) = 3s² − 2s³ = 0.1875 at s = 0.276851, y(s) = 0.6·s(1 − s)² + 3s²(1 − s) + s³ = 0.274367;
        // the spring at 0.274367 · 1.6 = 0.438987 s: ω·t = (2π/0.6)·0.438987 = 4.59706,
        // 1 − (1 + 4.59706)·e^(−4.59706) = 0.943573; 2000 · (1 − 0.943573) = 112.853, on the 1/3 pt
        // grid 113.0 (the bare spring gives 357.9: 1 − (1 + π)e^(−π) = 0.821026).
        #expect(recording.frames[17].contentOffset.y == 113)
        // 1.6 s at 60 Hz is 96 frames: frame 95 lands on the top.
        #expect(recording.frames.count == 96)
        #expect(recording.frames[95].contentOffset.y == 0)
        #expect(recording.frames[94].phase == .animating)
        #expect(log.entries.first == "shouldScrollToTop")
        #expect(log.entries.last == "didScrollToTop")
        #expect(!log.entries.contains("didEndScrollingAnimation"))
    }

    @Test(
        "at 0.1 s the timing function puts the content 35 % of the distance ahead of the bare spring, at 60 and 120 Hz",
        arguments: [(60, 5), (120, 11)])
    func scrollToTopTimingAhead(frameRate: Int, frame: Int) throws {
        // Fraction 0.1/1.6 = 0.0625: 3s² − 2s³ = 0.0625 at s = 0.152273, y(s) = 0.128158, the spring read
        // at 0.128158 · 1.6 = 0.205053 s: ω·t = 2.147284, 1 − 3.147284·e^(−2.147284) = 0.632400;
        // 2000 · (1 − 0.632400) = 735.200 → 735.333 on the grid.
        let timed = try Simulation.run(Self.springView(offset: 2000, frameRate: frameRate), script: [TimedGesture(.scrollToTop, at: 0)])
        #expect(abs(Double(timed.frames[frame].contentOffset.y) - 735.333_333) < 1e-3)
        // The bare spring (`linear`): ω·t = 1.047198, 1 − 2.047198·e^(−1.047198) = 0.281598;
        // 2000 · 0.718402 = 1436.804 → 1436.667. The two differ by 701.3 pt, 35.1 % of 2000.
        let bare = try Simulation.run(
            Self.springView(offset: 2000, frameRate: frameRate, timing: .linear), script: [TimedGesture(.scrollToTop, at: 0)])
        #expect(abs(Double(bare.frames[frame].contentOffset.y) - 1436.666_667) < 1e-3)
    }

    @Test("the spring's closed form: 0 and 1 at the ends, the bare spring under linear timing, the timed one ahead of it")
    func scrollToTopClosedForm() {
        let timed = ScrollToTopSpring()
        let bare = ScrollToTopSpring(timingFunction: .linear)
        #expect(timed.progress(fraction: 0) == 0)
        #expect(timed.progress(fraction: 1) == 1)
        #expect(abs(bare.progress(atSeconds: 0.3) - 0.821_026) < 1e-6)
        #expect(abs(timed.progress(atSeconds: 0.1) - 0.632_400) < 1e-6)
        for k in 1..<16 {
            let t = Double(k) / 10
            #expect(timed.progress(atSeconds: t) >= bare.progress(atSeconds: t))
        }
        // 1.6 s is the first 0.1 s step where the critically damped residual (1 + ωt)e^(−ωt) is
        // below 1e-6: 2.52e-6 at 1.5 s, 9.39e-7 at 1.6 s.
        let w = 2 * Double.pi / 0.6
        #expect((1 + w * 1.5) * exp(-w * 1.5) > 1e-6)
        #expect((1 + w * 1.6) * exp(-w * 1.6) < 1e-6)
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

    @Test("no scroll to the top with scrolling disabled, or when the content fits the bounds (an offset set from code)")
    func scrollToTopRefusedWhenItCannotScroll() throws {
        let disabled = Self.view(offset: 800)
        disabled.isScrollEnabled = false
        let log = CallbackLog()
        disabled.delegate = log
        #expect(try Simulation.run(disabled, script: [TimedGesture(.scrollToTop, at: 0)]).finalOffset.y == 800)
        #expect(log.entries.isEmpty, "refused before the delegate is asked")

        let fits = SimulatedScrollView(bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 375, height: 500))
        fits.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
        #expect(try Simulation.run(fits, script: [TimedGesture(.scrollToTop, at: 0)]).finalOffset.y == 50)
    }

    @Test("the top is −contentInset.top: with 40 pt of inset the view rests at −40")
    func scrollToTopWithInset() throws {
        let view = Self.view(offset: 800, inset: UIEdgeInsets(top: 40, left: 0, bottom: 0, right: 0))
        #expect(try Simulation.run(view, script: [TimedGesture(.scrollToTop, at: 0)]).finalOffset.y == -40)
    }
}
