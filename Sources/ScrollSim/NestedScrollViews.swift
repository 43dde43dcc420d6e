import Foundation
import ScrollPhysics

/// A scroll view inside another (a carousel in a feed), driven by one finger: which view a touch
/// moves is decided as UIKit 26.1 decides it (docs/physics.md §3, nested views).
///
/// The touch lands at a point of the outer view's visible area. Each view's pan may begin only
/// when the finger's translation along an axis that view can scroll reaches the hysteresis (10
/// pt); when both could, the inner view wins, unless it would begin on one axis only, already
/// abuts its edge in the drag's direction on it, `transfers…ScrollingToParent` is on (the
/// default) and the outer view can scroll that axis: then the outer view takes the pan. There is
/// no hand-off during a gesture. An inner view taken past its edge rubber-bands; when the outer
/// view pages, it follows the inner view's overscroll and comes back with it
/// (`dragParent(from:to:)`). A touch on a view that is moving catches it at once, the inner view
/// first. Both views step on one frame clock and are recorded, each on its own.
///
///     let nest = NestedScrollViews(outer: feed, inner: carousel, innerFrame: CGRect(x: 0, y: 300, width: 375, height: 250))
///     let (feedRecording, carouselRecording) = try nest.run(script: TimedGesture.touches(samples))
public final class NestedScrollViews {
    /// The view that contains the other.
    public let outer: SimulatedScrollView
    /// The view inside.
    public let inner: SimulatedScrollView
    /// Where the inner view sits in the outer view's content, in points.
    public let innerFrame: CGRect

    /// Which view a touch went to.
    public enum Owner: Hashable, Sendable {
        /// The outer view.
        case outer
        /// The inner view.
        case inner
    }

    /// The view each touch of the last run went to, in order (nil for a touch that neither pan
    /// recognised: a tap).
    public private(set) var owners: [Owner?] = []

    /// Places `inner` at `innerFrame` (points, in `outer`'s content).
    ///
    /// - Precondition: both views run at the same frame rate on the fixed clock, at the same frame.
    public init(outer: SimulatedScrollView, inner: SimulatedScrollView, innerFrame: CGRect) {
        precondition(outer.settings.frameRate == inner.settings.frameRate, "both views run at one frame rate")
        precondition(outer.settings.frameTimes == nil && inner.settings.frameTimes == nil, "nested views run on the fixed frame clock")
        self.outer = outer
        self.inner = inner
        self.innerFrame = innerFrame
    }

    /// The touch being routed: its samples until a pan takes it, then its owner.
    private var pending: [(time: Double, point: CGPoint)] = []
    private var owner: Owner?
    private var touching = false
    /// How far the inner view has moved the outer one by its overscroll, in points (UIKit's
    /// `_parentAdjustment`); zero when it is not dragging it.
    var parentAdjustment = CGPoint.zero
    /// The outer view's offset when the inner view began to move it, in points.
    var parentStart = CGPoint.zero

    /// Runs `script` to rest (or to `until` seconds): its raw touches (`touchDown`, `touchMove`,
    /// `touchUp`, points in the outer view's visible area) go to the view that takes them; its
    /// other gestures to the outer view; `innerScript`'s gestures to the inner view. Returns each
    /// view's recording.
    ///
    /// - Throws: `SimulationError` for a non-finite time, or when a view still moves at the outer
    ///   view's maximum duration.
    public func run(script: [TimedGesture], innerScript: [TimedGesture] = [], until: Double? = nil) throws -> (outer: Recording, inner: Recording) {
        precondition(outer.frameIndex == inner.frameIndex, "both views start at the same frame")
        let all = script.map { ($0, false) } + innerScript.map { ($0, true) }
        if let bad = all.firstIndex(where: { !$0.0.time.isFinite }) {
            throw SimulationError.invalidTime("The time of gesture \(bad) (\(all[bad].0.time))")
        }
        if let until, !until.isFinite { throw SimulationError.invalidTime("until (\(until))") }
        let ordered = all.enumerated().sorted { ($0.element.0.time, $0.offset) < ($1.element.0.time, $1.offset) }.map(\.element)
        Simulation.beginRun(of: outer)
        Simulation.beginRun(of: inner)
        defer {
            Simulation.endRun(of: inner)
            Simulation.endRun(of: outer)
        }
        var outerRecording = Recording(startingAt: outer)
        var innerRecording = Recording(startingAt: inner)
        let outerEvents = outer.loggedEventCount
        let innerEvents = inner.loggedEventCount
        owners = []
        pending = []
        owner = nil
        touching = false
        let rate = Double(outer.settings.frameRate)
        let lastFrame = until.map { outer.lastFrameIndex(atOrBefore: $0) }
        let limit = Simulation.frameCount((outer.settings.maximumDuration * rate).rounded(.down))
        var next = 0
        parentAdjustment = .zero
        outer.isDraggedByChild = false
        while true {
            let n = outer.frameIndex
            let innerBefore = inner.contentOffset
            while next < ordered.count, outer.frameIndex(forTime: ordered[next].0.time) <= n {
                let (gesture, toInner) = ordered[next]
                if toInner {
                    inner.apply(gesture.gesture, at: gesture.time)
                } else {
                    route(gesture.gesture, at: gesture.time)
                }
                next += 1
            }
            // The inner view first: its overscroll may move the outer view within this frame.
            inner.advanceFrame()
            dragParent(from: innerBefore, to: inner.contentOffset)
            outer.advanceFrame()
            outerRecording.append(outer.displayedFrame)
            innerRecording.append(inner.displayedFrame)
            if let lastFrame {
                if n >= lastFrame { break }
            } else if next == ordered.count {
                let resting = { (view: SimulatedScrollView) in view.isAtRest && !view.isDecelerating }
                if (resting(outer) && resting(inner)) || outer.isTracking || inner.isTracking { break }
            }
            if n >= limit {
                let error = SimulationError.exceededMaximumDuration(seconds: outer.settings.maximumDuration)
                outer.record(.simulationStopped, message: error.description)
                throw error
            }
        }
        outerRecording.events = Array(outer.events(since: outerEvents))
        innerRecording.events = Array(inner.events(since: innerEvents))
        return (outerRecording, innerRecording)
    }

