import Foundation

/// Finds a run's feel notes (`FeelNote`) as its frames and events come, without keeping them: the
/// one implementation behind `Recording.feelNotes`, a streamed run's notes and a sweep cell's jumps.
///
/// A frame jumps when it moves further than `Recording.jumpAllowance` of the fastest of it and the
/// three frames before, times the largest fast-scroll multiplier the run reports. That multiplier
/// is known only at the end (a later release may report a larger one), so the finder keeps each
/// frame that moves further than the allowance at multiplier 1 (the smallest) as a candidate, and
/// `notes` keeps the candidates that still jump at the run's multiplier. A run holds the last
/// frame, three speeds, the event notes and the candidates: frames a person would see jump, few
/// in any run.
public struct FeelNoteFinder: Sendable {
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

    /// The offset (pt) and time (s) of the frame before the next one; nil before the first.
    private var previous: (x: Double, y: Double, time: Double)?
    /// The squared speeds of the three frames before the next one, in (pt/s)², the latest first
    /// (0 before the first frames, which no speed is under). Squared, so that a frame takes one
    /// square root at most: the fastest speed is the root of the largest square (the root is
    /// monotonic and correctly rounded, so it is the largest of the roots, bit for bit).
    private var squaredSpeeds = (0.0, 0.0, 0.0)
    private var candidates: [Candidate] = []
    private var released: [FeelNote] = []
    private var zeroed: [FeelNote] = []
    /// The largest fast-scroll multiplier reported so far, at least 1.
    public private(set) var fastScrollMultiplier = 1.0

    /// A finder that has seen nothing.
    public init() {}

    /// Makes room for `jumps` frames that jump before the finder allocates: a sweep worker
    /// reserves it once, so that a later cell that jumps allocates nothing.
    public mutating func reserveCapacity(jumps: Int) { candidates.reserveCapacity(jumps) }

    /// Forgets every frame and event taken, keeping the storage: a sweep cell after the last one
    /// finds its jumps without allocating.
    public mutating func reset() {
        previous = nil
        squaredSpeeds = (0, 0, 0)
        candidates.removeAll(keepingCapacity: true)
        released.removeAll(keepingCapacity: true)
        zeroed.removeAll(keepingCapacity: true)
        fastScrollMultiplier = 1
    }

    /// Takes the next frame of the run.
    public mutating func take(_ frame: Frame) {
        let x = Double(frame.contentOffset.x)
        let y = Double(frame.contentOffset.y)
        let velocity = frame.velocityPointsPerSecond
        let squared = Double(velocity.x) * Double(velocity.x) + Double(velocity.y) * Double(velocity.y)
        if let before = previous {
            let dx = x - before.x
            let dy = y - before.y
            let squaredDistance = dx * dx + dy * dy
            let largest = Swift.max(Swift.max(squaredSpeeds.0, squaredSpeeds.1), Swift.max(squaredSpeeds.2, squared))
            let seconds = frame.time - before.time
            // The allowance 2·s·t + 2 is at least √(4·s²·t² + 4): a frame whose squared distance is
            // under that (with a margin far above rounding) cannot jump, and skips the roots. Every
            // other frame is judged exactly as `Recording.feelNotes` always judged it.
            if squaredDistance * (1 + 1e-9) > 4 * largest * seconds * seconds + 4 {
                let distance = squaredDistance.squareRoot()
                let fastest = largest.squareRoot()
                if distance > Recording.jumpAllowance(speed: fastest, seconds: seconds) {
                    candidates.append(Candidate(frame: frame.index, time: frame.time, distance: distance, speed: fastest, seconds: seconds))
                }
            }
        }
        squaredSpeeds = (squared, squaredSpeeds.0, squaredSpeeds.1)
        previous = (x, y, frame.time)
    }

    /// Takes the next delegate event of the run: a released delegate, a zeroed release and the
    /// fast-scroll multiplier a release reports.
    public mutating func take(_ event: DelegateEvent) {
        if let multiplier = event.fastScrollMultiplier { reportFastScroll(multiplier: multiplier) }
        switch event.name {
        case .delegateReleased: released.append(.delegateReleased(time: event.time))
        case .releaseZeroed:
            zeroed.append(.releaseZeroed(frame: event.frameIndex, time: event.time, speed: event.velocity.map(Recording.speed) ?? 0))
        default: break
        }
    }

    /// Takes the next delegate events of the run, in order.
    public mutating func take(_ events: [DelegateEvent]) {
        for event in events { take(event) }
    }

    /// Takes a fast-scroll multiplier a release reported (`ReleaseTargets.fastScrollMultiplier`),
    /// for a run whose events are not logged.
    public mutating func reportFastScroll(multiplier: Double) {
        fastScrollMultiplier = Swift.max(fastScrollMultiplier, multiplier)
    }

    /// Calls `body` with each jump (`FeelNote.jump`'s frame, time, distance and allowance, in
    /// points), in frame order.
    public func forEachJump(_ body: (_ frame: Int, _ time: Double, _ distance: Double, _ allowed: Double) throws -> Void) rethrows {
        for candidate in candidates {
            let allowed = Recording.jumpAllowance(speed: candidate.speed * fastScrollMultiplier, seconds: candidate.seconds)
            if candidate.distance > allowed { try body(candidate.frame, candidate.time, candidate.distance, allowed) }
        }
    }

    /// The notes of what has been taken: released delegates, zeroed releases, then jumps in frame
    /// order, as `Recording.feelNotes` lists them.
    public var notes: [FeelNote] {
        var notes = released + zeroed
        forEachJump { notes.append(.jump(frame: $0, time: $1, distance: $2, allowed: $3)) }
        return notes
    }
}
