import ScrollSim

/// A snapping strategy: delegate code that decides where a collection view comes to rest.
///
/// A strategy is a `ScrollViewDelegate` (so its callbacks run exactly where UIKit would make
/// them) that also knows how to set up the collection view it is written for, and which offsets
/// it promises to rest on, so that property checks can hold it to that promise.
public protocol SnappingStrategy: ScrollViewDelegate {
    /// Sets up `collectionView` as the strategy's source does (deceleration rate, paging, layout
    /// metrics or a layout subclass). Called once, before the first gesture.
    func install(on collectionView: SimulatedCollectionView)

    /// The offsets, in points along the layout's scroll direction, on which a run with this
    /// strategy may come to rest, or nil when it promises none (free scrolling).
    func snapOffsets(in collectionView: SimulatedCollectionView) -> [Double]?
}

/// A strategy that can be put back as `init` left it (`ResettableDelegate.reset()`), so that a
/// sweep runs every cell of a chunk on one object (set once as the view's delegate) instead of
/// making one per cell. Every bundled strategy is one.
public protocol ResettableStrategy: SnappingStrategy, ResettableDelegate {}
