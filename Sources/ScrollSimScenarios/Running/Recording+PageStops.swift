import Foundation
import ScrollSim
import ScrollSimStrategies

extension Recording {
    /// The most stops a run keeps for drawing (a page draws no more cells either).
    static let mostPageStops = 3000

    /// A recording starting at `view` (`init(startingAt:)`) that also keeps, for drawing its pages,
    /// the offsets the view's snapping strategy promises to rest on (`SnappingStrategy.snapOffsets`)
    /// when the view does not page itself.
    init(drawing view: SimulatedScrollView) {
        self.init(startingAt: view)
        geometry.pageStops = Self.pageStops(of: view)
    }

    /// The stops of the strategy set as `view`'s delegate along its layout's axis: nil for a view
    /// that pages itself (its pages are the bounds' multiples), a delegate that is not a snapping
    /// strategy or promises none, and a grid of more than `mostPageStops` steps.
    ///
    /// The strategies that rest on multiples of a step (`peek`, `snap-point`, `snap-point-paging`)
    /// make one stop per step across the whole content, so a step given as a tiny parameter would
    /// make billions: their step is checked against the content's length before they are asked.
    static func pageStops(of view: SimulatedScrollView) -> PageStops? {
        guard !view.isPagingEnabled, let collectionView = view as? SimulatedCollectionView,
            let strategy = view.delegate as? SnappingStrategy
        else { return nil }
        let axis = collectionView.snappingLayout.scrollDirection.axis
        let span = collectionView.maximumOffset(axis) - collectionView.minimumOffset(axis)
        func itemWidth() -> Double { Double(collectionView.snappingLayout.sizeForItem(at: 0).width) }
        let step: Double? =
            switch strategy {
            case let peek as Peek: peek.itemWidth(forWidth: Double(collectionView.bounds.width)) + peek.cellSpacing
            case let snap as SnapPoint: snap.cellWidth ?? itemWidth()
            case let snap as SnapPointPaging: snap.cellWidth ?? itemWidth()
            default: nil
            }
        if let step, !(span / step <= Double(mostPageStops)) { return nil }
        guard let offsets = strategy.snapOffsets(in: collectionView) else { return nil }
        return PageStops(axis: axis, offsets: Array(offsets.prefix(mostPageStops)))
    }
}
