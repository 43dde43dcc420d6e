import Foundation
import ScrollSimTestSupport
import Testing

@testable import ScrollSim

/// Saving and restoring a view's state (what a sweep does between cells), and the delegate held
/// for the length of a run.
@Suite("Scroll view state and the delegate during a run")
struct ScrollViewStateTests {
    /// A delegate that moves the target to the next multiple of 200 pt, and counts its calls.
    final class Snapper: ScrollViewDelegate {
        var didScrollCount = 0
        func scrollViewDidScroll(_ scrollView: SimulatedScrollView) { didScrollCount += 1 }
        func scrollViewWillEndDragging(
            _ scrollView: SimulatedScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            targetContentOffset.pointee.x = (targetContentOffset.pointee.x / 200).rounded(.up) * 200
        }
    }

    @Test("a gesture after restoreState gives the same frames, bit for bit, as on a new view")
    func restoredViewRunsLikeANewOne() throws {
        func makeView() -> SimulatedScrollView {
            let view = SimulatedScrollView(bounds: CGSize(width: 375, height: 600), contentSize: CGSize(width: 3000, height: 600))
            view.contentOffset = CGPoint(x: 600, y: 0)
            return view
        }
        let gestures: [[TimedGesture]] = [
            TimedGesture.drag(at: 0, distance: 120, releaseVelocity: .pointsPerMillisecond(2.5), frameRate: 60),
            TimedGesture.drag(at: 0, distance: -700, releaseVelocity: .pointsPerMillisecond(-4), frameRate: 60),  // into the leading edge
            TimedGesture.drag(at: 0, distance: 30, releaseVelocity: .pointsPerMillisecond(0.2), frameRate: 60),
        ]
        let reused = makeView()
        var start = reused.saveState()
        func restore() { withUnsafePointer(to: &start) { reused.restoreState(from: $0) } }
        for script in gestures {
            let fresh = makeView()
            let snapper = Snapper()
            let other = Snapper()
            fresh.delegate = snapper
            let expected = try Simulation.run(fresh, script: script)
            restore()
            reused.delegate = other
            // A property changed between cells is put back too.
            reused.decelerationRate = .fast
            restore()
            let actual = try Simulation.run(reused, script: script)
            #expect(actual.frames == expected.frames)
            #expect(actual.events == expected.events)
            #expect(reused.lastRelease == fresh.lastRelease)
            #expect(other.didScrollCount == snapper.didScrollCount && snapper.didScrollCount > 0)
        }
    }

    @Test("lastRelease holds the release velocity, UIKit's proposal and the delegate's target, with events off")
    func lastReleaseWithoutEvents() throws {
        let view = SimulatedScrollView(
            bounds: CGSize(width: 375, height: 600), contentSize: CGSize(width: 3000, height: 600),
            settings: SimulationSettings(recordsDelegateEvents: false))
        let snapper = Snapper()
        view.delegate = snapper
        #expect(view.lastRelease == nil)
        var sink = DiscardingFrameSink()
        try Simulation.run(
            view, script: TimedGesture.drag(at: 0, distance: 100, releaseVelocity: .pointsPerMillisecond(1), frameRate: 60), into: &sink)
        let release = try #require(view.lastRelease)
        #expect(release.velocity == CGPoint(x: 1, y: 0))
        // §4: the proposal is the offset at release (100 pt, the drag) plus (|v| − 0.01) / |ln d|
        // with v in pt/ms and d = 0.998: 0.99 / 0.0020020027 = 494.505 pt further, 594.505 on the
        // 1/3 pt grid: 1783.515 rounds to 1784, 594.667.
        #expect(release.proposedTarget.x == 1784.0 / 3)
        #expect(release.target.x == 600)
        #expect(view.events.isEmpty)
    }

    @Test("a delegate whose owner lets go during a run lives until the run ends, then is released")
    func delegateHeldForTheRun() throws {
        final class Releasing: ScrollViewDelegate {
            var onScroll: (() -> Void)?
            func scrollViewDidScroll(_ scrollView: SimulatedScrollView) { onScroll?() }
        }
        let view = horizontalScrollView(offset: 500)
        weak var watched: Releasing?
        var owner: Releasing? = Releasing()
        watched = owner
        view.delegate = owner
        var calls = 0
        owner?.onScroll = {
            calls += 1
            owner = nil  // the only strong reference outside the run
        }
        _ = try Simulation.run(view, script: TimedGesture.drag(at: 0, distance: 40, releaseVelocity: .pointsPerMillisecond(1.5), frameRate: 60))
        #expect(calls > 5, "the delegate kept receiving didScroll after its owner let go")
        #expect(watched == nil && view.delegate == nil, "released when the run ended, as a weak delegate is")
    }

    @Test("a delegate replaced during a run receives the rest of the run's callbacks, and the old one none")
    func delegateReplacedDuringARun() throws {
        final class Counting: ScrollViewDelegate {
            var calls = 0
            var next: Counting?
            func scrollViewDidScroll(_ scrollView: SimulatedScrollView) {
                calls += 1
                if let next { scrollView.delegate = next }
            }
        }
        let view = horizontalScrollView(offset: 500)
        let first = Counting()
        let second = Counting()
        first.next = second
        view.delegate = first
        _ = try Simulation.run(view, script: TimedGesture.drag(at: 0, distance: 40, releaseVelocity: .pointsPerMillisecond(1.5), frameRate: 60))
        #expect(first.calls == 1)
        #expect(second.calls > 5)
    }
}
