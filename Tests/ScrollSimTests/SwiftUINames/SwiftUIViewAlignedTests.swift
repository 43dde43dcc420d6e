import Foundation
import ScrollSim
import Testing

/// SwiftUI 26.1's `.viewAligned` (`ViewAlignedScrollTargetBehavior.updateTarget`, `makeTarget`,
/// `findClosestRect`, `findClosestRectIndex`, `properties(context:)`) on `SwiftUICarousel`, each
/// expectation worked by hand. Children at 310k, 300 wide (≤ 1.1 · 390 = 429, all candidates);
/// the range window is [0 − 300, 2790 + 300 + 300] = [−300, 3390].
@Suite("SwiftUI .viewAligned")
struct SwiftUIViewAlignedTests {
    typealias Behavior = SimulatedSwiftUI.ViewAlignedScrollTargetBehavior
    let always = Behavior.viewAligned(limitBehavior: .always)
    let never = Behavior.viewAligned(limitBehavior: .never)
    let byFew = Behavior.viewAligned(limitBehavior: .alwaysByFew)

    @Test("the child nearest the target: 250 from 0 → child 1 at 310, with every limit behavior")
    func nearestChild() {
        // |250 − 0| = 250 > |250 − 310| = 60 → child 1; the start's nearest is child 0 → no step.
        for behavior in [always, never, byFew] {
            #expect(SwiftUICarousel.run(behavior, proposed: 250, SwiftUICarousel.context(start: 0, dx: 0.8)) == 310)
        }
    }

    @Test("a slow flick that stays on the start child steps one child when limiting (620), not with .never (310)")
    func stepWhenLimiting() {
        // Nearest to 330: child 1 (20); nearest to 310: child 1. Limiting, dx > 0 → child 2 → 620. .never (M = 4): 310.
        let context = SwiftUICarousel.context(start: 310, dx: 0.3)
        #expect(SwiftUICarousel.run(always, proposed: 330, context) == 620)
        #expect(SwiftUICarousel.run(byFew, proposed: 330, context) == 620)
        #expect(SwiftUICarousel.run(never, proposed: 330, context) == 310)
    }

    @Test(".always clamps a fast flick to one container (620); .alwaysByFew and .never are not clamped (1550)")
    func clampOnlyForAlways() {
        // .always: clamp [−80, 700] → 700; |700 − 620| = 80 < |700 − 930| = 230 → child 2 ≠ 1 → 620.
        // Unclamped 1400: |1400 − 1550| = 150 < |1400 − 1240| = 160 → child 5 → 1550.
        let context = SwiftUICarousel.context(start: 310, dx: 4)
        #expect(SwiftUICarousel.run(always, proposed: 1400, context) == 620)
        #expect(SwiftUICarousel.run(Behavior.viewAligned(limitBehavior: .alwaysByOne), proposed: 1400, context) == 620)
        #expect(SwiftUICarousel.run(byFew, proposed: 1400, context) == 1550)
        #expect(SwiftUICarousel.run(never, proposed: 1400, context) == 1550)
    }

    @Test(".automatic limits in a compact width (620) and not in a regular one (1550)")
    func automatic() {
        // Compact: properties → limitsScrolls (horizontal axis) → as .always, 620. Regular: as .never, 1550.
        let automatic = Behavior.viewAligned
        #expect(SwiftUICarousel.run(automatic, proposed: 1400, SwiftUICarousel.context(start: 310, dx: 4)) == 620)
        let regular = SwiftUICarousel.context(start: 310, dx: 4, horizontalSizeClass: .regular)
        #expect(SwiftUICarousel.run(automatic, proposed: 1400, regular) == 1550)
    }

    @Test("properties(context:): always, alwaysByOne, alwaysByFew limit; never does not; automatic follows the axis's size class")
    func properties() {
        let horizontal = SimulatedSwiftUI.ScrollTargetBehaviorPropertiesContext(axes: .horizontal)
        let verticalRegular = SimulatedSwiftUI.ScrollTargetBehaviorPropertiesContext(axes: .vertical)
        let verticalCompact = SimulatedSwiftUI.ScrollTargetBehaviorPropertiesContext(axes: .vertical, verticalSizeClass: .compact)
        for limit in [Behavior.LimitBehavior.always, .alwaysByOne, .alwaysByFew] {
            #expect(Behavior(limitBehavior: limit).properties(context: verticalRegular).limitsScrolls)
        }
        #expect(!never.properties(context: horizontal).limitsScrolls)
        // Horizontal axis, compact width → true; vertical axis, regular height → false; compact height → true.
        #expect(Behavior.viewAligned.properties(context: horizontal).limitsScrolls)
        #expect(!Behavior.viewAligned.properties(context: verticalRegular).limitsScrolls)
        #expect(Behavior.viewAligned.properties(context: verticalCompact).limitsScrolls)
    }

    @Test("a backward flick from the start child steps back (310); .never stays (620)")
    func backward() {
        // Nearest to 560: child 2 (60); start 620 → child 2; dx < 0 → child 1 → 310.
        let context = SwiftUICarousel.context(start: 620, dx: -0.5)
        #expect(SwiftUICarousel.run(always, proposed: 560, context) == 310)
        #expect(SwiftUICarousel.run(never, proposed: 560, context) == 620)
    }

    @Test("a step past the first child falls back to the nearest: 100 from 0 backwards → 0")
    func stepOffTheListFallsBack() {
        // Nearest child 0 (100 < 210), start nearest 0, dx < 0 → index −1 outside → child 0 → 0.
        #expect(SwiftUICarousel.run(always, proposed: 100, SwiftUICarousel.context(start: 0, dx: -0.5)) == 0)
    }

