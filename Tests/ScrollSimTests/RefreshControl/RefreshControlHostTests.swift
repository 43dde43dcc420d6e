import Foundation
import ScrollPhysics
import Testing

@testable import ScrollSim

/// The refresh control's two hosts (26.1 `_UIRefreshControlHosting`): `_UIScrollViewRefreshControlHost`
/// (`refreshControlInsetsAffectScrollViewRubberBanding` returns 1) and the large-title
/// `_UINavigationControllerRefreshControlHost` (returns 0). On a 375 × 844 pt view over content
/// 3000 pt tall with a control without a title (60 pt), on the 1/3 pt grid. Expected values are
/// worked by hand from `_rubberBandOffsetForOffset:…`, `_offsetForRubberBandOffset:…` and
/// `_endRefreshingAnimated:`, with band(o) = c·o / (1 + c·o / 844), c = 0.55.
@Suite("The refresh control's hosts (§6)")
struct RefreshControlHostTests {
    /// A view with a control hosted by `host`.
    static func view(
        _ host: RefreshControlHost, behavior: SimulatedScrollView.ContentInsetAdjustmentBehavior = .automatic
    ) -> (SimulatedScrollView, SimulatedRefreshControl) {
        let view = SimulatedScrollView(bounds: CGSize(width: 375, height: 844), contentSize: CGSize(width: 375, height: 3000))
        view.contentInsetAdjustmentBehavior = behavior
        let control = SimulatedRefreshControl()
        control.host = host
        view.refreshControl = control
        return (view, control)
    }

    /// A view refreshing from code and resting at its new top, −60.
    static func refreshingAtRest(_ host: RefreshControlHost) -> (SimulatedScrollView, SimulatedRefreshControl) {
        let (view, control) = Self.view(host)
        control.beginRefreshing()
        view.setContentOffset(CGPoint(x: 0, y: -60), animated: false)
        return (view, control)
    }

    /// The offset shown after a drag that starts at rest and pulls `pull` points down.
    static func pulled(_ view: SimulatedScrollView, by pull: Double) -> Double {
        view.beginDragging(at: 0)
        view.drag(translation: CGPoint(x: 0, y: pull), velocity: .zero, at: 0.1)
        return Double(view.contentOffset.y)
    }

    @Test("the one-to-one zone is the control's height, except 0 for a host whose insets do not affect the band while refreshing")
    func freeZoneRule() {
        // `_rubberBandOffsetForOffset:`: (hostAdjustsContentOffset && insetsApplied) bands from the minimum.
        #expect(RefreshGeometry.rubberBandFreeZone(height: 60, isRefreshing: true, insetsAffectRubberBanding: false) == 0)
        #expect(RefreshGeometry.rubberBandFreeZone(height: 60, isRefreshing: true, insetsAffectRubberBanding: true) == 60)
        #expect(RefreshGeometry.rubberBandFreeZone(height: 60, isRefreshing: false, insetsAffectRubberBanding: false) == 60)
        #expect(RefreshGeometry.rubberBandFreeZone(height: 87, isRefreshing: false, insetsAffectRubberBanding: true) == 87)
        #expect(!RefreshControlHost.navigationController.refreshControlInsetsAffectScrollViewRubberBanding)
        #expect(RefreshControlHost.scrollView.refreshControlInsetsAffectScrollViewRubberBanding)
    }

    @Test("while refreshing, a 40 pt pull on the large-title host shows 21.333 pt (band from the top), on the scroll-view host 40")
    func refreshingPullBandsFromRest() {
        // Navigation host: −60 − band(40) = −60 − 22 / (1 + 22/844) = −60 − 21.441 = −81.441, on the
        // grid round(−244.32) / 3 = −244/3.
        let (large, _) = Self.refreshingAtRest(.navigationController)
        #expect(Self.pulled(large, by: 40) == -244.0 / 3)
        // Scroll-view host: 40 < 60, one to one: −100.
        let (plain, _) = Self.refreshingAtRest(.scrollView)
        #expect(Self.pulled(plain, by: 40) == -100)
        // Past the height both band the whole overshoot from −60: band(100) = 55 / (1 + 55/844)
        // = 51.635, −111.635, round(−334.905) / 3 = −335/3.
        let (large100, _) = Self.refreshingAtRest(.navigationController)
        let (plain100, _) = Self.refreshingAtRest(.scrollView)
        #expect(Self.pulled(large100, by: 100) == -335.0 / 3)
        #expect(Self.pulled(plain100, by: 100) == -335.0 / 3)
    }

