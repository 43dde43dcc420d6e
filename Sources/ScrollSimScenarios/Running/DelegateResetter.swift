import ScrollSim

/// Calls a delegate's `reset()` without retaining it, valid while something else holds the
/// delegate (a `SweepWorker` holds its strategy, and `DelegateSweep.Reused` its delegate, for as
/// long as their cells run).
///
/// A delegate has a weak reference (the view's `delegate`), so its reference count lives in a
/// side table, where each retain and release takes a slow, atomic path: calling `reset()` through
/// the existential retained and released the delegate once a cell. This calls it through an
/// `Unretained` reference of the delegate's own class, as `UnretainedDelegate` calls the run's.
class DelegateResetter {
    /// Resets the delegate.
    func reset() {}

    /// A resetter for `delegate`, valid while something else holds it.
    static func of(_ delegate: some ResettableDelegate) -> DelegateResetter { DelegateResetterOf(delegate) }
}

/// `DelegateResetter` for a delegate of class `Delegate`.
private final class DelegateResetterOf<Delegate: ResettableDelegate>: DelegateResetter {
    private let reference: Unretained<Delegate>

    init(_ delegate: Delegate) { reference = Unretained(delegate) }

    override func reset() { reference.withObject { $0.reset() } }
}
