import Testing

@testable import ScrollPhysics

@Suite("The glide's end rules (§2, §5, UIKit 26.1 _smoothScrollSyncWithUpdateTime:)")
struct GlideEndTests {
    @Test("the glide stops when vx² + vy² < 1e-4: 0.00999 alone stops, 0.01 alone does not, (0.007, −0.007) sums to 9.8e-5 and stops")
    func stopRule() {
        #expect(GlideEnd.stops(velocityX: 0.00999, velocityY: 0))
        #expect(!GlideEnd.stops(velocityX: 0.01, velocityY: 0))
        #expect(!GlideEnd.stops(velocityX: 0.0125, velocityY: 0))
        #expect(GlideEnd.stops(velocityX: 0.007, velocityY: -0.007))
        #expect(GlideEnd.stops(velocity: -0.00999) && !GlideEnd.stops(velocity: -0.0101))
    }

    @Test("a changed target: passed or reached in the direction of motion puts the axis on it; under 0.01 pt/ms short of it, a creep of ±0.01")
    func targetRule() {
        #expect(GlideEnd.targetStep(offset: 1500.2, velocity: 0.5, target: 1500) == .onTarget)
        #expect(GlideEnd.targetStep(offset: 1500, velocity: 0.5, target: 1500) == .onTarget)
        #expect(GlideEnd.targetStep(offset: 999, velocity: -2, target: 1000) == .onTarget)
        // Behind the motion: moving forward 100 pt before a target behind it is "passed".
        #expect(GlideEnd.targetStep(offset: 1100, velocity: 2, target: 1000) == .onTarget)
        #expect(GlideEnd.targetStep(offset: 1499.4, velocity: 0.009, target: 1500) == .creep(velocity: 0.01))
        #expect(GlideEnd.targetStep(offset: 1000.6, velocity: -0.009, target: 1000) == .creep(velocity: -0.01))
        #expect(GlideEnd.targetStep(offset: 1499.4, velocity: 0.2, target: 1500) == .glides)
    }
}
