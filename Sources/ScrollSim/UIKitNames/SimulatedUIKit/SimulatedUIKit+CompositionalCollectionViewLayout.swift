import Foundation

// `UICollectionViewCompositionalLayout` as a collection view's layout: every question goes to its
// `CollectionViewCompositionalLayout` (`engineLayout`).
extension SimulatedUIKit.UICollectionViewCompositionalLayout {
    /// The link to the collection view, set by it.
    public var collectionViewLink: CollectionViewLink? {
        get { engineLayout.collectionViewLink }
        set { engineLayout.collectionViewLink = newValue }
    }
    /// The scroll views of the orthogonal sections, in section order, once placed in the
    /// collection view; empty before.
    public var sectionScrollViews: [OrthogonalSectionScrollView] { engineLayout.sectionScrollViews }
    /// The layout solved for its collection view (`CollectionViewCompositionalLayout.solution`).
    public var solution: CompositionalLayoutSolution { engineLayout.solution }
    /// The solution's content size, in points.
    public var collectionViewContentSize: CGSize { engineLayout.collectionViewContentSize }
    /// The items of the `.none` sections in the collection view's content, in points.
    public var frames: [CGRect] { engineLayout.frames }
    /// The items of a `.none` `section` in the collection view's content, in points.
    public func frames(inSection section: Int) -> [CGRect] { engineLayout.frames(inSection: section) }
    /// Drops the solution (the sections are made again when next asked).
    public func invalidateLayout() { engineLayout.invalidateLayout() }
    /// Solves the layout now if needed.
    public func prepare() { engineLayout.prepare() }
    /// The attributes of the `.none` sections' items overlapping `rect` (points).
    public func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        engineLayout.layoutAttributesForElements(in: rect)
    }
    /// The attributes of the item at `indexPath` of a `.none` section, or nil.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        engineLayout.layoutAttributesForItem(at: indexPath)
    }
    /// The proposal, unchanged (points).
    public func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint)
        -> CGPoint
    {
        engineLayout.targetContentOffset(forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
    }
    /// Places the orthogonal sections' scroll views in `collectionView`.
    public func placeSubviews(in collectionView: SimulatedCollectionView) { engineLayout.placeSubviews(in: collectionView) }
}
