import Foundation
import ScrollPhysics

extension SimulatedScrollView {
    /// A finger comes down at `point` (points, in the scroll view's frame; only differences
    /// matter) at `time` seconds.
    ///
    /// On a view that glides, bounces or settles on a page, the pan begins at once (UIKit's
    /// `tracksImmediatelyWhileDecelerating`): the motion stops (`beginDragging(at:)`), and the
    /// drag reports no translation until the finger passes the hysteresis. On a view at rest
    /// nothing happens yet; an animated scroll stops where it is.
    public func touchDown(at point: CGPoint, time: Double) {
        // A second touch-down while the swipe waits fails it ("swipeIsTooFast").
        if state.touches.swipe != nil { swipeFailed(at: time) }
        // 26.1 `_gestureRecognizer:shouldReceiveTouch:` begins tracking only while the tracking bit
        // is clear: a finger already tracking takes no second touch-down.
        guard !isTracking else { return }
        // The content's side: withheld from a moving view (the pan holds the touch while it
        // decelerates), else held by the touch delay or delivered. In a scene the router may have
        // begun it at touch-down already, before this view took the touch.
        if state.touches.content == nil { beginContentTouch(at: point, time: time) }
        guard isScrollEnabled else { return }
        // A lock from the last pan holds on when the touch catches a moving view (26.1).
        state.touches.recognizer.touchDown(at: point, time: time, keepsLock: isDecelerating && isDirectionalLockEnabled)
        if isPagingEnabled && isDecelerating && pagingHeading != (.none, .none) {
            // 26.1: a paging view skips `_beginTrackingWithEvent:` at touch-down
            // (`_gestureRecognizer:shouldReceiveTouch:`) and its pan waits for the swipe, which
            // exists only while the view heads towards a page (else it fails at once,
            // "pagingIsIdle"): the settle goes on under the finger.
            state.touches.swipe = PagingSwipeRecognizer(at: point, time: time)
            return
        }
        // 26.1 `_gestureRecognizer:shouldReceiveTouch:` → `_beginTrackingWithEvent:` →
        // `_trackingDidBegin`: `isTracking` from touch-down, before the pan passes its hysteresis
        // (on a paging view at rest, through the swipe's failure at once, "pagingIsIdle").
        state.touches.hasTrackingTouch = true
        if isDecelerating {
            state.touches.recognizer.phase = .began
            state.touches.recognizer.caught = true
            beginDragging(at: time)
            drag(translation: .zero, velocity: .zero, at: time)
        } else if state.isAnimating {
            state.animation = nil
        }
    }

    /// The finger moves to `point` at `time` seconds. A position equal to the last is no event
    /// (UIKit sends no move for a still finger). With `isDirectionalLockEnabled`, the pan follows
    /// one axis once a move chooses it (`DirectionalLock`), holding the other's translation.
    public func touchMoved(to point: CGPoint, time: Double) {
        guard state.touches.recognizer.phase != .idle, point != state.touches.recognizer.location else { return }
        failSwipeIfTimedOut(by: time)
        let h = limits(.horizontal).movable
        let v = limits(.vertical).movable
        state.touches.recognizer.move(to: point, time: time, directionalLock: isDirectionalLockEnabled ? (h, v) : nil)
        if var swipe = state.touches.swipe {
            // The pan takes the move first (it was added first) and waits; the swipe then sees it.
            if swipe.processNewLocation(point, time: time, viewVelocity: motionVelocity, heading: pagingHeading) {
                state.touches.swipe = swipe
            } else {
                swipeFailed(at: time)
            }
            return
        }
        switch state.touches.recognizer.phase {
        case .idle:
            return
        case .possible:
            guard state.touches.recognizer.passesHysteresis(scrollsHorizontally: h, scrollsVertically: v) else { return }
            // The content has the touch and cannot lose it: the pan fails for this touch.
            guard contentTouchYieldsToPan() else {
                state.touches.recognizer.phase = .idle
                // `_gestureRecognizerFailed:` → `_handlePanFailure` → `_trackingDidEnd`.
                state.touches.hasTrackingTouch = false
                return
            }
            state.touches.recognizer.removeHysteresis()
            state.touches.recognizer.phase = .began
            beginDragging(at: time)
        case .began:
            if state.touches.recognizer.caught && state.touches.recognizer.passesHysteresis(scrollsHorizontally: h, scrollsVertically: v) {
                state.touches.recognizer.caught = false
                // Grabbed past an edge, the drag goes on from where the content is shown (the
                // start offset already inverts the rubber band); inside, from the hysteresis.
                let outside = !limits(.horizontal).contains(state.horizontal.offset) || !limits(.vertical).contains(state.vertical.offset)
                if outside { state.touches.recognizer.setTranslation(.zero) } else { state.touches.recognizer.removeHysteresis() }
            }
        }
        let recognizer = state.touches.recognizer
        drag(translation: recognizer.caught ? .zero : recognizer.translation, velocity: recognizer.velocity, at: time)
    }

