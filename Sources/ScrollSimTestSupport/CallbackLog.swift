import Foundation
import ScrollSim

/// A delegate that writes down every callback it receives, as short names, for order tests.
public final class CallbackLog: ScrollViewDelegate {
    /// The callbacks in order: `willBeginDragging`, `didScroll`, `willEndDragging`,
    /// `didEndDragging(true)`/`didEndDragging(false)`, `willBeginDecelerating`,
    /// `didEndDecelerating`, `didEndScrollingAnimation`.
    public private(set) var entries: [String] = []
    /// What the delegate received in its last `scrollViewWillEndDragging`, in pt/ms.
    public private(set) var lastReleaseVelocity: CGPoint?
    /// Called inside `scrollViewWillEndDragging`, to change the target or start a scroll.
    public var onWillEndDragging: ((SimulatedScrollView, CGPoint, UnsafeMutablePointer<CGPoint>) -> Void)?

    /// What the log answers to `implementsScrollViewDidScroll`; `false` stands in for a delegate
    /// without the method (its `didScroll` entries then show a call the view should not make).
    public var implementsScrollViewDidScroll = true

    /// Creates an empty log.
    public init() {}

    /// The entries with each run of `didScroll` merged into one.
    public var merged: [String] {
        var result: [String] = []
        for entry in entries where !(entry == "didScroll" && result.last == "didScroll") {
            result.append(entry)
        }
        return result
    }

    /// Appends `didScroll`.
    public func scrollViewDidScroll(_ scrollView: SimulatedScrollView) { entries.append("didScroll") }
    /// Appends `willBeginDragging`.
    public func scrollViewWillBeginDragging(_ scrollView: SimulatedScrollView) { entries.append("willBeginDragging") }
    /// Appends `willEndDragging`, keeps the velocity and calls `onWillEndDragging`.
    public func scrollViewWillEndDragging(
        _ scrollView: SimulatedScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        entries.append("willEndDragging")
        lastReleaseVelocity = velocity
        onWillEndDragging?(scrollView, velocity, targetContentOffset)
    }
    /// Appends `didEndDragging(true)` or `didEndDragging(false)`.
    public func scrollViewDidEndDragging(_ scrollView: SimulatedScrollView, willDecelerate decelerate: Bool) {
        entries.append("didEndDragging(\(decelerate))")
    }
    /// Appends `willBeginDecelerating`.
    public func scrollViewWillBeginDecelerating(_ scrollView: SimulatedScrollView) { entries.append("willBeginDecelerating") }
    /// Appends `didEndDecelerating`.
    public func scrollViewDidEndDecelerating(_ scrollView: SimulatedScrollView) { entries.append("didEndDecelerating") }
    /// Appends `didEndScrollingAnimation`.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: SimulatedScrollView) {
        entries.append("didEndScrollingAnimation")
    }
    /// What the log answers to `scrollViewShouldScrollToTop`. Default `true`.
    public var allowsScrollToTop = true
    /// Appends `shouldScrollToTop` and answers `allowsScrollToTop`.
    public func scrollViewShouldScrollToTop(_ scrollView: SimulatedScrollView) -> Bool {
        entries.append("shouldScrollToTop")
        return allowsScrollToTop
    }
    /// Appends `didScrollToTop`.
    public func scrollViewDidScrollToTop(_ scrollView: SimulatedScrollView) { entries.append("didScrollToTop") }
}

/// A horizontal scroll view of `width` × 300 pt over content `contentWidth` wide, at `offset`.
public func horizontalScrollView(
    width: Double = 375, contentWidth: Double = 100_000, offset: Double = 0,
    settings: SimulationSettings = SimulationSettings()
) -> SimulatedScrollView {
    SimulatedScrollView(
        bounds: CGSize(width: width, height: 300), contentSize: CGSize(width: contentWidth, height: 300),
        contentOffset: CGPoint(x: offset, y: 0), settings: settings)
}
