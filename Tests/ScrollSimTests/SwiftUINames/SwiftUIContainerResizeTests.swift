import Foundation
import ScrollSim
import Testing

/// A SwiftUI scroll view's container (its bounds) resized: during a glide the behavior runs again
/// on the new geometry, with no velocity, and a different answer is scrolled to with UIKit's
/// animation; at rest only UIKit's clamp applies
/// (`SwiftUIScrollTargetDelegate.changeLayout(_:containerSize:in:)`; docs/physics.md, "SwiftUI
/// scroll targets", "Retarget"). The carousel of `SwiftUIRetargetTests`: ten children 300 pt wide
/// 10 pt apart (child k at x = 310k, content 3090 wide), no margins, so SwiftUI's offset is
/// UIKit's; it starts in 390 × 844 pt and grows to 430 × 932 pt (a larger phone's portrait).
@Suite("SwiftUI retargets a glide when its container is resized")
struct SwiftUIContainerResizeTests {
    static let grown = CGSize(width: 430, height: 932)

    /// The carousel, a 100 pt drag released at 2 pt/ms (at 0.1 + 1/60 s), and the container grown
    /// to `grown` at 0.15 s, two frames into the glide.
    static func flickThenGrow(_ behavior: any SimulatedSwiftUI.ScrollTargetBehavior, to grown: CGSize = grown) throws -> (
        SimulatedScrollView, Recording
    ) {
        let (view, delegate) = SwiftUIRetargetTests.carousel(behavior)
        var script = TimedGesture.drag(at: 0, distance: 100, releaseVelocity: .pointsPerMillisecond(2), frameRate: view.settings.frameRate)
        script.append(TimedGesture(.setSwiftUILayout(delegate.schedule(SwiftUILayoutChange(containerSize: grown))), at: 0.15))
        let recording = try withExtendedLifetime(delegate) { try Simulation.run(view, script: script) }
        return (view, recording)
    }

    @Test(".paging retargets from page 1 of 390 pt to page 1 of 430 pt when the container grows mid-glide")
    func pagingGrows() throws {
        let (view, recording) = try Self.flickThenGrow(SimulatedSwiftUI.PagingScrollTargetBehavior())
        // Release at 100, 2 pt/ms: UIKit's proposal ≈ 1094; clamp [0 − 390, 0 + 390] → 390; equal
        // insets (0) → L = 0 + 390; round(390/390) = 1 ≠ round(0/390) = 0 → no step → 390.
        #expect(recording.events.last { $0.name == .scrollViewWillEndDragging }?.target?.x == 390)
        // At 0.15 s: c = 430, C − c = 3090 − 430 = 2660. On the glide's target 390 from o = 0: clamp
        // [−430, 430] keeps 390; 0 < 390 < 2660; L = 0 + 430; round(390/430 = 0.907) = 1 ≠ 0 →
        // no velocity, no step → 1 · 430 = 430, 40 pt from 390: scrolled to with UIKit's animation.
        #expect(view.boundsSize == Self.grown)
        #expect(view.contentSize == CGSize(width: 3090, height: 932))
        #expect(abs(Double(recording.finalOffset.x) - 430) < 1e-9)
        #expect(recording.finalOffset.y == 0)
    }

    @Test(".viewAligned with a centre anchor retargets from 355 to 375 when the container grows mid-glide")
    func viewAlignedGrows() throws {
        let (view, recording) = try Self.flickThenGrow(SimulatedSwiftUI.ViewAlignedScrollTargetBehavior(limitBehavior: .always, anchor: .center))
        // Release: proposal ≈ 1094; clamp (.always limits) [−390, 390] → 390; all children are
        // candidates (300 ≤ 1.1 · 390); nearest origin to 390: child 1 at 310 (80 < 230), the
        // start's is child 0 → no step; anchor .center: 310 + 0.5 · 390 − 0.5 · 300 = 355.
        #expect(recording.events.last { $0.name == .scrollViewWillEndDragging }?.target?.x == 355)
        // At 0.15 s, c = 430: clamp [−430, 430] keeps 355; candidates 300 ≤ 473; nearest to 355:
        // child 1 (45 < 355); 310 + 0.5 · 430 − 0.5 · 300 = 375.
        #expect(view.boundsSize == Self.grown)
        #expect(abs(Double(recording.finalOffset.x) - 375) < 1e-9)
    }

    @Test("the retarget runs with no velocity: a container grown to 900 pt puts the target 390 on page 0, and the view scrolls back to 0")
    func retargetHasNoVelocity() throws {
        let (view, recording) = try Self.flickThenGrow(SimulatedSwiftUI.PagingScrollTargetBehavior(), to: CGSize(width: 900, height: 844))
        // The release's target is 390 (above). At 0.15 s, c = 900, C − c = 3090 − 900 = 2190: clamp
        // [−900, 900] keeps 390; L = 900; round(390/900 = 0.433) = 0, the start's page. With the
        // glide's velocity (about 1.9 pt/ms) `.paging` would step to page 1, 900; SwiftUI passes no
        // velocity, so page 0 stands: 0, 390 pt from the target, reached by UIKit's animation.
        #expect(view.boundsSize == CGSize(width: 900, height: 844))
        #expect(recording.finalOffset == .zero)
        #expect(recording.events.contains { $0.name == .scrollViewDidEndScrollingAnimation })
    }

    @Test("an idle view resized is only held to its new limits: 2700 becomes 2660, nothing retargeted")
    func idleResize() {
        let (view, delegate) = SwiftUIRetargetTests.carousel(SimulatedSwiftUI.PagingScrollTargetBehavior())
        // At the far end in 390: 3090 − 390 = 2700. In 430 the largest offset is 3090 − 430 = 2660.
        view.contentOffset = CGPoint(x: 2700, y: 0)
        let before = view.events.count
        #expect(delegate.changeLayout(delegate.layout, containerSize: Self.grown, in: view) == nil)
        #expect(view.contentOffset == CGPoint(x: 2660, y: 0))
        #expect(view.contentSize == CGSize(width: 3090, height: 932))
        #expect(view.events[before...].map(\.name) == [.scrollViewDidScroll])
    }

    @Test("a container size that is not finite and positive is ignored with a notice")
    func badContainerSize() throws {
        let (view, delegate) = SwiftUIRetargetTests.carousel(SimulatedSwiftUI.PagingScrollTargetBehavior())
        let id = delegate.schedule(SwiftUILayoutChange(containerSize: CGSize(width: 0, height: 932)))
        let recording = try Simulation.run(view, script: [TimedGesture(.setSwiftUILayout(id), at: 0)])
        #expect(recording.events.contains { $0.name == .gestureIgnored })
        #expect(view.boundsSize == CGSize(width: 390, height: 844))
    }
}