    /// The finger lifts at `time` seconds.
    ///
    /// A pan that began ends (`endDragging`). UIKit's `handlePan:` does not update the scroll
    /// velocity on the ended state, so the release blends the last two drag updates' samples (a
    /// pan caught on a moving view that never passed the hysteresis has none: velocity 0). A
    /// touch that never passed the hysteresis is a tap: no drag callbacks; a paging view resting
    /// between pages then settles on the nearest page.
    public func touchUp(at time: Double) {
        // The content's touch ends after the pan's lift (recognizers see a touch before its view).
        defer { endContentTouch() }
        // `_trackingDidEnd` after the pan ends (`handlePan:`) or fails (`_handlePanFailure`): the
        // lift's frame shows no tracking.
        defer { state.touches.hasTrackingTouch = false }
        failSwipeIfTimedOut(by: time)
        if var swipe = state.touches.swipe {
            // 26.1 `touchesEnded:withEvent:`: the lift is one more location (the last one: a
            // script's last sample is also its last move), then more than 50 pt of travel since
            // touch-down recognises the swipe.
            let point = state.touches.recognizer.location
            if swipe.processNewLocation(point, time: time, viewVelocity: motionVelocity, heading: pagingHeading),
                swipe.recognizes(liftingAt: point)
            {
                state.touches.swipe = nil
                state.touches.recognizer.phase = .idle
                handleSwipe()
                return
            }
            // "exceededVelocity", "directionFailure" or "notEnoughMovement": the pan begins, caught,
            // and ends below with this lift.
            swipeFailed(at: time)
        }
        let recognizer = state.touches.recognizer
        state.touches.recognizer.phase = .idle
        switch recognizer.phase {
        case .idle:
            return
        case .began:
            endDragging(at: time)
        case .possible:
            settleOnNearestPage()
        }
    }

    /// 26.1 `_handlePanFailure`: a paging view that rests off its page grid settles on the nearest
    /// page, with `scrollViewWillBeginDecelerating`.
    private func settleOnNearestPage() {
        guard isPagingEnabled, !state.isAnimating, !isDecelerating else { return }
        var moves = false
        for axis in ScrollAxis.allCases {
            var m = motion(axis)
            let choice = pageGrid(axis).target(offset: m.offset, velocity: 0, currentTarget: m.target, heading: m.direction)
            m.target = choice.target
            if let direction = choice.direction { m.direction = direction }
            m.velocity = 0
            moves = moves || m.target != m.offset
            setMotion(m, axis)
        }
        guard moves else { return }
        state.horizontal.mode = .paging
        state.vertical.mode = .paging
        isDecelerating = true
        call(.scrollViewWillBeginDecelerating) { $0.scrollViewWillBeginDecelerating($1) }
    }

    // MARK: The paging swipe (26.1 `UIScrollViewPagingSwipeGestureRecognizer`)

    /// The direction the view heads towards its page on each axis (26.1 `_pagingLeft`,
    /// `_pagingRight`, `_pagingUp`, `_pagingDown`: the flags `_prepareToPageWithHorizontalVelocity:…`
    /// sets), `.none` on an axis that is not settling on a page.
    var pagingHeading: (horizontal: PagingSpring.Direction, vertical: PagingSpring.Direction) {
        (
            state.horizontal.mode == .paging ? state.horizontal.direction : .none,
            state.vertical.mode == .paging ? state.vertical.direction : .none
        )
    }

    /// The offset's velocity on each axis, in pt/ms (26.1 `_horizontalVelocity`, `_verticalVelocity`).
    private var motionVelocity: CGPoint {
        CGPoint(x: state.horizontal.velocity, y: state.vertical.velocity)
    }

    /// Fails a waiting swipe whose delay ran out by `time` seconds, at the delay's end (26.1
    /// `enoughTimeElapsed:` sets the state to failed).
    func failSwipeIfTimedOut(by time: Double) {
        guard let swipe = state.touches.swipe, swipe.hasTimedOut(by: time) else { return }
        swipeFailed(at: swipe.deadline)
    }

    /// The swipe failed at `time` seconds (26.1 `_gestureRecognizerFailed:`): the pan, which began at
    /// touch-down on the settling view and waited, has its translation set to zero where the finger
    /// is, `_beginTrackingWithEvent:` stops the settle where the last frame left it, and the pan's
    /// begin is delivered (`scrollViewWillBeginDragging`). It reports nothing until the finger
    /// passes the hysteresis from there, as a pan that catches a moving view at touch-down does.
    func swipeFailed(at time: Double) {
        state.touches.swipe = nil
        guard !state.isTracking, state.touches.recognizer.phase == .possible, contentTouchYieldsToPan() else { return }
        state.touches.recognizer.setTranslation(.zero)
        state.touches.recognizer.phase = .began
        state.touches.recognizer.caught = true
        // `_gestureRecognizerFailed:` calls `_beginTrackingWithEvent:` for the waiting pan's touch.
        state.touches.hasTrackingTouch = true
        beginDragging(at: time)
        drag(translation: .zero, velocity: .zero, at: time)
    }

    /// 26.1 `_handleSwipe:`: the swipe recognised; the view pages on along x from its current
    /// target, `_prepareToPageWithHorizontalVelocity:(pagingRight ? 1 : −1) verticalVelocity:0`,
    /// then `_trackingDidEnd`. The settle goes on towards the new page with the velocity it has: no
    /// drag or deceleration callbacks (the pan never began; it fails as the swipe recognises, and
    /// `_gestureRecognizerFailed:` skips `_handlePanFailure` while the swipe has ended).
    private func handleSwipe() {
        choosePages(velocity: CGPoint(x: state.horizontal.direction == .increasing ? 1.0 : -1.0, y: 0))
    }
}
