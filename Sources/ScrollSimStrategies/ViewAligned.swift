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
/// 1. at drag start, the start stop is the aligned offset nearest the content offset (items whose
///    aligned offsets clamp to the same value are one stop, `SnapStops`);
/// 2. at release, the projected resting point is UIKit's proposed target (the projection
///    `offset + sign(v) · (|v| − 0.01)/|ln d|`, clamped to the allowed range);
/// 3. each item's aligned offset is its `anchor` offset (leading, centre or trailing, aware of
///    `sectionInset` and `contentInset`), clamped to the allowed range;
/// 4. among the stops the `limit` allows (all, or those at most 1 or `n` stops from the start
///    stop), take the one nearest the projection (the lower offset on a tie);
/// 5. never against the flick: when the release velocity is not zero and that stop lies behind
///    the current offset, take instead the nearest allowed one at or ahead of the current offset,
///    if any;
/// 6. land by setting `targetContentOffset.pointee` only: the engine re-times the deceleration to
///    end there (no animated scroll).
///
/// Quirks: at zero release velocity a changed target is reached by UIKit's glide from rest
/// (0.985 per ms under 0.25 pt/ms, docs/physics.md §5); with the limit and a drag of more than one
/// item, the allowed items may all lie behind the flick, and the content is then put on the
/// target on the first frame.
public final class ViewAligned: ResettableStrategy {
    /// `false`: the strategy does nothing in `scrollViewDidScroll`, so the view does not call it.
    public var implementsScrollViewDidScroll: Bool { false }

    /// Which point of an item is aligned.
    public let anchor: ViewAlignedAnchor
    /// How far from the start item a gesture may go.
    public let limit: ViewAlignedLimit
    /// The first item aligned at the start stop, or nil before the first drag or with no items.
    public var startItem: Int? { startItemIndex }
    // Storage is private behind public accessors: the optimiser then sees every access and drops
    // the runtime's exclusivity check on each (about 80 instructions; docs/performance.md).
    private var startItemIndex: Int?
    /// The start stop's index among the distinct aligned offsets.
    private var startStop: Int?
    /// Forgets the last gesture: the state `init` leaves.
    public func reset() {
        startItemIndex = nil
        startStop = nil
    }

    /// Creates the strategy.
    public init(anchor: ViewAlignedAnchor = .leading, limit: ViewAlignedLimit = .never) {
        self.anchor = anchor
        self.limit = limit
    }

    /// View-aligned snapping changes nothing on the collection view.
    public func install(on collectionView: SimulatedCollectionView) {}

    /// Every item's aligned offset, clamped to the allowed range, in index order.
    public func snapOffsets(in collectionView: SimulatedCollectionView) -> [Double]? {
        alignedOffsets(in: collectionView)
    }

    /// Every item's aligned offset along the layout axis, clamped, in points.
    func alignedOffsets(in collectionView: SimulatedCollectionView) -> [Double] {
        let axis = collectionView.layoutAxis
        let lower = collectionView.minimumOffset(axis)
        let upper = collectionView.maximumOffset(axis)
        return collectionView.snappingLayout.frames.map {
            min(max(anchor.offset(aligning: $0, in: collectionView, axis: axis), lower), upper)
        }
    }

    /// Rule step 1: notes the stop nearest the content offset.
    public func scrollViewWillBeginDragging(_ scrollView: SimulatedScrollView) {
        guard let collectionView = scrollView as? SimulatedCollectionView else { return }
        let offsets = alignedOffsets(in: collectionView)
        let stops = SnapStops(offsets)
        let here = scrollView.contentOffset[collectionView.layoutAxis]
        startStop = stops.nearest(to: here, among: Array(stops.indices))
        startItemIndex = startStop.flatMap { stops.firstItem(at: $0, in: offsets) }
    }

    /// Rule steps 2–6: sets the target to the chosen stop.
    public func scrollViewWillEndDragging(
        _ scrollView: SimulatedScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        guard let collectionView = scrollView as? SimulatedCollectionView else { return }
        let axis = collectionView.layoutAxis
        let stops = SnapStops(alignedOffsets(in: collectionView))
        guard !stops.isEmpty else { return }
        let allowed = stops.indices(within: limit.reach, of: startStop)
        let projected = targetContentOffset.pointee[axis]
        let here = scrollView.contentOffset[axis]
        let v = velocity[axis]
        guard var chosen = stops.nearest(to: projected, among: allowed) else { return }
        if v != 0 && (stops.offsets[chosen] - here) * v < 0 {
            let ahead = allowed.filter { (stops.offsets[$0] - here) * v >= 0 }
            chosen = stops.nearest(to: here, among: ahead) ?? chosen
        }
        targetContentOffset.pointee[axis] = stops.offsets[chosen]
    }
}

extension ViewAligned {
    /// The catalog's declaration of `view-aligned`; the defaults are the initialiser's.
    static let catalogEntry: StrategyCatalog.Entry = {
        let defaults = ViewAligned()
        let anchor = defaults.anchor
        let limitWord = defaults.limit.description
        let limitParameter = StrategyParameterDescriptor(
            name: "limitBehavior", kind: .text, defaultValue: .text(limitWord),
            summary: "How far from the drag-start item's stop, in distinct offsets: never (no limit), always (one stop) or a whole number N ≥ 1.",
            words: ["never", "always"], pattern: ViewAlignedLimit.pattern,
            patternDescription: "never, always or a whole number ≥ 1")
        return StrategyCatalog.Entry(
            name: "view-aligned",
            summary: "SwiftUI .viewAligned / CSS mandatory snapping: the item anchor nearest the projection.",
            parameters: [
                StrategyParameterDescriptor(
                    name: "anchor", kind: .text, defaultValue: .text(anchor.rawValue),
                    summary: "The item point aligned: leading, center or trailing (sectionInset-aware).",
                    choices: ViewAlignedAnchor.allCases.map(\.rawValue)),
                limitParameter,
            ],
            needsItems: true,
            make: { p in
                let word = p.text("limitBehavior") ?? limitWord
                guard let limit = ViewAlignedLimit(parsing: word) else {
                    throw StrategyError.invalidParameter(
                        strategy: "view-aligned", parameter: "limitBehavior",
                        expected: limitParameter.requirement, found: word)
                }
                let chosen = p.text("anchor").flatMap(ViewAlignedAnchor.init(rawValue:)) ?? anchor
                return { ViewAligned(anchor: chosen, limit: limit) }
            })
    }()
}
