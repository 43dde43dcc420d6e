import ScrollPhysics
import ScrollSimTestSupport
import Testing

@testable import ScrollSim

/// The frame loops step a glide on one axis (the other still) without the two-axis glide frame;
/// wherever they do, the frame must be the one `GlideFrame.step` makes, bit for bit.
@Suite("The one-axis glide frame")
struct OneAxisGlideFrameTests {
    @Test("wherever it applies, the one-axis glide frame is GlideFrame.step's, bit for bit: free, re-timed, creeping, ending")
    func sameBitsAsTheTwoAxisFrame() {
        var random = SeededGenerator(seed: 0x6c69_6465)
        var applied = 0
        var creeps = 0
        var onTarget = 0
        var ends = 0
        var declined = 0
        for i in 0..<20_000 {
            let base = FrameConstants(rate: i % 2 == 0 ? 0.998 : 0.99, frameDuration: 1000.0 / 60)
            let retimed = FrameConstants(rate: random.double(in: 0.95...0.9995), frameDuration: base.frameDuration)
            let minimum = random.double(in: -100...0).rounded()
            let pageMaximum = minimum + random.double(in: -50...2000).rounded()
            let maximum = Swift.max(minimum, pageMaximum)
            let limits = AxisMotion.Limits(
                minimum: minimum, maximum: maximum, pageMaximum: pageMaximum, range: 300, bounces: i % 3 != 0, dragBounces: i % 3 != 0,
                movable: true, scale: 3)
            var moving = AxisMotion(offset: random.double(in: (minimum - 20)...(maximum + 20)), constants: i % 4 < 2 ? base : retimed)
            moving.mode = .decelerating
            // Some releases near the stop speed (0.01 pt/ms), where targets creep.
            moving.velocity = random.double(in: -3...3) * (i % 5 == 0 ? 0.005 : 1)
            if i % 3 != 1 {
                moving.hasTarget = true
                moving.target = moving.offset + random.double(in: -300...300) * (i % 7 == 0 ? 0.001 : 1)
            }
            let still = AxisMotion(offset: random.double(in: 0...500).rounded(), constants: base)
            let stillLimits = AxisMotion.Limits(
                minimum: 0, maximum: 500, pageMaximum: 500, range: 300, bounces: true, dragBounces: true, movable: true, scale: 3)
            let horizontalMoves = i % 2 == 0
            var h1 = horizontalMoves ? moving : still
            var v1 = horizontalMoves ? still : moving
            let bothLimits = horizontalMoves ? (limits, stillLimits) : (stillLimits, limits)
            let (h0, v0) = (h1, v1)
            guard
                let oneAxis = SimulatedScrollView.glideFrameAlongOneAxis(&h1, &v1, limits: bothLimits, baseConstants: base, multiplier: 1)
            else {
                declined += 1
                #expect(h1 == h0 && v1 == v0, "a declined frame changes nothing (\(i))")
                continue
            }
            var (h2, v2) = (h0, v0)
            var fastScroll = FastScroll()
            let twoAxes = GlideFrame.step(&h2, &v2, limits: bothLimits, baseConstants: base, fastScroll: &fastScroll)
            let same =
                oneAxis == twoAxes && h1 == h2 && v1 == v2 && h1.offset.bitPattern == h2.offset.bitPattern
                && h1.velocity.bitPattern == h2.velocity.bitPattern && v1.offset.bitPattern == v2.offset.bitPattern
                && v1.velocity.bitPattern == v2.velocity.bitPattern
            #expect(same, "frame \(i): \(h0), \(v0)")
            applied += 1
            let m = horizontalMoves ? h1 : v1
            if abs(m.velocity) == UIKitConstants.creepSpeed { creeps += 1 }
            if m.hasTarget && m.offset == m.target && m.velocity == 0 { onTarget += 1 }
            if oneAxis { ends += 1 }
        }
        // Every kind of frame was compared, and the edges and bounces were left to the two-axis frame.
        #expect(
            applied > 8_000 && creeps > 100 && onTarget > 100 && ends > 100 && declined > 1_000,
            "\(applied) \(creeps) \(onTarget) \(ends) \(declined)")
    }
}
