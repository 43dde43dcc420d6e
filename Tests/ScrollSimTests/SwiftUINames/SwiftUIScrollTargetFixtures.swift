import Foundation
import ScrollSim

/// The carousel of docs/swiftui-scroll-targets.md §5, in SwiftUI's target space: container 390 ×
/// 844 pt, ten children 300 pt wide 10 pt apart (child k at x = 310k, the last ending at 3090),
/// content margins 45 pt on each side, so the content with its insets is 3090 + 90 = 3180 wide and
/// C − c = 3180 − 390 = 2790 (child 9's position). Velocities are UIKit's, in pt/ms.
enum SwiftUICarousel {
    /// The container, in points.
    static let container = CGSize(width: 390, height: 844)

    /// The children's frames: x = 310k, 300 × 844 (the cross length with no vertical margins).
    static func frames(count: Int = 10) -> [CGRect] {
        (0..<count).map { CGRect(x: 310 * CGFloat($0), y: 0, width: 300, height: 844) }
    }

    /// A horizontal context for a drag that began at SwiftUI offset `start` and was released at
    /// `dx` pt/ms, with margins `leading`/`trailing` (the content width follows them).
    static func context(
        start: CGFloat, dx: CGFloat, leading: CGFloat = 45, trailing: CGFloat = 45,
        direction: SimulatedSwiftUI.LayoutDirection = .leftToRight, frames: [CGRect]? = frames(),
        axes: SimulatedSwiftUI.Axis.Set = .horizontal, horizontalSizeClass: SimulatedSwiftUI.UserInterfaceSizeClass? = .compact,
        limitsScrolls: Bool? = nil
    ) -> SimulatedSwiftUI.ScrollTargetBehaviorContext {
        SimulatedSwiftUI.ScrollTargetBehaviorContext(
            originalTarget: target(start), velocity: CGVector(dx: dx, dy: 0),
            contentSize: CGSize(width: 3090 + leading + trailing, height: 844), containerSize: container, axes: axes,
            layoutDirection: direction, contentInsets: SimulatedSwiftUI.EdgeInsets(top: 0, leading: leading, bottom: 0, trailing: trailing),
            horizontalSizeClass: horizontalSizeClass, scrollTargetFrames: frames, limitsScrolls: limitsScrolls)
    }

    /// A target at SwiftUI offset `x` (y 0), the container's size.
    static func target(_ x: CGFloat) -> SimulatedSwiftUI.ScrollTarget {
        SimulatedSwiftUI.ScrollTarget(rect: CGRect(origin: CGPoint(x: x, y: 0), size: container))
    }

    /// The x `behavior` leaves for a proposed target at `x`.
    static func run(
        _ behavior: some SimulatedSwiftUI.ScrollTargetBehavior, proposed x: CGFloat, _ context: SimulatedSwiftUI.ScrollTargetBehaviorContext
    ) -> CGFloat {
        var target = target(x)
        behavior.updateTarget(&target, context: context)
        return target.rect.origin.x
    }
}
