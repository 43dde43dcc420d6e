import Foundation
import ScrollSim
import Testing

/// A glide retargeted when a SwiftUI scroll view's stack or margins change under it: the behavior
/// runs again on the release's target with no velocity, and a different answer is scrolled to with
/// UIKit's animated `setContentOffset` (`SwiftUIScrollTargetDelegate.changeLayout(_:containerSize:in:)`;
/// docs/physics.md, "SwiftUI scroll targets", "Retarget"). The carousel: container 390 × 844 pt, ten children 300 pt wide 10 pt apart (child k
/// at x = 310k, content 3090 wide), no margins, so SwiftUI's offset is UIKit's.
@Suite("SwiftUI retargets a glide when the size or the insets change")
struct SwiftUIRetargetTests {
    static func carousel(_ behavior: any SimulatedSwiftUI.ScrollTargetBehavior) -> (SimulatedScrollView, SwiftUIScrollTargetDelegate) {
        let view = SimulatedScrollView(bounds: CGSize(width: 390, height: 844))
        let layout = SwiftUIScrollTargetLayout(axis: .horizontal, childLengths: Array(repeating: 300, count: 10), spacing: 10)
        layout.configure(view)
        let delegate = SwiftUIScrollTargetDelegate(behavior: behavior, layout: layout)
        view.delegate = delegate
        return (view, delegate)
    }

    /// A 100 pt drag from rest released at 2 pt/ms (at 0.1 + 1/60 s), then `change`, scheduled
    /// with `delegate`, at 0.15 s.
    static func flick(then change: SwiftUILayoutChange?, scheduledBy delegate: SwiftUIScrollTargetDelegate, frameRate: Int) -> [TimedGesture] {
        var script = TimedGesture.drag(at: 0, distance: 100, releaseVelocity: .pointsPerMillisecond(2), frameRate: frameRate)
        if let change { script.append(TimedGesture(.setSwiftUILayout(delegate.schedule(change)), at: 0.15)) }
        return script
    }

    @Test("children shrinking mid-glide retarget .viewAligned(.always) from child 1 at 310 to child 1 at 210, reached by UIKit's animation")
    func childrenShrink() throws {
        let (view, delegate) = Self.carousel(SimulatedSwiftUI.ViewAlignedScrollTargetBehavior(limitBehavior: .always))
        // Release at 100, 2 pt/ms: UIKit projects 100 + (2 − 0.01)/0.0020020 ≈ 1094; clamp [0 − 390,
        // 0 + 390] → 390; |390 − 310| = 80 < |390 − 620| = 230 → child 1, the start's is child 0 → 310.
        // At 0.15 s the children become 200 wide (child k at 210k, content 2090, C − c = 1700). The
        // behavior runs on the held target 310 from the start 0 with no velocity: clamp keeps 310;
        // 0 < 310 < 1700; |310 − 210| = 100 < |310 − 420| = 110 → child 1 → 210, 100 pt from 310, so
        // the view scrolls there with setContentOffset(_:animated: true): the glide ends, the
        // frames from then on animate, and the animation's end is reported.
        let script = Self.flick(
            then: SwiftUILayoutChange(childLengths: Array(repeating: 200, count: 10)), scheduledBy: delegate, frameRate: view.settings.frameRate)
        let recording = try Simulation.run(view, script: script)
        #expect(recording.events.last { $0.name == .scrollViewWillEndDragging }?.target?.x == 310)
        #expect(view.contentSize == CGSize(width: 2090, height: 844))
        #expect(recording.finalOffset == CGPoint(x: 210, y: 0))
        // 0.15 s is frame 9 at 60 Hz: its frame animates, and the animation ends with its callback.
        #expect(recording.frames[9].phase == .animating)
        #expect(recording.events.contains { $0.name == .scrollViewDidEndScrollingAnimation })
        #expect(delegate.glideTarget == nil)
    }

    @Test("the behavior's answer is the held target: the glide goes on untouched and rests at 310")
    func sameAnswerLeavesTheGlide() throws {
        let (plainView, plainDelegate) = Self.carousel(SimulatedSwiftUI.ViewAlignedScrollTargetBehavior(limitBehavior: .always))
        let plain = try Simulation.run(plainView, script: Self.flick(then: nil, scheduledBy: plainDelegate, frameRate: plainView.settings.frameRate))
        let (view, delegate) = Self.carousel(SimulatedSwiftUI.ViewAlignedScrollTargetBehavior(limitBehavior: .always))
        // Two more children at the end (content 3710): child 1 is still the nearest to 310 → 310,
        // the glide's own target, so nothing is re-aimed.
        let script = Self.flick(
            then: SwiftUILayoutChange(childLengths: Array(repeating: 300, count: 12)), scheduledBy: delegate, frameRate: view.settings.frameRate)
        let recording = try Simulation.run(view, script: script)
        #expect(recording.finalOffset == CGPoint(x: 310, y: 0))
        #expect(recording.frames.map(\.contentOffset) == plain.frames.map(\.contentOffset))
        _ = (delegate, plainDelegate)
    }

