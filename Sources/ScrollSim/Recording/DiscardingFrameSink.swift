/// A sink that keeps nothing but the last frame, for sweeps and benchmarks that only need the final
/// state; made with a `FeelNoteFinder`, it also finds the frames that jump (a sweep cell's jumps).
/// `Simulation.run` is specialised for it, and its glides run in a sink of scalars
/// (`GlideSink`, in `glideUnobserved(before:into:)`), so a sweep's cells take the fast path with
/// their jumps found.
public struct DiscardingFrameSink: FrameSink {
    /// The number of frames received.
    public private(set) var count = 0
    /// The last frame received.
    public private(set) var last: Frame?
    /// The finder every frame goes to while `findsJumps`; an empty one (no storage) otherwise.
    private(set) var finder = FeelNoteFinder()
    /// Whether the sink was made with a finder.
    private(set) var findsJumps = false

    /// The finder every frame is given to, when the sink was made with one; nil otherwise (then a
    /// frame costs a count and a copy only).
    public var jumpFinder: FeelNoteFinder? {
        get { findsJumps ? finder : nil }
        set {
            findsJumps = newValue != nil
            finder = newValue ?? FeelNoteFinder()
        }
    }

    /// Creates an empty sink.
    public init() {}

    /// Calls `body` with each jump `jumpFinder` found (none without a finder), judged as if it had
    /// also been told of a release's fast-scroll `multiplier` (`FeelNoteFinder.reportFastScroll`):
    /// read in place, where `jumpFinder` hands over a copy of the finder.
    package func forEachJump(
        reportingFastScroll multiplier: Double, _ body: (_ frame: Int, _ time: Double, _ distance: Double, _ allowed: Double) throws -> Void
    ) rethrows {
        guard findsJumps else { return }
        try finder.forEachJump(reportingFastScroll: multiplier, body)
    }

    /// Creates an empty sink that gives every frame to `finder` (`jumpFinder`), whose storage it
    /// uses: hand the same finder from run to run (`FeelNoteFinder.reset()`) to allocate nothing.
    public init(findingJumpsWith finder: FeelNoteFinder) {
        self.finder = finder
        findsJumps = true
    }

    /// Forgets the frames received (the count, the last frame and the finder's frames and events),
    /// keeping the finder and its storage: a sweep runs each cell into one sink without allocating.
    public mutating func reset() {
        count = 0
        last = nil
        finder.reset()
    }

    /// Counts the frame, keeps it as `last`, and gives it to `jumpFinder`.
    @inline(__always)
    public mutating func append(_ frame: Frame) {
        count &+= 1  // a run has far fewer than Int.max frames
        last = frame
        // `FeelNoteFinder.take(_:)`'s body, so that the frame's numbers reach the watch in
        // registers: through a call, the frame went by memory, and its velocity was read back
        // whole just after being stored in halves (a failed store-to-load forward, about 40 % of
        // the call's time in a sweep).
        if findsJumps { finder.watch.take(frame, into: &finder.candidates) }
    }

    /// Moves the count, the last frame and the finder's frame state into `glide` for a tight loop
    /// (the candidates' storage moved, not copied), leaving this sink without them until
    /// `finish(_:)`.
    mutating func startGlide() -> GlideSink {
        var glide = GlideSink(count: count, last: last, findsJumps: findsJumps, watch: finder.watch, jumps: [])
        if findsJumps { swap(&glide.jumps, &finder.candidates) }
        return glide
    }

    /// Takes back the count and last frame of a glide run without a finder.
    mutating func finish(_ counted: LastFrameSink) {
        count = counted.count
        last = counted.last
    }

    /// Takes back what `startGlide()` moved out, with the loop's frames counted and judged.
    mutating func finish(_ glide: consuming GlideSink) {
        count = glide.count
        last = glide.last
        if findsJumps {
            finder.watch = glide.watch
            swap(&glide.jumps, &finder.candidates)
        }
    }
}

/// What the tight glide loop keeps of a `DiscardingFrameSink`: the count, the last frame and,
/// when it finds jumps, the finder's frame state (`JumpWatch`) and its candidates. Scalars but
/// for the candidates' buffer, which a frame touches only when it jumps.
struct GlideSink: FrameSink {
    /// The number of frames received.
    var count: Int
    /// The last frame received.
    var last: Frame?
    /// Whether each frame is judged for a jump.
    let findsJumps: Bool
    /// The finder's frame state (`FeelNoteFinder.watch`), judged only while `findsJumps`.
    var watch: JumpWatch
    /// The frames that jumped at multiplier 1 (`FeelNoteFinder.candidates`).
    var jumps: [JumpWatch.Candidate]

    @inline(__always)
    mutating func append(_ frame: Frame) {
        count &+= 1  // a run has far fewer than Int.max frames
        last = frame
        if findsJumps { watch.take(frame, into: &jumps) }
    }
}

/// The count and last frame of a `DiscardingFrameSink` without a finder, alone: the free glide's
/// loop runs into one with nothing to test a frame.
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
