import Foundation
import ScrollSimTestSupport
import Testing

@testable import ScrollSim

/// `SimulatedSwiftUI.ScrollGeometry` and `onScrollGeometryChange`'s changes on a recording
/// (docs/physics.md, "SwiftUI scroll phases, geometry and visibility"), worked by hand.
@Suite("SwiftUI scroll geometry")
struct SwiftUIScrollGeometryTests {
    /// A carousel's scroll view: content 5 · 280 + 4 · 16 = 1464 × 250 pt, margins 20 as content
    /// insets, bounds 375 × 250, at the leading rest −20.
    static func carousel() -> SimulatedScrollView {
        let view = SimulatedScrollView(
            bounds: CGSize(width: 375, height: 250), contentSize: CGSize(width: 1464, height: 250),
            contentOffset: CGPoint(x: -20, y: 0), settings: SimulationSettings(frameRate: 60))
        view.contentInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        view.contentOffset = CGPoint(x: -20, y: 0)
        return view
    }

    @Test("the geometry holds UIKit's offset, so at the leading rest with a 20 pt margin bounds and visibleRect start at −20")
    func fields() {
        let g = SimulatedSwiftUI.ScrollGeometry(
            contentOffset: CGPoint(x: -20, y: 0), contentSize: CGSize(width: 1464, height: 250),
            contentInsets: SimulatedSwiftUI.EdgeInsets(leading: 20, trailing: 20), containerSize: CGSize(width: 375, height: 250))
        #expect(g.bounds == CGRect(x: -20, y: 0, width: 375, height: 250))
        #expect(g.visibleRect == g.bounds)
        #expect(g.description == "offset (-20, 0) size 1464 × 250 insets (0, 20, 0, 20) container 375 × 250")
        var moved = g
        moved.contentOffset.x = 100
        #expect(!moved.differsBesidesOffset(from: g))
        moved.contentSize.width = 1000
        #expect(moved.differsBesidesOffset(from: g))
        #expect(Set([g, g]).count == 1)
    }

    @Test("right-to-left reads UIKit's right inset as leading")
    func insetsByDirection() {
        let uikit = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(
            SimulatedSwiftUI.EdgeInsets(uikit, layoutDirection: .leftToRight)
                == SimulatedSwiftUI.EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(
            SimulatedSwiftUI.EdgeInsets(uikit, layoutDirection: .rightToLeft)
                == SimulatedSwiftUI.EdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
    }

    @Test("onScrollGeometryChange(for: Bool) of visibleRect.minX > 100: one change, false → true, in the frame at 105; none on appearance")
    func geometryChanges() throws {
        // A drag of 150 pt over 0.1 s moves 25 pt a frame: frame i shows −20 + 25i (−20, 5, 30,
        // 55, 80, 105, 130); released at 0 it stays at 130 (a plain view, no snapping). minX first
        // passes 100 in frame 5 (105).
        let recording = try Simulation.run(
            Self.carousel(), script: TimedGesture.drag(at: 0, distance: 150, releaseVelocity: .pointsPerMillisecond(0), frameRate: 60))
        #expect(recording.geometry.contentSize == CGSize(width: 1464, height: 250))
        #expect(recording.geometry.contentInset == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
        let changes = recording.swiftUIGeometryChanges { $0.visibleRect.minX > 100 }
        #expect(changes == [SwiftUIGeometryChange(frameIndex: 5, time: 5.0 / 60, oldValue: false, newValue: true)])
        // The offset itself changes in frames 1–6: six changes, the first from −20 to 5.
        let offsets = recording.swiftUIGeometryChanges { $0.contentOffset.x }
        #expect(offsets.map(\.frameIndex) == [1, 2, 3, 4, 5, 6])
        #expect(offsets.first?.oldValue == -20 && offsets.first?.newValue == 5)
        // The whole geometry of frame 6.
        let last = try #require(recording.swiftUIGeometries().last)
        #expect(last.visibleRect == CGRect(x: 130, y: 0, width: 375, height: 250))
        #expect(last.contentInsets == SimulatedSwiftUI.EdgeInsets(leading: 20, trailing: 20))
    }

    @Test("the observer keeps the geometry of the last frame and judges visibility in its visibleRect")
    func observerGeometry() {
        // Cards 0 (0 … 280) and 1 (296 … 576); at 80 the rect is 80 … 455: card 1 has 159 pt (0.568).
        var observer = SwiftUIScrollObserver(
            targetFrames: [CGRect(x: 0, y: 0, width: 280, height: 250), CGRect(x: 296, y: 0, width: 280, height: 250)],
            containerSize: CGSize(width: 375, height: 250), contentSize: CGSize(width: 1464, height: 250))
        #expect(observer.geometry == nil)
        let frame = Frame(
            index: 4, time: 4.0 / 60, contentOffset: CGPoint(x: 80, y: 0), velocityPointsPerSecond: .zero, phase: .dragging,
            isTracking: true, isDragging: true, isDecelerating: false)
        _ = observer.observe(frame)
        #expect(observer.geometry?.visibleRect == CGRect(x: 80, y: 0, width: 375, height: 250))
        #expect(observer.visibleTargets == [0, 1])
    }
}
