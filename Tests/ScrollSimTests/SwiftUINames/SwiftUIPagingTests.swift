import Foundation
import ScrollSim
import Testing

/// SwiftUI 26.1's `.paging` (`PagingScrollTargetBehavior.updateTarget`, `clampTarget`, `makeInfo`,
/// `alignTarget`) on `SwiftUICarousel`, each expectation worked by hand. With 45/45 margins the page
/// is L = 390 + 0.5 · 45 = 412.5; the clamp window is [o − 390, o + 390].
@Suite("SwiftUI .paging")
struct SwiftUIPagingTests {
    let paging = SimulatedSwiftUI.PagingScrollTargetBehavior.paging

    @Test("a target on the next page stays on it without a step: 250 from 0 → page round(0.606) = 1 → 412.5")
    func nearestPage() {
        // Clamp [−390, 390] keeps 250; 0 < 250 < 2790; round(250 / 412.5 = 0.606) = 1 ≠ round(0 / 412.5) = 0.
        #expect(SwiftUICarousel.run(paging, proposed: 250, SwiftUICarousel.context(start: 0, dx: 0.8)) == 412.5)
    }

    @Test("a slow flick that stays on the start page steps one page with the velocity: 330 from 310 → 825")
    func stepsWithVelocity() {
        // round(330 / 412.5 = 0.8) = 1 == round(310 / 412.5 = 0.752) = 1, dx > 0 → page 2 → 2 · 412.5 = 825.
        #expect(SwiftUICarousel.run(paging, proposed: 330, SwiftUICarousel.context(start: 310, dx: 0.3)) == 825)
        // dx = 0: no step → page 1 → 412.5.
        #expect(SwiftUICarousel.run(paging, proposed: 330, SwiftUICarousel.context(start: 310, dx: 0)) == 412.5)
    }

    @Test("a fast flick is clamped to one container length first: 1400 from 310 → 700 → page 2 → 825")
    func clampsToOneContainer() {
        // Clamp [310 − 390, 310 + 390] = [−80, 700] → 700; round(700 / 412.5 = 1.697) = 2 ≠ 1 → 825.
        #expect(SwiftUICarousel.run(paging, proposed: 1400, SwiftUICarousel.context(start: 310, dx: 4)) == 825)
    }

    @Test("a backward flick from page 2 lands on page 1: 560 from 620 → 412.5")
    func backward() {
        // Clamp [230, 1010] keeps 560; round(560 / 412.5 = 1.358) = 1 ≠ round(620 / 412.5 = 1.503) = 2 → 412.5.
        #expect(SwiftUICarousel.run(paging, proposed: 560, SwiftUICarousel.context(start: 620, dx: -0.5)) == 412.5)
    }

    @Test("a step to a page below 0 leaves the target where it is: 100 from 0 backwards → 100")
    func negativePageKeepsTarget() {
        // round(100 / 412.5 = 0.242) = 0 == round(0) = 0, dx < 0 → page −1 < 0 → t stays 100.
        #expect(SwiftUICarousel.run(paging, proposed: 100, SwiftUICarousel.context(start: 0, dx: -0.5)) == 100)
    }

    @Test("targets at or beyond an end are left alone: −30 stays, 2790 (= C − c) stays")
    func endsLeftAlone() {
        // −30 ≤ 0: no page. Clamp [−390, 390] keeps −30.
        #expect(SwiftUICarousel.run(paging, proposed: -30, SwiftUICarousel.context(start: 0, dx: -0.2)) == -30)
        // 2790 is not < 3180 − 390 = 2790. Clamp [2085, 2865] keeps it.
        #expect(SwiftUICarousel.run(paging, proposed: 2790, SwiftUICarousel.context(start: 2475, dx: 1)) == 2790)
    }

    @Test("a page past the end is not capped by SwiftUI: 2700 from 2475 → page 7 → 2887.5 > 2790")
    func pastTheEndUncapped() {
        // Clamp [2085, 2865] keeps 2700; round(2700 / 412.5 = 6.545) = 7 ≠ round(2475 / 412.5 = 6) = 6 → 7 · 412.5.
        #expect(SwiftUICarousel.run(paging, proposed: 2700, SwiftUICarousel.context(start: 2475, dx: 1)) == 2887.5)
    }

