/// UIKit's rounding of offsets to the display's pixel grid.
///
/// 26.1 rounds every offset it stores, and every limit it computes, as
/// `floor(v) + round((v − floor(v)) · scale) / scale` (`round` halves away from zero), or
/// `round(v)` at scale 1. This equals `round(v · scale) / scale` except at the last bit, and for
/// huge values where `v · scale` would lose precision.
public enum PixelGrid {
    /// `value` rounded to the grid of `scale` pixels per point, as UIKit rounds it.
    @inlinable
    public static func round(_ value: Double, scale: Double) -> Double {
        if scale == 1 { return value.rounded() }
        let whole = value.rounded(.down)
        return whole + ((value - whole) * scale).rounded() / scale
    }
}
