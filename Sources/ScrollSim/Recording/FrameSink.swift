/// Where a run puts its frames: kept in memory (`Recording`) or streamed elsewhere.
///
/// The runner is generic over the sink, so the per-frame call is direct, not dynamic.
public protocol FrameSink {
    /// Takes the next frame. Throwing stops the run with that error.
    mutating func append(_ frame: Frame) throws
    /// Takes the zoom of the frame about to be appended (it comes just before that frame), for a
    /// view that has zoomed (from its first zoom on). The default drops it.
    mutating func appendZoom(_ frame: ZoomFrame) throws
}

extension FrameSink {
    /// Drops the zoom scale.
    public mutating func appendZoom(_ frame: ZoomFrame) throws {}
}
