/// UIKit's two roundings to the display's pixel grid, each where UIKit uses it.
///
/// Offsets and limits (`round`): 26.1 rounds every offset it stores, and every limit it computes,
/// as `floor(v) + round((v − floor(v)) · scale) / scale`, or `round(v)` at scale 1. Layout geometry
/// (`roundToViewScale`): a compositional layout's section frames (`vrndaq_f64(v · s) / s` in
/// `-[_UICollectionSectionSolutionBookmark memoizedDescriptor]`) and the centring inset
/// (`UIRoundToViewScale` in `configureForDescriptor:`) round `v · scale` half away from zero.
/// The two agree but at exact halves below zero, where the first rounds up and the second away
/// from zero (−1/6 pt at scale 3 is −0.5 px: 0 in one, −1/3 pt in the other), at the last bit,
/// and for huge values where `v · scale` would lose precision.
public enum PixelGrid {
    /// `value` rounded to the grid of `scale` pixels per point, as UIKit rounds an offset or a
    /// limit.
    @inlinable
    public static func round(_ value: Double, scale: Double) -> Double {
        if scale == 1 { return value.rounded() }
        let whole = value.rounded(.down)
        return whole + ((value - whole) * scale).rounded() / scale
    }

    /// `value` rounded to the grid of `scale` pixels per point as UIKit rounds layout geometry
    /// (`UIRoundToViewScale`): `round(value · scale) / scale`, half away from zero.
    @inlinable
    public static func roundToViewScale(_ value: Double, scale: Double) -> Double {
        (value * scale).rounded() / scale
    }
}
