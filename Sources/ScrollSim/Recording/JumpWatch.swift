import Foundation

/// The streaming part of finding jumps (`FeelNoteFinder`): the last frame's offset and time and
/// the three latest squared speeds, a handful of scalars that a glide loop keeps in registers.
/// Each frame it judges becomes a `Candidate` when it moves further than `Recording.jumpAllowance`
/// at a fast-scroll multiplier of 1 (the smallest a run can have).
struct JumpWatch: Sendable {
    /// A frame that moves further than its allowance at multiplier 1.
    struct Candidate: Sendable {
        var frame: Int
        var time: Double
        /// How far it moved from the frame before, in points.
        var distance: Double
        /// The fastest speed of it and the three frames before, in pt/s.
        var speed: Double
        /// Its length (its time minus the time of the frame before), in seconds.
        var seconds: Double
    }

    /// The offset (pt) and time (s) of the frame before the next one; the time is NaN before the
    /// first frame, so that the first frame's test compares with NaN and is false.
    private var previousX = 0.0
    private var previousY = 0.0
    private var previousTime = Double.nan
    /// The squared speeds of the three frames before the next one, in (pt/s)², the latest first
    /// (0 before the first frames, which no speed is under). Squared, so that a frame takes one
    /// square root at most: the fastest speed is the root of the largest square (the root is
    /// monotonic and correctly rounded, so it is the largest of the roots, bit for bit).
    private var squaredSpeeds = (0.0, 0.0, 0.0)

    /// Judges the frame numbered `index`, shown at `time` seconds at offset (`x`, `y`) points,
    /// moving at (`velocityX`, `velocityY`) pt/s, appending it to `candidates` when it is one
    /// (almost never).
    @inline(__always)
    mutating func take(
        index: Int, time: Double, x: Double, y: Double, velocityX: Double, velocityY: Double, into candidates: inout [Candidate]
    ) {
        let squared = Self.squaredSpeed(velocityX: velocityX, velocityY: velocityY)
        let dx = x - previousX
        let dy = y - previousY
        let squaredDistance = dx * dx + dy * dy
        let largest = Swift.max(Swift.max(squaredSpeeds.0, squaredSpeeds.1), Swift.max(squaredSpeeds.2, squared))
        let seconds = time - previousTime
        // The allowance 2·s·t + 2 is at least √(4·s²·t² + 4): a frame whose squared distance is
        // under that (with a margin far above rounding) cannot jump, and skips the roots. Every
        // other frame is judged exactly as `Recording.feelNotes` always judged it.
        if _slowPath(squaredDistance * (1 + 1e-9) > 4 * largest * seconds * seconds + 4) {
            Self.judge(index: index, time: time, squaredDistance: squaredDistance, largest: largest, seconds: seconds, into: &candidates)
        }
        squaredSpeeds = (squared, squaredSpeeds.0, squaredSpeeds.1)
        previousX = x
        previousY = y
        previousTime = time
    }

    /// The squared speed, in (pt/s)², that `take` keeps for a frame moving at (`velocityX`,
    /// `velocityY`) pt/s.
    @inline(__always)
    static func squaredSpeed(velocityX: Double, velocityY: Double) -> Double {
        velocityX * velocityX + velocityY * velocityY
    }

    /// Whether, in a glide along one axis, every frame after the first the watch takes can go
    /// unjudged (`catchUp`): none of them can pass `take`'s quick test, so none is a candidate.
    ///
    /// Such a frame moves `|v| · g · multiplier` points (one rounding of each operation aside),
    /// `v` the velocity the frame before reported (pt/ms; a creep's 0.01 included) and `g` the
    /// glide factor of its step (`largestGlide` at most, in ms); the frame before's squared speed
    /// `(1000 · v)²` is among those `take` holds. With `g · multiplier ≤ 1.9 ·` the frame's length
    /// (`frameMilliseconds`), the distance `d` is at most `1.9 · s · 1000|v|` for a frame of `s`
    /// seconds (its time less the frame before's, within 10⁻¹² of the length), so `d²` is under
    /// `3.62 · largest · s²`, and with offsets under 2³² (an ulp of 2⁻²⁰ at most) a `d` under 1.99
    /// gives `d² · (1 + 10⁻⁹)` under 4: either way under `4 · largest · s² + 4`.
    static func glideCannotJump(largestGlide: Double, multiplier: Double, frameMilliseconds: Double, largestOffset: Double) -> Bool {
        largestGlide * multiplier <= 1.9 * frameMilliseconds && largestOffset < 0x1p32
    }

    /// Brings the watch to the state `take` leaves after `count` more frames, none of them a
    /// candidate (`glideCannotJump`): the last at (`x`, `y`) points, shown at `time` seconds, and
    /// the squared speeds of the latest three, latest first (only the first `count` are read).
    mutating func catchUp(x: Double, y: Double, time: Double, squaredSpeeds latest: (Double, Double, Double), count: Int) {
        guard count > 0 else { return }
        switch count {
        case 1: squaredSpeeds = (latest.0, squaredSpeeds.0, squaredSpeeds.1)
        case 2: squaredSpeeds = (latest.0, latest.1, squaredSpeeds.0)
        default: squaredSpeeds = latest
        }
        previousX = x
        previousY = y
        previousTime = time
    }

    /// `take(index:time:x:y:velocityX:velocityY:into:)` of a recorded frame.
    @inline(__always)
    mutating func take(_ frame: Frame, into candidates: inout [Candidate]) {
        take(
            index: frame.index, time: frame.time, x: Double(frame.contentOffset.x), y: Double(frame.contentOffset.y),
            velocityX: Double(frame.velocityPointsPerSecond.x), velocityY: Double(frame.velocityPointsPerSecond.y), into: &candidates)
    }

    /// The exact judgement of a frame the quick test could not clear, out of the loop.
    @inline(never)
    private static func judge(
        index: Int, time: Double, squaredDistance: Double, largest: Double, seconds: Double, into candidates: inout [Candidate]
    ) {
        let distance = squaredDistance.squareRoot()
        let fastest = largest.squareRoot()
        guard distance > Recording.jumpAllowance(speed: fastest, seconds: seconds) else { return }
        candidates.append(Candidate(frame: index, time: time, distance: distance, speed: fastest, seconds: seconds))
    }
}
