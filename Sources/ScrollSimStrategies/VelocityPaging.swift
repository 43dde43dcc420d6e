import Foundation
import ScrollSim

/// Velocity paging (`velocity-paging`): the nearest card, or the next one for a flick faster than
/// 1 pt/ms, centred by an animated `scrollToItem`.
///
/// Source: seed 003, "为 UICollectionView 手动添加滑动到下一页手势" ("Adding a swipe-to-next-page
/// gesture to UICollectionView by hand"), the `PortfolioTableViewCell` delegate.
///
/// Rule, at release:
/// 1. `targetContentOffset.pointee = contentOffset` (no glide);
/// 2. `newIndex = lroundf(contentOffset.x / itemWidth)`, with `itemWidth` the item width;
/// 3. if `newIndex` equals the current page (the source's `pageControl.currentPage`):
///    `velocity.x > 1` adds one, `velocity.x < −1` subtracts one (strict, in pt/ms);
/// 4. clamp to `0…count − 1`, then `scrollToItem(at: newIndex, at: .centeredHorizontally,
///    animated: true)`; the current page becomes `newIndex` (as the page control would).
///
/// Quirks, kept on purpose:
/// - the index divides the offset by the item width, not the pitch, and ignores the section
///   inset and the centring shift, so with narrow items the rounding picks the wrong card.
/// - a flick only adds a page when the finger left the content on the current page; a 0.6-page
///   drag (index already +1) plus a fast flick still moves one page, not two.
/// - it follows the finger: a two-page drag moves two pages.
/// - a release at 1 pt/ms exactly (1000 pt/s) does not count as a flick.
/// - `lroundf` works in `Float`, rounding halves away from zero.
///
/// Source defaults (its scenario): `minimumLineSpacing` 8, `minimumInteritemSpacing` 8,
/// `sectionInset` left/right 16; this project uses 375-wide bounds with 343 × 150 items.
public final class VelocityPaging: ResettableStrategy {
    /// `false`: the strategy does nothing in `scrollViewDidScroll`, so the view does not call it.
    public var implementsScrollViewDidScroll: Bool { false }

    /// The item width in points, or nil to read the layout's item width at each release.
    public let itemWidth: Double?
    /// The flick speed above which the page changes, in pt/ms (strict). Source 1.
    public let flickVelocity: Double
    /// The page the strategy believes is shown (the source's `pageControl.currentPage`).
    public var currentPage: Int {
        get { page }
        set { page = newValue }
    }
    // Storage is private behind public accessors: the optimiser then sees every access and drops
    // the runtime's exclusivity check on each (about 80 instructions; docs/performance.md).
    private var page = 0
    /// Forgets the last gesture: the state `init` leaves.
    public func reset() {
        page = 0
    }

    /// Creates the strategy; `itemWidth` in points (nil: the layout's), `flickVelocity` in pt/ms.
    public init(itemWidth: Double? = nil, flickVelocity: Double = 1) {
        self.itemWidth = itemWidth
        self.flickVelocity = flickVelocity
    }

    /// The source changes nothing on the collection view (paging stays off).
    public func install(on collectionView: SimulatedCollectionView) {
        collectionView.isPagingEnabled = false
    }

    /// The offsets centring each item, clamped to the allowed range.
    public func snapOffsets(in collectionView: SimulatedCollectionView) -> [Double]? {
        collectionView.centeredOffsets
    }

    /// Applies the rule above: stops the glide and scrolls to the chosen item.
    public func scrollViewWillEndDragging(
        _ scrollView: SimulatedScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        targetContentOffset.pointee = scrollView.contentOffset
        guard let collectionView = scrollView as? SimulatedCollectionView else { return }
        let itemWidth = CGFloat(self.itemWidth ?? Double(collectionView.snappingLayout.sizeForItem(at: 0).width))
        let scaleIndex = scrollView.contentOffset.x / itemWidth
        let oldIndex = page
        var newIndex = lroundf(Float(scaleIndex))
        if newIndex == oldIndex {
            let speedX = velocity.x
            if speedX > CGFloat(flickVelocity) {
                newIndex += 1
            } else if speedX < -CGFloat(flickVelocity) {
                newIndex -= 1
            }
        }
        let count = collectionView.numberOfItems(inSection: 0)
        newIndex = max(0, newIndex)
        newIndex = min(newIndex, count - 1)
        // With no items the index is −1: the collection view ignores it and the page stays.
        guard newIndex >= 0 else { return }
        collectionView.scrollToItem(at: IndexPath(item: newIndex, section: 0), at: .centeredHorizontally, animated: true)
        page = newIndex
    }
}

extension VelocityPaging {
    /// The catalog's declaration of `velocity-paging`; the default is the initialiser's.
    static let catalogEntry = StrategyCatalog.Entry(
        name: "velocity-paging",
        summary: "Seed 003: the nearest card by offset/itemWidth, or the next for a flick over 1 pt/ms; scrollToItem.",
        parameters: [
            .number("itemWidth", default: nil, .points, .positive, "Item width in points; default: the layout's item width."),
            .number(
                "flickVelocity", default: VelocityPaging().flickVelocity, .pointsPerMillisecond, .nonNegative,
                "Release speed above which the page changes, in pt/ms (strict)."),
        ],
        needsItems: true,
        make: { p in
            let (itemWidth, flick) = (p.number("itemWidth"), p.declaredNumber("flickVelocity"))
            return { VelocityPaging(itemWidth: itemWidth, flickVelocity: flick) }
        })
}
