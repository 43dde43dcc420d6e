import Foundation
import ScrollSim

/// A flow layout that ends every glide with an item centred: the item whose centre is nearest
/// the proposed target's centre, moved one pitch on if that would go against the flick.
///
/// Source: the CenteredCollectionView style (`CenteredCollectionViewFlowLayout`, Benjamin Emdon),
/// through `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`.
///
/// Rule, in the layout hook (consulted before the delegate):
/// 1. among the items in the bounds placed at the proposed offset, take the one whose centre is
///    nearest the proposed visible centre (the first on a tie); none: keep the proposal;
/// 2. `new = centre − boundsLength/2`; if the velocity and `new − contentOffset` have opposite
///    signs, move `new` one pitch (`itemSize + minimumLineSpacing`) in the velocity's direction;
/// 3. clamp to the allowed range (CenteredCollectionView insets its sections so every item can be
///    centred and never needs this; a copied layout may not).
///
/// Only the velocity's sign is used, so the unit question of the layout hook (pt/ms or pt/s, see
/// `SimulationSettings.layoutVelocityUnit`) does not matter here.
open class CenteredFlowLayout: CollectionViewFlowLayout {
    /// Creates a layout with UIKit's flow-layout defaults.
    public override init() {
        super.init()
    }

    /// Creates a layout with the metrics of `layout`: direction, item sizes, spacing and insets.
    public init(copying layout: CollectionViewFlowLayout) {
        super.init()
        scrollDirection = layout.scrollDirection
        itemSize = layout.itemSize
        itemSizes = layout.itemSizes
        minimumLineSpacing = layout.minimumLineSpacing
        minimumInteritemSpacing = layout.minimumInteritemSpacing
        sectionInset = layout.sectionInset
    }

    /// Centres the item nearest the proposed visible centre, one pitch on if that is against the velocity; clamped.
    open override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        guard let collectionView else { return proposedContentOffset }
        let axis = scrollDirection.axis
        let length = collectionView.boundsSize[axis]
        var proposedRect = CGRect(origin: .zero, size: collectionView.bounds.size)
        proposedRect.origin[axis] = proposedContentOffset[axis]
        let proposedCenter = proposedContentOffset[axis] + length / 2
        var candidate: CollectionViewLayoutAttributes?
        for attributes in layoutAttributesForElements(in: proposedRect) ?? [] {
            guard let best = candidate else {
                candidate = attributes
                continue
            }
            if abs(attributes.center[axis] - proposedCenter) < abs(best.center[axis] - proposedCenter) {
                candidate = attributes
            }
        }
        guard let candidate else { return proposedContentOffset }
        var newOffset = candidate.center[axis] - length / 2
        let travel = newOffset - collectionView.contentOffset[axis]
        let v = velocity[axis]
        if (v < 0 && travel > 0) || (v > 0 && travel < 0) {
            let pitch = itemSize[axis] + Double(minimumLineSpacing)
            newOffset += v > 0 ? pitch : -pitch
        }
        var result = proposedContentOffset
        result[axis] = min(max(newOffset, collectionView.minimumOffset(axis)), collectionView.maximumOffset(axis))
        return result
    }
}
