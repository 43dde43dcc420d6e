import Foundation
import ScrollPhysics
import ScrollSimTestSupport
import Testing

@testable import ScrollSim

/// A sweep's glide along one axis judges its first frame and, when `JumpWatch.glideCannotJump`
/// holds, leaves the rest unjudged and catches the watch up after the loop. Both halves of that
/// are checked here on their own: the bound (no frame it covers is a candidate, and a looser one
/// would let candidates through), and the catch-up (the same state as taking every frame).
@Suite("Jump judging skipped inside a glide along one axis")
struct JumpWatchCatchUpTests {
    /// A glide along x: from `x` at `v` pt/ms, the §2 step at `constants` with `multiplier`
    /// until the speed falls under the stop speed, then `creepFrames` frames creeping at the
    /// creep speed on `creepConstants`, as the one-axis loop runs them. Returns each frame's
    /// offset (points) and reported velocity (pt/ms), frame 0 the start.
    static func glide(
        x start: Double, v launch: Double, constants: FrameConstants, creepConstants: FrameConstants, multiplier: Double, creepFrames: Int
    ) -> [(x: Double, v: Double)] {
        var frames = [(x: start, v: launch)]
        var x = start
        var v = launch
        while frames.count < 400 {
            constants.decelerate(offset: &x, velocity: &v, multiplier: multiplier)
            if GlideEnd.stops(velocity: v) { break }
            frames.append((x, v))
        }
        var creep = v
        for _ in 0..<creepFrames {
            creepConstants.decelerate(offset: &x, velocity: &creep, multiplier: multiplier)
            creep = launch > 0 ? UIKitConstants.creepSpeed : -UIKitConstants.creepSpeed
            frames.append((x, creep))
        }
        return frames
    }

    /// Every frame after the first given to a fresh watch (the first has no frame before it);
    /// returns the candidates.
    static func candidates(_ frames: [(x: Double, v: Double)], frameRate: Int) -> [JumpWatch.Candidate] {
        var watch = JumpWatch()
        var found: [JumpWatch.Candidate] = []
        for (i, frame) in frames.enumerated() {
            watch.take(index: i, time: Double(i) / Double(frameRate), x: frame.x, y: 0, velocityX: frame.v * 1000, velocityY: 0, into: &found)
        }
        return found
    }

    /// A random glide case: rate, frame rate, the view's own rate for the creep, and the largest
    /// multiplier the bound allows, times `share`.
    static func glideCase(seed: UInt64, share: Double) -> (frames: [(x: Double, v: Double)], frameRate: Int, allowed: Bool) {
        var g = SeededGenerator(seed: seed)
        let frameRate = [24, 30, 60, 90, 120, 240][g.int(in: 0...5)]
        let milliseconds = 1000 / Double(frameRate)
        let constants = FrameConstants(rate: g.double(in: 0.5...0.9995), frameDuration: milliseconds)
        let creepConstants = FrameConstants(rate: [0.998, 0.99][g.int(in: 0...1)], frameDuration: milliseconds)
        let largestGlide = max(constants.glide, creepConstants.glide)
        let multiplier = share * 1.9 * milliseconds / largestGlide
        let allowed = JumpWatch.glideCannotJump(
            largestGlide: largestGlide, multiplier: multiplier, frameMilliseconds: milliseconds, largestOffset: 0x1p31)
        let v = g.double(in: 0.02...30) * (g.chance(0.5) ? 1 : -1)
        let frames = glide(
            x: g.double(in: -0x1p31...0x1p31), v: v, constants: constants, creepConstants: creepConstants, multiplier: multiplier,
            creepFrames: g.int(in: 0...30))
        return (frames, frameRate, allowed)
    }

    @Test("no frame of a glide or its creep is a candidate when the bound holds, at any rate, frame rate and allowed multiplier")
    func boundHolds() {
        var judged = 0
        for seed in 0..<3000 {
            let c = Self.glideCase(seed: UInt64(seed), share: seed % 4 == 0 ? 0.9999 : Double(seed % 97) / 97)
            #expect(c.allowed, "seed \(seed): the multiplier was chosen inside the bound")
            let found = Self.candidates(c.frames, frameRate: c.frameRate)
            #expect(found.isEmpty, "seed \(seed): frame \(found.first.map { String($0.frame) } ?? "") is a candidate")
            judged += c.frames.count
        }
        #expect(judged > 50_000, "\(judged) frames: glides of many frames, not single steps")
    }

