import Foundation

/// A SwiftUI scroll view's content as ScrollSim models it: a `scrollTargetLayout` stack of
/// children (`HStack`/`VStack` or their lazy kinds) of given lengths and spacing, with
/// `contentMargins` that become UIKit content insets (swapped left–right in right-to-left, as
/// `ScrollViewHelper.didChangeMargins(from:)` does). Children start at 0 in the content; each spans
/// the container's cross length less the cross margins.
public struct SwiftUIScrollTargetLayout: Hashable, Sendable {
    /// The axis the stack and the scroll view run along.
    public var axis: SimulatedSwiftUI.Axis
    /// Each child's length along `axis`, in points, leading first.
    public var childLengths: [CGFloat]
    /// The space between neighbouring children, in points.
    public var spacing: CGFloat
    /// `contentMargins(_:for: .scrollContent)`, leading and trailing by layout direction, in points.
    public var contentMargins: SimulatedSwiftUI.EdgeInsets
    /// The environment's layout direction.
    public var layoutDirection: SimulatedSwiftUI.LayoutDirection

    /// A stack of `childLengths` (points) `spacing` apart, inside `contentMargins`.
    public init(
        axis: SimulatedSwiftUI.Axis, childLengths: [CGFloat], spacing: CGFloat = 0,
        contentMargins: SimulatedSwiftUI.EdgeInsets = SimulatedSwiftUI.EdgeInsets(),
        layoutDirection: SimulatedSwiftUI.LayoutDirection = .leftToRight
    ) {
        self.axis = axis
        self.childLengths = childLengths
        self.spacing = spacing
        self.contentMargins = contentMargins
        self.layoutDirection = layoutDirection
    }

    /// The stack's length along `axis`: the children and the spacing between them, in points.
    public var contentLength: CGFloat {
        childLengths.isEmpty ? 0 : childLengths.reduce(0, +) + spacing * CGFloat(childLengths.count - 1)
    }

    /// The children's frames in SwiftUI's content space (the first child's leading edge at 0,
    /// measured from the leading edge), in a container of `containerSize` points.
    public func frames(containerSize: CGSize) -> [CGRect] {
        let cross =
            axis == .horizontal
            ? containerSize.height - contentMargins.top - contentMargins.bottom
            : containerSize.width - contentMargins.leading - contentMargins.trailing
        var position: CGFloat = 0
        return childLengths.map { length in
            defer { position += length + spacing }
            return axis == .horizontal
                ? CGRect(x: position, y: 0, width: length, height: cross) : CGRect(x: 0, y: position, width: cross, height: length)
        }
    }

    /// The children's frames in UIKit's content space (points), in a container of `containerSize`
    /// points: `frames(containerSize:)` mirrored along x in right-to-left, where UIKit's content
    /// starts at the trailing end.
    public func uikitFrames(containerSize: CGSize) -> [CGRect] {
        let length = contentLength
        return frames(containerSize: containerSize).map { frame in
            guard axis == .horizontal, layoutDirection == .rightToLeft else { return frame }
            return CGRect(x: length - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
        }
    }

    /// The margins as UIKit's content inset: left and right swapped in right-to-left.
    public var contentInset: UIEdgeInsets {
        let m = contentMargins
        let rightToLeft = layoutDirection == .rightToLeft
        return UIEdgeInsets(top: m.top, left: rightToLeft ? m.trailing : m.leading, bottom: m.bottom, right: rightToLeft ? m.leading : m.trailing)
    }

    /// Gives `scrollView` this content: its size (the stack along `axis`, the container less the
    /// margins across), the margins as content inset, and the offset at the leading rest (SwiftUI
    /// offset 0: the leading margin showing; the largest x in right-to-left).
    public func configure(_ scrollView: SimulatedScrollView) {
        resize(scrollView)
        scrollView.contentOffset = uikitOffset(.zero, in: scrollView)
    }

    /// Gives `scrollView` this content's size and the margins as its content inset (the inset
    /// first, so that UIKit's rule for a new size at rest sees the new limits), leaving the offset
    /// to UIKit's rules (`SimulatedScrollView.contentSize`).
    public func resize(_ scrollView: SimulatedScrollView) {
        let bounds = scrollView.boundsSize
        let m = contentMargins
        scrollView.contentInset = contentInset
        scrollView.contentSize =
            axis == .horizontal
            ? CGSize(width: contentLength, height: max(0, bounds.height - m.top - m.bottom))
            : CGSize(width: max(0, bounds.width - m.leading - m.trailing), height: contentLength)
    }

    /// UIKit's content offset (points) in SwiftUI's space: `offset + inset.left` on x (right-to-left:
    /// `contentSize + inset.right − bounds − offset`, measured from the leading edge), `offset +
    /// inset.top` on y. The adjusted inset is used, so a safe area counts as a margin.
    public func swiftUIOffset(_ offset: CGPoint, in scrollView: SimulatedScrollView) -> CGPoint {
        let inset = scrollView.adjustedContentInset
        let x =
            layoutDirection == .rightToLeft
            ? scrollView.contentSize.width + inset.right - scrollView.boundsSize.width - offset.x : offset.x + inset.left
        return CGPoint(x: x, y: offset.y + inset.top)
    }

    /// The inverse of `swiftUIOffset(_:in:)`: SwiftUI's offset as UIKit's, in points.
    public func uikitOffset(_ offset: CGPoint, in scrollView: SimulatedScrollView) -> CGPoint {
        let inset = scrollView.adjustedContentInset
        let x =
            layoutDirection == .rightToLeft
            ? scrollView.contentSize.width + inset.right - scrollView.boundsSize.width - offset.x : offset.x - inset.left
        return CGPoint(x: x, y: offset.y - inset.top)
    }
}
