import Foundation
import ScrollPhysics
import ScrollSimTestSupport
import Testing

@testable import ScrollSim

/// The safe area joins the content inset as `contentInsetAdjustmentBehavior` says, and each axis
/// bounces on its own (`bouncesHorizontally`, `bouncesVertically`), on a 375 × 667 pt feed over
/// content 5000 pt tall with an iPhone's safe area (47 pt on top, 34 at the bottom).
@Suite("Safe area, adjusted content inset and per-axis bounce")
struct InsetsAndBounceTests {
    static func feed(_ behavior: SimulatedScrollView.ContentInsetAdjustmentBehavior = .automatic) -> SimulatedScrollView {
        let view = SimulatedScrollView(bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 375, height: 5000))
        view.safeAreaInsets = UIEdgeInsets(top: 47, left: 10, bottom: 34, right: 10)
        view.contentInsetAdjustmentBehavior = behavior
        return view
    }

    @Test("automatic and scrollableAxes add the safe area on the axis that scrolls only: top −47, bottom 5000 + 34 − 667 = 4367, sides 0")
    func scrollableAxes() {
        for behavior in [SimulatedScrollView.ContentInsetAdjustmentBehavior.automatic, .scrollableAxes] {
            let view = Self.feed(behavior)
            #expect(view.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
            #expect(view.minimumOffset(.vertical) == -47)
            #expect(view.maximumOffset(.vertical) == 4367)
            #expect(view.minimumOffset(.horizontal) == 0)
        }
    }

    @Test("always adds every edge (the sides too: −10), never none (the top is 0 again)")
    func alwaysAndNever() {
        #expect(Self.feed(.always).adjustedContentInset == UIEdgeInsets(top: 47, left: 10, bottom: 34, right: 10))
        #expect(Self.feed(.always).minimumOffset(.horizontal) == -10)
        #expect(Self.feed(.never).adjustedContentInset == .zero)
        #expect(Self.feed(.never).minimumOffset(.vertical) == 0)
    }

    @Test("alwaysBounceHorizontal makes the horizontal axis one that scrolls: the sides join, −10")
    func alwaysBounceCountsAsScrolling() {
        let view = Self.feed()
        view.alwaysBounceHorizontal = true
        #expect(view.adjustedContentInset.left == 10)
        #expect(view.minimumOffset(.horizontal) == -10)
    }

    @Test("a tap on the status bar goes to the adjusted top, −47")
    func scrollToTopUsesTheSafeArea() throws {
        let view = Self.feed()
        view.setContentOffset(CGPoint(x: 0, y: 900), animated: false)
        #expect(try Simulation.run(view, script: [TimedGesture(.scrollToTop, at: 0)]).finalOffset.y == -47)
    }

    @Test("bounces sets both axes and reads true while either bounces")
    func bouncesSetsBoth() {
        let view = Self.feed()
        view.bouncesVertically = false
        #expect(view.bounces && view.bouncesHorizontally && !view.bouncesVertically)
        view.bouncesHorizontally = false
        #expect(!view.bounces)
        view.bounces = true
        #expect(view.bouncesHorizontally && view.bouncesVertically)
    }

    @Test("a fling into the top edge overshoots while the vertical axis bounces, and stops at −47 without it")
    func perAxisBounce() throws {
        func fling(bouncesVertically: Bool) throws -> Recording {
            let view = Self.feed()
            view.bouncesVertically = bouncesVertically
            view.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
            return try Simulation.run(
                view, script: TimedGesture.drag(at: 0, distance: -50, releaseVelocity: .pointsPerMillisecond(-3), axis: .vertical, frameRate: 60))
        }
        let bouncing = try fling(bouncesVertically: true)
        // Released at 150 with −3 pt/ms, the glide would go (3 − 0.01)·499 = 1492 pt: far past −47.
        #expect(bouncing.maximumOvershoot > 0)
        #expect(bouncing.finalOffset.y == -47)
        let stopped = try fling(bouncesVertically: false)
        #expect(stopped.maximumOvershoot == 0)
        #expect(stopped.frames.allSatisfy { $0.contentOffset.y >= -47 })
        #expect(stopped.finalOffset.y == -47)
    }
}
