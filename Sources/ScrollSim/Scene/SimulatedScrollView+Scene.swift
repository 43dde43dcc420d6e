import Foundation

/// A scene: scroll views inside scroll views (a feed of carousels, a pager of feeds), driven on one
/// frame clock by `Simulation.run(scene:script:until:)`.
///
/// A view's `frame` lies in its superview's content coordinates, so it moves with the superview's
/// content offset and is clipped by the superview's bounds, as a subview of a `UIScrollView` is.
extension SimulatedScrollView {
    /// Places `view` inside this one at `frame` (points, in this view's content coordinates), on
    /// top of the views already inside. A view inside another view is taken out of it first, as
    /// UIKit's `addSubview(_:)` does.
    ///
    /// `frame.size` becomes the view's bounds size, as UIKit's `setFrame:` sets the bounds.
    ///
    /// - Precondition: `view` is neither this view nor one that contains it; both run on the same
    ///   frame clock (`settings.frameRate` and `settings.frameTimes`) and stand at the same frame;
    ///   `frame` is finite with a positive size.
    public func addSubview(_ view: SimulatedScrollView, frame: CGRect) {
        precondition(!isInside(view), "a scroll view cannot be placed inside itself or inside a view it contains")
        precondition(
            view.settings.frameRate == settings.frameRate && view.settings.frameTimes == settings.frameTimes,
            "the views of a scene run on one frame clock: the same frameRate and frameTimes")
        precondition(view.frameIndex == frameIndex, "the views of a scene stand at the same frame")
        precondition(
            frame.origin.x.isFinite && frame.origin.y.isFinite && frame.width.isFinite && frame.height.isFinite && frame.width > 0
                && frame.height > 0, "a subview's frame must be finite, with a positive size")
        view.removeFromSuperview()
        // In place: through the computed `subviews`, each append copied the whole array, and a
        // scene of n views took O(n²) to build.
        storedSubviews.append(view)
        view.superview = self
        view.frameOrigin = frame.origin
        if view.boundsSize != frame.size { view.boundsSize = frame.size }
    }

    /// Takes this view out of its superview (nothing when it has none).
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.storedSubviews.removeAll { $0 === self }
        if parent.draggingChild === self { parent.draggingChild = nil }
        superview = nil
        frameOrigin = .zero
    }

    /// This view and every view inside it, parents before their subviews, subviews in the order
    /// added (depth first). `Simulation.run(scene:…)` numbers the views of a scene in this order.
    public var sceneViews: [SimulatedScrollView] {
        var out: [SimulatedScrollView] = [self]
        var i = 0
        while i < out.count {
            // Depth first: each view's subviews right after it.
            let children = out[i].subviews
            out.insert(contentsOf: children, at: i + 1)
            i += 1
        }
        return out
    }

    /// Whether this view is `view` or lies inside it.
    func isInside(_ view: SimulatedScrollView) -> Bool {
        var current: SimulatedScrollView? = self
        while let c = current {
            if c === view { return true }
            current = c.superview
        }
        return false
    }

    /// The point `p` of this view's visible area (its bounds: (0, 0) is the top-left corner of
    /// what it shows) in the visible area of `subview`, which sits directly inside it, in points.
    func point(_ p: CGPoint, in subview: SimulatedScrollView) -> CGPoint {
        CGPoint(x: p.x + contentOffset.x - subview.frame.minX, y: p.y + contentOffset.y - subview.frame.minY)
    }

    /// The views under a finger at `p` (a point of this view's visible area), from this view down
    /// to the deepest (UIKit's `hitTest:withEvent:`): a subview takes the point when its frame,
    /// moved by this view's content offset, contains it and this view's bounds do (a view clips
    /// the views inside it), the one added last first. While a view inside drags this one by its
    /// overscroll (`draggingChild`), the touch goes to that view wherever it lands (26.1
    /// `hitTest:withEvent:`, `_draggingChildScrollView`).
    func viewsUnder(_ p: CGPoint) -> [SimulatedScrollView] {
        var chain: [SimulatedScrollView] = [self]
        var view = self
        var point = p
        while true {
            let inBounds = point.x >= 0 && point.y >= 0 && point.x < view.boundsSize.width && point.y < view.boundsSize.height
            let next: SimulatedScrollView?
            if let child = view.draggingChild, child.superview === view {
                next = child
            } else if inBounds {
                next = view.subviews.last { sub in
                    let q = view.point(point, in: sub)
                    return q.x >= 0 && q.y >= 0 && q.x < sub.frame.width && q.y < sub.frame.height
                }
            } else {
                next = nil
            }
            guard let sub = next else { return chain }
            point = view.point(point, in: sub)
            chain.append(sub)
            view = sub
        }
    }
}

extension SimulatedScrollView {
    /// The offset on `axis` whose edges the hand-off to a parent asks about, in points: the page a
    /// paging view is settling to while it settles, else the content offset. UIKit asks a paging
    /// view for `_abuttedPagingEdges` instead of its content edges; its subclasses
    /// (`UIPageControllerScrollView`, `_UIQueuingScrollView`) read the page of
    /// `_pageDecelerationTarget` while decelerating; the base method's body is not in the
    /// decompile, so ScrollSim reads the edges at that target (docs/physics.md §3, a choice).
    func handOffOffset(_ axis: ScrollAxis) -> Double {
        let m = motion(axis)
        if isPagingEnabled, m.mode == .paging { return m.target }
        return Double(contentOffset[axis])
    }
}
