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
    @MainActor public final class UIKitScrollViewAdapter: UIKitScrollCallbackForwarder {
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
            super.init(callbackMirror: mirror)
            UIKitMirroring.copy(view, into: mirror)
            view.delegate = self
        }

        override var callbackTarget: (any UIScrollViewDelegate)? { delegate }
    }
#endif
