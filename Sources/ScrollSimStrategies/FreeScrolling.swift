import ScrollSim

/// No snapping (`none`): the collection view decelerates freely, as UIKit does by default.
public final class FreeScrolling: SnappingStrategy {
    /// Creates the strategy.
    public init() {}

    /// Leaves the collection view as it is.
    public func install(on collectionView: SimulatedCollectionView) {}

    /// Free scrolling promises no resting offsets.
    public func snapOffsets(in collectionView: SimulatedCollectionView) -> [Double]? { nil }
}
