import Foundation

/// A glide re-aimed at a new target while it runs: what SwiftUI does when the size or the insets
/// change during a glide (`-[HostingScrollView adjustedContentInsetDidChange]` →
/// `ScrollViewHelper.updateScrollBehaviorState(canRetarget:)`; docs/physics.md, "SwiftUI scroll
/// targets", "Retarget").
extension SimulatedScrollView {
    /// The glide's current velocity on each axis, in points per millisecond of content offset.
    var glideVelocity: CGPoint { CGPoint(x: state.horizontal.velocity, y: state.vertical.velocity) }

    /// Whether a glide runs that a new target may re-aim: decelerating on an axis, no finger, no
    /// animation, no paging settle and no bounce.
    var isRetargetableGlide: Bool {
        !state.isTracking && state.animation == nil && !isPagingEnabled
            && (state.horizontal.mode == .decelerating || state.vertical.mode == .decelerating)
            && !state.horizontal.isBouncing && !state.vertical.isBouncing
    }

    /// Re-aims the glide in progress at `target` (UIKit's offset, points), as a changed target at a
    /// release is reached (§5), from the offset and velocity the glide has now: the target is put
    /// on the pixel grid and clamped to the allowed offsets, UIKit's projection is taken from the
    /// current offset and velocity at the view's rate, and the glide is re-timed onto the target
    /// (`startMotion`). Returns the target the glide now heads for, or nil (and nothing changes)
    /// when no glide runs that a target may re-aim (`isRetargetableGlide`).
    @discardableResult
    func retargetGlide(to target: CGPoint) -> CGPoint? {
        guard isRetargetableGlide, target.x.isFinite, target.y.isFinite else { return nil }
        let h = limits(.horizontal)
        let v = limits(.vertical)
        let placed = CGPoint(x: h.clamp(h.pixelRound(Double(target.x))), y: v.clamp(v.pixelRound(Double(target.y))))
        let velocity = glideVelocity
        let natural = proposedTarget(velocity: velocity, decelerates: true)
        // An axis whose target is the offset shown stops (velocity 0, §5); the glide ends on the
        // next frame once both are still.
        startMotion(velocity: velocity, natural: natural, target: placed)
        return placed
    }
}
