import Testing

@testable import ScrollPhysics

@Suite("Paging spring (§9, UIKit 26.1 _getPagingDecelerationOffset:forTimeInterval:)")
struct PagingSpringTests {
    /// The rule as docs/physics.md states it, one millisecond at a time.
    func iterate(steps: Int, from x0: Double, velocity v0: Double, to target: Double, spring: PagingSpring) -> (Double, Double) {
        var x = x0
        var v = v0
        for _ in 0..<steps {
            v = (v + (target - x) * spring.pull) * spring.friction
            x += v
        }
        return (x, v)
    }

    @Test("pull and friction follow the line from 320 pt (3.0e-4, 0.970) to 1024 pt (1.7e-4, 0.977), constant beyond")
    func constants() {
        // 0.000359090909 − 0.000000184659091 · 320 = 0.000300000; 0.966818182 + 0.00000994318182 · 320 = 0.970000.
        let narrow = PagingSpring(pageDimension: 320)
        #expect(abs(narrow.pull - 3.0e-4) < 1e-12 && abs(narrow.friction - 0.970) < 1e-9)
        // 393: 0.000359090909 − 0.0000725710228 = 0.000286519886; 0.966818182 + 0.00390767045 = 0.970725852.
        let phone = PagingSpring(pageDimension: 393)
        #expect(abs(phone.pull - 0.000286519886) < 1e-12 && abs(phone.friction - 0.970725852) < 1e-9)
        // 1024: 0.000359090909 − 0.000189090909 = 0.00017; 0.966818182 + 0.0101818182 = 0.977.
        let wide = PagingSpring(pageDimension: 1024)
        #expect(abs(wide.pull - 1.7e-4) < 1e-12 && abs(wide.friction - 0.977) < 1e-9)
        #expect(PagingSpring(pageDimension: 2048) == wide)
    }

    @Test("a 60 Hz frame takes 16 whole steps (the 0.67 ms left over is dropped) and shows the offset on the pixel grid")
    func wholeMilliseconds() {
        let spring = PagingSpring(pageDimension: 375)
        var v = 0.0
        let frame = spring.frame(offset: 0, velocity: &v, target: 375, milliseconds: 1000.0 / 60, scale: 3, direction: .none, bounds: nil)
        let (x16, v16) = iterate(steps: 16, from: 0, velocity: 0, to: 375, spring: spring)
        let (x17, _) = iterate(steps: 17, from: 0, velocity: 0, to: 375, spring: spring)
        // 16 steps reach 12.359 pt at 1.345 pt/ms (17 would reach 13.767): shown as 12.333.
        #expect(abs(x16 - 12.359) < 0.001 && abs(x17 - 13.767) < 0.001)
        #expect(frame.offset == 37.0 / 3 && v == v16 && !frame.ended)
        // A frame under 1 ms takes no step.
        var still = 0.5
        let short = spring.frame(offset: 10, velocity: &still, target: 375, milliseconds: 0.9, scale: 3, direction: .none, bounds: nil)
        #expect(still == 0.5 && short.offset == 10)
    }

    @Test("uneven frames take their own whole milliseconds: 8.33 ms (120 Hz) and 8.5 ms take 8 steps, 12.9 ms takes 12")
    func unevenFrames() {
        let spring = PagingSpring(pageDimension: 375)
        for (milliseconds, steps) in [(1000.0 / 120, 8), (8.5, 8), (12.9, 12)] {
            var v = 0.2
            let frame = spring.frame(offset: 100, velocity: &v, target: 475, milliseconds: milliseconds, scale: 3, direction: .none, bounds: nil)
            let (x, vn) = iterate(steps: steps, from: 100, velocity: 0.2, to: 475, spring: spring)
            #expect(v == vn, "\(milliseconds) ms")
            #expect(frame.offset == (x * 3).rounded() / 3, "\(milliseconds) ms")
        }
    }

    @Test("a frame that leaves the shown offset where it was, below 0.5 pt/ms, moves one pixel towards the page")
    func stall() {
        let spring = PagingSpring(pageDimension: 375)
        // 2 pt short of the page, moving away at 0.015 pt/ms: 16 steps end at 99.88 pt, which shows
        // as 100 again, so the frame moves one pixel towards the page instead. Not on it: 2 pt away.
        var v = -0.015
        let up = spring.frame(offset: 100, velocity: &v, target: 102, milliseconds: 16, scale: 3, direction: .none, bounds: nil)
        #expect(up.offset == 100 + 1.0 / 3 && !up.ended)
        var w = 0.015
        let down = spring.frame(offset: 100, velocity: &w, target: 98, milliseconds: 16, scale: 3, direction: .none, bounds: nil)
        #expect(down.offset == 100 - 1.0 / 3 && !down.ended)
    }

    @Test("the end rules: slow and within 1 pt and 5 pt; past a bound without bounces; across the page below 0.1 pt/ms")
    func endRules() {
        let spring = PagingSpring(pageDimension: 375)
        // Rule 1: 0.5 pt from the page, at rest: |v| stays below 0.01 over 16 steps (0.5 · 2.9e-4 · 16 ≈ 0.002).
        var v1 = 0.0
        let near = spring.frame(offset: 374.5, velocity: &v1, target: 375, milliseconds: 16, scale: 3, direction: .none, bounds: nil)
        #expect(near.ended && near.offset == 375 && v1 == 0)
        // Rule 2: shown at −3 with bounds 0…1500 and no bounces: put on the page at once.
        var v2 = -0.2
        let outside = spring.frame(
            offset: -2, velocity: &v2, target: 0, milliseconds: 4, scale: 3, direction: .increasing,
            bounds: PagingSpring.Bounds(minimum: 0, maximum: 1500))
        #expect(outside.ended && outside.offset == 0)
        // Rule 3: heading to larger offsets from 374.5 at 0.08 pt/ms, 16 steps end at 375.7 (shown
        // 375.667, past the page) at 0.049 pt/ms, below 0.1: on the page.
        var v3 = 0.08
        let crossing = spring.frame(offset: 374.5, velocity: &v3, target: 375, milliseconds: 16, scale: 3, direction: .increasing, bounds: nil)
        #expect(crossing.ended && crossing.offset == 375)
        // Without a heading the same frame goes on (rule 1 needs |v| < 0.01).
        var v4 = 0.08
        let free = spring.frame(offset: 374.5, velocity: &v4, target: 375, milliseconds: 16, scale: 3, direction: .none, bounds: nil)
        #expect(!free.ended && free.offset == 375 + 2.0 / 3)
    }

    @Test("from rest one page away, the settle lasts 25 frames at 60 Hz and 48 at 120 Hz for 375 pt; 37 and 67 for 1024 pt")
    func settleFromRest() {
        // Iterating the rule (16 or 8 steps a frame, the pixel grid at scale 3, the end rules) from 0
        // to the page with no velocity and no heading.
        for (width, fps, frames) in [(375.0, 60.0, 25), (375, 120, 48), (1024, 60, 37), (1024, 120, 67)] {
            let spring = PagingSpring(pageDimension: width)
            var x = 0.0
            var v = 0.0
            var n = 0
            while n < 1000 {
                n += 1
                let frame = spring.frame(offset: x, velocity: &v, target: width, milliseconds: 1000 / fps, scale: 3, direction: .none, bounds: nil)
                x = frame.offset
                if frame.ended { break }
            }
            #expect(n == frames && x == width, "\(width) pt at \(fps) Hz")
        }
    }
}
