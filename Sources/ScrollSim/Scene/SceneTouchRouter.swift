import Foundation
import ScrollPhysics

/// Sends one finger's raw touches to the scroll view of a scene whose pan takes them, as UIKit 26.1
/// decides (docs/physics.md §3, nested views).
///
/// The touch lands at a point of the root's visible area and goes to the chain of views under it,
/// from the root down to the deepest (`viewsUnder`). A touch on a moving view of the chain
/// catches it at once, the deepest moving one. Otherwise the samples wait until a pan may begin:
/// from the deepest view up, a view's pan may begin when the finger's translation along an axis
/// it can scroll reaches the hysteresis (10 pt); it hands the touch to its nearest ancestor scroll
/// view instead when it would begin on one axis only, already abuts its edge in the drag's
/// direction on it (a paging view: its page's edge), `transfers…ScrollingToParent` is on and that
/// ancestor can scroll the axis. The view that takes the touch gets every sample so far, in its own
/// visible area's coordinates. There is no hand-off during a gesture.
final class SceneTouchRouter {
    /// The scene's views, in `sceneViews` order.
    let views: [SimulatedScrollView]
    /// Which view (its index in `views`) each touch of the run went to; nil for a touch no pan
    /// took (a tap, which the deepest view's content sees).
    private(set) var owners: [Int?] = []

    /// The touch being routed: its samples until a pan takes it, the views under it, its owner.
    private var pending: [(time: Double, point: CGPoint)] = []
    private var chain: [SimulatedScrollView] = []
    private var owner: SimulatedScrollView?
    private var touching = false

    init(views: [SimulatedScrollView]) {
        self.views = views
    }

    /// Sends a raw touch (a point of the root's visible area) where it goes.
    func route(_ gesture: GestureEvent, at time: Double) {
        let root = views[0]
        switch gesture {
        case .touchDown(let p):
            guard p.x.isFinite, p.y.isFinite else { return root.apply(gesture, at: time) }
            touching = true
            pending = [(time, p)]
            owner = nil
            chain = root.viewsUnder(p)
            // A touch on a moving view catches it at once: the deepest moving one. Otherwise the
            // deepest view's content has the touch (held by its touch delay) while no pan takes it.
            if chain.count == 1 {
                take(root)
            } else if let moving = chain.last(where: { $0.isDecelerating }) {
                take(moving)
            } else if let deepest = chain.last {
                deepest.beginContentTouch(at: local(p, in: deepest), time: time)
            }
        case .touchMove(let p):
            guard touching else { return root.apply(gesture, at: time) }
            if let owner {
                deliver(.touchMove(p), to: owner, at: time)
                return
            }
            pending.append((time, p))
            if let decided = decide(translation: CGPoint(x: p.x - pending[0].point.x, y: p.y - pending[0].point.y)) {
                take(decided)
            }
        case .touchUp:
            guard touching else { return root.apply(gesture, at: time) }
            // A touch no pan took is a tap on the deepest view's content (docs/physics.md "Touches
            // on the content").
            if let owner { deliver(.touchUp, to: owner, at: time) }
            // The deepest view's content touch ends with the finger, whoever took the pan.
            if let deepest = chain.last, deepest !== owner { deepest.endContentTouch() }
            owners.append(owner.flatMap { o in views.firstIndex { $0 === o } })
            touching = false
            owner = nil
            pending = []
            chain = []
        default:
            root.apply(gesture, at: time)
        }
    }

