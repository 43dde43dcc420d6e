import Foundation
import ScrollSimTestSupport
import Testing
@testable import ScrollSim

@Suite("Frame rate independence and determinism")
struct FrameRateAndDeterminismTests {
    func fling(rate: Int, velocity: Double, decelerationRate: ScrollView.DecelerationRate) throws -> Recording {
        let view = horizontalScrollView(offset: 1000, settings: SimulationSettings(frameRate: rate))
        view.decelerationRate = decelerationRate
        return try Simulation.run(view, script: TimedGesture.drag(at: 0, distance: 60, releaseVelocity: velocity, frameRate: rate))
    }

    /// The bound (docs/physics.md): the stop frame is the first with |v| < 0.01 pt/ms, so the speed
    /// left unspent lies in (0.01·d^dt, 0.01]; the distance it would still cover is below
    /// 0.01·(1 − d^dt)·d/(1 − d): 0.32 pt at 30 Hz (.normal). Each rest is then snapped by at most
    /// half a pixel (1/6 pt at scale 3), so two rates differ by less than 0.32 + 2·1/6 = 0.65 pt.
    @Test("the same flick rests within 0.65 pt at 30, 60, 120 and 240 Hz", arguments: [0.5, 1.0, 2.5, 4.0])
    func restIsRateIndependent(velocity: Double) throws {
        for rate in [ScrollView.DecelerationRate.normal, .fast] {
            let rests = try [30, 60, 120, 240].map { Double(try fling(rate: $0, velocity: velocity, decelerationRate: rate).finalOffset.x) }
            let spread = rests.max()! - rests.min()!
            #expect(spread < 0.65, "rests \(rests)")
        }
    }

    @Test("a flick into an edge rests exactly on the edge at every frame rate")
    func edgeIsExact() throws {
        for hz in [30, 60, 120, 240] {
            let view = horizontalScrollView(contentWidth: 2000, offset: 1000, settings: SimulationSettings(frameRate: hz))
            let recording = try Simulation.run(view, script: TimedGesture.drag(at: 0, distance: 30, releaseVelocity: 5, frameRate: hz))
            #expect(recording.finalOffset.x == 1625)
        }
    }

    @Test("two runs of the same script are bit-identical")
    func sameBits() throws {
        let a = try fling(rate: 60, velocity: 3.3, decelerationRate: .normal)
        let b = try fling(rate: 60, velocity: 3.3, decelerationRate: .normal)
        #expect(a.frames.count == b.frames.count)
        #expect(zip(a.frames, b.frames).allSatisfy { bits($0) == bits($1) })
        #expect(a.events == b.events)
    }

    @Test("driving the view by hand, frame by frame, gives the same bits as Simulation.run")
    func sameBitsByHand() throws {
        let script = TimedGesture.drag(at: 0.1, distance: 60, releaseVelocity: 2.2, frameRate: 60)
        let recorded = try Simulation.run(horizontalScrollView(offset: 300), script: script)
        let view = horizontalScrollView(offset: 300)
        var frames: [Frame] = []
        var pending = script[...]
        for n in 0..<recorded.frames.count {
            while let next = pending.first, Simulation.frameIndex(forTime: next.time, frameRate: 60) <= n {
                view.apply(next.gesture, at: next.time)
                pending = pending.dropFirst()
            }
            view.advanceFrame()
            frames.append(view.displayedFrame)
        }
        #expect(frames.map(bits) == recorded.frames.map(bits))
    }

    @Test("a gesture between frames takes effect at the first frame whose time is ≥ its time")
    func eventTiming() {
        #expect(Simulation.frameIndex(forTime: 0.05, frameRate: 60) == 3)  // 0.05·60 = 3.0000000000000004
        #expect(Simulation.frameIndex(forTime: 0.051, frameRate: 60) == 4)
        #expect(Simulation.frameIndex(forTime: 0.0667, frameRate: 60) == 5)  // 4/60 = 0.066667 < 0.0667
        #expect(Simulation.frameIndex(forTime: 0, frameRate: 60) == 0)
        #expect(Simulation.frameIndex(forTime: 1.0 / 120, frameRate: 120) == 1)
    }

    private func bits(_ f: Frame) -> [UInt64] {
        [UInt64(f.index), f.time.bitPattern, Double(f.contentOffset.x).bitPattern, Double(f.contentOffset.y).bitPattern,
         Double(f.velocity.x).bitPattern, Double(f.velocity.y).bitPattern, UInt64(f.phase.rawValue),
         f.isTracking ? 1 : 0, f.isDragging ? 1 : 0, f.isDecelerating ? 1 : 0]
    }
}
