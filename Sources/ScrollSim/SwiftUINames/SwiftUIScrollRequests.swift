import Foundation

extension SimulatedSwiftUI {
    /// SwiftUI's `Edge`: one edge of a rectangle, leading and trailing following the layout
    /// direction.
    public enum Edge: Int8, CaseIterable, Hashable, Sendable {
        /// The top edge.
        case top
        /// The leading edge (the left one in left-to-right).
        case leading
        /// The bottom edge.
        case bottom
        /// The trailing edge (the right one in left-to-right).
        case trailing
    }
}

/// Where a SwiftUI `ScrollPosition` is asked to scroll: `scrollTo(id:anchor:)`, `scrollTo(edge:)`
/// or `scrollTo(point:)` (`scrollTo(x:y:)`), as `SwiftUIScrollTargetDelegate.scrollTo(_:in:animated:)`
/// performs it (docs/physics.md, "SwiftUI scroll targets", "scrollPosition").
public enum SwiftUIScrollPositionRequest: Hashable, Sendable {
    /// `scrollTo(id:anchor:)`: the stack's child at index `id` (0 is the leading one); a nil
    /// anchor scrolls the least that shows the whole child.
    case id(Int, anchor: SimulatedSwiftUI.UnitPoint?)
    /// `scrollTo(edge:)`: the content's edge.
    case edge(SimulatedSwiftUI.Edge)
    /// `scrollTo(point:)`: an offset in SwiftUI's space (0 is the leading rest), in points.
    case point(CGPoint)

    /// Hashes the case and its payload, the point as `CGFloat`s (CoreGraphics' own `Hashable` is
    /// iOS 18 / macOS 15 only).
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .id(let index, let anchor):
            hasher.combine(0)
            hasher.combine(index)
            hasher.combine(anchor)
        case .edge(let edge):
            hasher.combine(1)
            hasher.combine(edge)
        case .point(let point):
            hasher.combine(2)
            hasher.combine(point: point)
        }
    }
}

/// A change of a SwiftUI scroll view's stack or container while it runs: the values given replace
/// the layout's or the view's, the others stay (`SwiftUIScrollTargetDelegate.changeLayout(_:containerSize:in:)`).
///
/// A script does not carry the change itself: the view's `SwiftUIScrollTargetDelegate` holds the
/// changes a script will make (`schedule(_:)`), and the gesture `.setSwiftUILayout(id)` names one
/// by its `ID`. So `GestureEvent` stays a plain value (no array inside, copied as bytes), which the
/// engine's and a sweep's gesture copies rely on (docs/performance.md).
public struct SwiftUILayoutChange: Hashable, Sendable {
    /// Which of a delegate's scheduled changes a `.setSwiftUILayout` gesture makes: its place in
    /// `SwiftUIScrollTargetDelegate.scheduledLayoutChanges` (0 the first scheduled).
    public struct ID: Hashable, Sendable {
        /// The change's index in the delegate's `scheduledLayoutChanges`.
        public var index: Int
        /// The change at `index` of the delegate's `scheduledLayoutChanges`.
        public init(_ index: Int) { self.index = index }
    }

    /// The children's new lengths along the axis, in points; nil keeps them.
    public var childLengths: [CGFloat]?
    /// The new spacing between children, in points; nil keeps it.
    public var spacing: CGFloat?
    /// The new `contentMargins`, in points; nil keeps them.
    public var contentMargins: SimulatedSwiftUI.EdgeInsets?
    /// The container's new size: the scroll view's bounds size (a rotation, a sheet resized), in
    /// points, positive on both axes; nil keeps it.
    public var containerSize: CGSize?

    /// A change of the values given (points); nil keeps a value.
    public init(
        childLengths: [CGFloat]? = nil, spacing: CGFloat? = nil, contentMargins: SimulatedSwiftUI.EdgeInsets? = nil,
        containerSize: CGSize? = nil
    ) {
        self.childLengths = childLengths
        self.spacing = spacing
        self.contentMargins = contentMargins
        self.containerSize = containerSize
    }

    /// Hashes the values given, the container size as `CGFloat`s (CoreGraphics' own `Hashable` is
    /// iOS 18 / macOS 15 only).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(childLengths)
        hasher.combine(spacing)
        hasher.combine(contentMargins)
        hasher.combine(containerSize != nil)
        if let containerSize { hasher.combine(size: containerSize) }
    }

    /// `layout` with this change made.
    public func applied(to layout: SwiftUIScrollTargetLayout) -> SwiftUIScrollTargetLayout {
        var changed = layout
        if let childLengths { changed.childLengths = childLengths }
        if let spacing { changed.spacing = spacing }
        if let contentMargins { changed.contentMargins = contentMargins }
        return changed
    }
}
