import Foundation

/// What a SwiftUI scroll view does besides a release: a retarget when its stack or margins change
/// during a glide, and `ScrollPosition`'s programmatic scrolls (docs/physics.md, "SwiftUI scroll
/// targets", "Retarget" and "scrollPosition").
extension SwiftUIScrollTargetDelegate {
    /// A scroll animation ended: no glide target is left (`scrollViewDidEndScrollingAnimation:`
    /// clears `lastTargetOffsetState`).
    public func scrollViewDidEndScrollingAnimation(_ scrollView: SimulatedScrollView) { glideTarget = nil }

    /// Gives `scrollView` the stack `newLayout` (its content size and, from its margins, its
    /// content inset; the offset stays, as UIKit's setters leave it) and, when given, the container
    /// size `containerSize` (its bounds size, points); then, while a release's target is held,
    /// reruns the behavior on it and scrolls to a different answer.
    ///
    /// SwiftUI 26.1 reruns the behavior when the size or the insets change
    /// (`-[HostingScrollView adjustedContentInsetDidChange]` →
    /// `ScrollViewHelper.updateScrollBehaviorState(canRetarget: true)`), in
    /// `ScrollViewHelper.retargetContentOffsetIfNeeded()`: only while `lastTargetOffsetState` holds
    /// the release's target (from the release to `scrollViewDidEndDecelerating` or
    /// `scrollViewDidEndScrollingAnimation`), with that target, **no velocity**, and the release's
    /// `originalTarget`, the rest of the context from the new geometry. An answer within 0.01 pt of
    /// the target on both axes changes nothing; another is scrolled to with
    /// `setContentOffset(_:animated: true)` (UIKit's 0.3 s animation, which ends the glide), and
    /// the held target stays the release's until the animation ends. A view with `isPagingEnabled`
    /// (SwiftUI would set UIKit's private page deceleration target) is not retargeted. A new
    /// container size is UIKit 26.1's `setBounds:` of a new size: the limits (and the paging
    /// spring) follow, a glide carries on from its own offset, and at rest the offset is held to
    /// the new limits (`_adjustContentOffsetIfNecessary`), once, after the content has its new
    /// size too (docs/physics.md, "SwiftUI scroll targets", "Retarget").
    ///
    /// - Precondition: `containerSize`, when given, is positive on both axes.
    /// - Returns: the offset scrolled to (UIKit's, points), or nil when nothing was retargeted.
    @discardableResult
    public func changeLayout(_ newLayout: SwiftUIScrollTargetLayout, containerSize: CGSize? = nil, in scrollView: SimulatedScrollView) -> CGPoint? {
        layout = newLayout
        if let containerSize {
            precondition(containerSize.width > 0 && containerSize.height > 0, "a container size is positive on both axes")
            scrollView.boundsSize = containerSize
        }
        newLayout.resize(scrollView)
        if containerSize != nil { scrollView.adjustContentOffsetIfNecessary() }
        guard let held = glideTarget, !scrollView.isPagingEnabled else { return nil }
        let answer = target(for: scrollView, velocity: .zero, proposed: held)
        guard abs(answer.x - held.x) >= Self.retargetTolerance || abs(answer.y - held.y) >= Self.retargetTolerance else { return nil }
        scrollView.setContentOffset(answer, animated: true)
        // SwiftUI stores its state back after the scroll: the release's target, held until the
        // animation ends.
        glideTarget = held
        return answer
    }

    /// How far (points, on either axis) a retarget's answer must be from the held target to
    /// scroll (`retargetContentOffsetIfNeeded()`'s `< 0.01` on both axes).
    static let retargetTolerance: CGFloat = 0.01

    /// Scrolls as SwiftUI's `ScrollPosition` asks: to `request`'s offset, held to the allowed
    /// offsets, with `setContentOffset(_:animated:)` (UIKit's 0.3 s animation when `animated`).
    /// A request for a child the stack does not have does nothing and returns nil.
    ///
    /// - Returns: the offset scrolled to (UIKit's, points), or nil.
    @discardableResult
    public func scrollTo(_ request: SwiftUIScrollPositionRequest, in scrollView: SimulatedScrollView, animated: Bool = true) -> CGPoint? {
        guard let offset = offset(for: request, in: scrollView) else { return nil }
        scrollView.setContentOffset(offset, animated: animated)
        return offset
    }

