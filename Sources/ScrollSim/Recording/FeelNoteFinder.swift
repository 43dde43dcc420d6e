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
///
/// A frame in which the zoom changed (`scrollViewDidZoom`) or a pinch ended
/// (`scrollViewDidEndZooming`) is never a jump: the zoom moves the offset to keep the anchor under
/// the fingers (or, at the release, onto the pixel grid and inside the allowed offsets), and the
/// content's scale changes with it on screen.
public struct FeelNoteFinder: Sendable {
    /// The last frames' offset, time and speeds (its own type, so that a glide loop can keep it in
    /// registers: `GlideSink`).
    var watch = JumpWatch()
    /// The frames that move further than their allowance at multiplier 1, in frame order.
    var candidates: [JumpWatch.Candidate] = []
    private var released: [FeelNote] = []
    private var zeroed: [FeelNote] = []
    /// The frames with a zoom callback (`scrollViewDidZoom`, `scrollViewDidEndZooming`), in order,
    /// each once: not judged as jumps. Empty for a view that never zoomed.
    private var zoomedFrames: [Int] = []
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
        watch = JumpWatch()
        // Tested first: a sweep resets a finder with nothing in it in almost every cell.
        if !candidates.isEmpty { candidates.removeAll(keepingCapacity: true) }
        if !released.isEmpty { released.removeAll(keepingCapacity: true) }
        if !zeroed.isEmpty { zeroed.removeAll(keepingCapacity: true) }
        if !zoomedFrames.isEmpty { zoomedFrames.removeAll(keepingCapacity: true) }
        fastScrollMultiplier = 1
    }

    /// Takes the next frame of the run.
    public mutating func take(_ frame: Frame) {
        watch.take(frame, into: &candidates)
    }

    /// Takes the next delegate event of the run: a released delegate, a zeroed release, the
    /// fast-scroll multiplier a release reports and the frames a zoom moved.
    public mutating func take(_ event: DelegateEvent) {
        if let multiplier = event.fastScrollMultiplier { reportFastScroll(multiplier: multiplier) }
        switch event.name {
        case .delegateReleased: released.append(.delegateReleased(time: event.time))
        case .releaseZeroed:
            zeroed.append(.releaseZeroed(frame: event.frameIndex, time: event.time, speed: event.velocity.map(Recording.speed) ?? 0))
        case .scrollViewDidZoom, .scrollViewDidEndZooming:
            if zoomedFrames.last != event.frameIndex { zoomedFrames.append(event.frameIndex) }
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
        fastScrollMultiplier = self.multiplier(reporting: multiplier)
    }

    /// The multiplier the jumps are held to once `multiplier` is reported: the streak's largest.
    private func multiplier(reporting multiplier: Double) -> Double {
        Swift.max(fastScrollMultiplier, multiplier)
    }

    /// Calls `body` with each jump (`FeelNote.jump`'s frame, time, distance and allowance, in
    /// points), in frame order.
    public func forEachJump(_ body: (_ frame: Int, _ time: Double, _ distance: Double, _ allowed: Double) throws -> Void) rethrows {
        try forEachJump(fastScrollMultiplier: fastScrollMultiplier, body)
    }

    /// `forEachJump(_:)` as if `reportFastScroll(multiplier:)` had been told of `multiplier`
    /// first, the finder left as it is (a sweep cell reads its worker's finder in place).
    func forEachJump(
        reportingFastScroll multiplier: Double, _ body: (_ frame: Int, _ time: Double, _ distance: Double, _ allowed: Double) throws -> Void
    ) rethrows {
        try forEachJump(fastScrollMultiplier: self.multiplier(reporting: multiplier), body)
    }

    /// `forEachJump(_:)` with the allowance at fast-scroll multiplier `multiplier`.
    private func forEachJump(
        fastScrollMultiplier multiplier: Double, _ body: (_ frame: Int, _ time: Double, _ distance: Double, _ allowed: Double) throws -> Void
    ) rethrows {
        var zoomed = 0
        for candidate in candidates {
            // Both in frame order: skip the zoomed frames before this one, then pass it if zoomed.
            while zoomed < zoomedFrames.count, zoomedFrames[zoomed] < candidate.frame { zoomed += 1 }
            if zoomed < zoomedFrames.count, zoomedFrames[zoomed] == candidate.frame { continue }
            let allowed = Recording.jumpAllowance(speed: candidate.speed * multiplier, seconds: candidate.seconds)
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