    /// The view of the chain that takes a touch whose finger has moved `t` (points) since it came
    /// down, or nil while no pan may begin.
    ///
    /// From the deepest view up: a view whose pan may begin on an axis it can scroll once the
    /// finger has moved the hysteresis along it (`_willScrollX/Y`) takes the touch, unless it
    /// refuses (UIKit 26.1 `UIScrollViewPanGestureRecognizer -_shouldTryToBeginWithEvent:`): on
    /// either axis it will not begin on the other axis, its nearest ancestor scroll view can scroll
    /// this one, `transfers…ToParent` is on for it, and it cannot scroll this axis or the finger
    /// has moved the hysteresis towards the edge it abuts. A refusal passes the touch up to that
    /// ancestor, which decides the same way. So a view that would begin on both axes never hands
    /// over.
    private func decide(translation t: CGPoint) -> SimulatedScrollView? {
        // A view whose scrolling is off has its pan turned off; the parent's "can scroll" is
        // `_canScrollX && isScrollEnabled`.
        func scrolls(_ view: SimulatedScrollView, _ axis: ScrollAxis) -> Bool { view.isScrollEnabled && view.limits(axis).movable }
        func begins(_ view: SimulatedScrollView, _ axis: ScrollAxis) -> Bool {
            scrolls(view, axis) && PanRecognizer.passesHysteresis(Double(t[axis]))
        }
        var i = chain.count - 1
        while i >= 0 {
            let view = chain[i]
            defer { i -= 1 }
            guard ScrollAxis.allCases.contains(where: { begins(view, $0) }) else { continue }
            guard i > 0 else { return view }
            let parent = chain[i - 1]
            let refuses = ScrollAxis.allCases.contains { axis in
                let other: ScrollAxis = axis == .horizontal ? .vertical : .horizontal
                let allowed = axis == .horizontal ? view.transfersHorizontalScrollingToParent : view.transfersVerticalScrollingToParent
                guard !begins(view, other), scrolls(parent, axis), allowed else { return false }
                guard view.limits(axis).movable else { return true }
                // A finger moving towards larger coordinates moves the content towards smaller
                // offsets. A paging view asks about the edges of its page (`_abuttedPagingEdges`).
                let l = view.limits(axis)
                let offset = view.handOffOffset(axis)
                let d = Double(t[axis])
                guard PanRecognizer.passesHysteresis(d) else { return false }
                return (d > 0 && offset <= l.minimum) || (d < 0 && offset >= (view.isPagingEnabled ? l.pageMaximum : l.maximum))
            }
            if !refuses { return view }
        }
        return nil
    }

    /// Gives the touch to `view`, replaying its samples so far, as that pan saw them. A view that
    /// had moved its paging ancestor by its overscroll lets go of it (`clearParentAdjustment`).
    private func take(_ view: SimulatedScrollView) {
        owner = view
        // Another view's pan takes the touch from the deepest view's content (cancelled when it
        // saw it; a parent's pan is not failed by the content, a choice, docs/physics.md).
        if let deepest = chain.last, deepest !== view { _ = deepest.contentTouchYieldsToPan() }
        guard let first = pending.first else { return }
        deliver(.touchDown(first.point), to: view, at: first.time)
        if view.parentAdjustment != .zero { view.clearParentAdjustment() }
        for sample in pending.dropFirst() { deliver(.touchMove(sample.point), to: view, at: sample.time) }
    }

    /// Sends a touch of the root's visible area to `view`, in that view's coordinates (through
    /// each view's current content offset and frame).
    private func deliver(_ gesture: GestureEvent, to view: SimulatedScrollView, at time: Double) {
        switch gesture {
        case .touchDown(let p) where view !== views[0]: view.apply(.touchDown(local(p, in: view)), at: time)
        case .touchMove(let p) where view !== views[0]: view.apply(.touchMove(local(p, in: view)), at: time)
        default: view.apply(gesture, at: time)
        }
    }

    /// A point of the root's visible area in `view`'s coordinates (through each view's current
    /// content offset and frame down the chain).
    private func local(_ p: CGPoint, in view: SimulatedScrollView) -> CGPoint {
        guard view !== views[0] else { return p }
        var point = p
        for (parent, child) in zip(chain, chain.dropFirst()) {
            point = parent.point(point, in: child)
            if child === view { break }
        }
        return point
    }
}
