import Foundation
import ScrollSim

/// Peek (`peek`): one card per gesture, with the neighbours peeking in on both sides.
///
/// Source: seed 002, Maher Santina, "How to create cells that peek on the sides like iOS 11 App
/// Store" (2018), the pod MSPeekCollectionViewDelegateImplementation as that article describes it.
///
/// Layout (set by `install(on:)`, as the pod's flow-layout delegate methods do): item width
/// `max(0, width − 2 · (cellSpacing + cellPeekWidth))`, section insets left and right
/// `cellSpacing + cellPeekWidth`, line spacing `cellSpacing`, inter-item spacing 0, and `.fast`
/// deceleration.
///
/// Rule: at drag start save the offset `S`. At release, with `target` the proposed target:
///
///     coefficient = Int(clamp((target.x − S) / scrollThreshold, −1, 1))   // truncates
///     index = round(S / itemWidth)
///     target.x = (index + coefficient) · (itemWidth + cellSpacing)
///
/// so the coefficient is ±1 only when the projected travel reaches the threshold.
///
/// Quirks, kept on purpose:
/// - `index` divides by the item width, not the pitch `itemWidth + cellSpacing`. At page `k`
///   (offset `k · pitch`) it computes `round(k · (1 + cellSpacing/itemWidth))`, which is `k` only
///   while `k · cellSpacing/itemWidth < 0.5`. With width 375, spacing 20 and peek 20 (item 295)
///   that is pages 0…7: from page 8 on, the index is one too high, a tap-sized drag jumps a page
///   forward, and the error grows by one page every 14.75 pages.
/// - neither the index nor the target is clamped: a backward flick at page 0 started inside the
///   first item (index 0) aims at `−pitch`, and a forward one at the last page aims past the end;
///   the content then bounces back to the edge.
/// - the velocity counts only through the projected target; at zero velocity the target is the
///   release offset, so a slow 60 pt drag changes page and a fast short flick may too.
public final class Peek: ResettableStrategy {
    /// `false`: the strategy does nothing in `scrollViewDidScroll`, so the view does not call it.
    public var implementsScrollViewDidScroll: Bool { false }

    /// The gap between cards, in points. Pod default 20.
    public let cellSpacing: Double
    /// How much of each neighbour shows, in points. Pod default 20.
    public let cellPeekWidth: Double
    /// The projected travel that changes card, in points. Pod default 50.
    public let scrollThreshold: Double
    /// The content offset at drag start, in points.
    public var currentScrollOffset: CGPoint { dragStart }
    // Storage is private behind public accessors: the optimiser then sees every access and drops
    // the runtime's exclusivity check on each (about 80 instructions; docs/performance.md).
    private var dragStart = CGPoint.zero
    /// Forgets the last gesture: the state `init` leaves.
    public func reset() {
        dragStart = .zero
    }

    /// Creates the strategy; all values in points.
    public init(cellSpacing: Double = 20, cellPeekWidth: Double = 20, scrollThreshold: Double = 50) {
        self.cellSpacing = cellSpacing
        self.cellPeekWidth = cellPeekWidth
        self.scrollThreshold = scrollThreshold
    }

    /// The item width for a collection view `width` points wide, in points.
    public func itemWidth(forWidth width: Double) -> Double {
        max(0, width - 2 * (cellSpacing + cellPeekWidth))
    }

    /// Lays the collection view out as the pod does and sets `.fast` deceleration.
    public func install(on collectionView: SimulatedCollectionView) {
        let layout = collectionView.snappingLayout
        let width = Double(collectionView.bounds.width)
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: itemWidth(forWidth: width), height: Double(layout.itemSize.height))
        layout.itemSizes = nil
        let side = CGFloat(cellSpacing + cellPeekWidth)
        layout.sectionInset = UIEdgeInsets(top: layout.sectionInset.top, left: side, bottom: layout.sectionInset.bottom, right: side)
        layout.minimumLineSpacing = CGFloat(cellSpacing)
        layout.minimumInteritemSpacing = 0
        collectionView.decelerationRate = .fast
    }

    /// Multiples of the pitch `itemWidth + cellSpacing` inside the allowed range, and both edges.
    public func snapOffsets(in collectionView: SimulatedCollectionView) -> [Double]? {
        collectionView.multiples(of: itemWidth(forWidth: Double(collectionView.bounds.width)) + cellSpacing)
    }

    /// Saves the drag-start offset S, in points.
    public func scrollViewWillBeginDragging(_ scrollView: SimulatedScrollView) {
        dragStart = scrollView.contentOffset
    }

    /// Applies the peek rule above to `targetContentOffset.pointee.x`.
    public func scrollViewWillEndDragging(
        _ scrollView: SimulatedScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        let target = targetContentOffset.pointee
        let itemWidth = CGFloat(self.itemWidth(forWidth: Double(scrollView.bounds.width)))
        let currentScrollDistance = target.x - dragStart.x
        // The seed's `Int(…)` conversions, saturating instead of trapping on a value no index can
        // hold (a NaN distance, an offset of 1e12 over a 1 pt item): `Int(saturating:)`.
        let coefficient = Int(saturating: Double(max(-1, min(currentScrollDistance / CGFloat(scrollThreshold), 1))))
        // max(1, …) only guards the division when the view is narrower than the peeks.
        let currentIndex = Int(saturating: Double((dragStart.x / max(1, itemWidth)).rounded()))
        let adjacentItemIndex = currentIndex + coefficient
        let adjacentItemOffsetX = CGFloat(adjacentItemIndex) * (itemWidth + CGFloat(cellSpacing))
        targetContentOffset.pointee = CGPoint(x: adjacentItemOffsetX, y: target.y)
    }
}

extension Peek {
    /// The catalog's declaration of `peek`; the defaults are the initialiser's.
    static let catalogEntry: StrategyCatalog.Entry = {
        let defaults = Peek()
        return StrategyCatalog.Entry(
            name: "peek",
            summary: "Seed 002 (MSPeekCollectionViewDelegateImplementation): one card per gesture, neighbours peeking.",
            parameters: [
                .number(
                    "cellSpacing", default: defaults.cellSpacing, .points, .nonNegative,
                    "Gap between cards, in points (the layout's line spacing)."),
                .number(
                    "cellPeekWidth", default: defaults.cellPeekWidth, .points, .nonNegative,
                    "Visible part of each neighbour, in points."),
                .number(
                    "scrollThreshold", default: defaults.scrollThreshold, .points, .positive,
                    "Projected travel that changes card, in points."),
            ],
            needsItems: false,
            make: { p in
                let (spacing, peek, threshold) = (
                    p.declaredNumber("cellSpacing"), p.declaredNumber("cellPeekWidth"), p.declaredNumber("scrollThreshold")
                )
                return { Peek(cellSpacing: spacing, cellPeekWidth: peek, scrollThreshold: threshold) }
            })
    }()
}
