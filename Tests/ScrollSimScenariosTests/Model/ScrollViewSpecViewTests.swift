import Foundation
import ScrollSim
import Testing

@testable import ScrollSimScenarios

/// What the scroll view and flow layout keys do to the engine's view, each in one place beside its
/// declaration (`ScrollViewSpec.makeCollectionView`, `configure(_:)`, `LayoutSpec.flowLayout`).
@Suite("ScrollViewSpec's view")
struct ScrollViewSpecViewTests {
    @Test("every scroll view key but the view's making sets UIKit's property of the same name")
    func configureSetsEveryKey() {
        var spec = ScrollViewSpec(bounds: CGSize(width: 390, height: 844))
        spec.decelerationRate = 0.99
        spec.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        spec.contentInsetAdjustmentBehavior = .never
        spec.bounces = false
        spec.bouncesHorizontally = true
        spec.alwaysBounceHorizontal = true
        spec.alwaysBounceVertical = true
        spec.isPagingEnabled = true
        spec.scrollsToTop = false
        spec.delaysContentTouches = false
        spec.canCancelContentTouches = false
        spec.minimumZoomScale = 0.5
        spec.maximumZoomScale = 4
        spec.bouncesZoom = false
        spec.zoomingContentSize = CGSize(width: 390, height: 600)
        spec.isDirectionalLockEnabled = true
        spec.transfersHorizontalScrollingToParent = false
        spec.transfersVerticalScrollingToParent = false
        spec.refreshControl = .some("Pull")
        spec.refreshControlHost = .navigationController
        let view = SimulatedScrollView(bounds: spec.bounds)
        spec.configure(view)
        #expect(view.decelerationRate.rawValue == 0.99)
        #expect(view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(view.contentInsetAdjustmentBehavior == .never)
        // `bouncesHorizontally` given, `bouncesVertically` left to `bounces` (false); `bounces`
        // reads true when either axis bounces.
        #expect(view.bouncesHorizontally && !view.bouncesVertically && view.bounces)
        #expect(view.alwaysBounceHorizontal && view.alwaysBounceVertical && view.isPagingEnabled)
        #expect(!view.scrollsToTop && !view.delaysContentTouches && !view.canCancelContentTouches)
        #expect(view.minimumZoomScale == 0.5 && view.maximumZoomScale == 4 && !view.bouncesZoom)
        #expect(view.zoomingContentSize == CGSize(width: 390, height: 600))
        #expect(view.isDirectionalLockEnabled)
        #expect(!view.transfersHorizontalScrollingToParent && !view.transfersVerticalScrollingToParent)
        #expect(view.refreshControl?.title == "Pull" && view.refreshControl?.host == .navigationController)
    }

    @Test("the defaults leave a view as UIKit makes it, with no refresh control")
    func defaultsLeaveTheView() {
        let spec = ScrollViewSpec(bounds: CGSize(width: 390, height: 844))
        let view = SimulatedScrollView(bounds: spec.bounds)
        let untouched = SimulatedScrollView(bounds: spec.bounds)
        spec.configure(view)
        #expect(view.decelerationRate == untouched.decelerationRate && view.bounces == untouched.bounces)
        #expect(view.bouncesHorizontally == untouched.bouncesHorizontally && view.isPagingEnabled == untouched.isPagingEnabled)
        #expect(view.refreshControl == nil)
    }

    @Test("a flow layout is solved inside the view's content inset")
    func flowLayoutInsideInset() {
        // Five 200 × 100 pt items scrolling horizontally, 10 pt between lines and between items,
        // in a 375 × 300 pt view.
        var layout = LayoutSpec(itemCount: 5, itemSize: CGSize(width: 200, height: 100))
        layout.scrollDirection = .horizontal
        var spec = ScrollViewSpec(bounds: CGSize(width: 375, height: 300))
        // No inset: a column holds 2 items (100 + 10 + 100 = 210 ≤ 300), so 3 columns:
        // 3 · 200 + 2 · 10 = 620 pt wide.
        #expect(layout.flowContentSize(in: spec, axis: .horizontal).width == 620)
        // Insets 50 top and bottom leave 200 pt: one item a column, 5 · 200 + 4 · 10 = 1040 pt.
        spec.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 50, right: 0)
        #expect(layout.flowContentSize(in: spec, axis: .horizontal).width == 1040)
        // The view a run makes from the same keys has the same content size.
        let view = spec.makeCollectionView(layout: LayoutSpec.flowLayout(layout, axis: .horizontal), itemCounts: [5])
        #expect(view.contentSize.width == 1040 && view.contentInset == spec.contentInset)
    }
}
