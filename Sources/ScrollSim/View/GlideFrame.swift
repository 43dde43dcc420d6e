import ScrollPhysics

/// One frame of a glide or bounce on both axes: 26.1 `_smoothScrollSyncWithUpdateTime:`, the part
/// that is not paging (docs/physics.md §2, §4, §6).
///
/// Each axis takes `DecelerationStep.bouncing` (a view that bounces) or `.standard`. While an
/// axis with a changed target is out of range, or either axis bounces, the target replaces the
/// near edge of its range, so the bounce returns to the target. Then, unless an axis still bounces,
/// the glide ends when `vx² + vy² < 0.0001`; an axis with a changed target that reached or passed
/// it in its direction of motion is put on it, and one that stalls short of it is given the creep
/// speed towards it.
enum GlideFrame {
    /// Advances both axes one frame; `baseConstants` are the view's own rate's factors, which a
    /// creep takes. Returns whether the deceleration ends here; the caller then rests the content
    /// (pixel-rounded and clamped) and ends the fast-scroll streak.
    static func step(
        _ h: inout AxisMotion, _ v: inout AxisMotion, limits: (horizontal: AxisMotion.Limits, vertical: AxisMotion.Limits),
        baseConstants: FrameConstants, fastScroll: inout FastScroll
    ) -> Bool {
        step(&h, limits.horizontal, anyBouncing: h.isBouncing || v.isBouncing, fastScroll: &fastScroll)
        step(&v, limits.vertical, anyBouncing: h.isBouncing || v.isBouncing, fastScroll: &fastScroll)
        if h.isBouncing || v.isBouncing { return false }
        var ends = GlideEnd.stops(velocityX: h.velocity, velocityY: v.velocity)
        settleOnTarget(&h, other: v, ends: &ends, baseConstants: baseConstants)
        settleOnTarget(&v, other: h, ends: &ends, baseConstants: baseConstants)
        return ends
    }

    /// One axis's step (inlined: called for both axes of every frame of the general path, where a
    /// call passed the limits on the stack).
    @inline(__always)
    private static func step(_ m: inout AxisMotion, _ l: AxisMotion.Limits, anyBouncing: Bool, fastScroll: inout FastScroll) {
        // An axis at rest inside its range, with no target, stays as it is: what either step below
        // does with no velocity there (the bouncing step's "bouncing" is false inside the range).
        if m.velocity == 0 && !m.hasTarget && l.contains(m.offset) {
            m.isBouncing = false
            return
        }
        var lo = l.minimum
        var hi = l.pageMaximum
        guard l.bounces else {
            m.isBouncing = false
            if m.velocity != 0 {
                DecelerationStep.standard(
                    offset: &m.offset, velocity: &m.velocity, minimum: lo, maximum: hi, constants: m.constants,
                    multiplier: fastScroll.multiplier)
            }
            return
        }
        if m.hasTarget && (anyBouncing || m.offset < lo || m.offset > hi) {
            // The target takes the place of the near edge: the bounce brings the content to it.
            if m.offset < m.target {
                lo = Swift.max(m.target, lo)
            } else if m.offset > m.target {
                hi = Swift.min(m.target, hi)
            }
        }
        let result = DecelerationStep.bouncing(
            offset: &m.offset, velocity: &m.velocity, minimum: lo, maximum: hi, constants: m.constants,
            multiplier: fastScroll.multiplier)
        m.isBouncing = result.bouncing
        if result.bounced || result.bouncing { fastScroll.reset() }
    }

    /// The changed-target rules after the step, for one axis (`GlideEnd.targetStep`).
    private static func settleOnTarget(_ m: inout AxisMotion, other: AxisMotion, ends: inout Bool, baseConstants: FrameConstants) {
        guard m.hasTarget else { return }
        switch GlideEnd.targetStep(offset: m.offset, velocity: m.velocity, target: m.target) {
        case .onTarget:
            m.offset = m.target
            m.velocity = 0
            if GlideEnd.isBelowStopSpeed(other.velocity) { ends = true }
        case .creep(let velocity):
            ends = false
            m.velocity = velocity
            // The creep glides at the view's own rate (a choice: UIKit's table is not printed), so
            // that a target a pixel from a hard flick, whose re-timed factor e^(−(v − a)/d) is
            // nearly 0, is still reached.
            if m.constants.rate != baseConstants.rate { m.constants = baseConstants }
        case .glides:
            break
        }
    }
}
