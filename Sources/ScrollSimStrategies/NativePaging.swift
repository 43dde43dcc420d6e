import ScrollSim

/// Native paging (`native-paging`): `isPagingEnabled = true`, no delegate code.
///
/// Source: UIKit ("the scroll view stops on multiples of the scroll view's bounds"); seeds 000 and
/// 003 warn that once the layout has section insets or line spacing, the pages (multiples of the
/// bounds width) no longer line up with the cards: with bounds 375, items 280, insets 20 and
/// spacing 16, a one-page flick rests at 375 while card 1 is centred at 268.5.
public final class NativePaging: ResettableStrategy {
    /// `false`: the strategy does nothing in `scrollViewDidScroll`, so the view does not call it.
    public var implementsScrollViewDidScroll: Bool { false }
    /// Nothing to forget: the strategy remembers nothing between gestures.
    public func reset() {}

    /// Creates the strategy.
    public init() {}

    /// Turns on `isPagingEnabled`.
    public func install(on collectionView: SimulatedCollectionView) {
        collectionView.isPagingEnabled = true
    }

    /// Multiples of the bounds size from the minimum offset, clamped to the allowed range.
    public func snapOffsets(in collectionView: SimulatedCollectionView) -> [Double]? {
        let axis = collectionView.snappingLayout.scrollDirection.axis
        let minimum = collectionView.minimumOffset(axis)
        let maximum = collectionView.maximumOffset(axis)
        let page = collectionView.boundsSize[axis]
        var result: [Double] = []
        var x = minimum
        while x < maximum {
            result.append(x)
            x += page
        }
        result.append(maximum)
        return result
    }
}

extension NativePaging {
    /// The catalog's declaration of `native-paging`.
    static let catalogEntry = StrategyCatalog.Entry(
        name: "native-paging", summary: "isPagingEnabled: stops on multiples of the bounds size.",
        parameters: [], needsItems: false, make: { _ in { NativePaging() } })
}
