/// Where a run puts its frames: kept in memory (`Recording`) or streamed elsewhere.
///
/// The runner is generic over the sink, so the per-frame call is direct, not dynamic.
public protocol FrameSink {
    /// Takes the next frame. Throwing stops the run with that error.
    mutating func append(_ frame: Frame) throws
}
