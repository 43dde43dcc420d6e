/// The per-frame factors of one deceleration rate at one frame duration, computed once.
///
/// The step loop multiplies by these instead of evaluating the decay every frame. Each factor is
/// UIKit's (`UIKitDecay`): the Taylor series of `e^(t · ln f)` for the glide and of
/// `e^(−0.01005 · t)` for the bounce.
public struct FrameConstants: Hashable, Sendable {
    /// The frame duration `dt`, in milliseconds.
    public let frameDuration: Double
    /// The per-millisecond deceleration rate `f`.
    public let rate: Double
    /// `ln f`.
    public let logRate: Double
    /// `f^dt` as UIKit evaluates it: the velocity factor over one frame.
    public let decay: Double
    /// `(1 − decay)/(1 − f) · f`, in ms: the distance over one frame per pt/ms of velocity.
    public let glide: Double
    /// `e^(−0.01005 · dt)` as UIKit evaluates it: the bounce's pull towards the edge over one frame.
    public let pull: Double
    /// `(1 − decay) · pull · f / (1 − f)`, in ms: the distance a bounce frame adds per pt/ms of
    /// velocity.
    public let bounceGlide: Double
    /// `f · (−ln f) / (1 − f)`: the derivative of the glide per pt/ms of velocity (≈ 0.999).
    public let velocityFactor: Double

    /// Computes the factors for `rate` (per millisecond) and `frameDuration` (milliseconds).
    ///
    /// - Precondition: `rate` lies strictly between 0 and 1; `frameDuration` is positive and finite.
    public init(rate: Double, frameDuration: Double) {
        precondition(rate > 0 && rate < 1, "a deceleration rate lies strictly between 0 and 1")
        self.init(rate: rate, logRate: DeterministicMath.log(rate), frameDuration: frameDuration)
    }

    /// The factors for `rate` whose logarithm `logRate` is known already.
    public init(rate: Double, logRate: Double, frameDuration: Double) {
        precondition(rate > 0 && rate < 1, "a deceleration rate lies strictly between 0 and 1")
        precondition(frameDuration > 0 && frameDuration.isFinite, "a frame lasts a positive time")
        self.frameDuration = frameDuration
        self.rate = rate
        self.logRate = logRate
        decay = UIKitDecay.factor(exponent: frameDuration * logRate)
        glide = UIKitDecay.glide(decay: decay, rate: rate)
        pull = UIKitDecay.factor(exponent: frameDuration * UIKitConstants.bounceLogFactor)
        bounceGlide = (1 - decay) * pull * rate / (1 - rate)
        velocityFactor = rate * -logRate / (1 - rate)
    }

    /// The factors for `rate` over the frames of `other` (a re-timed glide).
    public init(rate: Double, sameFramesAs other: FrameConstants) {
        self.init(rate: rate, frameDuration: other.frameDuration)
    }

    /// The same rate over frames of `frameDuration` ms.
    public func withFrameDuration(_ frameDuration: Double) -> FrameConstants {
        frameDuration == self.frameDuration ? self : FrameConstants(rate: rate, logRate: logRate, frameDuration: frameDuration)
    }

    /// Advances free deceleration by one frame (§2): `x += (v · glide) · multiplier`,
    /// `v *= decay`. `multiplier` is the fast-scroll multiplier (1 outside a streak).
    @inlinable
    public func decelerate(offset: inout Double, velocity: inout Double, multiplier: Double = 1) {
        offset += velocity * glide * multiplier
        velocity *= decay
    }

    /// Advances a bounce by one frame (§7), `distance` being the signed distance past the edge:
    /// `y = pull · y + bounceGlide · v`, `v *= decay · pull`.
    @inlinable
    public func bounce(distance: inout Double, velocity: inout Double) {
        distance = pull * distance + bounceGlide * velocity
        velocity *= decay * pull
    }
}
