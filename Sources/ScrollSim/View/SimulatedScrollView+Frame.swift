import Foundation
import ScrollPhysics

extension SimulatedScrollView {
    /// Advances the physics by one frame (`1000 / frameRate` ms), makes the frame's callbacks,
    /// then moves on to the next frame number.
    ///
    /// Events for a frame (gestures, `setContentOffset`) are applied before this call, so that a
    /// release is followed at once by one frame of travel, as on a device.
    public func advanceFrame() {
        defer { state.displayedOffset = contentOffset }
        // A paging swipe whose delay ran out by this frame fails before the frame steps.
        if state.touches.swipe != nil { failSwipeIfTimedOut(by: time) }
        // A touch the delay holds reaches the content once the delay ran out by this frame.
        if state.touches.content != nil { deliverHeldContentTouch(by: time) }
        let step = settings.frameTimes == nil ? settings.frameDuration : stepDuration(ofFrame: state.frameIndex)
        if step != state.baseConstants.frameDuration { useStepDuration(step) }
        let wasMoving = state.horizontal.isMoving || state.vertical.isMoving
        if isTracking && !state.isAnimating {
            // The content follows the finger between frames: its velocity is the change since the
            // last displayed frame (rubber band and clamping included), not the finger's.
            let previous = state.displayedOffset
            state.reportedVelocity = CGPoint(
                x: (Double(contentOffset.x) - Double(previous.x)) / step,
                y: (Double(contentOffset.y) - Double(previous.y)) / step)
        }
        if state.isAnimating {
            advanceScrollAnimation(step: step)
        } else if wasMoving {
            // A frame shorter than a millisecond moves nothing (26.1 skips it, and its time).
            if step >= 1 { advanceMotion() }
            notifyIfScrolled()
            if isDecelerating && !state.horizontal.isMoving && !state.vertical.isMoving && !isTracking {
                isDecelerating = false
                call(.scrollViewDidEndDecelerating) { $0.scrollViewDidEndDecelerating($1) }
            }
        } else if !isTracking && isDecelerating && !state.isAnimating {
            isDecelerating = false
            call(.scrollViewDidEndDecelerating) { $0.scrollViewDidEndDecelerating($1) }
        }
        // A zoom animating on screen (a pinch's bounce back, an animated zoom in code).
        if _slowPath(state.zoom.isAnimating) { advanceZoomAnimation() }
        frameIndex += 1
    }

    /// One frame of the motion of both axes: a paging settle (`PagingSpring`, each axis), or a glide
    /// and bounce (`GlideFrame`); when it ends, the content rests.
    ///
    /// Both axes and the fast-scroll streak are stepped inside one access to `state`, so that the
    /// three `inout` arguments are disjoint parts of one value (Swift's exclusivity rule).
    func advanceMotion() {
        // The limits current (as `limits(_:)` makes them), then read in place with the rest.
        if _slowPath(contentSizeIsStale) { updateStaleContentSize() }
        let ends = { (s: inout ScrollViewState) -> Bool in
            // The common frame first, reading the one axis's limits in place: a glide on one axis.
            if s.horizontal.mode != .paging && s.vertical.mode != .paging,
                let ends = Self.glideFrameAlongOneAxis(
                    &s.horizontal, &s.vertical, limits: s.cachedLimits, baseConstants: s.baseConstants, multiplier: s.fastScroll.multiplier)
            {
                return ends
            }
            return Self.motionFrame(
                &s.horizontal, &s.vertical, limits: s.cachedLimits, baseConstants: s.baseConstants, spring: s.spring, fastScroll: &s.fastScroll)
        }(&state)
        if ends { rest() }
    }

    /// One frame of both axes' motion, the one choice between the two laws: a paging settle on
    /// each axis (`pageFrame`) when either axis pages, otherwise a glide and bounce
    /// (`GlideFrame.step`, which also steps the fast-scroll streak). Returns whether the motion
    /// ends. `advanceMotion()` and the tight loop of `glideUnobserved` both step through it.
    @inline(__always)
    static func motionFrame(
        _ h: inout AxisMotion, _ v: inout AxisMotion, limits: (horizontal: AxisMotion.Limits, vertical: AxisMotion.Limits),
        baseConstants: FrameConstants, spring: PagingSpring, fastScroll: inout FastScroll
    ) -> Bool {
        if h.mode == .paging || v.mode == .paging {
            let endsH = pageFrame(&h, limits.horizontal, spring: spring, milliseconds: baseConstants.frameDuration)
            let endsV = pageFrame(&v, limits.vertical, spring: spring, milliseconds: baseConstants.frameDuration)
            return endsH && endsV
        }
        if let ends = glideFrameAlongOneAxis(&h, &v, limits: limits, baseConstants: baseConstants, multiplier: fastScroll.multiplier) {
            return ends
        }
        return GlideFrame.step(&h, &v, limits: limits, baseConstants: baseConstants, fastScroll: &fastScroll)
    }

    /// One paging frame on one axis of `spring`; returns whether the axis is on its page.
    static func pageFrame(_ m: inout AxisMotion, _ l: AxisMotion.Limits, spring: PagingSpring, milliseconds: Double) -> Bool {
        let bounds = l.bounces ? nil : PagingSpring.Bounds(minimum: l.minimum, maximum: l.pageMaximum)
        let frame = spring.frame(
            offset: m.offset, velocity: &m.velocity, target: m.target, milliseconds: milliseconds, scale: l.scale,
            direction: m.direction, bounds: bounds)
        m.offset = frame.offset
        if frame.ended { m.direction = .none }
        return frame.ended
    }

    /// The motion ends (26.1 `_stopScrollingNotify:pin:`): no velocity, the fast-scroll streak
    /// over, and the content put back inside the allowed offsets on the pixel grid.
    func rest() {
        // Each axis in place: a copy of its whole motion out and back cost more than the rest.
        let h = limits(.horizontal)
        let v = limits(.vertical)
        state.horizontal.offset = h.clamp(h.pixelRound(state.horizontal.offset))
        state.horizontal.stop()
        state.vertical.offset = v.clamp(v.pixelRound(state.vertical.offset))
        state.vertical.stop()
        state.fastScroll.reset()
    }
}