    /// The offset (UIKit's, points) `request` scrolls `scrollView` to, or nil for a child the stack
    /// does not have. In SwiftUI's space (`T`, 0 the leading rest, `C − c` the far one), per axis:
    ///
    /// - `.id(k, anchor: a)` on the stack's axis: `T = f.min + a·f.length − a·(c − inset.leading −
    ///   inset.trailing)`, which puts the child's anchor point on the same point of the container
    ///   less its insets; a nil anchor scrolls the least that shows the whole child in that region
    ///   (`T = f.min` when it starts before it, `T = f.max − (c − insets)` when it ends after it;
    ///   its start wins when it is longer). The other axis keeps its offset.
    /// - `.edge`: `T = 0` at the leading or top edge, `C − c` at the trailing or bottom one.
    /// - `.point(p)`: `T = p`.
    ///
    /// Then `T` is held to `[0, C − c]` and turned into UIKit's offset.
    public func offset(for request: SwiftUIScrollPositionRequest, in scrollView: SimulatedScrollView) -> CGPoint? {
        let container = scrollView.boundsSize
        let inset = scrollView.adjustedContentInset
        let rightToLeft = layout.layoutDirection == .rightToLeft
        let far = CGPoint(
            x: max(0, scrollView.contentSize.width + inset.left + inset.right - container.width),
            y: max(0, scrollView.contentSize.height + inset.top + inset.bottom - container.height))
        var t = layout.swiftUIOffset(scrollView.contentOffset, in: scrollView)
        switch request {
        case .id(let index, let anchor):
            let frames = layout.frames(containerSize: container)
            guard frames.indices.contains(index) else { return nil }
            let horizontal = layout.axis == .horizontal
            let frame = frames[index]
            let start = horizontal ? frame.minX : frame.minY
            let length = horizontal ? frame.width : frame.height
            let leadingInset = horizontal ? (rightToLeft ? inset.right : inset.left) : inset.top
            let trailingInset = horizontal ? (rightToLeft ? inset.left : inset.right) : inset.bottom
            let visible = (horizontal ? container.width : container.height) - leadingInset - trailingInset
            let current = horizontal ? t.x : t.y
            var chosen = current
            if let anchor {
                let a = horizontal ? anchor.x : anchor.y
                chosen = start + a * length - a * visible
            } else if start < current || length > visible {
                chosen = start
            } else if start + length - current > visible {
                chosen = start + length - visible
            }
            if horizontal { t.x = chosen } else { t.y = chosen }
        case .edge(let edge):
            switch edge {
            case .leading: t.x = 0
            case .trailing: t.x = far.x
            case .top: t.y = 0
            case .bottom: t.y = far.y
            }
        case .point(let point): t = point
        }
        t = CGPoint(x: min(max(t.x, 0), far.x), y: min(max(t.y, 0), far.y))
        return layout.uikitOffset(t, in: scrollView)
    }
}

extension SimulatedScrollView {
    /// Hands a SwiftUI gesture (`.scrollPosition`, `.setSwiftUILayout`) to the view's
    /// `SwiftUIScrollTargetDelegate`; without one, for a child the stack does not have, for a
    /// layout change it did not schedule or for a container size not finite and positive, the
    /// gesture is ignored with a notice.
    func applySwiftUI(_ gesture: GestureEvent) {
        guard let swiftUI = delegate as? SwiftUIScrollTargetDelegate else {
            record(.gestureIgnored, message: "\(gesture) needs a SwiftUI scroll view (a SwiftUIScrollTargetDelegate); the gesture was ignored.")
            return
        }
        switch gesture {
        case .scrollPosition(let request, let animated):
            if swiftUI.scrollTo(request, in: self, animated: animated) == nil {
                record(.gestureIgnored, message: "scrollPosition to \(request): the stack has no such child; the gesture was ignored.")
            }
        case .setSwiftUILayout(let id):
            guard swiftUI.scheduledLayoutChanges.indices.contains(id.index) else {
                record(
                    .gestureIgnored,
                    message:
                        "setSwiftUILayout \(id.index): the SwiftUI delegate has \(swiftUI.scheduledLayoutChanges.count) scheduled layout changes; the gesture was ignored."
                )
                return
            }
            let change = swiftUI.scheduledLayoutChanges[id.index]
            if let size = change.containerSize, !(size.width > 0 && size.height > 0 && size.width.isFinite && size.height.isFinite) {
                record(.gestureIgnored, message: "setSwiftUILayout to a container of \(size): not finite and positive; the gesture was ignored.")
                return
            }
            swiftUI.changeLayout(change.applied(to: swiftUI.layout), containerSize: change.containerSize, in: self)
        default: break
        }
    }
}
