import Foundation

/// A failed expectation about a recording, with a message that reads like the docs: expected,
/// actual, difference, tolerance, and the frame and time it concerns.
public struct RecordingAssertionError: Error, Hashable, CustomStringConvertible {
    /// The full message.
    public var description: String
}

extension Recording {
    /// Throws unless the final offset is within `tolerance` points of `expected` on both axes.
    public func assertFinalOffset(_ expected: CGPoint, tolerance: Double = 0.5) throws {
        guard let last = frames.last else {
            throw RecordingAssertionError(description: "Expected a final offset of \(format(expected)) but the recording has no frames.")
        }
        try assertOffset(of: last, equals: expected, tolerance: tolerance, what: "final offset")
    }

    /// Throws unless the frame displayed at `time` seconds is within `tolerance` points of `expected`.
    public func assertOffset(at time: Double, equals expected: CGPoint, tolerance: Double = 0.5) throws {
        guard let frame = frame(at: time) else {
            throw RecordingAssertionError(description: "Expected an offset at \(time) s but the recording starts later.")
        }
        try assertOffset(of: frame, equals: expected, tolerance: tolerance, what: "offset")
    }

    /// Throws unless the view came to rest no later than `time` seconds.
    public func assertRest(before time: Double) throws {
        guard let rest = restFrame else {
            let last = frames.last
            throw RecordingAssertionError(
                description: "Expected rest before \(time) s but the view was still moving at the last frame"
                    + (last.map { " (frame \($0.index), \(formatTime($0.time)) s, phase \($0.phase))" } ?? "") + ".")
        }
        if rest.time > time + 1e-9 {
            throw RecordingAssertionError(
                description: "Expected rest before \(time) s but it came at frame \(rest.index), \(formatTime(rest.time)) s (late by \(formatTime(rest.time - time)) s).")
        }
    }

    /// Throws if the content ever went more than `limit` points past any edge.
    public func assertMaximumOvershoot(atMost limit: Double) throws {
        for frame in frames {
            for edge in ContentEdge.allCases {
                let amount = overshoot(of: frame.contentOffset, past: edge)
                if amount > limit + 1e-9 {
                    throw RecordingAssertionError(
                        description: "Expected an overshoot of at most \(limit) pt but frame \(frame.index) at \(formatTime(frame.time)) s is \(String(format: "%.3f", amount)) pt past the \(edge.rawValue) edge (offset \(format(frame.contentOffset))).")
                }
            }
        }
    }

    private func assertOffset(of frame: Frame, equals expected: CGPoint, tolerance: Double, what: String) throws {
        let dx = Double(frame.contentOffset.x - expected.x)
        let dy = Double(frame.contentOffset.y - expected.y)
        if abs(dx) > tolerance || abs(dy) > tolerance {
            throw RecordingAssertionError(
                description: "Expected \(what) \(format(expected)) but was \(format(frame.contentOffset)) (difference \(format(CGPoint(x: dx, y: dy))), tolerance \(tolerance) pt) at frame \(frame.index), \(formatTime(frame.time)) s.")
        }
    }

    private func format(_ p: CGPoint) -> String {
        String(format: "(%.3f, %.3f)", Double(p.x), Double(p.y))
    }

    private func formatTime(_ t: Double) -> String { String(format: "%.4f", t) }
}
