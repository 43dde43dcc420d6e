/// Calls a delegate that something else keeps alive, without retaining it.
///
/// A delegate has a weak reference to it (the view's `delegate`), so its reference count lives in
/// a side table, where every retain and release takes a slow path; a run calls its delegate
/// several times a gesture and, when it observes scrolling, once a frame. `Simulation.run` holds
/// the delegate for the length of the run and calls it through this, made once for each delegate
/// set (`SimulatedScrollView.delegateCaller`) for the delegate's own class (an overridden method,
/// not a stored closure: calling a stored closure with a non-escaping closure allocated a box at
/// every call). The view in turn calls this object without retaining it (`unretainedHeldDelegate`).
class UnretainedDelegate {
    /// Runs `body` with the delegate and `view`.
    func withDelegate(of view: SimulatedScrollView, _ body: (ScrollViewDelegate, SimulatedScrollView) -> Void) {}
    /// Calls the delegate's `scrollViewDidScroll`.
    func scrollViewDidScroll(_ scrollView: SimulatedScrollView) {}
    /// Whether this calls `delegate`.
    func calls(_ delegate: ScrollViewDelegate) -> Bool { false }
}

extension ScrollViewDelegate {
    /// An `UnretainedDelegate` for this delegate, valid while something else holds it.
    func unretained() -> UnretainedDelegate {
        UnretainedDelegateOf(self)
    }
}
