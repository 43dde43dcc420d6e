import Testing

@testable import ScrollPhysics

@Suite("Rubber band (§6)")
struct RubberBandTests {
    @Test(
        "for range 960: 5 → 2.74, 100 → 52.02, 400 → 178.98, 960 → 340.65",
        arguments: [
            (5.0, 2.74), (100.0, 52.02), (400.0, 178.98), (960.0, 340.65),
        ])
    func knownOutputs(raw: Double, shown: Double) {
        #expect(abs(RubberBand.dampedOvershoot(raw, range: 960) - shown) < 0.005)
    }

    @Test("the recorded drag: raw 5570.333 past max 5126 with range 874 shows 5316.982")
    func recorded() {
        let shown = RubberBand.offset(raw: 5570.333, minimum: 0, maximum: 5126, range: 874)
        #expect(abs(shown - 5316.982) < 0.001)
    }

    @Test("the overshoot never reaches the range, and the inverse recovers the raw overshoot")
    func boundedAndInvertible() {
        #expect(RubberBand.dampedOvershoot(1e9, range: 874) < 874)
        for raw in [1.0, 37.5, 400, 2000] {
            let shown = RubberBand.dampedOvershoot(raw, range: 874)
            #expect(abs(RubberBand.rawOvershoot(forDamped: shown, range: 874) - raw) < 1e-6)
        }
        #expect(RubberBand.offset(raw: -100, minimum: 0, maximum: 500, range: 960) < 0)
        #expect(RubberBand.offset(raw: 250, minimum: 0, maximum: 500, range: 960) == 250)
    }
}
