#if canImport(UIKit)
    import ScrollSim
    import UIKit

    /// A UIKit view that mirrors a simulated one (`MirrorScrollView`, `MirrorCollectionView`).
    @MainActor protocol SimulationMirror: UIScrollView {
        /// The finger state the mirror reports.
        var simulatedFlags: UIKitMirroring.Flags { get set }
    }
#endif
