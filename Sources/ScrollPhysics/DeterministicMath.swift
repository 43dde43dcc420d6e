/// Elementary functions computed with IEEE-754 `+ − × ÷` and `sqrt` only.
///
/// The platform's `exp`, `log`, `pow` and `sin` come from the C library, whose last bits differ
/// between glibc, macOS and musl. ScrollSim derives its per-frame constants from these functions
/// instead, so that a recording is bit-identical on every machine that implements IEEE-754
/// doubles. Each result is within a few ulp of the true value. Ordinary frames only multiply by
/// constants computed once per rate (`FrameConstants`), but the frames on which a glide crosses
/// an edge or a bounce crosses back call `pow` and `log` here to split the frame at the crossing,
/// and a re-timed glide (at its release) and the paging spring (once per view) compute their
/// constants here.
public enum DeterministicMath {
    /// ln 2 split so that `k · ln2High` is exact for |k| < 2¹¹ (fdlibm's split).
    static let ln2High = 6.93147180369123816490e-01
    static let ln2Low = 1.90821492927058770002e-10
    static let sqrtTwo = 1.4142135623730951
    static let halfPi = 1.5707963267948966

    /// The natural logarithm of `x`; `x` must be positive and finite.
    public static func log(_ x: Double) -> Double {
        precondition(x > 0 && x.isFinite, "log needs a positive finite argument")
        var k = Int(x.exponent)
        var m = x.significand  // in [1, 2)
        if m > sqrtTwo {
            m /= 2
            k += 1
        }
        // ln m = 2·atanh(s) = 2·(s + s³/3 + s⁵/5 + …) with |s| ≤ 0.1716, so 14 terms reach 1e-20.
        let s = (m - 1) / (m + 1)
        let s2 = s * s
        var series = 0.0
        var n = 27.0
        while n >= 1 {
            series = series * s2 + 1 / n
            n -= 2
        }
        let kd = Double(k)
        return kd * ln2High + (2 * s * series + kd * ln2Low)
    }

    /// e raised to `x`. Returns `+∞` above 709.78 and `0` below −745.
    public static func exp(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x > 709.782712893384 { return .infinity }
        if x < -745.1332191019412 { return 0 }
        let k = (x / (ln2High + ln2Low)).rounded()
        let r = (x - k * ln2High) - k * ln2Low  // |r| ≤ 0.347
        // Taylor series to r²⁰/20!, evaluated by Horner's rule.
        var sum = 1.0
        var n = 20.0
        while n >= 1 {
            sum = 1 + sum * r / n
            n -= 1
        }
        return scaleByPowerOfTwo(sum, Int(k))
    }

    /// `base` raised to the real power `exponent`; `base` must be positive.
    public static func pow(_ base: Double, _ exponent: Double) -> Double {
        if exponent == 0 || base == 1 { return 1 }
        return pow(base, exponent, logOfBase: log(base))
    }

    /// `pow(base, exponent)` with `log(base)` computed already: the same bits.
    public static func pow(_ base: Double, _ exponent: Double, logOfBase: Double) -> Double {
        if exponent == 0 || base == 1 { return 1 }
        return exp(exponent * logOfBase)
    }

    /// The sine of `x` (radians).
    public static func sin(_ x: Double) -> Double {
        let (quadrant, r) = reduce(x)
        switch quadrant {
        case 0: return sinSeries(r)
        case 1: return cosSeries(r)
        case 2: return -sinSeries(r)
        default: return -cosSeries(r)
        }
    }

    /// The cosine of `x` (radians).
    public static func cos(_ x: Double) -> Double {
        let (quadrant, r) = reduce(x)
        switch quadrant {
        case 0: return cosSeries(r)
        case 1: return -sinSeries(r)
        case 2: return -cosSeries(r)
        default: return sinSeries(r)
        }
    }

    /// The arctangent of `x`, in (−π/2, π/2).
    public static func atan(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x.isInfinite { return x > 0 ? halfPi : -halfPi }
        // Halve the angle until |x| < 0.1: atan(x) = 2·atan(x / (1 + √(1 + x²))).
        var y = x
        var scale = 1.0
        while abs(y) >= 0.1 {
            y = y / (1 + (1 + y * y).squareRoot())
            scale *= 2
        }
        let y2 = y * y
        var series = 0.0
        var n = 31.0
        var sign = n.truncatingRemainder(dividingBy: 4) == 1 ? 1.0 : -1.0
        while n >= 1 {
            series = series * y2 + sign / n
            n -= 2
            sign = -sign
        }
        return scale * y * series
    }

    // MARK: - Helpers

    private static func scaleByPowerOfTwo(_ value: Double, _ k: Int) -> Double {
        // Apply 2^k in two halves so that neither factor overflows or underflows early.
        let half = k / 2
        let first = Double(sign: .plus, exponent: half, significand: 1)
        let second = Double(sign: .plus, exponent: k - half, significand: 1)
        return value * first * second
    }

    /// Reduces `x` to `r` in [−π/4, π/4] and the quadrant `q` with x = q·π/2 + r (mod 2π).
    private static func reduce(_ x: Double) -> (Int, Double) {
        precondition(x.isFinite && abs(x) < 1e6, "trigonometric argument out of the supported range")
        let piOver2High = 1.5707963267341256e+00
        let piOver2Low = 6.0771005065061922e-11
        let k = (x / halfPi).rounded()
        let r = (x - k * piOver2High) - k * piOver2Low
        let q = Int(k) & 3
        return (q, r)
    }

    private static func sinSeries(_ r: Double) -> Double {
        let r2 = r * r
        var sum = 1.0
        var n = 23.0
        while n >= 3 {
            sum = 1 - sum * r2 / (n * (n - 1))
            n -= 2
        }
        return r * sum
    }

    private static func cosSeries(_ r: Double) -> Double {
        let r2 = r * r
        var sum = 1.0
        var n = 22.0
        while n >= 2 {
            sum = 1 - sum * r2 / (n * (n - 1))
            n -= 2
        }
        return sum
    }
}
