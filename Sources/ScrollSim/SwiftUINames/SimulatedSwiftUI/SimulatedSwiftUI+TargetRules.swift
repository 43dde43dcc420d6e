import Foundation

// The two rules SwiftUI 26.1's built-in behaviors share (docs/physics.md, "SwiftUI scroll
// targets"): the clamp to one container length from where the drag began, and the velocity step.

extension SimulatedSwiftUI.ScrollTargetBehaviorContext {
    /// `ScrollTargetBehavior.clampTarget(_:context:)`: on `axis`, `t' = min(max(t, o − c), o + c)`
    /// with `o` the original target's coordinate and `c` the container length (ties keep `t`).
    func clamp(_ target: inout SimulatedSwiftUI.ScrollTarget, on axis: SimulatedSwiftUI.Axis) {
        let t = axis.of(target.rect.origin)
        let o = axis.of(originalTarget.rect.origin)
        let c = axis.of(containerSize)
        let lower = o - c
        let raised = lower <= t ? t : lower
        let upper = o + c
        axis.set(&target.rect.origin, upper >= raised ? raised : upper)
    }

    /// `ScrollTargetBehavior.alignTarget` and `findClosestRect`'s step: +1, −1 or 0 items or pages
    /// for the release velocity on `axis`. Vertical: the sign of `dy`. Horizontal: the sign of
    /// `dx`, reversed in right-to-left (the velocity is UIKit's physical one, the target space
    /// leading-origin). Zero velocity: no step.
    func velocityStep(on axis: SimulatedSwiftUI.Axis) -> Int {
        let v = axis == .horizontal ? velocity.dx : velocity.dy
        let sign: Int = v > 0 ? 1 : (v < 0 ? -1 : 0)
        return axis == .horizontal && layoutDirection == .rightToLeft ? -sign : sign
    }

    /// Whether `t` lies strictly inside `(0, C − c)` on `axis`: the built-in behaviors leave a
    /// target at or beyond an end alone.
    func isInside(_ t: CGFloat, on axis: SimulatedSwiftUI.Axis) -> Bool {
        t > 0 && t < axis.of(contentSize) - axis.of(containerSize)
    }
}
