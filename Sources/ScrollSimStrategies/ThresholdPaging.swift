import Foundation
import ScrollSim

/// Threshold paging (`threshold-paging`): one page per drag once the finger has moved 50 pt.
///
/// Source: seed 000, Artem Ekimov, "How to Add Horizontal Paging with Snapping Effect in
/// UICollectionView" (ITNEXT, 2023; repository aekimov/HorizontalPagingCollectionView).
///
/// Rule, at release (`scrollViewWillEndDragging`):
/// 1. `targetContentOffset.pointee = contentOffset` (the glide is cancelled);
/// 2. `afterOffset = contentOffset`; with `beforeOffset` saved at drag start, if
///    `afterOffset.x − beforeOffset.x ≥ threshold` the page index goes up by one, if `≤ −threshold`
///    down by one (both inclusive), else it stays. The release velocity is ignored;
/// 3. the page index is clamped to `0…count − 1` by two separate assignments;
/// 4. `scrollToItem(at: pageIndex, at: .centeredHorizontally, animated: true)`, always, even when
///    the page did not change.
///
/// Quirks, kept on purpose:
/// - `pageIndex`'s `didSet` reports `(old, new)` on every assignment, so a flick past the last
///   page reports twice: `(4, 5)` then `(5, 4)`. The reports are kept in `pageChanges`.
/// - the page index is the strategy's own count of pages, not read from the offset: content moved
///   by other means (a `setContentOffset`) is not noticed until the next drag.
/// - a fast flick moves one page only, and a slow 60 pt drag moves a whole page.
/// - the animated scroll starts from where the finger left the content, even when overscrolled.
///
/// Source defaults (its scenario): bounds 375 wide, items 280 × 250, `sectionInset` left/right 20,
/// `minimumLineSpacing` 16, 5 items, `.fast` deceleration (set by `install(on:)`).
public final class ThresholdPaging: ResettableStrategy {
    /// `false`: the strategy does nothing in `scrollViewDidScroll`, so the view does not call it.
    public var implementsScrollViewDidScroll: Bool { false }

    /// One report of the `pageIndex` `didSet`: the previous and the new value.
    public struct PageChange: Hashable, Sendable, CustomStringConvertible {
        /// The page index before the assignment.
        public var old: Int
        /// The page index after the assignment.
        public var new: Int

        /// Creates a report.
        public init(old: Int, new: Int) {
            self.old = old
            self.new = new
        }

        /// `(old, new)`, as the source's `didSet` reports it.
        public var description: String { "(\(old), \(new))" }
    }

    /// The distance the content must move between drag start and release to change page, in
    /// points (inclusive). Source value 50.
    public let threshold: Double
    /// The page (item) the strategy believes is centred. Every assignment is reported, as the
    /// source's `didSet` does.
    public var pageIndex: Int {
        get { page }
        set {
            let old = page
            page = newValue
            changes.append(PageChange(old: old, new: newValue))
        }
    }
    /// Every `(old, new)` report of `pageIndex`'s `didSet`, in order.
    public var pageChanges: [PageChange] { changes }
    /// The content offset at drag start, in points.
    public var beforeOffset: CGPoint { dragStart }
    /// The content offset at the last release, in points.
    public var afterOffset: CGPoint { releaseOffset }
    // Storage is private behind public accessors: the optimiser then sees every access and drops
    // the runtime's exclusivity check on each (about 80 instructions; docs/performance.md).
    private var page = 0
    private var changes: [PageChange] = []
    private var dragStart = CGPoint.zero
    private var releaseOffset = CGPoint.zero
    /// Forgets the last gesture: the state `init` leaves.
    public func reset() {
        page = 0
        changes.removeAll(keepingCapacity: true)
        dragStart = .zero
        releaseOffset = .zero
    }

    /// Creates the strategy; `threshold` in points.
    public init(threshold: Double = 50) {
        self.threshold = threshold
    }

    /// Sets `.fast` deceleration, as the source's collection view does.
    public func install(on collectionView: SimulatedCollectionView) {
        collectionView.decelerationRate = .fast
    }

    /// The offsets centring each item, clamped to the allowed range.
    public func snapOffsets(in collectionView: SimulatedCollectionView) -> [Double]? {
        collectionView.centeredOffsets
    }

    /// Forgets the page reports (the page index is kept).
    public func clearPageChanges() { changes.removeAll() }

    /// Saves `beforeOffset`, in points.
    public func scrollViewWillBeginDragging(_ scrollView: SimulatedScrollView) {
        dragStart = scrollView.contentOffset
    }

    /// Applies the threshold rule above: stops the glide and scrolls to the page's item.
    public func scrollViewWillEndDragging(
        _ scrollView: SimulatedScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        targetContentOffset.pointee = scrollView.contentOffset
        releaseOffset = scrollView.contentOffset
        guard let collectionView = scrollView as? SimulatedCollectionView else { return }
        let moved = Double(releaseOffset.x - dragStart.x)
        if moved >= threshold {
            pageIndex += 1
        } else if moved <= -threshold {
            pageIndex -= 1
        }
        let count = collectionView.numberOfItems(inSection: 0)
        if pageIndex > count - 1 { pageIndex = count - 1 }
        if pageIndex < 0 { pageIndex = 0 }
        // With no items the index path is out of range: the collection view ignores it.
        collectionView.scrollToItem(at: IndexPath(item: pageIndex, section: 0), at: .centeredHorizontally, animated: true)
    }
}

extension ThresholdPaging {
    /// The catalog's declaration of `threshold-paging`; the default is the initialiser's.
    static let catalogEntry = StrategyCatalog.Entry(
        name: "threshold-paging",
        summary: "Seed 000 (aekimov): one page once the drag reaches ±threshold, centred by scrollToItem.",
        parameters: [
            .number(
                "threshold", default: ThresholdPaging().threshold, .points, .positive,
                "Drag distance that changes page, in points (inclusive).")
        ],
        needsItems: true,
        make: { p in
            let threshold = p.declaredNumber("threshold")
            return { ThresholdPaging(threshold: threshold) }
        })
}
