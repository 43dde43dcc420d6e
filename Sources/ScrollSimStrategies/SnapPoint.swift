import Foundation
import ScrollSim

/// Snap point, snapped scrolling (`snap-point`): the glide ends on a multiple of the cell width,
/// the next one once 30 % of a cell is passed.
///
/// Source: seed 001, Roland Leth, "UICollectionView snapping" (rolandleth.com, first variant).
///
/// Rule, at release, with `cellWidth` the item width (not width + spacing, as the article says)
/// and `snapDelta = 1 − snapPoint`:
///
///     proposedPage = target.x / max(1, cellWidth)
///     page = floor(proposedPage + snapDelta) == floor(proposedPage) && contentOffset.x <= target.x
///          ? floor(proposedPage) : floor(proposedPage + 1)
///     target.x = cellWidth · page
///
/// Worked numbers from the article: 3.25 → page 3, 3.3 → page 4.
///
/// Quirks, kept on purpose:
/// - the target is not clamped: near the end it can lie past the last offset, and the content
///   glides to the edge and bounces back to it (rests at the maximum offset).
/// - moving backwards (`contentOffset.x > target.x`) always takes `floor(proposedPage + 1)`, the
///   cell start *after* the projected point, so a backward flick stops short and may even be
///   turned around (UIKit's re-timing then puts the content on a target behind it at once:
///   docs/physics.md §5).
/// - with spacing or insets the multiples of the item width drift away from the cells.
/// - the article's "3.3 → 4" holds in floating point only because `3.3 + 0.7` rounds to `4.0`.
public final class SnapPoint: ResettableStrategy {
    /// `false`: the strategy does nothing in `scrollViewDidScroll`, so the view does not call it.
    public var implementsScrollViewDidScroll: Bool { false }

    /// The fraction of a cell past which the next cell is taken (dimensionless). Source 0.3.
    public let snapPoint: Double
    /// The cell width in points, or nil to read the layout's item width at each release.
    public let cellWidth: Double?
    /// Nothing to forget: the strategy remembers nothing between gestures.
    public func reset() {}

    /// Creates the strategy; `cellWidth` in points (nil: the layout's item width).
    public init(snapPoint: Double = 0.3, cellWidth: Double? = nil) {
        self.snapPoint = snapPoint
        self.cellWidth = cellWidth
    }

    /// The source changes nothing on the collection view.
    public func install(on collectionView: SimulatedCollectionView) {}

    /// Multiples of the cell width inside the allowed range, and both edges (see the quirks).
    public func snapOffsets(in collectionView: SimulatedCollectionView) -> [Double]? {
        collectionView.multiples(of: collectionView.cellWidth(cellWidth))
    }

    /// Applies the snapped-scrolling rule above to `targetContentOffset.pointee.x`.
    public func scrollViewWillEndDragging(
        _ scrollView: SimulatedScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        guard let collectionView = scrollView as? SimulatedCollectionView else { return }
        let cellWidth = CGFloat(collectionView.cellWidth(self.cellWidth))
        let page: CGFloat
        let snapDelta: CGFloat = 1 - CGFloat(snapPoint)
        let proposedPage = targetContentOffset.pointee.x / max(1, cellWidth)
        if floor(proposedPage + snapDelta) == floor(proposedPage)
            && scrollView.contentOffset.x <= targetContentOffset.pointee.x
        {
            page = floor(proposedPage)
        } else {
            page = floor(proposedPage + 1)
        }
        targetContentOffset.pointee = CGPoint(x: cellWidth * page, y: targetContentOffset.pointee.y)
    }
}

extension SnapPoint {
    /// The catalog's declaration of `snap-point`; the defaults are the initialiser's.
    static let catalogEntry = StrategyCatalog.Entry(
        name: "snap-point",
        summary: "Seed 001 (rolandleth), snapped scrolling: multiples of the cell width, next once 30 % passed.",
        parameters: [
            .number(
                "snapPoint", default: SnapPoint().snapPoint, .fraction, .openUnitInterval,
                "Fraction of a cell past which the next cell is taken (0 < snapPoint < 1)."),
            .number("cellWidth", default: nil, .points, .positive, "Cell width in points; default: the layout's item width."),
        ],
        needsItems: false,
        needsLayoutUnlessGiven: "cellWidth",
        make: { p in
            let (snapPoint, cellWidth) = (p.declaredNumber("snapPoint"), p.number("cellWidth"))
            return { SnapPoint(snapPoint: snapPoint, cellWidth: cellWidth) }
        })
}
