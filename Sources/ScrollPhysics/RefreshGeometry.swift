/// The geometry of a refresh control (26.1 `UIRefreshControl`; docs/physics.md §6).
public enum RefreshGeometry {
    /// The control's height without a title: 60 pt. Its first points of top overscroll follow the
    /// finger one to one, and while it refreshes the top inset grows by it.
    public static let heightWithoutTitle = 60.0
    /// What a title adds to its height besides its own: 67 pt (`titleHeight + 67`).
    public static let heightAroundTitle = 67.0

    /// The control's height, in points: 60 without a title, `titleHeight + 67` with one.
    public static func height(titleHeight: Double?) -> Double {
        titleHeight.map { $0 + heightAroundTitle } ?? heightWithoutTitle
    }

    /// The pull that arms the control, in points: `round(0.5 · viewHeight)`, at most
    /// `(titleHeight + 100) · 1.125 · (max(viewHeight, 372) / 568)`, then at least
    /// `minimumSnappingHeight`, `viewHeight` being the scroll view's bounds height (26.1
    /// `_updateSnappingHeight`, `maximumSnappingHeight`, `minimumSnappingHeight`). 132.1 pt for a
    /// 667 pt view without a title.
    public static func snappingHeight(viewHeight: Double, titleHeight: Double?, minimumSnappingHeight: Double = 0) -> Double {
        let maximum = ((titleHeight ?? 0) + 100) * 1.125 * (Swift.max(viewHeight, 372) / 568)
        return Swift.max(Swift.min((0.5 * viewHeight).rounded(), maximum), minimumSnappingHeight)
    }

    /// The points of top overscroll past the minimum that follow the finger one to one before the
    /// drag's rubber band, given the control's `height` in points, whether it `isRefreshing` (its
    /// height applied to the top inset) and its host's `insetsAffectRubberBanding` (26.1
    /// `refreshControlInsetsAffectScrollViewRubberBanding`; `_hostAdjustsContentOffset` is its
    /// negation).
    ///
    /// 26.1 `_rubberBandOffsetForOffset:…` bands the whole overshoot from the minimum when the host
    /// adjusts the content offset and the insets are applied: a navigation-controller host while
    /// refreshing has no one-to-one zone (0). Otherwise the first `height` points are one to one,
    /// refreshing or not. The inverse (`_offsetForRubberBandOffset:…`) does not ask the host: it
    /// always reads the first `height` points one to one.
    public static func rubberBandFreeZone(height: Double, isRefreshing: Bool, insetsAffectRubberBanding: Bool) -> Double {
        isRefreshing && !insetsAffectRubberBanding ? 0 : height
    }

    /// The revealed fraction at or below which a finger that catches a bounce (or an ending
    /// refresh) may start a new pull: 0.75 (26.1 `_recomputeNewState`, states 4 and 6).
    public static let catchFraction = 0.75
}
