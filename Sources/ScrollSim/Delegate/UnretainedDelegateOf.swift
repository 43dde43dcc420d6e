/// `UnretainedDelegate` for a delegate of class `Delegate`.
final class UnretainedDelegateOf<Delegate: ScrollViewDelegate>: UnretainedDelegate {
    private let reference: Unretained<Delegate>

    /// Valid while something else holds `delegate`.
    init(_ delegate: Delegate) {
        reference = Unretained(delegate)
    }

    override func withDelegate(of view: SimulatedScrollView, _ body: (ScrollViewDelegate, SimulatedScrollView) -> Void) {
        reference.withObject { body($0, view) }
    }

    override func scrollViewDidScroll(_ scrollView: SimulatedScrollView) {
        reference.withObject { $0.scrollViewDidScroll(scrollView) }
    }

    override func calls(_ delegate: ScrollViewDelegate) -> Bool {
        reference.refers(to: delegate as AnyObject)
    }
}
