import Foundation
import ScrollSim

/// Names the page an offset shows, for reports: with a layout that has items, the item whose
/// centre is nearest the centre of the visible bounds; otherwise the nearest multiple of the bounds
/// size from the minimum offset.
public struct PageGrid: Hashable, Sendable {
    /// The scroll axis.
    public var axis: ScrollAxis
    /// The smallest allowed offset on the axis, in points.
    public var minimum: Double
    /// The bounds size on the axis, in points.
    public var pageLength: Double
    /// Item centres along the axis, in points (empty without a layout).
    public var itemCenters: [Double]

    /// Reads the geometry of `view` on `axis`.
    public init(view: SimulatedCollectionView, axis: ScrollAxis) {
        self.axis = axis
        minimum = view.minimumOffset(axis)
        pageLength = view.boundsSize[axis]
        itemCenters = view.collectionViewLayout.frames.map { axis == .horizontal ? Double($0.midX) : Double($0.midY) }
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
