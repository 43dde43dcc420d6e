/// `UnretainedDelegate` for a delegate of class `Delegate`.
final class UnretainedDelegateOf<Delegate: ScrollViewDelegate>: UnretainedDelegate {
    private let reference: Unmanaged<Delegate>

    /// Valid while something else holds `delegate`.
    init(_ delegate: Delegate) {
        reference = Unmanaged.passUnretained(delegate)
    }

    func withDelegate(_ body: (ScrollViewDelegate) -> Void) {
        reference._withUnsafeGuaranteedRef { body($0) }
    }

    func scrollViewDidScroll(_ scrollView: SimulatedScrollView) {
        reference._withUnsafeGuaranteedRef { $0.scrollViewDidScroll(scrollView) }
    }
}
