import Foundation

/// A group of a compositional layout, as `NSCollectionLayoutGroup.horizontal` or `.vertical`
/// with one repeating item: the unit a section repeats, and the unit orthogonal paging pages by.
public struct CompositionalLayoutGroup: Equatable, Sendable {
    /// The direction the group's items follow one another.
    public enum Axis: String, CaseIterable, Equatable, Sendable {
        /// Side by side, leading to trailing (`NSCollectionLayoutGroup.horizontal`).
        case horizontal
        /// Top to bottom (`NSCollectionLayoutGroup.vertical`).
        case vertical
    }

    /// The group's size; fractions are of the section's container (the collection view's bounds
    /// less the section's content insets).
    public var layoutSize: CompositionalLayoutSize
    /// The direction of the items inside. Default horizontal.
    public var axis: Axis
    /// The repeating item.
    public var subitem: CompositionalLayoutItem
    /// Items per group; nil: as many as fit along the axis (at least one), as
    /// `horizontal(layoutSize:subitems:)` repeats its item. Default nil.
    public var count: Int?
    /// Fixed spacing between the items of the group, in points. Default 0.
    public var interItemSpacing: CGFloat
    /// Insets of the items inside the group's frame, in points. Default zero.
    public var contentInsets: UIEdgeInsets

    /// A group of `subitem` repeated along `axis`.
    ///
    /// - Precondition: `count`, when given, is positive; `interItemSpacing` is not negative.
    public init(
        layoutSize: CompositionalLayoutSize, axis: Axis = .horizontal, subitem: CompositionalLayoutItem, count: Int? = nil,
        interItemSpacing: CGFloat = 0, contentInsets: UIEdgeInsets = .zero
    ) {
        precondition(count.map { $0 > 0 } ?? true, "a group holds at least one item")
        precondition(interItemSpacing >= 0, "item spacing cannot be negative")
        self.layoutSize = layoutSize
        self.axis = axis
        self.subitem = subitem
        self.count = count
        self.interItemSpacing = interItemSpacing
        self.contentInsets = contentInsets
    }

    /// The frames of the items of a group of `size` whose frame starts at `origin`, for up to
    /// `remaining` items, in the coordinates of `origin`, in points.
    func itemFrames(origin: CGPoint, size: CGSize, remaining: Int) -> [CGRect] {
        let inner = CGSize(
            width: max(0, size.width - contentInsets.left - contentInsets.right),
            height: max(0, size.height - contentInsets.top - contentInsets.bottom))
        let item = subitem.layoutSize.resolved(in: inner)
        let n = min(remaining, itemsPerGroup(size: size))
        return (0..<n).map { i in
            let step = CGFloat(i) * ((axis == .horizontal ? item.width : item.height) + interItemSpacing)
            let frame = CGRect(
                x: origin.x + contentInsets.left + (axis == .horizontal ? step : 0),
                y: origin.y + contentInsets.top + (axis == .vertical ? step : 0), width: item.width, height: item.height)
            let i = subitem.contentInsets
            return CGRect(
                x: frame.minX + i.left, y: frame.minY + i.top, width: max(0, frame.width - i.left - i.right),
                height: max(0, frame.height - i.top - i.bottom))
        }
    }

    /// Items per group of `size`: `count`, or as many as fit along the axis (at least one).
    func itemsPerGroup(size: CGSize) -> Int {
        if let count { return count }
        let inner = CGSize(
            width: max(0, size.width - contentInsets.left - contentInsets.right),
            height: max(0, size.height - contentInsets.top - contentInsets.bottom))
        let item = subitem.layoutSize.resolved(in: inner)
        let extent = axis == .horizontal ? inner.width : inner.height
        let length = axis == .horizontal ? item.width : item.height
        guard length > 0 else { return 1 }
        return max(1, Int(((extent + interItemSpacing) / (length + interItemSpacing) + 1e-9).rounded(.down)))
    }
}
