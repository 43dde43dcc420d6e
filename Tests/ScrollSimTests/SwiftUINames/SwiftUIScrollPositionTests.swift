import Foundation
import ScrollSim
import Testing

/// `ScrollPosition.scrollTo` on a SwiftUI scroll view (`SwiftUIScrollTargetDelegate.scrollTo(_:in:animated:)`;
/// docs/physics.md, "SwiftUI scroll targets", "scrollPosition"). The carousel: container 390 × 844
/// pt, ten children 300 pt wide 10 pt apart (child k at x = 310k, content 3090), margins 45 pt on
/// each side: SwiftUI's offset T is UIKit's + 45, T runs from 0 to 3180 − 390 = 2790, and the
/// container less its insets is 390 − 90 = 300 pt.
@Suite("SwiftUI's scrollPosition scrolls to a child, an edge or a point")
struct SwiftUIScrollPositionTests {
    static func carousel(margins: CGFloat = 45) -> (SimulatedScrollView, SwiftUIScrollTargetDelegate) {
        let view = SimulatedScrollView(bounds: CGSize(width: 390, height: 844))
        let layout = SwiftUIScrollTargetLayout(
            axis: .horizontal, childLengths: Array(repeating: 300, count: 10), spacing: 10,
            contentMargins: SimulatedSwiftUI.EdgeInsets(top: 0, leading: margins, bottom: 0, trailing: margins))
        layout.configure(view)
        let delegate = SwiftUIScrollTargetDelegate(behavior: SimulatedSwiftUI.PagingScrollTargetBehavior(), layout: layout)
        view.delegate = delegate
        return (view, delegate)
    }

    @Test("scrollTo(id: 3, anchor: .center) without margins: T = 930 + 0.5·300 − 0.5·390 = 885, the child centred")
    func idCentered() {
        let (view, delegate) = Self.carousel(margins: 0)
        // The child then spans 930 − 885 = 45 to 345 on screen: its centre 195 is the container's.
        #expect(delegate.offset(for: .id(3, anchor: .center), in: view) == CGPoint(x: 885, y: 0))
        // .trailing: T = 930 + 300 − 390 = 840.
        #expect(delegate.offset(for: .id(3, anchor: .trailing), in: view) == CGPoint(x: 840, y: 0))
    }

    @Test("with 45 pt margins .center aligns in the container less its insets: T = 930 + 150 − 150 = 930, UIKit 885")
    func idCenteredInsideMargins() {
        let (view, delegate) = Self.carousel()
        #expect(delegate.offset(for: .id(3, anchor: .center), in: view) == CGPoint(x: 885, y: 0))
    }

    @Test("no anchor scrolls the least that shows the child: from T 0, child 3 ends at 1230 → T = 1230 − 300 = 930")
    func idWithoutAnchor() {
        let (view, delegate) = Self.carousel()
        #expect(delegate.offset(for: .id(3, anchor: nil), in: view) == CGPoint(x: 885, y: 0))
        // Child 0 is already shown (0 ≥ 0, 300 − 0 ≤ 300): the offset stays at UIKit −45.
        #expect(delegate.offset(for: .id(0, anchor: nil), in: view) == CGPoint(x: -45, y: 0))
        // A child the stack does not have: nil.
        #expect(delegate.offset(for: .id(10, anchor: nil), in: view) == nil)
    }

    @Test("edges and points are held to T ∈ [0, 2790]: trailing 2790 (UIKit 2745), leading 0 (−45), point 5000 → 2745")
    func edgesAndPoints() {
        let (view, delegate) = Self.carousel()
        #expect(delegate.offset(for: .edge(.trailing), in: view) == CGPoint(x: 2745, y: 0))
        #expect(delegate.offset(for: .edge(.leading), in: view) == CGPoint(x: -45, y: 0))
        #expect(delegate.offset(for: .point(CGPoint(x: 5000, y: 0)), in: view) == CGPoint(x: 2745, y: 0))
        #expect(delegate.offset(for: .point(CGPoint(x: 100, y: 0)), in: view) == CGPoint(x: 55, y: 0))
    }

    @Test("through the engine: UIKit's 0.3 s animation (18 frames at 60 Hz) ends on 885 with scrollViewDidEndScrollingAnimation")
    func animatedThroughTheEngine() throws {
        let (view, delegate) = Self.carousel()
        let script = [TimedGesture(.scrollPosition(.id(3, anchor: .center), animated: true), at: 0)]
        let recording = try Simulation.run(view, script: script)
        #expect(recording.finalOffset == CGPoint(x: 885, y: 0))
        #expect(recording.events.contains { $0.name == .scrollViewDidEndScrollingAnimation })
        // Frame k of 18 has progress sin²(π·k/36); frame 1 is recorded at the call's time 0, so
        // frame 9, half-way at −45 + 930 · 0.5 = 420, is at t = 8/60.
        let halfWay = recording.frames.first { abs($0.time - 8.0 / 60) < 1e-9 }
        #expect(halfWay.map { abs(Double($0.contentOffset.x) - 420) < 1e-3 } == true)
        _ = delegate
    }

    @Test("a view without a SwiftUI delegate ignores scrollPosition with a notice")
    func ignoredWithoutSwiftUI() throws {
        let view = SimulatedScrollView(bounds: CGSize(width: 390, height: 844), contentSize: CGSize(width: 3000, height: 844))
        let recording = try Simulation.run(view, script: [TimedGesture(.scrollPosition(.edge(.trailing), animated: true), at: 0)])
        #expect(recording.events.contains { $0.name == .gestureIgnored })
        #expect(recording.finalOffset == .zero)
    }
}
