import Foundation
import ScrollSim

/// View-aligned snapping (`view-aligned`): the glide is re-timed to end with the item nearest to
/// the projected resting point aligned, like SwiftUI's `.scrollTargetBehavior(.viewAligned)` and
/// CSS `scroll-snap-type: x mandatory`.
///
/// Source: today's platforms (SwiftUI `ViewAlignedScrollTargetBehavior`, CSS Scroll Snap 1), not a
/// seed; written for this project.
///
/// Rule:
/// 1. at drag start, the start item is the one whose aligned offset is nearest the content offset;
/// 2. at release, the projected resting point is UIKit's proposed target (the projection
///    `offset + sign(v) · (|v| − 0.01)/|ln d|`, clamped to the allowed range);
/// 3. each item's aligned offset is its `anchor` offset (leading, centre or trailing, aware of
///    `sectionInset` and `contentInset`), clamped to the allowed range;
/// 4. among the items the `limit` allows (all, or those at most 1 or `n` items from the start item),
///    take the one whose aligned offset is nearest the projection (the lower index on a tie);
/// 5. never against the flick: when the release velocity is not zero and that offset lies behind
///    the current offset, take instead the nearest allowed one at or ahead of the current offset,
///    if any;
/// 6. land by setting `targetContentOffset.pointee` only: the engine re-times the deceleration to
///    end there (no animated scroll).
///
/// Quirks: at zero release velocity a changed target is a jump, in UIKit as in this engine by
/// default (`SimulationSettings.changedTargetAtRest`); with the limit and a drag of more than one
/// item, the allowed items may all lie behind the flick, and the engine then applies
/// `SimulationSettings.targetOppositeToFlick`.
public final class ViewAligned: SnappingStrategy {
    /// Which point of an item is aligned.
    public let anchor: ViewAlignedAnchor
    /// How far from the start item a gesture may go.
    public let limit: ViewAlignedLimit
    /// The item aligned at drag start, or nil before the first drag or with no items.
    public private(set) var startItem: Int?

    /// Creates the strategy.
    public init(anchor: ViewAlignedAnchor = .leading, limit: ViewAlignedLimit = .never) {
        self.anchor = anchor
        self.limit = limit
    }

    /// View-aligned snapping changes nothing on the collection view.
    public func install(on collectionView: CollectionView) {}

    /// Every item's aligned offset, clamped to the allowed range, in index order.
    public func snapOffsets(in collectionView: CollectionView) -> [Double]? {
        alignedOffsets(in: collectionView)
    }

    /// Every item's aligned offset along the layout axis, clamped, in points.
    func alignedOffsets(in collectionView: CollectionView) -> [Double] {
        let axis = collectionView.layoutAxis
        let lower = collectionView.minimumOffset(axis), upper = collectionView.maximumOffset(axis)
        return collectionView.collectionViewLayout.frames.map {
            min(max(anchor.offset(aligning: $0, in: collectionView, axis: axis), lower), upper)
        }
    }

    /// Rule step 1: notes the item whose aligned offset is nearest the content offset.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        guard let collectionView = scrollView as? CollectionView else { return }
        let offsets = alignedOffsets(in: collectionView)
        let here = scrollView.contentOffset[collectionView.layoutAxis]
        startItem = Self.nearest(to: here, in: offsets, among: Array(offsets.indices))
    }

    /// Rule steps 2–6: sets the target to the chosen item's aligned offset.
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        guard let collectionView = scrollView as? CollectionView else { return }
        let axis = collectionView.layoutAxis
        let offsets = alignedOffsets(in: collectionView)
        guard !offsets.isEmpty else { return }
        var allowed = Array(offsets.indices)
        if let reach = limit.reach, let start = startItem, start < offsets.count {
            allowed = Array(max(0, start - reach)...min(offsets.count - 1, start + reach))
        }
        let projected = targetContentOffset.pointee[axis]
        let here = scrollView.contentOffset[axis]
        let v = velocity[axis]
        guard var chosen = Self.nearest(to: projected, in: offsets, among: allowed) else { return }
        if v != 0 && (offsets[chosen] - here) * v < 0 {
            let ahead = allowed.filter { (offsets[$0] - here) * v >= 0 }
            chosen = Self.nearest(to: here, in: offsets, among: ahead) ?? chosen
        }
        targetContentOffset.pointee[axis] = offsets[chosen]
    }

    /// The index among `candidates` whose offset is nearest `point` (the first on a tie).
    static func nearest(to point: Double, in offsets: [Double], among candidates: [Int]) -> Int? {
        var best: Int?
        for i in candidates where best == nil || abs(offsets[i] - point) < abs(offsets[best!] - point) {
            best = i
        }
        return best
    }
}