    @Test("a half page rounds away from zero: 206.25 → round(0.5) = 1 → 412.5")
    func halfRoundsUp() {
        // 206.25 / 412.5 = 0.5 exactly; C's round() takes 1; 1 ≠ 0, no step.
        #expect(SwiftUICarousel.run(paging, proposed: 206.25, SwiftUICarousel.context(start: 0, dx: 0)) == 412.5)
    }

    @Test("asymmetric margins give the bare container as the page: 45/20 → L = 390, 330 from 310 → 780")
    func asymmetricMargins() {
        // Leading 45 ≠ trailing 20 → L = 390; C − c = 3155 − 390 = 2765. round(0.846) = 1 == round(0.795) = 1,
        // dx > 0 → page 2 → 780.
        let context = SwiftUICarousel.context(start: 310, dx: 0.3, leading: 45, trailing: 20)
        #expect(SwiftUICarousel.run(paging, proposed: 330, context) == 780)
    }

    @Test("no margins: L = 390 + 0.5 · 0 = 390, 250 from 0 → 390")
    func noMargins() {
        // 0 == 0 adds half of 0. C − c = 3090 − 390 = 2700. round(250 / 390 = 0.641) = 1 → 390.
        let context = SwiftUICarousel.context(start: 0, dx: 0.8, leading: 0, trailing: 0)
        #expect(SwiftUICarousel.run(paging, proposed: 250, context) == 390)
    }

    @Test("right-to-left reverses the step: a negative UIKit dx moves a page on (825), a positive one back (0)")
    func rightToLeft() {
        // Same pages as LTR (round(0.8) = round(0.752) = 1). RTL: dx < 0 → +1 → 825; dx > 0 → −1 → page 0 → 0.
        #expect(SwiftUICarousel.run(paging, proposed: 330, SwiftUICarousel.context(start: 310, dx: -0.3, direction: .rightToLeft)) == 825)
        #expect(SwiftUICarousel.run(paging, proposed: 330, SwiftUICarousel.context(start: 310, dx: 0.3, direction: .rightToLeft)) == 0)
    }

    @Test("a context that does not limit scrolls takes no step: 330 from 310 → page 1 → 412.5")
    func notLimitingNoStep() {
        // M = 4 (limitsScrolls false): alignTarget skips the step; round(0.8) = 1 → 412.5.
        let context = SwiftUICarousel.context(start: 310, dx: 0.3, limitsScrolls: false)
        #expect(SwiftUICarousel.run(paging, proposed: 330, context) == 412.5)
    }

    @Test("vertical paging adds half the top inset when leading equals trailing: L = 844 + 25 = 869")
    func vertical() {
        // Content 5000 tall + top 50 → C − c = 5050 − 844 = 4206. Clamp [−844, 844] keeps 500.
        // round(500 / 869 = 0.575) = 1 ≠ 0 → 869. With leading 10 ≠ trailing 0: L = 844, round(0.592) = 1 → 844.
        func y(_ insets: SimulatedSwiftUI.EdgeInsets) -> CGFloat {
            let context = SimulatedSwiftUI.ScrollTargetBehaviorContext(
                originalTarget: SimulatedSwiftUI.ScrollTarget(rect: CGRect(x: 0, y: 0, width: 390, height: 844)),
                velocity: CGVector(dx: 0, dy: 1), contentSize: CGSize(width: 390, height: 5050), containerSize: SwiftUICarousel.container,
                axes: .vertical, contentInsets: insets)
            var target = SimulatedSwiftUI.ScrollTarget(rect: CGRect(x: 0, y: 500, width: 390, height: 844))
            paging.updateTarget(&target, context: context)
            #expect(target.rect.origin.x == 0)
            return target.rect.origin.y
        }
        #expect(y(SimulatedSwiftUI.EdgeInsets(top: 50)) == 869)
        #expect(y(SimulatedSwiftUI.EdgeInsets(top: 50, leading: 10)) == 844)
    }
}
