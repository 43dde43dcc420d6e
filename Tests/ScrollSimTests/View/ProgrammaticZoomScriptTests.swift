import Foundation
import ScrollPhysics
import Testing

@testable import ScrollSim

/// The app's programmatic zooms as scripted events (`GestureEvent.setZoomScale`, `.zoomTo`), worked
/// by hand from 26.1 `setZoomScale:animated:` and `zoomToRect:animated:` (docs/physics.md "Zooming
/// (26.1)"). The view is 300 × 400 pt at 3 px/pt, zooming a 300 × 400 pt view between 1 and 2, at
/// rest at (0, 0), at 60 Hz.
@Suite("Zooming: setZoomScale and zoom(to:) in a script")
struct ProgrammaticZoomScriptTests {
    @Test("a scripted setZoomScale zooms about the centre of the bounds at its frame, held to the maximum")
    func setZoomScaleAtItsFrame() throws {
        let view = ZoomPinchTests.zoomingView()
        let run = try Simulation.run(view, script: [TimedGesture(.setZoomScale(5, animated: false), at: 0.05)])
        // 5 is held to 2. The centre of the bounds (150, 200) is the content point (150, 200) at
        // zoom 1, shown at zoom 2 at (300, 400): offset (300 − 150, 400 − 200) = (150, 200), on the
        // grid already. At frame 3 (0.05 s): frames 0 to 2 show zoom 1 at (0, 0).
        #expect(view.zoomScale == 2)
        #expect(run.frames[2].contentOffset == .zero)
        #expect(run.frames[3].contentOffset == CGPoint(x: 150, y: 200))
        #expect(run.events.map(\.name) == [DelegateEvent.Name.scrollViewDidScroll, .scrollViewDidZoom])
        #expect(run.finalZoomScale == 2)
    }

    @Test("a scripted zoomTo fits the rect in the bounds and centres it")
    func zoomToFitsTheRect() throws {
        let view = ZoomPinchTests.zoomingView()
        _ = try Simulation.run(view, script: [TimedGesture(.zoomTo(CGRect(x: 150, y: 200, width: 150, height: 200), animated: false), at: 0)])
        // min(300 / 150, 400 / 200) = 2, within [1, 2]; the rect's centre (225, 300) at zoom 2 is
        // (450, 600), at the centre of the bounds: offset (450 − 150, 600 − 200) = (300, 400), the
        // largest offset of the 600 × 800 content.
        #expect(view.zoomScale == 2)
        #expect(view.contentOffset == CGPoint(x: 300, y: 400))
    }

    @Test("a non-finite or non-positive scale and a non-finite rect are ignored with a notice")
    func badValuesAreIgnored() throws {
        let view = ZoomPinchTests.zoomingView()
        let run = try Simulation.run(
            view,
            script: [
                TimedGesture(.setZoomScale(0, animated: false), at: 0), TimedGesture(.setZoomScale(.nan, animated: true), at: 0),
                TimedGesture(.zoomTo(CGRect(x: 0, y: CGFloat.infinity, width: 10, height: 10), animated: false), at: 0),
            ])
        #expect(view.zoomScale == 1 && view.contentOffset == .zero)
        #expect(run.events.map(\.name) == [DelegateEvent.Name](repeating: .gestureIgnored, count: 3))
    }
}
