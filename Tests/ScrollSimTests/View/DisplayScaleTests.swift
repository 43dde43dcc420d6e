import Foundation
import ScrollPhysics
import Testing

@testable import ScrollSim

/// The pixel grid of `displayScale` applies to the start offset whatever the order of
/// configuration, as in UIKit, whose `initWithFrame:` reads the screen scale (`_accuracy`) before
/// any offset is set. Rounding is `floor(v) + round((v − floor(v)) · scale)/scale`, half away from
/// zero; the expected values are worked by hand from it.
@Suite("The display scale and the start offset (pixel grid, 26.1 initWithFrame:)")
struct DisplayScaleTests {
    static func view(offset: CGPoint, displayScale: CGFloat? = nil) -> SimulatedScrollView {
        let bounds = CGSize(width: 375, height: 667)
        let content = CGSize(width: 2000, height: 2000)
        guard let displayScale else { return SimulatedScrollView(bounds: bounds, contentSize: content, contentOffset: offset) }
        return SimulatedScrollView(bounds: bounds, contentSize: content, contentOffset: offset, displayScale: displayScale)
    }

    @Test("given to the initializer: 10.22 rests at 10 at scale 1, 10 at scale 2 and 10.333 at scale 3; 10.7 at 11, 10.5, 10.667")
    func initializer() {
        // Scale 1: round(10.22) = 10, round(10.7) = 11.
        #expect(Self.view(offset: CGPoint(x: 10.7, y: 10.22), displayScale: 1).contentOffset == CGPoint(x: 11, y: 10))
        // Scale 2: 10 + round(0.44)/2 = 10, 10 + round(1.4)/2 = 10.5.
        #expect(Self.view(offset: CGPoint(x: 10.7, y: 10.22), displayScale: 2).contentOffset == CGPoint(x: 10.5, y: 10))
        // Scale 3, the default: 10 + round(0.66)/3 = 10 + 1/3, 10 + round(2.1)/3 = 10 + 2/3.
        let three = Self.view(offset: CGPoint(x: 10.7, y: 10.22)).contentOffset
        #expect(three == CGPoint(x: 10 + 2.0 / 3, y: 10 + 1.0 / 3))
    }

    @Test("set after the initializer: the offset given is rounded again at the new scale, not the one already rounded")
    func setterAfterInitializer() {
        let view = Self.view(offset: CGPoint(x: 10.2, y: 10.22))
        // At scale 3: 10 + round(0.6)/3 = 10.333 and 10 + round(0.66)/3 = 10.333.
        #expect(view.contentOffset == CGPoint(x: 10 + 1.0 / 3, y: 10 + 1.0 / 3))
        view.displayScale = 2
        // 10.2 at scale 2: 10 + round(0.4)/2 = 10. Rounding 10.333 again would give
        // 10 + round(0.667)/2 = 10.5: the scale applies to the offset as given.
        #expect(view.contentOffset == CGPoint(x: 10, y: 10))
        view.displayScale = 1
        #expect(view.contentOffset == CGPoint(x: 10, y: 10))
        view.displayScale = 3
        #expect(view.contentOffset == CGPoint(x: 10 + 1.0 / 3, y: 10 + 1.0 / 3))
        // Not a scroll: nothing was recorded, and the first frame reports no motion.
        #expect(view.events.isEmpty)
    }

    @Test("an unanimated setContentOffset before the scale: 10.7 shows 10.667, then 10.5 at scale 2 (from 10.7, not 10.667)")
    func setterAfterSetContentOffset() {
        let view = Self.view(offset: .zero)
        view.setContentOffset(CGPoint(x: 0, y: 10.7), animated: false)
        #expect(view.contentOffset.y == 10 + 2.0 / 3)
        view.displayScale = 2
        #expect(view.contentOffset.y == 10.5)
        view.displayScale = 1
        #expect(view.contentOffset.y == 11)
    }

    @Test("an offset the view reached by itself stays where it is when the scale changes (UIKit rounds an offset when it stores one)")
    func reachedOffsetStays() throws {
        let view = Self.view(offset: CGPoint(x: 0, y: 10.22))
        // A drag of 10.25 pt released without velocity: 10.333 + 10.25 = 20.583 shows
        // 20 + round(1.75)/3 = 20.667 and rests there.
        let script = TimedGesture.drag(at: 0, distance: 10.25, releaseVelocity: .pointsPerMillisecond(0), axis: .vertical, frameRate: 60)
        let recording = try Simulation.run(view, script: script)
        #expect(recording.finalOffset.y == 20 + 2.0 / 3)
        view.displayScale = 2
        #expect(view.contentOffset.y == 20 + 2.0 / 3)
    }
}
