import Foundation
import ScrollPhysics
import Testing

@testable import ScrollSim

/// Pull to refresh as 26.1's `UIRefreshControl` does it, on a 375 × 667 pt view over content 3000
/// pt tall with a control without a title: 60 pt tall, armed by a pull of
/// min(round(667 / 2), 100 · 1.125 · 667 / 568) = 132.1 pt while the finger is down.
@Suite("Pull to refresh")
struct RefreshControlTests {
    static func view() -> (SimulatedScrollView, SimulatedRefreshControl) {
        let view = SimulatedScrollView(bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 375, height: 3000))
        let control = SimulatedRefreshControl()
        view.refreshControl = control
        return (view, control)
    }

    /// The finger pulls the content down by `pull` points in 0.1 s, holds, and lifts still.
    static func pull(_ pull: Double) -> [TimedGesture] {
        [
            TimedGesture(.beginDrag, at: 0), TimedGesture(.move(translation: CGPoint(x: 0, y: pull), velocity: .zero), at: 0.1),
            TimedGesture(.endDrag(velocity: .zero), at: 0.2),
        ]
    }

    @Test("the snapping height is min(round(h / 2), (title + 100) · 1.125 · max(h, 372) / 568): 132.1 pt at 667, 73.7 at 300")
    func snappingHeight() {
        #expect(abs(RefreshGeometry.snappingHeight(viewHeight: 667, titleHeight: nil) - 132.10827) < 1e-4)
        // 300 pt: round(150) = 150 against 100 · 1.125 · 372 / 568 = 73.68: the cap wins.
        #expect(abs(RefreshGeometry.snappingHeight(viewHeight: 300, titleHeight: nil) - 73.6796) < 1e-4)
        #expect(RefreshGeometry.height(titleHeight: nil) == 60 && RefreshGeometry.height(titleHeight: 20) == 87)
    }

    @Test("the first 60 pt of pull follow the finger: 50 pt shows 50 (26.333 rubber-banded without a control); 100 shows 60 + 21.30 = 81.333")
    func freeZone() throws {
        let (view, _) = Self.view()
        let frames = try Simulation.run(view, script: Self.pull(50), until: 0.15).frames
        #expect(frames.last?.contentOffset.y == -50)
        let plain = SimulatedScrollView(bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 375, height: 3000))
        #expect(try Simulation.run(plain, script: Self.pull(50), until: 0.15).frames.last?.contentOffset.y == -79.0 / 3)
        let (deeper, control) = Self.view()
        // 60 + 667 · (1 − 1 / (1 + 0.55 · 40 / 667)) = 81.297, 81.333 on the 1/3 pt grid; under 132.1, not armed.
        #expect(try Simulation.run(deeper, script: Self.pull(100), until: 0.15).frames.last?.contentOffset.y == -244.0 / 3)
        #expect(!control.isRefreshing)
    }

    @Test("a 250 pt pull shows 150.3 pt past the top, arms the control while the finger is down, and the release rests at −60")
    func armsAndRestsInView() throws {
        let (view, control) = Self.view()
        var changed = 0
        control.valueChanged = { _ in changed += 1 }
        let recording = try Simulation.run(view, script: Self.pull(250))
        #expect(changed == 1)
        #expect(control.isRefreshing)
        let armed = try #require(recording.events.first { $0.name == .refreshControlValueChanged })
        #expect(armed.time < 0.2, "armed before the finger lifts")
        #expect(view.adjustedContentInset.top == 60)
        #expect(recording.finalOffset.y == -60)
    }

    @Test("a fling into the top does not arm the control, however far it overshoots")
    func flingDoesNotArm() throws {
        let (view, control) = Self.view()
        view.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        let recording = try Simulation.run(
            view, script: TimedGesture.drag(at: 0, distance: -20, releaseVelocity: .pointsPerMillisecond(-5), axis: .vertical, frameRate: 60))
        #expect(recording.maximumOvershoot > 132)
        #expect(!control.isRefreshing)
        #expect(!recording.events.contains { $0.name == .refreshControlValueChanged })
        #expect(recording.finalOffset.y == 0)
    }

    @Test("endRefreshing removes the inset and scrolls back to 0 with setContentOffset's animation; beginRefreshing from code moves nothing")
    func endAndBegin() throws {
        let (view, control) = Self.view()
        var script = Self.pull(250)
        script.append(TimedGesture(.endRefreshing, at: 2))
        let recording = try Simulation.run(view, script: script)
        #expect(!control.isRefreshing)
        #expect(view.adjustedContentInset.top == 0)
        #expect(recording.finalOffset.y == 0)
        #expect(recording.events.last?.name == .scrollViewDidEndScrollingAnimation)

        let (other, code) = Self.view()
        code.beginRefreshing()
        #expect(code.isRefreshing && other.contentOffset.y == 0 && other.minimumOffset(.vertical) == -60)
    }

    @Test("a refresh control turns on alwaysBounceVertical, so short content still pulls")
    func alwaysBounces() {
        let view = SimulatedScrollView(bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 375, height: 300))
        view.refreshControl = SimulatedRefreshControl()
        #expect(view.alwaysBounceVertical)
        #expect(view.scrolls(.vertical))
    }

    @Test("while refreshing, past the control's height the band runs from the top with no 60 pt shift: a 150 pt pull shows −106.0, not −136.0")
    func refreshingBandHasNoShift() throws {
        let (view, control) = Self.view()
        control.beginRefreshing()
        // The top is −60; a pull of 100 is 40 past it, inside the 60 pt that follow the finger: −100.
        #expect(try Simulation.run(view, script: Self.pull(100), until: 0.15).frames.last?.contentOffset.y == -100)
        let (deeper, refreshing) = Self.view()
        refreshing.beginRefreshing()
        // 150 is 90 past −60: −60 − 667 · (1 − 1 / (1 + 0.55 · 90 / 667)) = −106.080 → −106.0 on the grid. The old
        // shifted band would give −60 − 60 − 667 · (1 − 1 / (1 + 0.55 · 30 / 667)) = −136.102 → −136.0.
        #expect(try Simulation.run(deeper, script: Self.pull(150), until: 0.15).frames.last?.contentOffset.y == -106)
        #expect(RubberBand.offset(raw: -150, minimum: -60, maximum: 2333, range: 667, freeBeforeMinimum: 60, shiftsBand: true) < -136)
        // The inverse holds on both sides of the free zone.
        // The inverse (26.1 `_offsetForRubberBandOffset:…`): within the height the reading is one to one
        // (so −106.08, 46.08 past −60, reads back as 46.08, not 90); past it the whole overshoot is unbanded.
        #expect(RubberBand.rawOvershoot(forDamped: 46.080_251, range: 667, free: 60, shiftsBand: false) == 46.080_251)
        #expect(RubberBand.rawOvershoot(forDamped: 70, range: 667, free: 60, shiftsBand: false) == RubberBand.rawOvershoot(forDamped: 70, range: 667))
    }

    @Test("the snapping height is raised to minimumSnappingHeight (0 by default, the base content view's value)")
    func minimumSnappingHeight() {
        #expect(RefreshGeometry.snappingHeight(viewHeight: 667, titleHeight: nil, minimumSnappingHeight: 150) == 150)
        #expect(abs(RefreshGeometry.snappingHeight(viewHeight: 667, titleHeight: nil, minimumSnappingHeight: 0) - 132.10827) < 1e-4)
        #expect(SimulatedRefreshControl().minimumSnappingHeight == 0)
    }

    @Test("the pull states as _recomputeNewState moves them: a bounce while decelerating is state 6, left only under a finger at ≤ 0.75")
    func pullStates() {
        let s = RefreshPullState.bounceWhileDecelerating
        #expect(RefreshPullState.idle.next(visibleHeight: 10, fraction: 0.08, isTracking: false, bouncingWhileDecelerating: true) == s)
        #expect(RefreshPullState.idle.next(visibleHeight: 10, fraction: 0.08, isTracking: true, bouncingWhileDecelerating: false) == .pulling)
        #expect(s.next(visibleHeight: 101, fraction: 0.76, isTracking: true, bouncingWhileDecelerating: false) == s)
        #expect(s.next(visibleHeight: 99, fraction: 0.75, isTracking: true, bouncingWhileDecelerating: false) == .pulling)
        #expect(s.next(visibleHeight: 50, fraction: 0.38, isTracking: false, bouncingWhileDecelerating: true) == s)
        #expect(s.next(visibleHeight: 0, fraction: 0, isTracking: true, bouncingWhileDecelerating: false) == .idle)
        #expect(s.next(visibleHeight: 200, fraction: 1, isTracking: true, bouncingWhileDecelerating: false) == s, "state 6 never arms")
        #expect(RefreshPullState.pulling.next(visibleHeight: 133, fraction: 1, isTracking: true, bouncingWhileDecelerating: false) == .refreshing)
        #expect(RefreshPullState.pulling.next(visibleHeight: 133, fraction: 1, isTracking: false, bouncingWhileDecelerating: true) == .pulling)
        let ending = RefreshPullState.endingWhileTracking
        #expect(ending.next(visibleHeight: 50, fraction: 0.3, isTracking: true, bouncingWhileDecelerating: false) == ending)
    }

    /// A fling from 100 into the top (−20 pt of drag released at −5 pt/ms at 0.117 s): it meets the
    /// edge 80 pt on, at 4.84 pt/ms, about 17 ms later, and the bounce peaks 90.7 ms after that
    /// (0.998^s = ln 0.99 / ln(0.99 · 0.998)) at 0.99^90.7 · 4.84 · 499 · (1 − 0.998^90.7) = 161 pt, near
    /// 0.225 s; a finger lands at 0.25 s, while the overshoot is still far above 0.75 · 132.1 = 99.1 pt.
    static func caughtFling(frameRate: Int, then moves: [Double]) -> (SimulatedScrollView, SimulatedRefreshControl, [TimedGesture]) {
        let view = SimulatedScrollView(
            bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 375, height: 3000), contentOffset: CGPoint(x: 0, y: 100),
            settings: SimulationSettings(frameRate: frameRate))
        let control = SimulatedRefreshControl()
        view.refreshControl = control
        var script = TimedGesture.drag(at: 0, distance: -20, releaseVelocity: .pointsPerMillisecond(-5), axis: .vertical, frameRate: frameRate)
        script.append(TimedGesture(.beginDrag, at: 0.25))
        for (i, y) in moves.enumerated() {
            script.append(TimedGesture(.move(translation: CGPoint(x: 0, y: y), velocity: .zero), at: 0.3 + 0.05 * Double(i)))
        }
        script.append(TimedGesture(.endDrag(velocity: .zero), at: 0.3 + 0.05 * Double(moves.count)))
        return (view, control, script)
    }

    @Test("a finger that catches a fling's bounce and pulls deeper never arms it (state 6), at 60 and 120 Hz", arguments: [60, 120])
    func caughtBounceDoesNotArm(frameRate: Int) throws {
        let (view, control, script) = Self.caughtFling(frameRate: frameRate, then: [40])
        _ = try Simulation.run(view, script: script, until: 0.33)
        #expect(control.visibleHeight > 132.1, "pulled past the snapping height")
        #expect(!control.isRefreshing)
        #expect(control.pullState == .bounceWhileDecelerating)
    }

    @Test(
        "a finger that catches the bounce arms it only after the pull falls to 0.75 of the snapping height, at 60 and 120 Hz",
        arguments: [60, 120])
    func caughtBounceArmsAfterFalling(frameRate: Int) throws {
        // Caught near 160 pt shown: 60 + 667/0.55 · (1/(1 − 100/667) − 1) = 273.9 pt of raw pull. Back by 150:
        // 123.9 raw, 60 + 667 · (1 − 1/(1 + 0.55 · 63.9/667)) = 93.4 ≤ 99.1: pulling (state 1). Then 100 past the
        // catch: 373.9 raw, 60 + 137.2 = 197.2 ≥ 132.1 under the finger: armed.
        let (view, control, script) = Self.caughtFling(frameRate: frameRate, then: [-150, 100])
        var recording = try Simulation.run(view, script: script, until: 0.32)
        #expect(control.pullState == .pulling)
        #expect(control.visibleHeight <= 99.1 && control.visibleHeight > 50)
        let (again, armed, sameScript) = Self.caughtFling(frameRate: frameRate, then: [-150, 100])
        recording = try Simulation.run(again, script: sameScript)
        #expect(armed.isRefreshing)
        #expect(recording.events.contains { $0.name == .refreshControlValueChanged })
        #expect(recording.finalOffset.y == -60)
    }

    @Test("unobserved frames (no delegate, no event log) run the pull states too: a caught bounce pulled deeper still does not arm")
    func unobservedBounceKeepsItsState() throws {
        // The same catch as caughtBounceDoesNotArm, on a view whose frames nobody observes: the
        // bounce after the fling must put the control in state 6 there as well, or the finger's
        // pull past 132.1 pt would arm it and the view would rest at −60 instead of 0.
        let (plain, _, _) = Self.caughtFling(frameRate: 60, then: [40])
        let view = SimulatedScrollView(
            bounds: plain.boundsSize, contentSize: plain.contentSize, contentOffset: plain.contentOffset,
            settings: SimulationSettings(frameRate: 60, recordsDelegateEvents: false))
        let control = SimulatedRefreshControl()
        view.refreshControl = control
        let (_, _, script) = Self.caughtFling(frameRate: 60, then: [40])
        let recording = try Simulation.run(view, script: script)
        #expect(!control.isRefreshing)
        #expect(recording.finalOffset.y == 0)
    }

    @Test("under contentInsetAdjustmentBehavior .never the control raises contentInset.top itself, and lowers it when it ends")
    func neverRaisesContentInset() throws {
        let (view, control) = Self.view()
        view.contentInsetAdjustmentBehavior = .never
        let recording = try Simulation.run(view, script: Self.pull(250))
        #expect(control.isRefreshing)
        #expect(view.contentInset.top == 60)
        #expect(view.adjustedContentInset.top == 60)
        #expect(recording.finalOffset.y == -60)
        control.endRefreshing()
        #expect(view.contentInset.top == 0)
        let (automatic, other) = Self.view()
        _ = try Simulation.run(automatic, script: Self.pull(250))
        #expect(other.isRefreshing)
        #expect(automatic.contentInset.top == 0, "with other behaviours the height joins the adjusted inset only")
        #expect(automatic.adjustedContentInset.top == 60)
    }
}
