import Foundation
import ScrollPhysics
import ScrollSimTestSupport
import Testing

@testable import ScrollSim

/// §9: `isPagingEnabled`. Pages are multiples of the bounds width (375 pt) from the paging origin (0).
@Suite("Paging (§9)")
struct PagingTests {
    func page(from offset: Double, distance: Double, velocity: Double, pages: Int = 5) throws -> (Recording, CallbackLog) {
        let view = horizontalScrollView(width: 375, contentWidth: 375 * Double(pages), offset: offset)
        view.isPagingEnabled = true
        let log = CallbackLog()
        view.delegate = log
        let recording = try Simulation.run(
            view, script: TimedGesture.drag(at: 0, distance: distance, releaseVelocity: .pointsPerMillisecond(velocity), frameRate: 60))
        return (recording, log)
    }

    @Test("a hard flick moves at most one page, whatever its speed", arguments: [0.5, 2.0, 5.0, 12.0])
    func onePage(velocity: Double) throws {
        let (forward, _) = try page(from: 375, distance: 30, velocity: velocity)
        #expect(forward.finalOffset.x == 750)
        let (backward, _) = try page(from: 750, distance: -30, velocity: -velocity)
        #expect(backward.finalOffset.x == 375)
    }

    @Test("below 300 pt/s the nearest page wins: past half a page goes on, short of it comes back")
    func halfPage() throws {
        // Released at 375 + 190 = 565 (past 562.5) at rest → page 2 (750); at 375 + 185 = 560 → page 1.
        #expect(try page(from: 375, distance: 190, velocity: 0).0.finalOffset.x == 750)
        #expect(try page(from: 375, distance: 185, velocity: 0).0.finalOffset.x == 375)
        // 0.28 pt/ms decelerates (≥ 0.25) but is under 0.3: still the nearest page.
        #expect(try page(from: 375, distance: 100, velocity: 0.28).0.finalOffset.x == 375)
        // 0.31 pt/ms is a flick: the next page in its direction, even 100 pt in.
        #expect(try page(from: 375, distance: 100, velocity: 0.31).0.finalOffset.x == 750)
    }

    @Test("the delegate is offered the page the view will rest on")
    func delegateSeesPage() throws {
        let (recording, log) = try page(from: 375, distance: 40, velocity: 2)
        let release = try #require(recording.events.first { $0.name == .scrollViewWillEndDragging })
        #expect(release.target == CGPoint(x: 750, y: 0))
        #expect(
            log.merged == [
                "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
                "didScroll", "didEndDecelerating",
            ])
        #expect(recording.frames.contains { $0.phase == .paging && $0.isDecelerating })
    }

    @Test("the first and last pages clamp: no page beyond the content")
    func clampsAtEnds() throws {
        #expect(try page(from: 0, distance: -30, velocity: -3).0.finalOffset.x == 0)
        #expect(try page(from: 1500, distance: 30, velocity: 3).0.finalOffset.x == 1500)
    }

    @Test("a partial last page: pages clamp to the maximum offset")
    func partialLastPage() throws {
        // Content 1755 wide: max offset 1380; from page 3 (1125) a flick forward rests at min(1500, 1380).
        let view = horizontalScrollView(width: 375, contentWidth: 1755, offset: 1125)
        view.isPagingEnabled = true
        let recording = try Simulation.run(
            view, script: TimedGesture.drag(at: 0, distance: 30, releaseVelocity: .pointsPerMillisecond(2), frameRate: 60))
        #expect(recording.finalOffset.x == 1380)
    }

    /// Released at rest at 375 + 190 = 565, 185 pt short of page 750 (past half a page): iterating
    /// UIKit's spring (`PagingSpring`: ⌊dt⌋ steps of `v = (v + (750 − x) · 2.898e-4) · 0.97055`,
    /// the pixel grid, the end rules) from there, the settle lasts 23 frames at 60 Hz (the release
    /// frame included), 45 at 120 Hz and 90 at 240 Hz: slower in real time at 120 Hz, where a frame
    /// of 8.33 ms takes 8 steps, than at 240 Hz (4 steps of 4.17 ms).
    @Test(
        "a paging settle from rest 185 pt away lasts 23 frames at 60 Hz, 45 at 120 Hz and 90 at 240 Hz",
        arguments: [(60, 23), (120, 45), (240, 90)])
    func settleFromHalfAPage(frameRate: Int, settleFrames: Int) throws {
        let view = horizontalScrollView(width: 375, contentWidth: 1875, offset: 375, settings: SimulationSettings(frameRate: frameRate))
        view.isPagingEnabled = true
        let script = TimedGesture.drag(at: 0, distance: 190, releaseVelocity: .pointsPerMillisecond(0), frameRate: frameRate)
        let recording = try Simulation.run(view, script: script)
        let release = try #require(recording.events.first { $0.name == .scrollViewWillEndDragging })
        #expect(recording.finalOffset.x == 750)
        let rest = try #require(recording.restFrame)
        #expect(rest.index == release.frameIndex + settleFrames - 1)
    }
}
