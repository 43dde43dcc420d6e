import ScrollSim

/// No snapping (`none`): the collection view decelerates freely, as UIKit does by default.
public final class FreeScrolling: ResettableStrategy {
    /// `false`: the strategy does nothing in `scrollViewDidScroll`, so the view does not call it.
    public var implementsScrollViewDidScroll: Bool { false }
    /// Nothing to forget: the strategy remembers nothing between gestures.
    public func reset() {}

    /// Creates the strategy.
    public init() {}

    /// Leaves the collection view as it is.
    public func install(on collectionView: SimulatedCollectionView) {}

    /// Free scrolling promises no resting offsets.
    public func snapOffsets(in collectionView: SimulatedCollectionView) -> [Double]? { nil }
}

extension FreeScrolling {
    /// The catalog's declaration of `none`.
    static let catalogEntry = StrategyCatalog.Entry(
        name: "none", summary: "No snapping: UIKit's free deceleration.", parameters: [], needsItems: false,
        make: { _ in { FreeScrolling() } })
}
