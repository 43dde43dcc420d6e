import Foundation
import ScrollSimTestSupport
import Testing

@testable import ScrollSim

@Suite("Frame rate independence and determinism")
struct FrameRateAndDeterminismTests {
    func fling(rate: Int, velocity: Double, decelerationRate: SimulatedScrollView.DecelerationRate) throws -> Recording {
        let view = horizontalScrollView(offset: 1000, settings: SimulationSettings(frameRate: rate))
        view.decelerationRate = decelerationRate
        return try Simulation.run(
            view, script: TimedGesture.drag(at: 0, distance: 60, releaseVelocity: .pointsPerMillisecond(velocity), frameRate: rate))
    }

    /// The bound (docs/physics.md): the stop frame is the first with |v| < 0.01 pt/ms, so the speed
    /// left unspent lies in (0.01·d^dt, 0.01]; the distance it would still cover is below
    /// 0.01·(1 − d^dt)·d/(1 − d) = 0.01 · (1 − 0.998^33.33) · 499 = 0.322 pt at 30 Hz (.normal).
    /// Each rest is then snapped by at most half a pixel (1/6 pt at scale 3), so two rates differ
    /// by less than 0.322 + 2·1/6 = 0.655 pt. Both rests lie on the same 1/3 pt grid, so the spread
    /// is a multiple of 1/3 pt: below 0.655 pt, 0 or 1/3 pt.
    @Test("the same flick rests within 0.65 pt at 30, 60, 120 and 240 Hz: zero or one 1/3 pt pixel apart", arguments: [0.5, 1.0, 2.5, 4.0])
    func restIsRateIndependent(velocity: Double) throws {
        for rate in [SimulatedScrollView.DecelerationRate.normal, .fast] {
            let rests = try [30, 60, 120, 240].map { Double(try fling(rate: $0, velocity: velocity, decelerationRate: rate).finalOffset.x) }
            let spread = rests.max()! - rests.min()!
            #expect(spread < 0.65, "rests \(rests)")
            #expect(abs(spread * 3 - (spread * 3).rounded()) < 1e-6, "a whole number of pixels: rests \(rests)")
        }
    }

    static let oneFrame: Double = 1.0 / 60
    static let gestureFrames: [(Double, Int)] = [
        (0, 0), (0.01, 1), (oneFrame, 1), (0.016667, 1), (oneFrame + 0.9e-6, 1), (oneFrame + 1.1e-6, 2), (0.02, 2), (0.033333, 2),
        (0.5, 30),
    ]

    /// Frame n is shown at n/60 s; a gesture takes effect on the first frame whose time is
    /// ≥ its time − 1 µs: 0 → frame 0; 0.01 (between 0 and 0.0167) → 1; 1/60 exactly → 1;
    /// 0.016667 (1/60 written to the microsecond, 0.33 µs late) → 1; 1/60 + 0.9 µs (within the
    /// tolerance) → 1; 1/60 + 1.1 µs → 2; 0.02 (between 0.0167 and 0.0333) → 2; 0.033333 (2/60
    /// written to the microsecond, early) → 2; 0.5 = 30/60 → 30.
    @Test(
        "a gesture between frames takes effect on the next frame, one on a frame on that frame, as the recording shows",
        arguments: Self.gestureFrames)
    func betweenFrames(time: Double, frame: Int) throws {
        let view = horizontalScrollView(offset: 0)
        let recording = try Simulation.run(view, script: [TimedGesture(.setContentOffset(CGPoint(x: 100, y: 0), animated: false), at: time)])
        #expect(recording.frames.last?.index == frame)
        #expect(recording.frames.dropLast().allSatisfy { $0.contentOffset.x == 0 })
        #expect(recording.frames.last?.contentOffset.x == 100)
        let event = try #require(recording.events.first { $0.name == .scrollViewDidScroll })
        #expect(event.frameIndex == frame)
        #expect(abs(event.time - Double(frame) / 60) < 1e-12)
    }

    /// A drag whose begin falls between frames 0 and 1 (0.01 s) and whose move falls between frames
    /// 1 and 2 (0.03 s): frame 1 is the first tracking frame, frame 2 the first moved one.
    @Test("a drag begun and moved between frames shows on the frames after each gesture")
    func dragBetweenFrames() throws {
        let view = horizontalScrollView(offset: 500)
        let script = [
            TimedGesture(.beginDrag, at: 0.01),
            TimedGesture(.move(translation: CGPoint(x: -30, y: 0), velocity: .zero), at: 0.03),
        ]
        let recording = try Simulation.run(view, script: script, until: 3.0 / 60)
        let f = recording.frames
        #expect(f.map(\.isTracking) == [false, true, true, true])
        #expect(f.map { Double($0.contentOffset.x) } == [500, 500, 530, 530])
    }

