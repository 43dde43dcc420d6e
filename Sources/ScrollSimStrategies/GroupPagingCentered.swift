import Foundation
import ScrollSim

/// Group paging, centred (`group-paging-centered`): exactly one item pitch per gesture, the item
/// centred, like compositional layout's `orthogonalScrollingBehavior = .groupPagingCentered` with
/// one item per group.
///
/// Source: UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPagingCentered`
/// (iOS 13), not a seed; written for this project from its documented behaviour.
///
/// Rule:
/// 1. at drag start, the start item is the one whose centred offset is nearest the content offset;
/// 2. at release with velocity `v` along the axis: `v > 0` takes the first item whose centred
///    offset is beyond the current offset (the last item if none), `v < 0` the last one before it
///    (the first item if none), `v = 0` the item whose centred offset is nearest the current one;
/// 3. the choice is limited to one item from the start item and to `0…count − 1`;
/// 4. the target is that item's centred offset, clamped to the allowed range, set through
///    `targetContentOffset.pointee` only (the engine re-times the deceleration).
///
/// Quirks: near the ends several items clamp to the same offset, so a gesture there may not move;
/// a drag of more than one item followed by a flick the same way is pulled back to the item next
/// to the start, against the flick (the engine then applies `targetOppositeToFlick`).
public final class GroupPagingCentered: SnappingStrategy {
    /// The item centred at drag start, or nil before the first drag or with no items.
    public private(set) var startItem: Int?

    /// Creates the strategy.
    public init() {}

    /// Sets `.fast` deceleration, as orthogonal paging sections feel.
    public func install(on collectionView: CollectionView) {
        collectionView.decelerationRate = .fast
    }

    /// The centred offset of every item, clamped to the allowed range.
    public func snapOffsets(in collectionView: CollectionView) -> [Double]? {
        collectionView.centredOffsets
    }

    /// Rule step 1: notes the item whose centred offset is nearest the content offset.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        guard let collectionView = scrollView as? CollectionView else { return }
        let offsets = collectionView.centredOffsets
        startItem = ViewAligned.nearest(
            to: scrollView.contentOffset[collectionView.layoutAxis], in: offsets, among: Array(offsets.indices))
    }

    /// Rule steps 2–4: sets the target to the chosen item's centred offset.
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        guard let collectionView = scrollView as? CollectionView else { return }
        let axis = collectionView.layoutAxis
        let offsets = collectionView.centredOffsets
        guard !offsets.isEmpty else { return }
        let here = scrollView.contentOffset[axis]
        let v = velocity[axis]
        var chosen: Int
        if v > 0 {
            chosen = offsets.firstIndex { $0 > here } ?? offsets.count - 1
        } else if v < 0 {
            chosen = offsets.lastIndex { $0 < here } ?? 0
        } else {
            chosen = ViewAligned.nearest(to: here, in: offsets, among: Array(offsets.indices)) ?? 0
        }
        if let start = startItem {
            chosen = min(max(chosen, start - 1), start + 1)
        }
        chosen = min(max(chosen, 0), offsets.count - 1)
        targetContentOffset.pointee[axis] = offsets[chosen]
    }
}
