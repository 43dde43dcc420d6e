import ScrollPhysics

/// Which object hosts a refresh control's view and insets (26.1 `_UIRefreshControlHosting`).
///
/// UIKit picks the host itself: `_UINavigationControllerRefreshControlHost` when the scroll view's
/// navigation bar `supportsRefreshControlHosting` and `_hasVariableHeight` (large titles,
/// `canHostRefreshControlOwnedByScrollView:inNavigationController:`), else
/// `_UIScrollViewRefreshControlHost` (`UIRefreshControl didMoveToSuperview`). ScrollSim has no
/// navigation bar, so the scene says which (docs/physics.md §6, "The large-title host").
public enum RefreshControlHost: String, CaseIterable, Hashable, Sendable {
    /// The scroll view hosts it (`_UIScrollViewRefreshControlHost`): its insets affect the rubber
    /// band, and its height joins the scroll view's top inset while refreshing (`_addRefreshInset:`).
    case scrollView
    /// A navigation controller whose bar shows large titles hosts it
    /// (`_UINavigationControllerRefreshControlHost`): its insets do not affect the rubber band, so a
    /// pull while refreshing is rubber-banded from the top with no one-to-one zone; while
    /// refreshing its height grows the bar's resting height (`incrementInsetHeight:`) instead of
    /// the scroll view's inset.
    case navigationController

    /// 26.1 `refreshControlInsetsAffectScrollViewRubberBanding`: true for the scroll-view host, false
    /// (`return 0`) for the navigation-controller host.
    public var refreshControlInsetsAffectScrollViewRubberBanding: Bool { self == .scrollView }
}