    @Test("a flick into an edge rests exactly on the edge at every frame rate")
    func edgeIsExact() throws {
        for hz in [30, 60, 120, 240] {
            let view = horizontalScrollView(contentWidth: 2000, offset: 1000, settings: SimulationSettings(frameRate: hz))
            let recording = try Simulation.run(
                view, script: TimedGesture.drag(at: 0, distance: 30, releaseVelocity: .pointsPerMillisecond(5), frameRate: hz))
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
        let script = TimedGesture.drag(at: 0.1, distance: 60, releaseVelocity: .pointsPerMillisecond(2.2), frameRate: 60)
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
        [
            UInt64(f.index), f.time.bitPattern, Double(f.contentOffset.x).bitPattern, Double(f.contentOffset.y).bitPattern,
            Double(f.velocityPointsPerSecond.x).bitPattern, Double(f.velocityPointsPerSecond.y).bitPattern, UInt64(f.phase.rawValue),
            f.isTracking ? 1 : 0, f.isDragging ? 1 : 0, f.isDecelerating ? 1 : 0,
        ]
    }

    /// Released 130.8 pt past the leading edge while moving inwards at 4.82 pt/ms, the content
    /// crosses the edge and glides on into the content, at every rate. UIKit bounces the whole of a
    /// frame that starts past an edge (26.1 `_getBouncingDecelerationOffset…`: no split on the way
    /// back in), so the release frame's speed is cut by that frame's bounce pull, `e^(−0.01005 · dt)`:
    /// where the frames fall against the edge changes the glide from it, so the rest depends on
    /// the frame rate (unlike a release inside the content, §2 "Frame-rate tolerance").
    @Test("a fling back into the content from past an edge glides on through it at 30, 60, 90, 120, 144 and 240 Hz")
    func inwardReleaseFromPastTheEdge() throws {
        func rest(_ hz: Int) throws -> Double {
            let view = horizontalScrollView(contentWidth: 10_000, offset: 0, settings: SimulationSettings(frameRate: hz))
            var script = [TimedGesture(.beginDrag, at: 0)]
            for i in 1...6 {
                script.append(
                    TimedGesture(
                        .move(translation: CGPoint(x: 365.16 * Double(i) / 6, y: 0), velocity: CGPoint(x: -4822, y: 0)),
                        at: 0.0163 * Double(i)))
            }
            script.append(TimedGesture(.endDrag(velocity: CGPoint(x: -4822, y: 0)), at: 0.1))
            return Double(try Simulation.run(view, script: script).finalOffset.x)
        }
        let rests = try [30, 60, 90, 120, 144, 240].map(rest)
        #expect(rests.allSatisfy { $0 > 1000 }, "rests \(rests)")
        // The rests differ with the rate (1600.7 to 1692.7 pt here), by less than a tenth.
        #expect(rests.max()! - rests.min()! < 0.1 * rests.max()!, "rests \(rests)")
    }

    /// Seeded inward releases from past the leading edge (drags of 100–600 pt into the rubber band,
    /// released at 1000–8000 pt/s inwards, normal or fast) come back in and rest inside the content
    /// or on its edge at every rate; where, depends on the rate (UIKit's whole-frame bounce). The
    /// bounce carries the content past the edge only when the inward speed beats the decay of the
    /// overshoot, about 0.01005 · |offset| pt/ms: a slow fast-rate release (1.1 pt/ms from
    /// 150 pt out) settles on the edge itself. A failure names its seed.
    @Test("inward releases from past an edge come back in and rest inside the content or on its edge at 60, 90, 144 and 240 Hz", arguments: 0..<300)
    func inwardReleasesAcrossRates(seed: Int) throws {
        var g = SeededGenerator(seed: UInt64(9000 + seed))
        let pull = g.double(in: 100...600)
        let speed = g.double(in: 1000...8000)
        let fast = g.chance(0.5)
        func rest(_ hz: Int) throws -> Double {
            let view = horizontalScrollView(contentWidth: 20_000, offset: 0, settings: SimulationSettings(frameRate: hz))
            if fast { view.decelerationRate = .fast }
            var script = [TimedGesture(.beginDrag, at: 0)]
            for i in 1...6 {
                script.append(
                    TimedGesture(
                        .move(translation: CGPoint(x: pull * Double(i) / 6, y: 0), velocity: CGPoint(x: -speed, y: 0)), at: 0.0163 * Double(i)))
            }
            script.append(TimedGesture(.endDrag(velocity: CGPoint(x: -speed, y: 0)), at: 0.1))
            return Double(try Simulation.run(view, script: script).finalOffset.x)
        }
        let rests = try [60, 90, 144, 240].map(rest)
        let label = "seed \(seed): pull \(pull) pt, \(speed) pt/s, fast \(fast): rests \(rests)"
        #expect(rests.allSatisfy { $0 >= 0 && $0 <= 20_000 - 375 }, "\(label)")
    }
}
