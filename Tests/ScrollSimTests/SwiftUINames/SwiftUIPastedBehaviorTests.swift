import Foundation
import ScrollSim
import Testing

/// An app's own `ScrollTargetBehavior`, pasted unchanged: with SwiftUI's top-level names where
/// SwiftUI does not exist (Linux), and in `extension SimulatedSwiftUI` everywhere.
#if !canImport(SwiftUI)
    /// Rounds the target to a multiple of 100 pt, one more in the flick's direction when the
    /// flick is faster than 1 (pt/ms here; docs/physics.md, "SwiftUI scroll targets").
    struct HundredPoints: ScrollTargetBehavior {
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            var x = (target.rect.origin.x / 100).rounded() * 100
            if context.velocity.dx > 1 { x += 100 }
            target.rect.origin.x = x
        }
    }
#endif

extension SimulatedSwiftUI {
    /// The same behavior, in the namespace (compiles beside SwiftUI too).
    struct NamespacedHundredPoints: ScrollTargetBehavior {
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            target.rect.origin.x = (target.rect.origin.x / 100).rounded() * 100
        }
        func properties(context: PropertiesContext) -> ScrollTargetBehaviorProperties {
            var properties = ScrollTargetBehaviorProperties()
            properties.limitsScrolls = true
            return properties
        }
    }
}

@Suite("An app's own SwiftUI scroll target behavior")
struct SwiftUIPastedBehaviorTests {
    #if !canImport(SwiftUI)
        @Test("a behavior written with SwiftUI's names runs on a context built by hand: 249 at 1.5 pt/ms → 200 + 100 = 300")
        func pastedBehavior() {
            // round(249 / 100 = 2.49) = 2 → 200; dx 1.5 > 1 → 300.
            var target = ScrollTarget(rect: CGRect(x: 249, y: 0, width: 390, height: 844))
            let context = ScrollTargetBehaviorContext(
                originalTarget: ScrollTarget(rect: CGRect(x: 0, y: 0, width: 390, height: 844)), velocity: CGVector(dx: 1.5, dy: 0),
                contentSize: CGSize(width: 3000, height: 844), containerSize: CGSize(width: 390, height: 844), axes: .horizontal)
            HundredPoints().updateTarget(&target, context: context)
            #expect(target.rect.origin.x == 300)
        }
    #endif

    @Test("a namespaced behavior's limitsScrolls reaches the context SwiftUIScrollTargetDelegate builds")
    func propertiesReachTheContext() {
        let view = SimulatedScrollView(bounds: CGSize(width: 390, height: 844))
        let layout = SwiftUIScrollTargetLayout(axis: .horizontal, childLengths: [300, 300], spacing: 10)
        layout.configure(view)
        let delegate = SwiftUIScrollTargetDelegate(behavior: SimulatedSwiftUI.NamespacedHundredPoints(), layout: layout)
        #expect(delegate.context(for: view, velocity: .zero).limitsScrolls == true)
        // No margins: SwiftUI 149 is UIKit 149 → round(1.49) = 1 → 100.
        #expect(delegate.target(for: view, velocity: .zero, proposed: CGPoint(x: 149, y: 0)) == CGPoint(x: 100, y: 0))
    }
}