    @Test("not refreshing, both hosts follow the finger for the control's height, then band from there")
    func idlePullIsTheSame() {
        for host in RefreshControlHost.allCases {
            // 40 < 60: one to one.
            let (view, control) = Self.view(host)
            #expect(Self.pulled(view, by: 40) == -40)
            // 100: −60 − band(40) = −81.441, −244/3; under the snapping height min(422, 100 · 1.125 · 844 / 568)
            // = 167.17, so not armed.
            let (deeper, _) = Self.view(host)
            #expect(Self.pulled(deeper, by: 100) == -244.0 / 3)
            #expect(!control.isRefreshing)
        }
    }

    @Test("grabbing the large-title host's band inside the height: the inverse reads it one to one, so the next move jumps up")
    func inverseKeepsTheOneToOneZone() {
        // Shown 30 pt past −60 while refreshing: `_offsetForRubberBandOffset:` gives raw −90 (30 < 60,
        // one to one, whatever the host). A 10 pt pull: raw −100, 40 pt over; the navigation host
        // bands it from −60: −244/3 = −81.333, 8.667 pt above where the finger grabbed it.
        let (large, _) = Self.refreshingAtRest(.navigationController)
        large.setContentOffset(CGPoint(x: 0, y: -90), animated: false)
        #expect(Self.pulled(large, by: 10) == -244.0 / 3)
        // The scroll-view host reads 40 < 60 one to one: −100.
        let (plain, _) = Self.refreshingAtRest(.scrollView)
        plain.setContentOffset(CGPoint(x: 0, y: -90), animated: false)
        #expect(Self.pulled(plain, by: 10) == -100)
    }

    @Test("endRefreshing under a finger leaves the large-title host in state 4 (it may arm again), the scroll-view host in 5")
    func endUnderAFinger() {
        // `_endRefreshingAnimated:`: 5 needs isTracking & refreshControlInsetsAffectScrollViewRubberBanding;
        // shown (visible > 0) with animations on, 4.
        let (large, largeControl) = Self.refreshingAtRest(.navigationController)
        _ = Self.pulled(large, by: 10)
        largeControl.endRefreshing()
        #expect(largeControl.pullState == .ending)
        let (plain, plainControl) = Self.refreshingAtRest(.scrollView)
        _ = Self.pulled(plain, by: 10)
        plainControl.endRefreshing()
        #expect(plainControl.pullState == .endingWhileTracking)
    }

    @Test("the large-title host's height joins the top inset as the bar's safe area: 60 pt, and none under never")
    func insetAsTheBar() {
        let (automatic, control) = Self.view(.navigationController)
        control.beginRefreshing()
        #expect(automatic.adjustedContentInset.top == 60 && automatic.contentInset.top == 0)
        control.endRefreshing()
        #expect(automatic.adjustedContentInset.top == 0)
        // Under never the scroll view takes no safe area; `incrementInsetHeight:` grows the bar only.
        let (never, neverControl) = Self.view(.navigationController, behavior: .never)
        neverControl.beginRefreshing()
        #expect(never.adjustedContentInset.top == 0 && never.contentInset.top == 0)
        // The scroll-view host raises contentInset.top itself there (`_addRefreshInset:`).
        let (plain, plainControl) = Self.view(.scrollView, behavior: .never)
        plainControl.beginRefreshing()
        #expect(plain.contentInset.top == 60)
    }
}
