import Foundation

// The items the layout places, by index path and by point.
extension SimulatedCollectionView {
    /// The attributes of the item at `indexPath`.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The item, in any section, whose frame contains `point` (content coordinates, points), if
    /// any; nil in the spacing and section insets between items.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        for section in 0..<numberOfSections {
            for (i, frame) in collectionViewLayout.frames(inSection: section).enumerated() where frame.contains(point) {
                return IndexPath(item: i, section: section)
            }
        }
        return nil
    }

    /// The items whose frames intersect the visible bounds, in (section, item) order.
    public var indexPathsForVisibleItems: [IndexPath] {
        (collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []).map(\.indexPath)
    }
}
