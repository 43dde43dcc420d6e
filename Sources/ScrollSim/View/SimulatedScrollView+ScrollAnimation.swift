import Foundation
import ScrollPhysics

/// Moving the content in code: `setContentOffset(_:animated:)`, and the frames of the animation it,
/// the scroll to the top and `scrollRectToVisible(_:animated:)` run (`ScrollAnimation`).
extension SimulatedScrollView {
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

    /// One frame of the running animation, `step` ms long: the content moves to the animation's
    /// next position, which each frame sets and UIKit rounds to the pixel grid; the frame's
    /// velocity is that move over `step`. On its last frame the content rests exactly at the
    /// target and the animation ends with `scrollViewDidEndScrollingAnimation`, or
    /// `scrollViewDidScrollToTop` for a scroll to the top (26.1 `_scrollViewAnimationEnded:finished:`).
    func advanceScrollAnimation(step: Double) {
        guard var running = state.animation else { return }
        let next = running.advance(by: step, fixedFrameDuration: settings.frameTimes == nil ? settings.frameDuration : nil)
        let previous = contentOffset
        let x = limits(.horizontal).pixelRound(next.x)
        let y = limits(.vertical).pixelRound(next.y)
        state.horizontal.offset = x
        state.vertical.offset = y
        state.reportedVelocity = CGPoint(x: (x - Double(previous.x)) / step, y: (y - Double(previous.y)) / step)
        guard next.isFinished else {
            state.animation = running
            notifyIfScrolled()
            return
        }
        state.horizontal.offset = Double(running.to.x)
        state.vertical.offset = Double(running.to.y)
        state.animation = nil
        notifyIfScrolled()
        if running.scrollToTop != nil {
            call(.scrollViewDidScrollToTop) { $0.scrollViewDidScrollToTop($1) }
        } else {
            call(.scrollViewDidEndScrollingAnimation) { $0.scrollViewDidEndScrollingAnimation($1) }
        }
    }
}
