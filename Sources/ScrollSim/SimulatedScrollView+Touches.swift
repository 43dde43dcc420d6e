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
        guard isScrollEnabled, !isTracking else { return }
        // A lock from the last pan holds on when the touch catches a moving view (26.1).
        state.recognizer.touchDown(at: point, time: time, keepsLock: isDecelerating && isDirectionalLockEnabled)
        if isDecelerating {
            state.recognizer.phase = .began
            state.recognizer.caught = true
            beginDragging(at: time)
            drag(translation: .zero, velocity: .zero, at: time)
        } else if isAnimating {
            animation = nil
        }
    }

    /// The finger moves to `point` at `time` seconds. A position equal to the last is no event
    /// (UIKit sends no move for a still finger). With `isDirectionalLockEnabled`, the pan follows
    /// one axis once a move chooses it (`DirectionalLock`), holding the other's translation.
    public func touchMoved(to point: CGPoint, time: Double) {
        guard state.recognizer.phase != .idle, point != state.recognizer.location else { return }
        let h = limits(.horizontal).movable
        let v = limits(.vertical).movable
        state.recognizer.move(to: point, time: time, directionalLock: isDirectionalLockEnabled ? (h, v) : nil)
        switch state.recognizer.phase {
        case .idle:
            return
        case .possible:
            guard state.recognizer.passesHysteresis(scrollsHorizontally: h, scrollsVertically: v) else { return }
            state.recognizer.removeHysteresis()
            state.recognizer.phase = .began
            beginDragging(at: time)
        case .began:
            if state.recognizer.caught && state.recognizer.passesHysteresis(scrollsHorizontally: h, scrollsVertically: v) {
                state.recognizer.caught = false
                // Grabbed past an edge, the drag goes on from where the content is shown (the
                // start offset already inverts the rubber band); inside, from the hysteresis.
                let outside = !limits(.horizontal).contains(horizontal.offset) || !limits(.vertical).contains(vertical.offset)
                if outside { state.recognizer.setTranslation(.zero) } else { state.recognizer.removeHysteresis() }
            }
        }
        let recognizer = state.recognizer
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
        let recognizer = state.recognizer
        state.recognizer.phase = .idle
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
        guard isPagingEnabled, !isAnimating, !isDecelerating else { return }
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
        horizontal.mode = .paging
        vertical.mode = .paging
        isDecelerating = true
        call(.scrollViewWillBeginDecelerating) { $0.scrollViewWillBeginDecelerating(self) }
    }
}
