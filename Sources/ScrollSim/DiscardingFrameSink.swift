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
        count &+= 1  // a run has far fewer than Int.max frames
        last = frame
    }
}
