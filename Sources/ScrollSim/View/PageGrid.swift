import Foundation

/// Names the page an offset shows, for reports and tests: with a layout that has items, the item
/// whose centre is nearest the centre of the visible bounds; otherwise the nearest page: for a
/// paging view, its own paging grid (`pagingOrigin`, and bounds + `interpageSpacing` apart: the
/// pages it settles on, an orthogonal `.groupPaging` section's groups), else multiples of the bounds
/// size from the minimum offset.
public struct PageGrid: Hashable, Sendable {
    /// The scroll axis.
    public var axis: ScrollAxis
    /// Where page 0 lies on the axis, in points: a paging view's paging origin, else the smallest
    /// allowed offset.
    public var minimum: Double
    /// The bounds size on the axis, in points (the visible length an item is centred in).
    public var pageLength: Double
    /// The distance from one page to the next, in points: a paging view's page stride (bounds +
    /// interpage spacing), else `pageLength`.
    public var stride: Double
    /// Item centres along the axis, in points, in (section, item) order (empty without a layout).
    public var itemCenters: [Double]

    /// A grid from its parts: the axis, where page 0 lies and the bounds size (points), the item
    /// centres along the axis (points; empty for pages), and the stride between pages (points;
    /// nil: the bounds size).
    public init(axis: ScrollAxis, minimum: Double, pageLength: Double, itemCenters: [Double], stride: Double? = nil) {
        self.axis = axis
        self.minimum = minimum
        self.pageLength = pageLength
        self.stride = stride ?? pageLength
        self.itemCenters = itemCenters
    }

    /// Reads the geometry of `view` on `axis` as it is now: for a paging view, its paging grid
    /// (`SimulatedScrollView.pageGrid`, the one its releases settle on); else its minimum offset
    /// (while refreshing, the refresh control's height is part of it) and its bounds; and, for a
    /// collection view with a flow layout, its items' centres (a compositional layout's pages are
    /// its bounds', as a scroll view's: a choice, its items being in sections of their own).
    public init(view: SimulatedScrollView, axis: ScrollAxis) {
        self.axis = axis
        pageLength = view.boundsSize[axis]
        if view.isPagingEnabled {
            let grid = view.pageGrid(axis)
            minimum = grid.origin
            stride = grid.stride
        } else {
            minimum = view.minimumOffset(axis)
            stride = pageLength
        }
        itemCenters =
            (view as? SimulatedCollectionView)?.flowLayout?.frames.map { axis == .horizontal ? Double($0.midX) : Double($0.midY) }
            ?? []
    }

    /// The offset along the axis at which page or item `page` sits, in points: with items, the
    /// offset that centres item `page` in the bounds (`centre − pageLength / 2`); otherwise
    /// `minimum + page · stride`. Nil for an item the grid does not have.
    public func offset(ofPage page: Int) -> Double? {
        guard !itemCenters.isEmpty else { return minimum + Double(page) * stride }
        return itemCenters.indices.contains(page) ? itemCenters[page] - pageLength / 2 : nil
    }

    /// The offset at which each page or card sits, within `range` (points, along the axis), as
    /// `offset(ofPage:)` places it. At most 200, in order; for marking the cards on a plot.
    public func pageOffsets(within range: ClosedRange<Double>) -> [(page: Int, offset: Double)] {
        if !itemCenters.isEmpty {
            return itemCenters.enumerated().map { (page: $0.offset, offset: $0.element - pageLength / 2) }.filter { range.contains($0.offset) }
                .prefix(200).map { $0 }
        }
        guard stride > 0, range.lowerBound.isFinite, range.upperBound.isFinite else { return [] }
        let first = ((range.lowerBound - minimum) / stride).rounded(.up)
        let last = ((range.upperBound - minimum) / stride).rounded(.down)
        guard first <= last, last - first < 200 else { return [] }
        return Swift.stride(from: first, through: last, by: 1).map { (page: Int($0), offset: minimum + $0 * stride) }
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
        let page = ((x - minimum) / stride).rounded()
        guard page.isFinite else { return 0 }
        return Int(Swift.min(Swift.max(page, -1e15), 1e15))
    }
}
