/// A sink that keeps nothing but the last frame, for sweeps and benchmarks that only need the final
/// state; made with a `FeelNoteFinder`, it also finds the frames that jump (a sweep cell's jumps).
/// `Simulation.run` is specialised for it, and its glides run in registers
/// (`glideUnobserved(before:into:)`), so a sweep's cells take the fast path with their jumps found.
public struct DiscardingFrameSink: FrameSink {
    /// The number of frames received.
    public private(set) var count = 0
    /// The last frame received.
    public private(set) var last: Frame?
    /// The finder every frame is given to, when the sink was made with one; nil otherwise (then a
    /// frame costs a count and a copy only).
    public var jumpFinder: FeelNoteFinder?

    /// Creates an empty sink.
    public init() {}

    /// Creates an empty sink that gives every frame to `finder` (`jumpFinder`), whose storage it
    /// uses: hand the same finder from run to run (`FeelNoteFinder.reset()`) to allocate nothing.
    public init(findingJumpsWith finder: FeelNoteFinder) { jumpFinder = finder }

    /// A sink without a finder that has received `count` frames, the last `last`.
    init(count: Int, last: Frame?) {
        self.count = count
        self.last = last
    }

    /// Counts the frame, keeps it as `last`, and gives it to `jumpFinder`.
    public mutating func append(_ frame: Frame) {
        count &+= 1  // a run has far fewer than Int.max frames
        last = frame
        jumpFinder?.take(frame)
    }
}

/// The count and last frame of a `DiscardingFrameSink` without a finder, alone: the tight glide
/// loop runs into one in registers, with no optional finder to test each frame.
struct LastFrameSink: FrameSink {
    /// The number of frames received.
    var count: Int
    /// The last frame received.
    var last: Frame?

    @inline(__always)
    mutating func append(_ frame: Frame) {
        count &+= 1  // a run has far fewer than Int.max frames
        last = frame
    }
}
