import Foundation
import ScrollPhysics
import ScrollSimTestSupport
import Testing
@testable import ScrollSim

/// §7: `isPagingEnabled`. Pages are multiples of the bounds width (375 pt) from the minimum offset.
@Suite("Paging (§7)")
struct PagingTests {
    func page(from offset: Double, distance: Double, velocity: Double, pages: Int = 5) throws -> (Recording, CallbackLog) {
        let view = horizontalScrollView(width: 375, contentWidth: 375 * Double(pages), offset: offset)
        view.isPagingEnabled = true
        let log = CallbackLog()
        view.delegate = log
        let recording = try Simulation.run(view, script: TimedGesture.drag(at: 0, distance: distance, releaseVelocity: velocity, frameRate: 60))
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
        #expect(log.merged == [
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
        let recording = try Simulation.run(view, script: TimedGesture.drag(at: 0, distance: 30, releaseVelocity: 2, frameRate: 60))
        #expect(recording.finalOffset.x == 1380)
    }

    @Test("the settle from half a page away takes about as long as the spring says (±1 frame)")
    func settleTime() throws {
        // Released at rest at 375 + 190 = 565: 185 pt from page 750. Iterating the per-ms spring
        // (v += 3.6e-4·(target − x); v *= 0.9668; x += v) from 185 pt, |v| < 0.01 within 1 pt first at 335 ms.
        let (recording, _) = try page(from: 375, distance: 190, velocity: 0)
        let release = try #require(recording.events.first { $0.name == .scrollViewWillEndDragging })
        let elapsed = (try #require(recording.restTime) - release.time) * 1000 + 1000.0 / 60
        #expect(abs(elapsed - Self.iteratedSettle(distance: 185)) <= 1000.0 / 60 + 1)
    }

    static func iteratedSettle(distance: Double) -> Double {
        var y = -distance, v = 0.0
        for ms in 1...5000 {
            v = 0.9668 * (v - 3.6e-4 * y)
            y += v
            if abs(v) < 0.01 && abs(y) < 1 { return Double(ms) }
        }
        return .infinity
    }

    /// The reference's figure for the settle: 375 pt from rest, the speed falls below 0.01 pt/ms
    /// at 351 ms, about 0.5 pt past the page. At 60, 120 and 240 Hz the frame before 351 ms lands
    /// on exactly 350 ms (21, 42, 84 frames), when the speed is still 0.0101 pt/ms, so the engine's
    /// paging motion ends on the next frame, 366.7, 358.3 and 354.2 ms, exactly on the page.
    @Test("a paging settle from 375 pt at rest ends on the first frame after 351 ms, on the page, at 60, 120 and 240 Hz",
          arguments: [(60, 22), (120, 43), (240, 85)])
    func settleFromAFullPage(frameRate: Int, expectedFrames: Int) {
        let dt = 1000 / Double(frameRate)
        var motion = AxisMotion(offset: 0, constants: FrameConstants(rate: 0.998, frameDuration: dt))
        motion.settle(onPage: 375)
        let limits = AxisMotion.Limits(minimum: 0, maximum: 3000, range: 375, bounces: true, movable: true, scale: 3)
        let spring = PagingSpring(frameDuration: dt)
        var frames = 0
        while motion.mode == .paging && frames < 1000 {
            motion.step(limits: limits, spring: spring)
            frames += 1
        }
        #expect(frames == expectedFrames)
        #expect(Double(frames) * dt > 351 && Double(frames - 1) * dt <= 351)
        #expect(motion.offset == 375)
    }
}
