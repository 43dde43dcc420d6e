import Foundation

/// Runs a SwiftUI `ScrollTargetBehavior` on a scroll view where SwiftUI 26.1's `ScrollViewHelper`
/// runs it: at `scrollViewWillEndDragging`, on UIKit's proposed target, writing the result back as
/// the target (`-[ScrollViewHelper scrollViewWillEndDragging:withVelocity:targetContentOffset:]`
/// → `mayEndPanning(velocity:targetOffset:)`). The context it builds is in docs/physics.md,
/// "SwiftUI scroll targets". Make the scroll view's content with `layout.configure(_:)`. The view
/// holds its delegate weakly: keep this object alive.
public final class SwiftUIScrollTargetDelegate: ResettableDelegate {
    /// The behavior, as in `.scrollTargetBehavior(_:)`.
    public let behavior: any SimulatedSwiftUI.ScrollTargetBehavior
    /// The content: the `scrollTargetLayout` stack and its margins (`changeLayout(_:containerSize:in:)` changes it).
    public internal(set) var layout: SwiftUIScrollTargetLayout
    /// The layout the delegate was made with, which `reset()` restores.
    let initialLayout: SwiftUIScrollTargetLayout
    /// The environment's horizontal size class.
    public let horizontalSizeClass: SimulatedSwiftUI.UserInterfaceSizeClass?
    /// The environment's vertical size class.
    public let verticalSizeClass: SimulatedSwiftUI.UserInterfaceSizeClass?
    /// The SwiftUI offset where the last drag began (`originalTarget`), in points; nil before one.
    public private(set) var dragStart: CGPoint?
    /// The release's target (UIKit's offset, points), held from a release that decelerates until
    /// the deceleration or a scroll animation ends; nil otherwise (SwiftUI's
    /// `lastTargetOffsetState`, which a retarget reruns the behavior on).
    public internal(set) var glideTarget: CGPoint?
    /// The layout changes a script makes, in the order scheduled: the gesture
    /// `.setSwiftUILayout(id)` makes the one at `id.index` (`schedule(_:)`). They belong to the
    /// script, not to a run: `reset()` keeps them.
    public var scheduledLayoutChanges: [SwiftUILayoutChange] = []

    /// `false`: nothing happens on each scroll.
    public var implementsScrollViewDidScroll: Bool { false }

    /// A delegate running `behavior` on `layout`; the size classes default to an iPhone in portrait.
    public init(
        behavior: any SimulatedSwiftUI.ScrollTargetBehavior, layout: SwiftUIScrollTargetLayout,
        horizontalSizeClass: SimulatedSwiftUI.UserInterfaceSizeClass? = .compact,
        verticalSizeClass: SimulatedSwiftUI.UserInterfaceSizeClass? = .regular
    ) {
        self.behavior = behavior
        self.layout = layout
        self.initialLayout = layout
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    /// Adds `change` to the changes a script can make and returns the `ID` its
    /// `.setSwiftUILayout` gesture names: `TimedGesture(.setSwiftUILayout(delegate.schedule(change)), at: 0.15)`.
    public func schedule(_ change: SwiftUILayoutChange) -> SwiftUILayoutChange.ID {
        scheduledLayoutChanges.append(change)
        return SwiftUILayoutChange.ID(scheduledLayoutChanges.count - 1)
    }

    /// Forgets the last drag's start and glide, and takes back the layout it was made with (the
    /// scheduled layout changes stay).
    public func reset() {
        dragStart = nil
        glideTarget = nil
        layout = initialLayout
    }

    /// Notes where the drag began, in SwiftUI's space (`ScrollViewHelper.willStartPanning()`).
    public func scrollViewWillBeginDragging(_ scrollView: SimulatedScrollView) {
        dragStart = layout.swiftUIOffset(scrollView.contentOffset, in: scrollView)
        glideTarget = nil
    }

    /// Notes the target of the glide that begins (the release's, after UIKit's rounding and clamp).
    public func scrollViewDidEndDragging(_ scrollView: SimulatedScrollView, willDecelerate decelerate: Bool) {
        glideTarget = decelerate ? scrollView.lastRelease?.target : nil
    }

    /// The glide ended: no target to retarget (`scrollViewDidEndDecelerating:` clears
    /// `lastTargetOffsetState`).
    public func scrollViewDidEndDecelerating(_ scrollView: SimulatedScrollView) { glideTarget = nil }

    /// Runs the behavior on UIKit's proposed target and writes its answer back.
    public func scrollViewWillEndDragging(
        _ scrollView: SimulatedScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        targetContentOffset.pointee = target(for: scrollView, velocity: velocity, proposed: targetContentOffset.pointee)
    }

    /// The context SwiftUI hands the behavior for a release at `velocity` (UIKit's, pt/ms).
    public func context(for scrollView: SimulatedScrollView, velocity: CGPoint) -> SimulatedSwiftUI.ScrollTargetBehaviorContext {
        let container = scrollView.boundsSize
        let inset = scrollView.adjustedContentInset
        let rightToLeft = layout.layoutDirection == .rightToLeft
        let start = dragStart ?? layout.swiftUIOffset(scrollView.contentOffset, in: scrollView)
        var context = SimulatedSwiftUI.ScrollTargetBehaviorContext(
            originalTarget: SimulatedSwiftUI.ScrollTarget(rect: CGRect(origin: start, size: container)),
            velocity: CGVector(dx: velocity.x, dy: velocity.y),
            contentSize: CGSize(
                width: scrollView.contentSize.width + inset.left + inset.right,
                height: scrollView.contentSize.height + inset.top + inset.bottom),
            containerSize: container, axes: layout.axis == .horizontal ? .horizontal : .vertical,
            layoutDirection: layout.layoutDirection,
            contentInsets: SimulatedSwiftUI.EdgeInsets(
                top: inset.top, leading: rightToLeft ? inset.right : inset.left, bottom: inset.bottom,
                trailing: rightToLeft ? inset.left : inset.right),
            horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
            scrollTargetFrames: layout.frames(containerSize: container))
        context.limitsScrolls = behavior.properties(context: context.propertiesContext).limitsScrolls
        return context
    }

    /// The target (UIKit's offset, points) the behavior makes of UIKit's `proposed` one. A target
    /// anchor the behavior sets puts that point of its rect on the same point of the container.
    public func target(for scrollView: SimulatedScrollView, velocity: CGPoint, proposed: CGPoint) -> CGPoint {
        let context = context(for: scrollView, velocity: velocity)
        let container = context.containerSize
        var target = SimulatedSwiftUI.ScrollTarget(rect: CGRect(origin: layout.swiftUIOffset(proposed, in: scrollView), size: container))
        behavior.updateTarget(&target, context: context)
        var origin = target.rect.origin
        if let anchor = target.anchor {
            let inRect = anchor.point(in: target.rect.size)
            let inContainer = anchor.point(in: container)
            origin.x += inRect.x - inContainer.x
            origin.y += inRect.y - inContainer.y
        }
        return layout.uikitOffset(origin, in: scrollView)
    }
}
