/// Where a run puts its frames: kept in memory (`Recording`) or streamed elsewhere.
///
/// The runner is generic over the sink, so the per-frame call is direct, not dynamic.
public protocol FrameSink {
    /// Takes the next frame. Throwing stops the run with that error.
    mutating func append(_ frame: Frame) throws
}

/// A sink that keeps nothing, for sweeps and benchmarks that only need the final state.
public struct DiscardingFrameSink: FrameSink {
    /// The number of frames received.
    public private(set) var count = 0
    /// The last frame received.
    public private(set) var last: Frame?

    /// Creates an empty sink.
    public init() {}

    /// Counts the frame and keeps it as `last`.
    public mutating func append(_ frame: Frame) {
        count += 1
        last = frame
    }
}