    @Test("margins added mid-glide retarget .paging from 390 to page 1 of 412.5 pt, UIKit's 367.5 on the pixel grid")
    func marginsChange() throws {
        let (view, delegate) = Self.carousel(SimulatedSwiftUI.PagingScrollTargetBehavior())
        // Release at 100, 2 pt/ms: clamp [−390, 390] → 390; L = 0·0.5 + 390 = 390; round(390/390) = 1
        // ≠ round(0) = 0 → page 1 → 390. At 0.15 s margins of 45 on both sides: the content with
        // insets is 3180, SwiftUI's offset is UIKit's + 45, so the glide's target 390 reads 435; L =
        // 45·0.5 + 390 = 412.5; clamp [0 − 390, 0 + 390] → 390; 0 < 390 < 2790; round(390/412.5 =
        // 0.945) = 1 (no velocity: no step) → 412.5 → UIKit 367.5, which setContentOffset puts on
        // the pixel grid (scale 3): 367.6667 (1103/3).
        let margins = SimulatedSwiftUI.EdgeInsets(top: 0, leading: 45, bottom: 0, trailing: 45)
        let recording = try Simulation.run(
            view, script: Self.flick(then: SwiftUILayoutChange(contentMargins: margins), scheduledBy: delegate, frameRate: view.settings.frameRate))
        #expect(view.contentInset == UIEdgeInsets(top: 0, left: 45, bottom: 0, right: 45))
        #expect(abs(Double(recording.finalOffset.x) - 1103.0 / 3) < 1e-9)
    }

    @Test("at rest a change only resizes: no retarget, the offset stays where UIKit's rules allow it")
    func atRest() throws {
        let (view, delegate) = Self.carousel(SimulatedSwiftUI.PagingScrollTargetBehavior())
        view.contentOffset = CGPoint(x: 620, y: 0)
        // Children 100 wide: content 10·100 + 9·10 = 1090, largest offset 1090 − 390 = 700 ≥ 620.
        #expect(
            delegate.changeLayout(SwiftUILayoutChange(childLengths: Array(repeating: 100, count: 10)).applied(to: delegate.layout), in: view) == nil)
        #expect(view.contentOffset == CGPoint(x: 620, y: 0))
        #expect(view.contentSize == CGSize(width: 1090, height: 844))
    }

    @Test("a gesture naming a change the delegate did not schedule is ignored with a notice, the glide untouched")
    func unscheduledChange() throws {
        let (plainView, plainDelegate) = Self.carousel(SimulatedSwiftUI.ViewAlignedScrollTargetBehavior(limitBehavior: .always))
        let plain = try Simulation.run(plainView, script: Self.flick(then: nil, scheduledBy: plainDelegate, frameRate: plainView.settings.frameRate))
        let (view, delegate) = Self.carousel(SimulatedSwiftUI.ViewAlignedScrollTargetBehavior(limitBehavior: .always))
        // One change scheduled (index 0); the script names index 1.
        _ = delegate.schedule(SwiftUILayoutChange(spacing: 0))
        var script = Self.flick(then: nil, scheduledBy: delegate, frameRate: view.settings.frameRate)
        script.append(TimedGesture(.setSwiftUILayout(SwiftUILayoutChange.ID(1)), at: 0.15))
        let recording = try Simulation.run(view, script: script)
        #expect(recording.events.contains { $0.name == .gestureIgnored })
        #expect(recording.frames.map(\.contentOffset) == plain.frames.map(\.contentOffset))
        #expect(view.contentSize == CGSize(width: 3090, height: 844))
    }

    @Test("gestures are plain values: GestureEvent and TimedGesture are copied as bytes")
    func gesturesArePlainValues() {
        // A layout change's child lengths (an array) live with the delegate; the event names them.
        #expect(_isPOD(GestureEvent.self))
        #expect(_isPOD(TimedGesture.self))
        #expect(_isPOD(SwiftUILayoutChange.ID.self))
    }
}
