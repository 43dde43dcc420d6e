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
/// 1. the stops are the items' centred offsets, clamped to the allowed range, with items that
///    clamp to the same offset counted as one stop (`SnapStops`);
/// 2. at drag start, the start stop is the one nearest the content offset;
/// 3. at release with velocity `v` along the axis: `v > 0` takes the first stop beyond the current
///    offset (the last if none), `v < 0` the last one before it (the first if none), `v = 0` the
///    stop nearest the current offset;
/// 4. the choice is limited to one stop from the start stop;
/// 5. the target is that stop, set through `targetContentOffset.pointee` only (the engine re-times
///    the deceleration).
///
/// Counting stops rather than items matters near the ends: with items 100 wide, spacing 10 and a
/// 375 pt view, items 0 and 1 both centre at offsets below 0 and clamp to 0. Counted as items, the
/// only neighbour of item 0 would be item 1, at the same offset, and the view could never leave 0.
///
/// Quirk: a drag of more than one item followed by a flick the same way is pulled back to the stop
/// next to the start, against the flick (UIKit's re-timing then keeps the flick's speed at a
/// faster decay, and the content is put on the target once it passes it: docs/physics.md §5).
public final class GroupPagingCentered: ResettableStrategy {
    /// `false`: the strategy does nothing in `scrollViewDidScroll`, so the view does not call it.
    public var implementsScrollViewDidScroll: Bool { false }

    /// The first item centred at the start stop, or nil before the first drag or with no items.
    public var startItem: Int? { startItemIndex }
    // Storage is private behind public accessors: the optimiser then sees every access and drops
    // the runtime's exclusivity check on each (about 80 instructions; docs/performance.md).
    private var startItemIndex: Int?
    /// The start stop's index among the distinct centred offsets.
    private var startStop: Int?
    /// Forgets the last gesture: the state `init` leaves.
    public func reset() {
        startItemIndex = nil
        startStop = nil
    }

    /// Creates the strategy.
    public init() {}

    /// Sets `.fast` deceleration, as orthogonal paging sections feel.
    public func install(on collectionView: SimulatedCollectionView) {
        collectionView.decelerationRate = .fast
    }

    /// The centred offset of every item, clamped to the allowed range.
    public func snapOffsets(in collectionView: SimulatedCollectionView) -> [Double]? {
        collectionView.centeredOffsets
    }

    /// Rule step 2: notes the stop nearest the content offset.
    public func scrollViewWillBeginDragging(_ scrollView: SimulatedScrollView) {
        guard let collectionView = scrollView as? SimulatedCollectionView else { return }
        let offsets = collectionView.centeredOffsets
        let stops = SnapStops(offsets)
        startStop = stops.nearest(to: scrollView.contentOffset[collectionView.layoutAxis], among: Array(stops.indices))
        startItemIndex = startStop.flatMap { stops.firstItem(at: $0, in: offsets) }
    }

    /// Rule steps 3–5: sets the target to the chosen stop.
    public func scrollViewWillEndDragging(
        _ scrollView: SimulatedScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        guard let collectionView = scrollView as? SimulatedCollectionView else { return }
        let axis = collectionView.layoutAxis
        let stops = SnapStops(collectionView.centeredOffsets)
        guard !stops.isEmpty else { return }
        let here = scrollView.contentOffset[axis]
        let v = velocity[axis]
        let all = Array(stops.indices)
        var chosen: Int
        if v > 0 {
            chosen = stops.offsets.firstIndex { $0 > here } ?? stops.offsets.count - 1
        } else if v < 0 {
            chosen = stops.offsets.lastIndex { $0 < here } ?? 0
        } else {
            chosen = stops.nearest(to: here, among: all) ?? 0
        }
        let allowed = stops.indices(within: 1, of: startStop)
        chosen = min(max(chosen, allowed[0]), allowed[allowed.count - 1])
        targetContentOffset.pointee[axis] = stops.offsets[chosen]
    }
}

extension GroupPagingCentered {
    /// The catalog's declaration of `group-paging-centered`.
    static let catalogEntry = StrategyCatalog.Entry(
        name: "group-paging-centered",
        summary: "Compositional layout .groupPagingCentered: one item pitch per gesture, centred.",
        parameters: [], needsItems: true, make: { _ in { GroupPagingCentered() } })
}
