import Testing

@testable import ScrollPhysics

@Suite("Fast scroll (§8, UIKit 26.1 _endPanNormal:, _beginTrackingWithEvent:, _updatePanGesture)")
struct FastScrollTests {
    /// Three counted flicks downwards, the last released at 2 s.
    func streakOfThree() -> FastScroll {
        var f = FastScroll()
        for t in [1.0, 1.5, 2.0] {
            f.touchDown(at: t - 0.2, stillMoving: true)
            f.dragUpdate(velocity: (0, 1), outside: (false, false), displacement: (0, 100))
            f.countFlick(at: t)
        }
        return f
    }

    @Test("from the fourth drag on, M = M₀ + ((count − 3)/2 + 1) · min(d/240, 0.9): 1.5 after 120 pt, then 2.85 after 300")
    func multiplier() {
        var f = streakOfThree()
        #expect(f.count == 3 && f.multiplier == 1)
        f.touchDown(at: 2.5, stillMoving: true)
        f.dragUpdate(velocity: (0, 1), outside: (false, false), displacement: (0, 120))
        // 1 + (0/2 + 1) · min(120/240, 0.9) = 1.5.
        #expect(f.multiplier == 1.5)
        f.countFlick(at: 2.6)
        f.touchDown(at: 3.0, stillMoving: true)
        #expect(f.startMultiplier == 1.5)
        f.dragUpdate(velocity: (0, 1), outside: (false, false), displacement: (0, 300))
        // 1.5 + (1/2 + 1) · min(1.25, 0.9) = 1.5 + 1.35 = 2.85.
        #expect(abs(f.multiplier - 2.85) < 1e-15)
    }

    @Test("the multiplier never exceeds 16")
    func cap() {
        var f = streakOfThree()
        var t = 2.0
        for _ in 0..<30 {
            t += 0.3
            f.touchDown(at: t, stillMoving: true)
            f.dragUpdate(velocity: (0, 1), outside: (false, false), displacement: (0, 500))
            f.countFlick(at: t + 0.1)
        }
        #expect(f.multiplier == 16)
    }

    @Test("the streak ends on a touch more than a second after the last flick, or on content that no longer moves")
    func touchDownRules() {
        var late = streakOfThree()
        late.touchDown(at: 3.01, stillMoving: true)
        #expect(late.count == 0 && late.multiplier == 1)
        var still = streakOfThree()
        still.touchDown(at: 2.1, stillMoving: false)
        #expect(still.count == 0)
        var onTime = streakOfThree()
        onTime.touchDown(at: 3.0, stillMoving: true)
        #expect(onTime.count == 3)
    }

    @Test("a drag that reverses, rubber-bands along its axis, or slows below 0.13 pt/ms ends the streak")
    func dragRules() {
        var reversed = streakOfThree()
        let ended11 = reversed.dragUpdate(velocity: (0, -1), outside: (false, false), displacement: (0, -10))
        #expect(ended11)
        #expect(reversed.count == 0)
        var banded = streakOfThree()
        let ended268 = banded.dragUpdate(velocity: (0, 1), outside: (false, true), displacement: (0, 10))
        #expect(ended268)
        #expect(banded.count == 0)
        var slow = streakOfThree()
        // 0.12² = 0.0144 < 0.0169.
        let ended682 = slow.dragUpdate(velocity: (0, 0.12), outside: (false, false), displacement: (0, 10))
        #expect(ended682)
        #expect(slow.count == 0)
        var fast = streakOfThree()
        // 0.14² = 0.0196: the streak goes on; a still finger (no velocity) changes nothing.
        let ended768 = fast.dragUpdate(velocity: (0, 0.14), outside: (false, false), displacement: (0, 10))
        #expect(!ended768)
        let ended832 = fast.dragUpdate(velocity: (0, 0), outside: (false, false), displacement: (0, 10))
        #expect(!ended832)
        #expect(fast.count == 3)
    }
}
