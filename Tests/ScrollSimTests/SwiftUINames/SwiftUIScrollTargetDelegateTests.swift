import Foundation
import ScrollSim
import Testing

/// `SwiftUIScrollTargetDelegate`: the carousel of `SwiftUICarousel` on a UIKit scroll view (bounds
/// 390 × 844, ten children 300 wide 10 apart, margins 45 as content insets, so UIKit's content is
/// 3090 wide, its offsets run from −45 to 3090 + 45 − 390 = 2745, and SwiftUI's offset is UIKit's + 45).
@Suite("SwiftUI scroll targets on a scroll view")
struct SwiftUIScrollTargetDelegateTests {
    /// A behavior that records the context and target it was handed and leaves the target alone.
    final class Spy: SimulatedSwiftUI.ScrollTargetBehavior, @unchecked Sendable {
        var context: SimulatedSwiftUI.ScrollTargetBehaviorContext?
        var proposed: CGPoint?
        func updateTarget(_ target: inout SimulatedSwiftUI.ScrollTarget, context: TargetContext) {
            self.context = context
            proposed = target.rect.origin
        }
    }

    static func carousel(_ direction: SimulatedSwiftUI.LayoutDirection = .leftToRight) -> (SimulatedScrollView, SwiftUIScrollTargetLayout) {
        let view = SimulatedScrollView(bounds: CGSize(width: 390, height: 844))
        let layout = SwiftUIScrollTargetLayout(
            axis: .horizontal, childLengths: Array(repeating: 300, count: 10), spacing: 10,
            contentMargins: SimulatedSwiftUI.EdgeInsets(top: 0, leading: 45, bottom: 0, trailing: 30), layoutDirection: direction)
        layout.configure(view)
        return (view, layout)
    }

    @Test("configure: content 3090 × 844, margins as insets (swapped in right-to-left), resting at SwiftUI offset 0")
    func configure() {
        // LTR: left 45, right 30; rest at −45. RTL: left 30, right 45; rest at 3090 + 45 − 390 = 2745.
        let (view, _) = Self.carousel()
        #expect(view.contentSize == CGSize(width: 3090, height: 844))
        #expect(view.contentInset == UIEdgeInsets(top: 0, left: 45, bottom: 0, right: 30))
        #expect(view.contentOffset == CGPoint(x: -45, y: 0))
        let (rtl, layout) = Self.carousel(.rightToLeft)
        #expect(rtl.contentInset == UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 45))
        #expect(rtl.contentOffset == CGPoint(x: 2745, y: 0))
        // UIKit 1000 in RTL: 2745 − 1000 = 1745 in SwiftUI's space, and back.
        #expect(layout.swiftUIOffset(CGPoint(x: 1000, y: 0), in: rtl) == CGPoint(x: 1745, y: 0))
        #expect(layout.uikitOffset(CGPoint(x: 1745, y: 0), in: rtl) == CGPoint(x: 1000, y: 0))
    }

    @Test("the context at release: drag start as originalTarget, UIKit's pt/ms velocity, content with insets, leading margins")
    func contextAtRelease() throws {
        let (view, layout) = Self.carousel()
        let spy = Spy()
        let delegate = SwiftUIScrollTargetDelegate(behavior: spy, layout: layout)
        view.contentOffset = CGPoint(x: 265, y: 0)
        delegate.scrollViewWillBeginDragging(view)
        view.contentOffset = CGPoint(x: 300, y: 0)
        var target = CGPoint(x: 700, y: 0)
        delegate.scrollViewWillEndDragging(view, withVelocity: CGPoint(x: 1.5, y: 0), targetContentOffset: &target)
        // Start 265 + 45 = 310; proposed 700 + 45 = 745; content 3090 + 45 + 30 = 3165 wide; a spy
        // that changes nothing gives back 745 − 45 = 700.
        let context = try #require(spy.context)
        #expect(context.originalTarget.rect == CGRect(x: 310, y: 0, width: 390, height: 844))
        #expect(spy.proposed == CGPoint(x: 745, y: 0))
        #expect(context.velocity == CGVector(dx: 1.5, dy: 0))
        #expect(context.contentSize == CGSize(width: 3165, height: 844))
        #expect(context.containerSize == CGSize(width: 390, height: 844))
        #expect(context.contentInsets == SimulatedSwiftUI.EdgeInsets(top: 0, leading: 45, bottom: 0, trailing: 30))
        #expect(context.scrollTargetFrames?.count == 10)
        #expect(context.scrollTargetFrames?[9] == CGRect(x: 2790, y: 0, width: 300, height: 844))
        #expect(context.limitsScrolls == false)
        #expect(target == CGPoint(x: 700, y: 0))
    }

    @Test("right-to-left: SwiftUI's offset runs from the right, the velocity stays UIKit's")
    func rightToLeftContext() {
        let (view, layout) = Self.carousel(.rightToLeft)
        let spy = Spy()
        let delegate = SwiftUIScrollTargetDelegate(behavior: spy, layout: layout)
        delegate.scrollViewWillBeginDragging(view)
        var target = CGPoint(x: 2000, y: 0)
        delegate.scrollViewWillEndDragging(view, withVelocity: CGPoint(x: -2, y: 0), targetContentOffset: &target)
        // Start 2745 → 0; proposed 2000 → 2745 − 2000 = 745; velocity −2 as given.
        #expect(spy.context?.originalTarget.rect.origin == .zero)
        #expect(spy.proposed == CGPoint(x: 745, y: 0))
        #expect(spy.context?.velocity == CGVector(dx: -2, dy: 0))
        #expect(spy.context?.contentInsets.leading == 45)
        #expect(target == CGPoint(x: 2000, y: 0))
    }

