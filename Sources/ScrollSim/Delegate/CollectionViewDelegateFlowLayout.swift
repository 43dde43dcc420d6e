import Foundation

/// `UICollectionViewDelegateFlowLayout`: a delegate that gives the flow layout its item sizes,
/// section insets and spacing, as UIKit asks it.
///
/// When a collection view's `delegate` adopts this protocol, `CollectionViewFlowLayout` takes
/// every size, each section's inset and both spacings from these methods instead of its own
/// values, asking per section and per index path. Each method defaults to the layout's own value
/// for that section (`sectionOverrides`, then its property), which is what UIKit uses for a method
/// the delegate does not implement. Setting the delegate invalidates the layout; call
/// `invalidateLayout()` when the answers change.
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    /// The size of the item at `indexPath`, in points.
    func collectionView(
        _ collectionView: SimulatedCollectionView, layout collectionViewLayout: CollectionViewFlowLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    /// The margins around section `section`'s items, in points.
    func collectionView(
        _ collectionView: SimulatedCollectionView, layout collectionViewLayout: CollectionViewFlowLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets
    /// The spacing between lines of section `section`, in points.
    func collectionView(
        _ collectionView: SimulatedCollectionView, layout collectionViewLayout: CollectionViewFlowLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The minimum spacing between items in a line of section `section`, in points.
    func collectionView(
        _ collectionView: SimulatedCollectionView, layout collectionViewLayout: CollectionViewFlowLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
}

extension CollectionViewDelegateFlowLayout {
    /// The layout's own size for the item (`sectionOverrides`, then `itemSizes` in section 0, then
    /// `itemSize`), in points.
    public func collectionView(
        _ collectionView: SimulatedCollectionView, layout collectionViewLayout: CollectionViewFlowLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        collectionViewLayout.ownSizeForItem(at: indexPath)
    }

    /// The section's `sectionInset` override, or the layout's `sectionInset`, in points.
    public func collectionView(
        _ collectionView: SimulatedCollectionView, layout collectionViewLayout: CollectionViewFlowLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        collectionViewLayout.ownInset(forSection: section)
    }

    /// The section's `minimumLineSpacing` override, or the layout's, in points.
    public func collectionView(
        _ collectionView: SimulatedCollectionView, layout collectionViewLayout: CollectionViewFlowLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        collectionViewLayout.ownLineSpacing(forSection: section)
    }

    /// The section's `minimumInteritemSpacing` override, or the layout's, in points.
    public func collectionView(
        _ collectionView: SimulatedCollectionView, layout collectionViewLayout: CollectionViewFlowLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        collectionViewLayout.ownInteritemSpacing(forSection: section)
    }
}
