import Foundation

/// When the run came to rest for good, measured on its frames and zoom frames.
extension Recording {
    /// The first frame of the final rest: the frame after the last one that moved or was dragged,
    /// and for a view that has zoomed no earlier than the last frame a zoom changed (its scale
    /// shown, or its offset while idle: a pinch and a zoom animation leave the phase idle).
    public var restFrame: Frame? {
        let rest: Int
        if let lastMoving = frames.lastIndex(where: { $0.phase != .idle }) {
            guard lastMoving + 1 < frames.count else { return nil }
            rest = lastMoving + 1
        } else {
            rest = 0
        }
        guard !zoomFrames.isEmpty else { return frames.isEmpty ? nil : frames[rest] }
        return frames[Swift.max(rest, lastZoomChange() ?? 0)]
    }

    /// The position in `frames` of the last frame whose zoom changed: its scale shown differs from
    /// the frame before's (1 before the first zoom), or, idle, its offset does (a pinch's move).
    func lastZoomChange() -> Int? {
        var last: Int?
        var scale = 1.0
        var next = 0
        for (k, frame) in frames.enumerated() {
            while next < zoomFrames.count, zoomFrames[next].index < frame.index { next += 1 }
            guard next < zoomFrames.count, zoomFrames[next].index == frame.index else { continue }
            let moved = k > 0 && frame.phase == .idle && frame.contentOffset != frames[k - 1].contentOffset
            if zoomFrames[next].zoomScale != scale || moved { last = k }
            scale = zoomFrames[next].zoomScale
        }
        return last
    }

    /// The time the view came to rest for good, in seconds; `nil` if it was still moving at the end.
    public var restTime: Double? { restFrame?.time }

    /// The one meaning of "rests before `time`" (seconds), used by `assertRest(before:)` and the
    /// scenario expectation `restBefore`: the view came to rest for good at or before `time`,
    /// allowing `Simulation.timeTolerance` (1 µs) for decimal times, as gestures' times are read (a
    /// rest at frame 38 of 60 Hz, 0.6333… s, rests before 0.633333). A run still moving at its last
    /// frame does not rest before any time.
    public func restsBefore(_ time: Double) -> Bool {
        guard let rest = restTime else { return false }
        return rest <= time + Simulation.timeTolerance
    }
}
