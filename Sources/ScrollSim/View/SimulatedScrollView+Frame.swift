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
        if state.swipe != nil { failSwipeIfTimedOut(by: time) }
        // A touch the delay holds reaches the content once the delay ran out by this frame.
        if state.contentTouch != nil { deliverHeldContentTouch(by: time) }
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
        if state.isAnimating, var running = state.animation {
            running.elapsedFrames += 1
            running.elapsedTime += step
            // On the fixed clock, whole frames counted once (`frameCount`); on explicit frame
            // times, the real time elapsed.
            let fixedClock = settings.frameTimes == nil
            let elapsed = fixedClock ? Double(running.elapsedFrames) * settings.frameDuration : running.elapsedTime
            let fraction = AnimationCurve.fraction(elapsed: elapsed, duration: running.duration)
            let p = running.progress(fraction)
            let previous = contentOffset
            // Each frame sets the offset, which UIKit rounds to the pixel grid.
            let x = limits(.horizontal).pixelRound(Double(running.from.x) + (Double(running.to.x) - Double(running.from.x)) * p)
            let y = limits(.vertical).pixelRound(Double(running.from.y) + (Double(running.to.y) - Double(running.from.y)) * p)
            state.horizontal.offset = x
            state.vertical.offset = y
            state.reportedVelocity = CGPoint(
                x: (x - Double(previous.x)) / step, y: (y - Double(previous.y)) / step)
            if fixedClock ? running.elapsedFrames >= running.frameCount : fraction == 1 {
                state.horizontal.offset = Double(running.to.x)
                state.vertical.offset = Double(running.to.y)
                state.animation = nil
                notifyIfScrolled()
                // A scroll to the top ends with its own callback instead (26.1
                // `_scrollViewAnimationEnded:finished:`).
                if running.scrollToTop != nil {
                    call(.scrollViewDidScrollToTop) { $0.scrollViewDidScrollToTop($1) }
                } else {
                    call(.scrollViewDidEndScrollingAnimation) { $0.scrollViewDidEndScrollingAnimation($1) }
                }
            } else {
                state.animation = running
                notifyIfScrolled()
            }
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
        if _slowPath(state.isZoomAnimating) { advanceZoomAnimation() }
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

    /// Moves the content to `contentOffset` (points): at once, or animated over
    /// `settings.animationDuration` with `settings.animationCurve`.
    ///
    /// A glide, bounce or paging settle in progress stops first, with `scrollViewDidEndDecelerating`
    /// at the call, whether or not the offset then changes (`stopDecelerationForProgrammaticScroll`).
    /// Non-animated: cancels any animation and calls `scrollViewDidScroll` if the offset changed.
    /// Animated: calls `scrollViewDidScroll` each frame, then `scrollViewDidEndScrollingAnimation`;
    /// nothing more happens if the content is already there.
    /// The offset is not clamped, as in UIKit, but rounded to the pixel grid, as UIKit's setter
    /// rounds it (26.1 `setContentOffset:`, `_roundedProposedContentOffset:`).
    ///
    /// A NaN or infinite coordinate (a delegate's or strategy's arithmetic gone wrong) is not
    /// applied: the call is ignored as if it had not been made (the offset and any motion stay as
    /// they were) and an `invalidTargetIgnored` notice is recorded, as for a non-finite target in
    /// `scrollViewWillEndDragging`.
    public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard contentOffset.x.isFinite && contentOffset.y.isFinite else {
            record(
                .invalidTargetIgnored,
                message: "setContentOffset(_:animated: \(animated)) was given a non-finite offset \(contentOffset); the call was ignored.")
            return
        }
        if state.releaseInProgress { state.scrollStartedDuringRelease = true }
        stopDecelerationForProgrammaticScroll()
        state.requestedOffset = animated || isTracking ? nil : contentOffset
        let contentOffset = CGPoint(
            x: limits(.horizontal).pixelRound(Double(contentOffset.x)), y: limits(.vertical).pixelRound(Double(contentOffset.y)))
        if !animated {
            state.animation = nil
            for axis in ScrollAxis.allCases {
                var m = motion(axis)
                m.offset = contentOffset[axis]
                if m.mode != .tracking { m.stop() }
                setMotion(m, axis)
            }
            if isTracking {
                state.drag.startX = Double(contentOffset.x) + Double(state.drag.lastTranslation.x)
                state.drag.startY = Double(contentOffset.y) + Double(state.drag.lastTranslation.y)
            } else {
                // A jump made in code is not motion: the next drag frame's velocity counts from
                // here, so a view placed before its first frame does not report the placement as
                // a velocity (offset × frame rate).
                state.displayedOffset = contentOffset
            }
            notifyIfScrolled()
            return
        }
        let from = self.contentOffset
        if from == contentOffset {
            state.animation = nil
            return
        }
        start(
            ScrollAnimation(
                from: from, to: contentOffset, duration: settings.animationDuration, frameRate: settings.frameRate,
                curve: settings.animationCurve))
    }

    /// A programmatic scroll stops a glide, bounce or paging settle where its last frame left it
    /// (on the pixel grid, not clamped) and ends the deceleration now, with
    /// `scrollViewDidEndDecelerating`, before the offset changes, even when it will not change
    /// (26.1 `_setContentOffset:animated:animationCurve:…`: `_stopScrollingNotify:1 pin:0` while the
    /// scroll heartbeat runs, before it compares the offsets). A finger on the content is left alone.
    func stopDecelerationForProgrammaticScroll() {
        guard !isTracking, isDecelerating || state.horizontal.isMoving || state.vertical.isMoving else { return }
        for axis in ScrollAxis.allCases {
            var m = motion(axis)
            m.offset = limits(axis).pixelRound(m.offset)
            m.stop()
            setMotion(m, axis)
        }
        state.fastScroll.reset()
        guard isDecelerating else { return }
        isDecelerating = false
        call(.scrollViewDidEndDecelerating) { $0.scrollViewDidEndDecelerating($1) }
    }

    /// Starts `running`: the motion of each axis stops (a finger keeps tracking), and a
    /// deceleration in progress ends now.
    func start(_ running: ScrollAnimation) {
        for axis in ScrollAxis.allCases {
            var m = motion(axis)
            if m.mode != .tracking { m.stop() }
            setMotion(m, axis)
        }
        if isDecelerating && !isTracking {
            // The animation takes over from a glide, bounce or settle: that deceleration ends now.
            isDecelerating = false
            call(.scrollViewDidEndDecelerating) { $0.scrollViewDidEndDecelerating($1) }
        }
        state.animation = running
    }
}
