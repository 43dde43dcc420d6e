#if canImport(UIKit)
import ScrollSim
import UIKit

/// Drives an app's own `UIScrollViewDelegate` from a simulated scroll view: the code the app
/// ships, with UIKit's `UIScrollView`, is what the simulation calls.
///
/// Before each callback the simulated state is copied into `mirror`, a real `UIScrollView`
/// (`UIKitMirroring.copy(_:into:)` lists what is copied); the app's delegate receives the
/// mirror. A `targetContentOffset` it changes is the simulation's target, and an offset it sets on
/// the mirror is applied to the simulation. Keep the adapter alive while the simulation runs: the
/// simulated view holds its delegate weakly, as UIKit does.
///
///     let adapter = UIKitScrollViewAdapter(simulating: view, delegate: appDelegate)
///     let recording = try Simulation.run(view, script: script)
@MainActor public final class UIKitScrollViewAdapter {
    /// The simulated view whose callbacks are forwarded.
    public let simulatedView: SimulatedScrollView
    /// The UIKit scroll view the app's delegate receives.
    public let mirror: MirrorScrollView
    /// The app's delegate (held weakly, as UIKit holds delegates).
    public weak var delegate: (any UIScrollViewDelegate)?

    /// Makes the adapter `view`'s delegate, forwarding to `delegate`.
    public init(simulating view: SimulatedScrollView, delegate: any UIScrollViewDelegate) {
        simulatedView = view
        mirror = MirrorScrollView(frame: CGRect(origin: .zero, size: view.bounds.size))
        self.delegate = delegate
        UIKitMirroring.copy(view, into: mirror)
        view.delegate = self
    }
}

// The simulation calls its delegate on the thread that runs it; a test that uses UIKit runs on
// the main actor, and `@preconcurrency` checks that at run time.
extension UIKitScrollViewAdapter: @preconcurrency ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: SimulatedScrollView) {
        UIKitMirroring.forward(.didScroll, from: scrollView, to: delegate, mirror: mirror)
    }

    public func scrollViewWillBeginDragging(_ scrollView: SimulatedScrollView) {
        UIKitMirroring.forward(.willBeginDragging, from: scrollView, to: delegate, mirror: mirror)
    }

    public func scrollViewWillEndDragging(
        _ scrollView: SimulatedScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        UIKitMirroring.forward(
            .willEndDragging(velocity: velocity, target: targetContentOffset), from: scrollView, to: delegate, mirror: mirror)
    }

    public func scrollViewDidEndDragging(_ scrollView: SimulatedScrollView, willDecelerate decelerate: Bool) {
        UIKitMirroring.forward(.didEndDragging(decelerate: decelerate), from: scrollView, to: delegate, mirror: mirror)
    }

    public func scrollViewWillBeginDecelerating(_ scrollView: SimulatedScrollView) {
        UIKitMirroring.forward(.willBeginDecelerating, from: scrollView, to: delegate, mirror: mirror)
    }

    public func scrollViewDidEndDecelerating(_ scrollView: SimulatedScrollView) {
        UIKitMirroring.forward(.didEndDecelerating, from: scrollView, to: delegate, mirror: mirror)
    }

    public func scrollViewDidEndScrollingAnimation(_ scrollView: SimulatedScrollView) {
        UIKitMirroring.forward(.didEndScrollingAnimation, from: scrollView, to: delegate, mirror: mirror)
    }
}
#endif
