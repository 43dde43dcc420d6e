import Foundation
import ScrollSimTestSupport
import Testing

@testable import ScrollSim

/// A delegate that observes every frame (`implementsScrollViewDidScroll`) has each frame of a
/// glide stepped by `advanceFrame()`; one that does not has the glide run in `glideUnobserved`'s
/// tight loops. The two must record the same bits, with a delegate's changed target too: the
/// re-timed glide onto it and the frames that creep on to it at 0.01 pt/ms.
@Suite("The tight glide loops against the observed path")
struct ObservedPathEquivalenceTests {
    /// Shifts each release's proposed target by `shift` points (none when nil), and says whether
    /// it observes every frame; observing, it notes a still axis whose velocity is −0.
    final class TargetShift: ScrollViewDelegate {
        let shift: CGPoint?
        let implementsScrollViewDidScroll: Bool
        private(set) var sawNegativeZero = false

        init(shift: CGPoint?, observes: Bool) {
            self.shift = shift
            implementsScrollViewDidScroll = observes
        }

        func scrollViewDidScroll(_ scrollView: SimulatedScrollView) {
            for axis in ScrollAxis.allCases where scrollView.motion(axis).velocity == 0 && scrollView.motion(axis).velocity.sign == .minus {
                sawNegativeZero = true
            }
        }

        func scrollViewWillEndDragging(
            _ scrollView: SimulatedScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            guard let shift else { return }
            targetContentOffset.pointee.x += shift.x
            targetContentOffset.pointee.y += shift.y
        }
    }

    /// Case `seed`: a random view and script (a third with one axis fixed, so that the one-axis
    /// loop runs; a fifth with the script a drag along one axis, whose still axis is released at
    /// −0 pt/ms, the content moving against a finger still on that axis), and, in three cases of
    /// four, a target shift of up to 200 pt on each axis.
    static func targetCase(seed: Int) -> (EnginePropertyTests.Case, frameRate: Int, shift: CGPoint?) {
        var (c, frameRate) = EnginePropertyTests.glideCase(seed: seed, base: 17_000)
        var g = SeededGenerator(seed: UInt64(17_000 + seed))
        let shift = seed % 4 == 0 ? nil : CGPoint(x: g.double(in: -200...200).rounded(), y: g.double(in: -200...200).rounded())
        if seed % 5 == 4 {
            c.script = TimedGesture.drag(
                at: 0, distance: g.double(in: -300...300).rounded(), releaseVelocity: .pointsPerMillisecond(g.double(in: -6...6)),
                axis: g.chance(0.5) ? .horizontal : .vertical, frameRate: frameRate)
        }
        return (c, frameRate, shift)
    }

    static func run(_ c: EnginePropertyTests.Case, frameRate: Int, shift: CGPoint?, observes: Bool, events: Bool) throws -> Recording {
        let view = c.makeView(frameRate: frameRate, recordsDelegateEvents: events)
        let delegate = TargetShift(shift: shift, observes: observes)
        view.delegate = delegate
        return try withExtendedLifetime(delegate) { try Simulation.run(view, script: c.script) }
    }

    /// Every number of a frame as bits: `==` takes −0 for +0.
    static func bits(_ f: Frame) -> [UInt64] {
        [
            UInt64(bitPattern: Int64(f.index)), f.time.bitPattern, Double(f.contentOffset.x).bitPattern,
            Double(f.contentOffset.y).bitPattern, Double(f.velocityPointsPerSecond.x).bitPattern,
            Double(f.velocityPointsPerSecond.y).bitPattern,
        ]
    }

    @Test("the tight glide loops record the observed path's frames bit for bit, with and without a changed target", arguments: 0..<600)
    func sameBits(seed: Int) throws {
        let (c, frameRate, shift) = Self.targetCase(seed: seed)
        let stepped = try Self.run(c, frameRate: frameRate, shift: shift, observes: true, events: false)
        for events in [false, true] {
            let fast = try Self.run(c, frameRate: frameRate, shift: shift, observes: false, events: events)
            let what = "shift \(String(describing: shift)), events \(events ? "on" : "off")"
            #expect(
                fast.frames.count == stepped.frames.count,
                c.report(seed, "\(what): \(fast.frames.count) frames in the tight loops, \(stepped.frames.count) observed", frameRate: frameRate))
            let mismatch = zip(fast.frames, stepped.frames).enumerated().first {
                $0.element.0 != $0.element.1 || Self.bits($0.element.0) != Self.bits($0.element.1)
            }
            if let index = mismatch?.offset {
                Issue.record(
                    c.report(seed, "\(what): frame \(index): \(fast.frames[index]) ≠ \(stepped.frames[index]) observed", frameRate: frameRate))
            }
        }
    }

    /// The cases above reach what they are there for: creeping frames (an axis at exactly the
    /// creep speed, 0.01 pt/ms = 10 pt/s, short of a changed target) in cases with one axis fixed,
    /// where the one-axis loop takes them, and still axes whose velocity is −0.
    @Test("the changed-target cases creep with one axis fixed, and some still axis holds a velocity of −0")
    func casesReachTheCreep() throws {
        var creeping = 0
        var negativeZero = 0
        for seed in 0..<600 {
            let (c, frameRate, shift) = Self.targetCase(seed: seed)
            let view = c.makeView(frameRate: frameRate, recordsDelegateEvents: false)
            let delegate = TargetShift(shift: shift, observes: true)
            view.delegate = delegate
            let recording = try withExtendedLifetime(delegate) { try Simulation.run(view, script: c.script) }
            if delegate.sawNegativeZero { negativeZero += 1 }
            let fixed = seed % 3 != 0
            if fixed && recording.frames.contains(where: { abs($0.velocityPointsPerSecond.x) == 10 || abs($0.velocityPointsPerSecond.y) == 10 }) {
                creeping += 1
            }
        }
        #expect(creeping >= 20, "\(creeping) cases with one axis fixed creep")
        #expect(negativeZero >= 20, "\(negativeZero) cases hold a velocity of −0")
    }
}
