import ScrollPhysics
import Testing

/// UIKit's two pixel roundings (`PixelGrid`): offsets and limits round the fraction of a point to
/// the grid, `floor(v) + round((v − floor(v)) · s) / s`; layout geometry rounds `round(v · s) / s`.
@Suite("Pixel grid: offsets and layout geometry")
struct PixelGridTests {
    @Test("away from halves both roundings agree: 268.5 pt at scale 3 is 805.5 px, 806 px, 268.667 pt; −47.97 pt is −143.91 px, −48 pt")
    func agreeAwayFromHalves() {
        for value in [268.5, -47.97, 29.166666666666657, 1.0 / 7, -2.25] {
            #expect(PixelGrid.round(value, scale: 3) == PixelGrid.roundToViewScale(value, scale: 3), "\(value)")
        }
        #expect(PixelGrid.roundToViewScale(268.5, scale: 3) == 268 + 2.0 / 3)
    }

    @Test("at −1/6 pt, −0.5 px at scale 3, an offset rounds up to 0 and layout geometry away from zero to −1/3 pt")
    func negativeHalfDiffers() {
        let value = -1.0 / 6
        // floor(−1/6) = −1; the fraction 5/6 is 2.5 px, rounded to 3 px: −1 + 1 = 0.
        #expect(PixelGrid.round(value, scale: 3) == 0)
        // −1/6 · 3 = −0.5 px, rounded away from zero to −1 px: −1/3 pt.
        #expect(PixelGrid.roundToViewScale(value, scale: 3) == -1.0 / 3)
        // Positive halves agree: 1/6 pt is 0.5 px, 1 px in both.
        #expect(PixelGrid.round(1.0 / 6, scale: 3) == 1.0 / 3 && PixelGrid.roundToViewScale(1.0 / 6, scale: 3) == 1.0 / 3)
    }

    @Test("the centring inset's arithmetic: (390 − 995/3) / 2 = 29.166666666666657 pt is 87.49999999999997 px, so 87 px, 29.0 pt")
    func centringInsetHalfPixel() {
        #expect(PixelGrid.roundToViewScale((390 - 995.0 / 3) / 2, scale: 3) == 29)
    }

    @Test("offsets round to the grid as UIKit rounds them: floor + round(fraction · scale)/scale, halves away from zero")
    func pixelGrid() {
        #expect(PixelGrid.round(268.5, scale: 3) == 268 + 2.0 / 3)
        #expect(PixelGrid.round(-47.97, scale: 3) == -48)
        #expect(PixelGrid.round(10.5, scale: 1) == 11 && PixelGrid.round(-10.5, scale: 1) == -11)
        #expect(PixelGrid.round(0.25, scale: 2) == 0.5)
        #expect(PixelGrid.round(1e12 + 0.4, scale: 3) == 1e12 + 1.0 / 3)
    }
}