    /// The point `p` of the outer view's visible area in the inner view's own frame.
    private func innerPoint(_ p: CGPoint) -> CGPoint {
        CGPoint(x: p.x + outer.contentOffset.x - innerFrame.minX, y: p.y + outer.contentOffset.y - innerFrame.minY)
    }

    /// Sends a gesture of the outer script where it goes: touches to the view that has (or now
    /// takes) the touch, other gestures to the outer view.
    private func route(_ gesture: GestureEvent, at time: Double) {
        switch gesture {
        case .touchDown(let p):
            guard p.x.isFinite, p.y.isFinite else { return outer.apply(gesture, at: time) }
            touching = true
            pending = [(time, p)]
            owner = nil
            // While the inner view drags the outer one, every touch goes to the inner view
            // (26.1 `hitTest:withEvent:`, `_draggingChildScrollView`).
            let onInner = parentAdjustment != .zero || innerFrame.contains(CGPoint(x: p.x + outer.contentOffset.x, y: p.y + outer.contentOffset.y))
            if parentAdjustment != .zero && inner.isDecelerating { noteParentDragInterrupted() }
            // A touch on a moving view catches it at once: the inner view's first.
            if !onInner || (outer.isDecelerating && !inner.isDecelerating) {
                take(.outer)
            } else if inner.isDecelerating {
                take(.inner)
            }
        case .touchMove(let p):
            guard touching else { return outer.apply(gesture, at: time) }
            if let owner {
                deliver(.touchMove(p), to: owner, at: time)
                return
            }
            pending.append((time, p))
            if let decided = decide(translation: CGPoint(x: p.x - pending[0].point.x, y: p.y - pending[0].point.y)) {
                take(decided)
            }
        case .touchUp:
            guard touching else { return outer.apply(gesture, at: time) }
            if let owner { deliver(.touchUp, to: owner, at: time) }
            owners.append(owner)
            touching = false
            owner = nil
            pending = []
        default:
            outer.apply(gesture, at: time)
        }
    }

    /// Which view takes a touch whose finger has moved `t` (points) since it came down, or nil
    /// while neither pan may begin.
    ///
    /// The inner pan may begin on an axis it can scroll once the finger has moved the hysteresis
    /// along it (`_willScrollX/Y`). It refuses, and the parent's pan takes the touch, when on
    /// either axis (UIKit 26.1 `UIScrollViewPanGestureRecognizer -_shouldTryToBeginWithEvent:`):
    /// it will not begin on the other axis, the parent can scroll this one, `transfers…ToParent`
    /// is on for it, and it cannot scroll this axis or the finger has moved the hysteresis
    /// towards the edge it abuts. So a view that would begin on both axes never hands over.
    private func decide(translation t: CGPoint) -> Owner? {
        let h = UIKitConstants.panHysteresis
        // A view whose scrolling is off has its pan turned off; the parent's "can scroll" is
        // `_canScrollX && isScrollEnabled`.
        func scrolls(_ view: SimulatedScrollView, _ axis: ScrollAxis) -> Bool { view.isScrollEnabled && view.limits(axis).movable }
        func begins(_ view: SimulatedScrollView, _ axis: ScrollAxis) -> Bool { scrolls(view, axis) && abs(Double(t[axis])) >= h }
        guard ScrollAxis.allCases.contains(where: { begins(inner, $0) }) else {
            return ScrollAxis.allCases.contains { begins(outer, $0) } ? .outer : nil
        }
        let refuses = ScrollAxis.allCases.contains { axis in
            let other: ScrollAxis = axis == .horizontal ? .vertical : .horizontal
            let allowed = axis == .horizontal ? inner.transfersHorizontalScrollingToParent : inner.transfersVerticalScrollingToParent
            guard !begins(inner, other), scrolls(outer, axis), allowed else { return false }
            guard inner.limits(axis).movable else { return true }
            // A finger moving towards larger coordinates moves the content towards smaller offsets.
            let offset = Double(inner.contentOffset[axis])
            let d = Double(t[axis])
            return (d >= h && offset <= inner.minimumOffset(axis)) || (d <= -h && offset >= inner.maximumOffset(axis))
        }
        return refuses ? .outer : .inner
    }

    /// Gives the touch to `view`, replaying its samples so far, as that pan saw them.
    private func take(_ view: Owner) {
        owner = view
        guard let first = pending.first else { return }
        deliver(.touchDown(first.point), to: view, at: first.time)
        for sample in pending.dropFirst() { deliver(.touchMove(sample.point), to: view, at: sample.time) }
    }

    /// Sends a touch of the outer view's visible area to `view`, in that view's coordinates.
    private func deliver(_ gesture: GestureEvent, to view: Owner, at time: Double) {
        switch (view, gesture) {
        case (.outer, _): outer.apply(gesture, at: time)
        case (.inner, .touchDown(let p)): inner.apply(.touchDown(innerPoint(p)), at: time)
        case (.inner, .touchMove(let p)): inner.apply(.touchMove(innerPoint(p)), at: time)
        case (.inner, _): inner.apply(gesture, at: time)
        }
    }
}
