import Foundation
import ScrollSim

/// Snap point, true pagination (`snap-point-paging`): the glide ends on the cell the finger left
/// the content in, or the next one in the drag's direction once 10 % of it is passed.
///
/// Source: seed 001, Roland Leth, "UICollectionView snapping" (rolandleth.com, the "true
/// pagination" update of Feb 13, 2017).
///
/// Rule: at drag start save `startingScrollingOffset = contentOffset`. At release, with
/// `cellWidth` the item width:
///
///     offset = contentOffset.x + contentInset.left
///     proposedPage = offset / max(1, cellWidth)
///     snapDelta = offset > startingScrollingOffset.x ? 1 − snapPoint : snapPoint
///     page = floor(proposedPage + snapDelta) == floor(proposedPage)
///          ? floor(proposedPage) : floor(proposedPage + 1)
///     target.x = cellWidth · page
///
/// Worked numbers from the article (snapPoint 0.1): forward 3.1 → 4 and 3.05 → 3; backward
/// 2.89 → 2 and 2.91 → 3.
///
/// Quirks, kept on purpose:
/// - the velocity and the projected target are ignored: a fast flick moves no further than a
///   slow drag, and the result follows the finger, so a two-page drag moves two pages.
/// - `offset` includes `contentInset.left` but the starting offset does not, so with a left inset
///   a tiny backward drag counts as forward.
/// - the target is not clamped: past the last multiple the content bounces back to the edge.
/// - at zero release velocity the changed target is a jump in UIKit (and by default here).
public final class SnapPointPaging: ResettableStrategy {
    /// `false`: the strategy does nothing in `scrollViewDidScroll`, so the view does not call it.
    public var implementsScrollViewDidScroll: Bool { false }

    /// The fraction of a cell that changes page (dimensionless). Source 0.1.
    public let snapPoint: Double
    /// The cell width in points, or nil to read the layout's item width at each release.
    public let cellWidth: Double?
    /// The content offset at drag start, in points.
    public var startingScrollingOffset: CGPoint { dragStart }
    // Storage is private behind public accessors: the optimiser then sees every access and drops
    // the runtime's exclusivity check on each (about 80 instructions; docs/performance.md).
    private var dragStart = CGPoint.zero
    /// Forgets the last gesture: the state `init` leaves.
    public func reset() {
        dragStart = .zero
    }

    /// Creates the strategy; `cellWidth` in points (nil: the layout's item width).
    public init(snapPoint: Double = 0.1, cellWidth: Double? = nil) {
        self.snapPoint = snapPoint
        self.cellWidth = cellWidth
    }

    /// The source changes nothing on the collection view.
    public func install(on collectionView: SimulatedCollectionView) {}

    /// Multiples of the cell width inside the allowed range, and both edges.
    public func snapOffsets(in collectionView: SimulatedCollectionView) -> [Double]? {
        collectionView.multiples(of: collectionView.cellWidth(cellWidth))
    }

    /// Saves the starting offset, in points.
    public func scrollViewWillBeginDragging(_ scrollView: SimulatedScrollView) {
        dragStart = scrollView.contentOffset
    }

    /// Applies the true-pagination rule above to `targetContentOffset.pointee.x`.
    public func scrollViewWillEndDragging(
        _ scrollView: SimulatedScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        guard let collectionView = scrollView as? SimulatedCollectionView else { return }
        let cellWidth = CGFloat(collectionView.cellWidth(self.cellWidth))
        let page: CGFloat
        let offset = scrollView.contentOffset.x + scrollView.contentInset.left
        let proposedPage = offset / max(1, cellWidth)
        let snapPoint = CGFloat(self.snapPoint)
        let snapDelta: CGFloat = offset > dragStart.x ? (1 - snapPoint) : snapPoint
        if floor(proposedPage + snapDelta) == floor(proposedPage) {
            page = floor(proposedPage)
        } else {
            page = floor(proposedPage + 1)
        }
        targetContentOffset.pointee = CGPoint(x: cellWidth * page, y: targetContentOffset.pointee.y)
    }
}

extension SnapPointPaging {
    /// The catalog's declaration of `snap-point-paging`; the defaults are the initialiser's.
    static let catalogEntry = StrategyCatalog.Entry(
        name: "snap-point-paging",
        summary: "Seed 001 (rolandleth), true pagination: the finger's cell, or the next once 10 % of it passed.",
        parameters: [
            .number(
                "snapPoint", default: SnapPointPaging().snapPoint, .fraction, .openUnitInterval,
                "Fraction of a cell that changes page (0 < snapPoint < 1)."),
            .number("cellWidth", default: nil, .points, .positive, "Cell width in points; default: the layout's item width."),
        ],
        needsItems: false,
        needsLayoutUnlessGiven: "cellWidth",
        make: { p in
            let (snapPoint, cellWidth) = (p.declaredNumber("snapPoint"), p.number("cellWidth"))
            return { SnapPointPaging(snapPoint: snapPoint, cellWidth: cellWidth) }
        })
}
