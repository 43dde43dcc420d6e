import ScrollSim

/// Puts a view that a sweep runs again and again back before each cell: its state before the
/// first cell, restored in place (`restoreState(from:)`), and its delegate reset without a retain
/// when it can forget (`ResettableDelegate`). The scenario sweep's `SweepWorker` and
/// `DelegateSweep`'s reused views share it.
final class ViewRestorer {
    /// The view's state before any cell. Unchecked: `restore(_:)` is its only user after `init`
    /// and holds one access at a time, and a worker runs one cell at a time.
    @exclusivity(unchecked) private var start: ScrollViewState
    /// Resets the delegate; nil when it cannot forget.
    private let resetter: DelegateResetter?

    /// Saves `view`'s state now; `delegate`, when given, is reset by each `restore(_:)` and must be
    /// held by the caller for as long as this is used.
    init(saving view: SimulatedScrollView, resetting delegate: (any ResettableDelegate)?) {
        start = view.saveState()
        resetter = delegate.map { DelegateResetter.of($0) }
    }

    /// Puts `view` back as it was saved and resets the delegate; false when there is no delegate
    /// to reset (the caller makes a fresh one).
    func restore(_ view: SimulatedScrollView) -> Bool {
        withUnsafePointer(to: &start) { view.restoreState(from: $0) }
        guard let resetter else { return false }
        resetter.reset()
        return true
    }
}
