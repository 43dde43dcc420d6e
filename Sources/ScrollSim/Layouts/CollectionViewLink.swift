/// A layout's reference to its collection view (`CollectionViewLayout.collectionViewLink`): read
/// like a weak reference (nil once the view is gone), but the view marks the link dead in its
/// `deinit` instead of the runtime tracking a weak reference. Only a collection view makes one.
///
/// An object with a weak reference to it keeps its reference count in a side table, where every
/// retain and release takes a slow path; the view is retained and released around its callbacks,
/// so a weak reference from the layout cost about a twentieth of a sweep (`perf`).
public final class CollectionViewLink {
    /// Valid while `isAlive`: the view clears that before it goes.
    private unowned(unsafe) let target: SimulatedCollectionView
    private var isAlive = true

    init(_ view: SimulatedCollectionView) {
        target = view
    }

    /// The view, or nil once it was deinitialised.
    public var view: SimulatedCollectionView? { isAlive ? target : nil }

    /// Called by the view's `deinit`.
    func invalidate() {
        isAlive = false
    }
}
