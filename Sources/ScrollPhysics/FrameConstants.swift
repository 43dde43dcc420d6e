/// The per-frame factors of one deceleration rate at one frame duration, computed once.
///
/// The step loop multiplies by these instead of calling `pow` every frame.
public struct FrameConstants: Hashable, Sendable {
    /// The frame duration `dt`, in milliseconds.
    public let frameDuration: Double
    /// The per-millisecond deceleration rate `d`.
    public let rate: Double
    /// `d^dt`: the velocity factor over one frame.
    public let decay: Double
    /// `d · (1 − d^dt) / (1 − d)`, in ms: the distance over one frame per pt/ms of velocity.
    public let glide: Double
    /// `0.99^dt`: the bounce's pull towards the edge over one frame.
    public let pull: Double
    /// `d · (−ln d) / (1 − d)`: the derivative of the glide per pt/ms of velocity (≈ 0.999).
    public let velocityFactor: Double
    /// `ln d`, for the closed forms that need it (the proposed target).
    public let logRate: Double

    /// Computes the factors for `rate` (per millisecond) and `frameDuration` (milliseconds).
    public init(rate: Double, frameDuration: Double) {
        precondition(frameDuration > 0 && frameDuration.isFinite, "a frame lasts a positive time")
        self.init(rate: rate, frameDuration: frameDuration, pull: DeterministicMath.pow(UIKitConstants.bounceFactor, frameDuration))
    }

    /// The factors for `rate` (per millisecond) over the frames of `other`: its frame duration
    /// and bounce pull, which do not depend on the rate, are reused (a re-timed glide).
    public init(rate: Double, sameFramesAs other: FrameConstants) {
        self.init(rate: rate, frameDuration: other.frameDuration, pull: other.pull)
    }

    private init(rate: Double, frameDuration: Double, pull: Double) {
        precondition(rate > 0 && rate < 1, "a deceleration rate lies strictly between 0 and 1")
        precondition(frameDuration > 0 && frameDuration.isFinite, "a frame lasts a positive time")
        self.frameDuration = frameDuration
        self.rate = rate
        logRate = DeterministicMath.log(rate)
        decay = DeterministicMath.pow(rate, frameDuration, logOfBase: logRate)
        glide = rate * (1 - decay) / (1 - rate)
        self.pull = pull
        velocityFactor = rate * -logRate / (1 - rate)
    }

    /// Advances free deceleration by one frame (§2): `x += v · glide`, `v *= decay`.
    @inlinable
    public func decelerate(offset: inout Double, velocity: inout Double) {
        offset += velocity * glide
        velocity *= decay
    }

    /// Advances a bounce by one frame (§6), `distance` being the signed distance past the edge:
    /// `y = pull · y + v · glide · pull`, `v *= decay · pull`.
    @inlinable
    public func bounce(distance: inout Double, velocity: inout Double) {
        distance = pull * distance + velocity * glide * pull
        velocity *= decay * pull
    }
}
