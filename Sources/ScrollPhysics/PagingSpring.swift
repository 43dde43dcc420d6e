/// The paging settle: Apple's iAd scroller's per-millisecond spring, in closed form.
///
/// Each millisecond, with `y = x − target`, `k = 3.6e-4` and `c = 0.9668`:
///
///     v = c · (v − k · y);   y = y + v
///
/// That is the linear map `M = [[1 − ck, c], [−ck, c]]` on `(y, v)`. Its eigenvalues are complex,
/// `r·e^{±iθ}` with `r² = det M = c` and `2r·cos θ = tr M`, so for any real `t` (Cayley–Hamilton)
///
///     M^t = r^t · [ sin(tθ)/sin θ · M/r − sin((t − 1)θ)/sin θ · I ]
///
/// which lets frames of any length compose exactly (ω0 ≈ 19 rad/s, ζ ≈ 0.89).
public struct PagingSpring: Hashable, Sendable {
    /// The frame duration this map advances, in milliseconds.
    public let frameDuration: Double
    /// Row-major entries of `M^dt` acting on (distance in points, velocity in pt/ms).
    public let m11: Double, m12: Double, m21: Double, m22: Double

    /// Computes `M^frameDuration` for the given spring constants (per millisecond).
    public init(
        frameDuration: Double,
        stiffness: Double = UIKitConstants.pagingSpringStiffness,
        damping: Double = UIKitConstants.pagingSpringDamping
    ) {
        self.frameDuration = frameDuration
        let c = damping, k = stiffness
        let a = 1 - c * k, b = c, cc = -c * k, dd = c
        let trace = a + dd
        let det = a * dd - b * cc
        precondition(det > 0 && trace * trace < 4 * det, "the paging spring must be underdamped")
        let r = det.squareRoot()
        let cosTheta = trace / (2 * r)
        let sinTheta = (1 - cosTheta * cosTheta).squareRoot()
        let theta = DeterministicMath.atan(sinTheta / cosTheta)
        let t = frameDuration
        let rt = DeterministicMath.pow(r, t)
        let p = DeterministicMath.sin(t * theta) / sinTheta / r
        let q = DeterministicMath.sin((t - 1) * theta) / sinTheta
        m11 = rt * (p * a - q)
        m12 = rt * (p * b)
        m21 = rt * (p * cc)
        m22 = rt * (p * dd - q)
    }

    /// Advances the spring one frame. `distance` is offset − target in points; `velocity` is the
    /// spring's per-millisecond displacement, in pt/ms.
    @inlinable
    public func step(distance: inout Double, velocity: inout Double) {
        let y = distance, v = velocity
        distance = m11 * y + m12 * v
        velocity = m21 * y + m22 * v
    }

    /// Whether the settle ends here, snapping onto the page: below the stop speed
    /// (`UIKitConstants.stopSpeed`, pt/ms) within `UIKitConstants.pagingSettleDistance` points of
    /// it, like the iAd scroller (375 pt from rest: 351 ms, the last 0.5 pt snapped).
    @inlinable
    public static func settles(distance: Double, velocity: Double) -> Bool {
        abs(distance) < UIKitConstants.pagingSettleDistance && abs(velocity) < UIKitConstants.stopSpeed
    }
}
