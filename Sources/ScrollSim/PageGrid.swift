import Foundation

/// Names the page an offset shows, for reports and tests: with a layout that has items, the item
/// whose centre is nearest the centre of the visible bounds; otherwise the nearest multiple of the
/// bounds size from the minimum offset.
public struct PageGrid: Hashable, Sendable {
    /// The scroll axis.
    public var axis: ScrollAxis
    /// The smallest allowed offset on the axis, in points.
    public var minimum: Double
    /// The bounds size on the axis, in points.
    public var pageLength: Double
    /// Item centres along the axis, in points, in (section, item) order (empty without a layout).
    public var itemCenters: [Double]

    /// A grid from its parts: the axis, the smallest offset and the bounds size (points), and the
    /// item centres along the axis (points; empty for pages of the bounds size).
    public init(axis: ScrollAxis, minimum: Double, pageLength: Double, itemCenters: [Double]) {
        self.axis = axis
        self.minimum = minimum
        self.pageLength = pageLength
        self.itemCenters = itemCenters
    }

    /// Reads the geometry of `view` on `axis` as it is now: its minimum offset (while refreshing,
    /// the refresh control's height is part of it), its bounds and, for a collection view, its
    /// items' centres.
    public init(view: SimulatedScrollView, axis: ScrollAxis) {
        self.axis = axis
        minimum = view.minimumOffset(axis)
        pageLength = view.boundsSize[axis]
        itemCenters =
            (view as? SimulatedCollectionView)?.collectionViewLayout.frames.map { axis == .horizontal ? Double($0.midX) : Double($0.midY) }
            ?? []
    }

    /// The offset along the axis at which page or item `page` sits, in points: with items, the
    /// offset that centres item `page` in the bounds (`centre − pageLength / 2`); otherwise
    /// `minimum + page · pageLength`. Nil for an item the grid does not have.
    public func offset(ofPage page: Int) -> Double? {
        guard !itemCenters.isEmpty else { return minimum + Double(page) * pageLength }
        return itemCenters.indices.contains(page) ? itemCenters[page] - pageLength / 2 : nil
    }

    /// The offset at which each page or card sits, within `range` (points, along the axis), as
    /// `offset(ofPage:)` places it. At most 200, in order; for marking the cards on a plot.
    public func pageOffsets(within range: ClosedRange<Double>) -> [(page: Int, offset: Double)] {
        if !itemCenters.isEmpty {
            return itemCenters.enumerated().map { (page: $0.offset, offset: $0.element - pageLength / 2) }.filter { range.contains($0.offset) }
                .prefix(200).map { $0 }
        }
        guard pageLength > 0, range.lowerBound.isFinite, range.upperBound.isFinite else { return [] }
        let first = ((range.lowerBound - minimum) / pageLength).rounded(.up)
        let last = ((range.upperBound - minimum) / pageLength).rounded(.down)
        guard first <= last, last - first < 200 else { return [] }
        return stride(from: first, through: last, by: 1).map { (page: Int($0), offset: minimum + $0 * pageLength) }
    }

    /// The page shown at `offset`.
    public func page(of offset: CGPoint) -> Int {
        let x = offset[axis]
        if !itemCenters.isEmpty {
            let center = x + pageLength / 2
            var best = 0
            for (i, c) in itemCenters.enumerated() where abs(c - center) < abs(itemCenters[best] - center) { best = i }
            return best
        }
        // Clamped so that an offset far past the content (or a huge one) names a page, not a trap.
        let page = ((x - minimum) / pageLength).rounded()
        guard page.isFinite else { return 0 }
        return Int(Swift.min(Swift.max(page, -1e15), 1e15))
    }
}