    @Test("the behavior's answer is written back as UIKit's target: .viewAligned(.always) 745 from 310 → 620 → 575")
    func writesBack() {
        let (view, layout) = Self.carousel()
        let delegate = SwiftUIScrollTargetDelegate(behavior: .viewAligned(limitBehavior: .always), layout: layout)
        view.contentOffset = CGPoint(x: 265, y: 0)
        delegate.scrollViewWillBeginDragging(view)
        var target = CGPoint(x: 700, y: 0)
        delegate.scrollViewWillEndDragging(view, withVelocity: CGPoint(x: 1.5, y: 0), targetContentOffset: &target)
        // C − c = 3165 − 390 = 2775. Clamp [310 − 390, 310 + 390] = [−80, 700] → 700; nearest child 2 (80) ≠
        // start child 1 → 620 in SwiftUI's space → 620 − 45 = 575 in UIKit's.
        #expect(target == CGPoint(x: 575, y: 0))
    }

    @Test("a flick through the engine with .viewAligned(.always) rests one child on, at UIKit 265")
    func endToEndFlick() throws {
        let (view, layout) = Self.carousel()
        let delegate = SwiftUIScrollTargetDelegate(behavior: .viewAligned(limitBehavior: .always), layout: layout)
        view.delegate = delegate
        // From rest (UIKit −45, SwiftUI 0) a 100 pt drag, released at 2 pt/ms: UIKit projects about
        // 1000 pt further, far past SwiftUI 390. Clamp [0 − 390, 0 + 390] → 390; |390 − 310| = 80 <
        // |390 − 620| = 230 → child 1; the start's nearest is child 0 → no step → 310 → UIKit 265.
        let script = TimedGesture.drag(at: 0, distance: 100, releaseVelocity: .pointsPerMillisecond(2), frameRate: view.settings.frameRate)
        let recording = try Simulation.run(view, script: script)
        let release = recording.events.last { $0.name == .scrollViewWillEndDragging }
        #expect(release?.target?.x == 265)
        #expect(abs(Double(recording.finalOffset.x) - 265) <= 0.01)
        _ = delegate
    }

    @Test("a flick through the engine with .paging and unequal margins (45/30) rests on page 1: SwiftUI 390, UIKit 345")
    func endToEndPaging() throws {
        let (view, layout) = Self.carousel()
        let delegate = SwiftUIScrollTargetDelegate(behavior: .paging, layout: layout)
        view.delegate = delegate
        // Margins 45/30 differ → L = 390. Projection far past 390 → clamp 390 → round(1) = 1 ≠ 0 → 390 → UIKit 345.
        let script = TimedGesture.drag(at: 0, distance: 100, releaseVelocity: .pointsPerMillisecond(2), frameRate: view.settings.frameRate)
        let recording = try Simulation.run(view, script: script)
        #expect(abs(Double(recording.finalOffset.x) - 345) <= 0.01)
        _ = delegate
    }

    @Test("a vertical feed: .always clamps to 844 and takes child 4 (UIKit 780); .automatic in a regular height does not (1380)")
    func verticalFeed() {
        // Children 200 tall, no spacing, margins 20 top and bottom: UIKit content 390 × 4000, SwiftUI y = UIKit y + 20,
        // C − c = 4040 − 844 = 3196. From rest (UIKit −20, SwiftUI 0), proposed UIKit 1480 → SwiftUI 1500, dy 1.
        // .always: clamp [−844, 844] → 844; |844 − 800| = 44 < |844 − 1000| = 156 → child 4 ≠ start child 0 → 800 → UIKit 780.
        // .automatic, regular height on the vertical axis: no limit, 1500: |1500 − 1400| = |1500 − 1600| = 100, the tie
        // keeps the lower child 7 → 1400 → UIKit 1380.
        func target(_ behavior: SimulatedSwiftUI.ViewAlignedScrollTargetBehavior) -> CGPoint {
            let view = SimulatedScrollView(bounds: CGSize(width: 390, height: 844))
            let layout = SwiftUIScrollTargetLayout(
                axis: .vertical, childLengths: Array(repeating: 200, count: 20),
                contentMargins: SimulatedSwiftUI.EdgeInsets(top: 20, leading: 0, bottom: 20, trailing: 0))
            layout.configure(view)
            let delegate = SwiftUIScrollTargetDelegate(behavior: behavior, layout: layout)
            delegate.scrollViewWillBeginDragging(view)
            var target = CGPoint(x: 0, y: 1480)
            delegate.scrollViewWillEndDragging(view, withVelocity: CGPoint(x: 0, y: 1), targetContentOffset: &target)
            return target
        }
        #expect(target(.viewAligned(limitBehavior: .always)) == CGPoint(x: 0, y: 780))
        #expect(target(.viewAligned) == CGPoint(x: 0, y: 1380))
    }

    @Test("reset forgets the drag start")
    func reset() {
        let (view, layout) = Self.carousel()
        let delegate = SwiftUIScrollTargetDelegate(behavior: .paging, layout: layout)
        delegate.scrollViewWillBeginDragging(view)
        #expect(delegate.dragStart == .zero)
        delegate.reset()
        #expect(delegate.dragStart == nil)
    }
}
