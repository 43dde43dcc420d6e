import ScrollPhysics

/// Where a refresh control is in a pull (26.1 `UIRefreshControl` `refreshControlState`, numbered as
/// UIKit numbers them; docs/physics.md §6).
public enum RefreshPullState: Int, Hashable, Sendable {
    /// 0: nothing shown.
    case idle = 0
    /// 1: shown by a pull that may arm it.
    case pulling = 1
    /// 2 and 3: armed and refreshing (ScrollSim starts the refresh as it arms; UIKit adds the inset
    /// at 2 and sends `valueChanged` at 3).
    case refreshing = 3
    /// 4: refreshing ended while shown, no finger down.
    case ending = 4
    /// 5: refreshing ended under a finger; it cannot arm again until the top is reached.
    case endingWhileTracking = 5
    /// 6: the overscroll began as a bounce while decelerating (a fling into the top); it cannot arm.
    case bounceWhileDecelerating = 6

    /// The state after the visible height changed (26.1 `_recomputeNewState`), given the visible
    /// height in points, the revealed fraction (visible height over the snapping height, in [0, 1]),
    /// whether a finger tracks, and whether the view is past the top while decelerating.
    ///
    /// 0 → 6 when shown by a bounce while decelerating, else 0 → 1 when shown; 1 → refreshing when
    /// the fraction reaches 1 while tracking; 4 and 6 → 1 only while tracking with the fraction at
    /// most 0.75; 1, 4, 5 and 6 → 0 when nothing is shown. **Choices:** the height "at which none of
    /// the interface elements are visible" is 0; a single update that jumps from nothing shown past
    /// the snapping height under a finger arms at once (UIKit stays in 0 then, but a real pull of
    /// that size arrives in many touch updates, which pass through 1) (docs/physics.md §6).
    public func next(visibleHeight: Double, fraction: Double, isTracking: Bool, bouncingWhileDecelerating: Bool) -> RefreshPullState {
        let shown = visibleHeight > 0
        switch self {
        case .idle:
            guard shown else { return .idle }
            if bouncingWhileDecelerating { return .bounceWhileDecelerating }
            return fraction >= 1 && isTracking ? .refreshing : .pulling
        case .pulling:
            guard shown else { return .idle }
            return fraction >= 1 && isTracking ? .refreshing : .pulling
        case .refreshing: return .refreshing
        case .ending, .bounceWhileDecelerating:
            guard shown else { return .idle }
            return isTracking && fraction <= RefreshGeometry.catchFraction ? .pulling : self
        case .endingWhileTracking: return shown ? .endingWhileTracking : .idle
        }
    }
}
