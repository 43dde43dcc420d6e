import Foundation

/// What a `SimulatedCollectionView` asks its layout, as UIKit's collection view asks its
/// `UICollectionViewLayout`: the content size, the items' frames and attributes, the release's
/// target hook and the views the layout places inside the collection view.
///
/// The collection view owns its layout (`SimulatedCollectionView.collectionViewLayout`) and hands
/// it a link to itself (`collectionViewLink`), through which the layout reads the bounds size,
/// the display scale and the item counts it lays out for. A layout computes its answers when first
/// asked after `invalidateLayout()` (or after one of those inputs changed) and keeps them: the
/// collection view consults it when it lays out (at creation, when its item counts or its layout
/// change, at a release's target hook and when reports read items), never in a glide's frames.
/// `CollectionViewFlowLayout` and `CollectionViewCompositionalLayout` conform.
public protocol CollectionViewLayout: AnyObject {
    /// The link to the collection view this layout lays out: set by the collection view when the
    /// layout becomes its `collectionViewLayout`, nil once replaced. Store it; read the view
    /// through `collectionViewLink?.view`, which is nil once the view is gone.
    var collectionViewLink: CollectionViewLink? { get set }

    /// The size of all the items with their insets and spacing, in points
    /// (`UICollectionViewLayout.collectionViewContentSize`).
    var collectionViewContentSize: CGSize { get }

    /// The frames of the items the collection view's own content holds, in (section, item) order,
    /// in points, in the collection view's content coordinates.
    var frames: [CGRect] { get }

    /// The frames of `section`'s items in the collection view's content, in item order, in points
    /// (empty for a section that does not exist or whose items are not in that content).
    func frames(inSection section: Int) -> [CGRect]

    /// Drops what the layout computed, to compute it again when next asked; the collection view
    /// re-reads its content size (`UICollectionViewLayout.invalidateLayout()`).
    func invalidateLayout()

    /// Computes the layout now, if it is not computed yet (`UICollectionViewLayout.prepare()`);
    /// every query computes it as needed.
    func prepare()

    /// The attributes of every item whose frame overlaps `rect` (content coordinates, points)
    /// with a positive area, in (section, item) order.
    func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]?

    /// The attributes of the item at `indexPath`, or nil if there is no such item in the
    /// collection view's content.
    func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes?

    /// Where a drag that UIKit would stop at `proposedContentOffset` (points) should stop, asked
    /// before the delegate's `scrollViewWillEndDragging`; `velocity` is in the unit of
    /// `SimulationSettings.layoutVelocityUnit`.
    func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint)
        -> CGPoint

    /// Adds the views the layout places inside `collectionView` (a compositional layout's
    /// orthogonal section scroll views) with `addSubview(_:frame:)`. The collection view calls it
    /// once it is made and when it takes this layout. Layouts that place no views do nothing.
    func placeSubviews(in collectionView: SimulatedCollectionView)
}

extension CollectionViewLayout {
    /// Places no views.
    public func placeSubviews(in collectionView: SimulatedCollectionView) {}
}
