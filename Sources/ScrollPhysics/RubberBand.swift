/// The rubber band applied to a drag beyond the allowed offsets.
///
/// With `c = 0.55` and `range` the bounds size on that axis, an overshoot `o` past an edge is
/// displayed as
///
///     range · (1 − 1 / (1 + c · o / range))
///
/// applied to the whole raw overshoot at every update, never incrementally. The result never
/// reaches `range`. For range 960: 5 → 2.74, 100 → 52.02, 400 → 178.98, 960 → 340.65.
public enum RubberBand {
    /// The displayed overshoot, in points, for a raw overshoot `overshoot` ≥ 0 in points.
    public static func dampedOvershoot(
        _ overshoot: Double, range: Double, coefficient: Double = UIKitConstants.rubberBandCoefficient
    ) -> Double {
        guard overshoot > 0, range > 0 else { return 0 }
        return range * (1 - 1 / (1 + coefficient * overshoot / range))
    }

    /// The displayed offset for the raw drag offset `raw`, with allowed offsets `minimum...maximum`.
    /// The first `freeBeforeMinimum` points past the minimum (a refresh control's height) follow
    /// the finger one to one (26.1 `_rubberBandOffsetForOffset:…`). Past them the rubber band
    /// starts from there (`shiftsBand`, a control not refreshing: `min − h − band(o − h)`), or,
    /// while the control refreshes and its height is already in the top inset, runs from the
    /// minimum with no shift (`min − band(o)`).
    public static func offset(
        raw: Double, minimum: Double, maximum: Double, range: Double, freeBeforeMinimum: Double = 0, shiftsBand: Bool = true,
        coefficient: Double = UIKitConstants.rubberBandCoefficient
    ) -> Double {
        if raw > maximum {
            return maximum + dampedOvershoot(raw - maximum, range: range, coefficient: coefficient)
        }
        if raw < minimum {
            let over = minimum - raw
            if over < freeBeforeMinimum { return raw }
            guard shiftsBand else { return minimum - dampedOvershoot(over, range: range, coefficient: coefficient) }
            return minimum - freeBeforeMinimum - dampedOvershoot(over - freeBeforeMinimum, range: range, coefficient: coefficient)
        }
        return raw
    }
}

extension RubberBand {
    /// The raw overshoot that displays as `damped` points: the inverse of `dampedOvershoot`,
    /// `range / c · (1 / (1 − damped / range) − 1)`. Used when a drag starts past an edge, so the
    /// content does not jump. `damped` must be below `range`.
    public static func rawOvershoot(
        forDamped damped: Double, range: Double, coefficient: Double = UIKitConstants.rubberBandCoefficient
    ) -> Double {
        guard damped > 0, range > 0 else { return 0 }
        let fraction = min(damped / range, 0.999_999)
        return range / coefficient * (1 / (1 - fraction) - 1)
    }

    /// `rawOvershoot(forDamped:range:)` past the minimum with a free zone of `free` points: the
    /// inverse of `offset(raw:…freeBeforeMinimum:)` there.
    /// Without `shiftsBand` (a refreshing control), past the free zone the whole overshoot is
    /// banded, as 26.1's `_offsetForRubberBandOffset:…` inverts it.
    public static func rawOvershoot(forDamped damped: Double, range: Double, free: Double, shiftsBand: Bool = true) -> Double {
        if damped < free { return damped }
        return shiftsBand ? free + rawOvershoot(forDamped: damped - free, range: range) : rawOvershoot(forDamped: damped, range: range)
    }
}
