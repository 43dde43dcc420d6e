import Foundation
import ScrollPhysics

/// A pull-to-refresh control on a vertical scroll view (`UIRefreshControl`, 26.1).
///
/// Set as a view's `refreshControl`, it turns on `alwaysBounceVertical`. Its height (60 pt, or
/// `titleHeight + 67` with a title) of top overscroll follows the finger one to one before the
/// rubber band. A pull past `RefreshGeometry.snappingHeight` while the finger is down arms it
/// (`RefreshPullState`: not when the pull began as a bounce while decelerating, unless a finger
/// catches it and it falls to 0.75 of the snapping height first): it starts refreshing, sends `valueChanged` (logged as `refreshControlValueChanged`) and adds its
/// height to the view's top inset, so that the release settles with it in view. A fling into the
/// overscroll does not arm it. `endRefreshing()` removes the inset and, unless the view is
/// bouncing or a finger is down, scrolls the content back (`setContentOffset(_:animated: true)`).
public final class SimulatedRefreshControl {
    /// The title shown under the spinner, if any.
    public let title: String?
    /// The title's height, in points, when there is a title (a choice: one line, 20 pt).
    public let titleHeight: Double?
    /// Whether it is refreshing.
    public private(set) var isRefreshing = false
    /// Called when a pull arms the control (`UIControl.Event.valueChanged`).
    public var valueChanged: ((SimulatedRefreshControl) -> Void)?
    /// The view it belongs to.
    public internal(set) weak var scrollView: SimulatedScrollView?
    /// Where it is in a pull (26.1 `refreshControlState`).
    public internal(set) var pullState = RefreshPullState.idle
    /// How much of it the content shows, in points: the pull past the top it had before the
    /// control's inset (26.1 `_visibleHeight`).
    public internal(set) var visibleHeight = 0.0
    /// The least snapping height, in points (26.1 content view's `minimumSnappingHeight`): 0, the
    /// base `_UIRefreshControlContentView`'s value, which the modern content view does not override.
    public var minimumSnappingHeight = 0.0

    /// Which object hosts it (default `.scrollView`); set it before the control starts refreshing.
    /// `.navigationController` is the large-title navigation bar's host: while refreshing, a pull
    /// past the top is rubber-banded from the top with no one-to-one zone (21.4 pt shown for a
    /// 40 pt pull on an 844 pt view, where the scroll-view host shows 40), and `endRefreshing()`
    /// under a finger leaves it in state 4, not 5 (docs/physics.md §6).
    public var host = RefreshControlHost.scrollView

    /// A control with an optional `title` of `titleHeight` points (default 20, one line).
    public init(title: String? = nil, titleHeight: Double = 20) {
        self.title = title
        self.titleHeight = title == nil ? nil : titleHeight
    }

    /// The control's height, in points (`RefreshGeometry.height`).
    public var height: Double { RefreshGeometry.height(titleHeight: titleHeight) }

    /// Starts refreshing from code: the top inset grows by `height`; no `valueChanged`, and the
    /// content stays where it is (as 26.1's `beginRefreshing`).
    public func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        pullState = .refreshing
        scrollView?.refreshInsetChanged(scrollsBack: false)
    }

    /// Ends refreshing: the inset goes, and the content scrolls back unless it is bouncing or
    /// held by a finger.
    public func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        // 26.1 `_endRefreshingAnimated:`: 5 under a finger (only for a host whose insets affect the
        // rubber band: `isTracking & refreshControlInsetsAffectScrollViewRubberBanding`), 4 while
        // still shown, else 0.
        let tracking = (scrollView?.isTracking ?? false) && host.refreshControlInsetsAffectScrollViewRubberBanding
        pullState = visibleHeight <= 0 ? .idle : tracking ? .endingWhileTracking : .ending
        scrollView?.refreshInsetChanged(scrollsBack: true)
    }

    /// Arms the control from a pull: refreshing, with `valueChanged`.
    func arm() {
        isRefreshing = true
        pullState = .refreshing
        scrollView?.refreshInsetChanged(scrollsBack: false)
        valueChanged?(self)
    }
}