    @Test("a multiplier 20 % past the bound lets candidates through, so the bound is what keeps them out")
    func looserBoundFails() {
        var withCandidates = 0
        for seed in 0..<3000 {
            let c = Self.glideCase(seed: UInt64(seed), share: 1.2)
            #expect(!c.allowed)
            if !Self.candidates(c.frames, frameRate: c.frameRate).isEmpty { withCandidates += 1 }
        }
        #expect(withCandidates > 100, "\(withCandidates) of 3000 glides had a candidate")
    }

    @Test("catching up after frames left unjudged gives the state taking each frame gives, for 0 to 5 such frames")
    func catchUpMatchesTaking() {
        var g = SeededGenerator(seed: 0xCA7C_0000)
        for trial in 0..<2000 {
            let frameRate = [60, 120][trial % 2]
            let count = trial % 6
            // A judged frame, `count` more, then probes: jumps and near-jumps of either size.
            var frames: [(x: Double, v: Double)] = []
            var x = g.double(in: -1e6...1e6)
            for _ in 0...count {
                x += g.double(in: -40...40)
                frames.append((x, g.double(in: -8...8)))
            }
            var taking = JumpWatch()
            var skipping = JumpWatch()
            var ignored: [JumpWatch.Candidate] = []
            // A few frames before, so that the speeds held reach back past the catch-up.
            for i in 0..<3 {
                let before = (x: frames[0].x - Double(3 - i) * 10, v: g.double(in: -8...8))
                taking.take(
                    index: i, time: Double(i) / Double(frameRate), x: before.x, y: 5, velocityX: before.v * 1000, velocityY: 0, into: &ignored)
                skipping.take(
                    index: i, time: Double(i) / Double(frameRate), x: before.x, y: 5, velocityX: before.v * 1000, velocityY: 0, into: &ignored)
            }
            for (k, frame) in frames.enumerated() {
                let i = 3 + k
                taking.take(index: i, time: Double(i) / Double(frameRate), x: frame.x, y: 5, velocityX: frame.v * 1000, velocityY: 0, into: &ignored)
                if k == 0 {
                    skipping.take(
                        index: i, time: Double(i) / Double(frameRate), x: frame.x, y: 5, velocityX: frame.v * 1000, velocityY: 0, into: &ignored)
                }
            }
            let latest = frames.dropFirst().reversed().map { JumpWatch.squaredSpeed(velocityX: $0.v * 1000, velocityY: 0) } + [0, 0, 0]
            skipping.catchUp(
                x: frames[count].x, y: 5, time: Double(3 + count) / Double(frameRate), squaredSpeeds: (latest[0], latest[1], latest[2]), count: count)
            // Probes from small steps to large jumps, slow and fast, after 0 to 3 still frames that
            // push the speeds held along: each watch judges a copy.
            for probe in 0..<48 {
                let still = probe / 12
                let distance = [0.5, 3, 30, 300, 3000, 30_000][probe % 6] * (probe % 12 < 6 ? 1 : -1)
                let speed = [0.0, 0.5, 5, 50][probe % 4]
                var a = taking
                var b = skipping
                var foundA: [JumpWatch.Candidate] = []
                var foundB: [JumpWatch.Candidate] = []
                var i = 4 + count
                for _ in 0..<still {
                    let time = Double(i) / Double(frameRate)
                    a.take(index: i, time: time, x: frames[count].x, y: 5, velocityX: 0, velocityY: 0, into: &foundA)
                    b.take(index: i, time: time, x: frames[count].x, y: 5, velocityX: 0, velocityY: 0, into: &foundB)
                    i += 1
                }
                let time = Double(i) / Double(frameRate)
                a.take(index: i, time: time, x: frames[count].x + distance, y: 5, velocityX: speed * 1000, velocityY: 0, into: &foundA)
                b.take(index: i, time: time, x: frames[count].x + distance, y: 5, velocityX: speed * 1000, velocityY: 0, into: &foundB)
                let same =
                    foundA.count == foundB.count
                    && zip(foundA, foundB).allSatisfy {
                        $0.frame == $1.frame && $0.time.bitPattern == $1.time.bitPattern && $0.distance.bitPattern == $1.distance.bitPattern
                            && $0.speed.bitPattern == $1.speed.bitPattern && $0.seconds.bitPattern == $1.seconds.bitPattern
                    }
                #expect(same, "trial \(trial), \(count) frames caught up, probe \(probe): \(foundA.count) vs \(foundB.count) candidates")
            }
        }
    }
}
