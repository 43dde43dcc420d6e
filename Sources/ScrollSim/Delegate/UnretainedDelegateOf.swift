/// `UnretainedDelegate` for a delegate of class `Delegate`.
final class UnretainedDelegateOf<Delegate: ScrollViewDelegate>: UnretainedDelegate {
    private let reference: Unmanaged<Delegate>

    /// Valid while something else holds `delegate`.
    init(_ delegate: Delegate) {
        reference = Unmanaged.passUnretained(delegate)
    }

    override func withDelegate(of view: SimulatedScrollView, _ body: (ScrollViewDelegate, SimulatedScrollView) -> Void) {
        reference._withUnsafeGuaranteedRef { body($0, view) }
    }

    override func scrollViewDidScroll(_ scrollView: SimulatedScrollView) {
        reference._withUnsafeGuaranteedRef { $0.scrollViewDidScroll(scrollView) }
    }

    override func calls(_ delegate: ScrollViewDelegate) -> Bool {
        reference.toOpaque() == Unmanaged.passUnretained(delegate as AnyObject).toOpaque()
    }
}
