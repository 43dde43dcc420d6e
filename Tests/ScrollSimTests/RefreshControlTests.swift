import Foundation
import ScrollPhysics
import Testing

@testable import ScrollSim

/// Pull to refresh as 26.1's `UIRefreshControl` does it, on a 375 × 667 pt view over content 3000
/// pt tall with a control without a title: 60 pt tall, armed by a pull of
/// min(round(667 / 2), 100 · 1.125 · 667 / 568) = 132.1 pt while the finger is down.
@Suite("Pull to refresh")
struct RefreshControlTests {
    static func view() -> (SimulatedScrollView, SimulatedRefreshControl) {
        let view = SimulatedScrollView(bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 375, height: 3000))
        let control = SimulatedRefreshControl()
        view.refreshControl = control
        return (view, control)
    }

    /// The finger pulls the content down by `pull` points in 0.1 s, holds, and lifts still.
    static func pull(_ pull: Double) -> [TimedGesture] {
        [
            TimedGesture(.beginDrag, at: 0), TimedGesture(.move(translation: CGPoint(x: 0, y: pull), velocity: .zero), at: 0.1),
            TimedGesture(.endDrag(velocity: .zero), at: 0.2),
        ]
    }

    @Test("the snapping height is min(round(h / 2), (title + 100) · 1.125 · max(h, 372) / 568): 132.1 pt at 667, 73.7 at 300")
    func snappingHeight() {
        #expect(abs(RefreshGeometry.snappingHeight(viewHeight: 667, titleHeight: nil) - 132.10827) < 1e-4)
        // 300 pt: round(150) = 150 against 100 · 1.125 · 372 / 568 = 73.68: the cap wins.
        #expect(abs(RefreshGeometry.snappingHeight(viewHeight: 300, titleHeight: nil) - 73.6796) < 1e-4)
        #expect(RefreshGeometry.height(titleHeight: nil) == 60 && RefreshGeometry.height(titleHeight: 20) == 87)
    }

    @Test("the first 60 pt of pull follow the finger: 50 pt shows 50 (26.333 rubber-banded without a control); 100 shows 60 + 21.30 = 81.333")
    func freeZone() throws {
        let (view, _) = Self.view()
        let frames = try Simulation.run(view, script: Self.pull(50), until: 0.15).frames
        #expect(frames.last?.contentOffset.y == -50)
        let plain = SimulatedScrollView(bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 375, height: 3000))
        #expect(try Simulation.run(plain, script: Self.pull(50), until: 0.15).frames.last?.contentOffset.y == -79.0 / 3)
        let (deeper, control) = Self.view()
        // 60 + 667 · (1 − 1 / (1 + 0.55 · 40 / 667)) = 81.297, 81.333 on the 1/3 pt grid; under 132.1, not armed.
        #expect(try Simulation.run(deeper, script: Self.pull(100), until: 0.15).frames.last?.contentOffset.y == -244.0 / 3)
        #expect(!control.isRefreshing)
    }

    @Test("a 250 pt pull shows 150.3 pt past the top, arms the control while the finger is down, and the release rests at −60")
    func armsAndRestsInView() throws {
        let (view, control) = Self.view()
        var changed = 0
        control.valueChanged = { _ in changed += 1 }
        let recording = try Simulation.run(view, script: Self.pull(250))
        #expect(changed == 1)
        #expect(control.isRefreshing)
        let armed = try #require(recording.events.first { $0.name == .refreshControlValueChanged })
        #expect(armed.time < 0.2, "armed before the finger lifts")
        #expect(view.adjustedContentInset.top == 60)
        #expect(recording.finalOffset.y == -60)
    }

    @Test("a fling into the top does not arm the control, however far it overshoots")
    func flingDoesNotArm() throws {
        let (view, control) = Self.view()
        view.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        let recording = try Simulation.run(view, script: TimedGesture.drag(at: 0, distance: -20, releaseVelocity: -5, axis: .vertical, frameRate: 60))
        #expect(recording.maximumOvershoot > 132)
        #expect(!control.isRefreshing)
        #expect(!recording.events.contains { $0.name == .refreshControlValueChanged })
        #expect(recording.finalOffset.y == 0)
    }

    @Test("endRefreshing removes the inset and scrolls back to 0 with setContentOffset's animation; beginRefreshing from code moves nothing")
    func endAndBegin() throws {
        let (view, control) = Self.view()
        var script = Self.pull(250)
        script.append(TimedGesture(.endRefreshing, at: 2))
        let recording = try Simulation.run(view, script: script)
        #expect(!control.isRefreshing)
        #expect(view.adjustedContentInset.top == 0)
        #expect(recording.finalOffset.y == 0)
        #expect(recording.events.last?.name == .scrollViewDidEndScrollingAnimation)

        let (other, code) = Self.view()
        code.beginRefreshing()
        #expect(code.isRefreshing && other.contentOffset.y == 0 && other.minimumOffset(.vertical) == -60)
    }

    @Test("a refresh control turns on alwaysBounceVertical, so short content still pulls")
    func alwaysBounces() {
        let view = SimulatedScrollView(bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 375, height: 300))
        view.refreshControl = SimulatedRefreshControl()
        #expect(view.alwaysBounceVertical)
        #expect(view.scrolls(.vertical))
    }
}
