/// The pan recognizer's velocity from raw touches (26.1 `UIPanGestureRecognizer`
/// `_centroidMovedTo:atTime:…`, `_convertVelocitySample:…`, `velocityInView:`).
///
/// The recognizer keeps two samples, the newest and the one before, each a displacement of the
/// finger over the time since the previous move. A sample over less than 1 ms gives no velocity;
/// the velocity is `0.2 · newest + 0.8 · previous` (each `Δ/dt`) when the previous sample's
/// interval exceeds 1.19e-7 s, else the newest alone. Touch-down and lift make no sample; a move
/// with no time since the previous one makes none either, but its displacement is then lost.
public struct PanVelocitySamples: Hashable, Sendable {
    /// One move: the finger's displacement, in points, over `interval` seconds.
    public struct Sample: Hashable, Sendable {
        /// Displacement, in points.
        public var dx: Double, dy: Double
        /// Time since the previous move, in seconds.
        public var interval: Double

        /// The sample's velocity in pt/s: `Δ/dt`, or 0 under 1 ms.
        @inlinable
        public var velocity: (x: Double, y: Double) {
            guard interval >= UIKitConstants.recognizerMinimumInterval else { return (0, 0) }
            return (dx / interval, dy / interval)
        }
    }

    /// The newest sample, or nil before the first move.
    public private(set) var newest: Sample?
    /// The sample before it.
    public private(set) var previous: Sample?

    /// No samples.
    public init() {}

    /// Records a move of (`dx`, `dy`) points over `interval` seconds; a move with no positive
    /// interval records nothing.
    public mutating func add(dx: Double, dy: Double, interval: Double) {
        guard interval > 0 else { return }
        previous = newest
        newest = Sample(dx: dx, dy: dy, interval: interval)
    }

    /// `velocityInView:`, in points per second of the finger.
    public var velocity: (x: Double, y: Double) {
        guard let newest else { return (0, 0) }
        let v = newest.velocity
        guard let previous, previous.interval > UIKitConstants.recognizerPreviousMinimumInterval else { return v }
        let p = previous.velocity
        let w = UIKitConstants.recognizerCurrentWeight
        return (v.x * w + p.x * (1 - w), v.y * w + p.y * (1 - w))
    }
}