    @Test("targets at or beyond an end are left alone: −30 stays, 2790 stays")
    func endsLeftAlone() {
        // −30 ≤ 0 and 2790 ≥ 2790 return after the clamp, which keeps both ([−390, 390], [2085, 2865]).
        #expect(SwiftUICarousel.run(always, proposed: -30, SwiftUICarousel.context(start: 0, dx: -0.2)) == -30)
        #expect(SwiftUICarousel.run(always, proposed: 2790, SwiftUICarousel.context(start: 2475, dx: 1)) == 2790)
    }

    @Test("a tie between two children keeps the lower index: 155 from 0 → 0")
    func tieKeepsLower() {
        // |155 − 0| = |155 − 310| = 155; strict < keeps child 0; dx = 0 → no step.
        #expect(SwiftUICarousel.run(never, proposed: 155, SwiftUICarousel.context(start: 0, dx: 0)) == 0)
    }

    @Test("a target outside the realised children's window is left alone: 1600 > 930 + 2 · 300 = 1530")
    func outsideWindow() {
        // Only children 0–3 (a lazy stack): window [−300, 1530]. .never: 1600 inside (0, 2790) but > 1530 → 1600.
        // .always clamps first to 310 + 390 = 700 → nearest child 2 (80) ≠ start child 1 → 620.
        let context = SwiftUICarousel.context(start: 310, dx: 1, frames: SwiftUICarousel.frames(count: 4))
        #expect(SwiftUICarousel.run(never, proposed: 1600, context) == 1600)
        #expect(SwiftUICarousel.run(always, proposed: 1600, context) == 620)
    }

    @Test("without a scroll-target layout the target is only clamped: 1400 from 0 → 390")
    func noLayout() {
        // Clamp [−390, 390] → 390; makeTarget has no collection → nil → 390 stays.
        #expect(SwiftUICarousel.run(always, proposed: 1400, SwiftUICarousel.context(start: 0, dx: 2, frames: nil)) == 390)
    }

    @Test("both axes: the behavior does nothing, not even the clamp: 1400 stays")
    func twoAxesUntouched() {
        let context = SwiftUICarousel.context(start: 0, dx: 2, axes: [.horizontal, .vertical])
        #expect(SwiftUICarousel.run(always, proposed: 1400, context) == 1400)
    }

    @Test("children longer than 1.1 containers are no candidates: 430 > 429 is skipped, 429 is kept")
    func longChildrenIgnored() {
        // Widths 300, 430, 300, 300, 10 apart: x = 0, 310, 750, 1060. Candidates 0, 750, 1060.
        // .never at 400 from 0: |400 − 0| = 400 > |400 − 750| = 350 → 750 (child 1 at 310 would be 90 away).
        let wide = [0, 310, 750, 1060].enumerated().map { CGRect(x: CGFloat($1), y: 0, width: $0 == 1 ? 430 : 300, height: 844) }
        let context = SimulatedSwiftUI.ScrollTargetBehaviorContext(
            originalTarget: SwiftUICarousel.target(0), velocity: CGVector(dx: 0, dy: 0), contentSize: CGSize(width: 1450, height: 844),
            containerSize: SwiftUICarousel.container, axes: .horizontal, scrollTargetFrames: wide)
        #expect(SwiftUICarousel.run(never, proposed: 400, context) == 750)
        // Widths 300, 429, 300: x = 0, 310, 749; 429 ≤ 390 · 1.1 → child 1 is a candidate: |400 − 310| = 90 → 310.
        var kept = context
        kept.scrollTargetFrames = [0, 310, 749].enumerated().map { CGRect(x: CGFloat($1), y: 0, width: $0 == 1 ? 429 : 300, height: 844) }
        #expect(SwiftUICarousel.run(never, proposed: 400, kept) == 310)
    }

    @Test("right-to-left reverses the step: UIKit dx < 0 steps on (620), dx > 0 steps back (0)")
    func rightToLeft() {
        // Nearest to 330 and to 310: child 1. RTL: dx < 0 → +1 → 620; dx > 0 → −1 → child 0 → 0.
        #expect(SwiftUICarousel.run(always, proposed: 330, SwiftUICarousel.context(start: 310, dx: -0.3, direction: .rightToLeft)) == 620)
        #expect(SwiftUICarousel.run(always, proposed: 330, SwiftUICarousel.context(start: 310, dx: 0.3, direction: .rightToLeft)) == 0)
    }

    @Test("an anchor offsets the child by anchor·container − anchor·child, as decompiled: center → 310 + 195 − 150 = 355")
    func anchorAsDecompiled() {
        // Child 1 chosen (250 from 0); center: 0.5 · 390 − 0.5 · 300 = 45 → 355. Trailing (x 1): 390 − 300 = 90 → 400.
        let context = SwiftUICarousel.context(start: 0, dx: 0.8)
        #expect(SwiftUICarousel.run(Behavior.viewAligned(limitBehavior: .always, anchor: .center), proposed: 250, context) == 355)
        #expect(SwiftUICarousel.run(Behavior.viewAligned(anchor: .trailing), proposed: 250, context) == 400)
    }

    @Test("asymmetric margins change only C: 45/20 → C − c = 2765, so 2780 is at the end and left alone")
    func asymmetricMargins() {
        // C = 3090 + 65 = 3155, C − c = 2765. .never at 2780 (from 2480): 2780 ≥ 2765 → 2780 stays.
        // At 2700 (< 2765): |2700 − 2790| = 90 < |2700 − 2480| = 220 → child 9 → 2790.
        let context = SwiftUICarousel.context(start: 2480, dx: 1, leading: 45, trailing: 20)
        #expect(SwiftUICarousel.run(never, proposed: 2780, context) == 2780)
        #expect(SwiftUICarousel.run(never, proposed: 2700, context) == 2790)
    }
}
