import Foundation
import ScrollPhysics

extension SimulatedScrollView {
    /// The finger lifted at `time` seconds, optionally with the recognizer's final velocity (pt/s).
    ///
    /// Follows UIKit's release: the latest sample below 250 pt/s means no deceleration; otherwise
    /// the velocity is `0.75 · previous + 0.25 · latest` (pt/ms). The proposed target goes through
    /// the layout hook (collection views) and then `scrollViewWillEndDragging`, and the motion is
    /// re-timed to end on a changed target. Then `scrollViewDidEndDragging(_:willDecelerate:)` and,
    /// if it moves on, `scrollViewWillBeginDecelerating`. Without a velocity, the last pan samples
    /// stand, unless `settings.heldFingerTimeout` has passed since the last move (then no fling).
    public func endDragging(velocity recognizerVelocity: CGPoint? = nil, at time: Double) {
        guard isTracking, !endingDrag else { return }
        endingDrag = true
        defer { endingDrag = false }
        if let recognizerVelocity {
            drag.push(
                sample: CGPoint(
                    x: limits(.horizontal).movable ? ReleaseVelocity.scrollVelocity(fromRecognizer: Double(recognizerVelocity.x)) : 0,
                    y: limits(.vertical).movable ? ReleaseVelocity.scrollVelocity(fromRecognizer: Double(recognizerVelocity.y)) : 0))
        } else if let timeout = settings.heldFingerTimeout, time - drag.lastTime >= timeout {
            // The finger rested at least `heldFingerTimeout` before lifting: no fling.
            drag.push(sample: .zero)
        }
        // `isTracking` stays true through `scrollViewWillEndDragging` and `scrollViewDidEndDragging`,
        // as on a device (docs/physics.md, "State flags"); the finger's motion ends here.
        horizontal.mode = .resting
        vertical.mode = .resting
        reportedVelocity = .zero

        let velocity = releaseVelocity()
        let natural = naturalTarget(velocity: velocity)
        var offered = adjustedTarget(forProposed: natural, velocity: velocity)
        if !(offered.x.isFinite && offered.y.isFinite) {
            record(.invalidTargetIgnored, message: "The layout proposed a non-finite target \(offered); UIKit's proposal was kept.")
            offered = natural
        }
        var target = offered
        releaseInProgress = true
        scrollStartedDuringRelease = false
        // Recorded before the call, so that whatever the delegate does inside it (a
        // `setContentOffset`, a `scrollToItem`) is logged after it, in callback order; the final
        // target is filled in once the delegate has answered.
        let releaseEvent = record(.scrollViewWillEndDragging, velocity: velocity, proposedTarget: offered, target: target)
        withDelegate { $0.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target) }
        releaseInProgress = false
        if !(target.x.isFinite && target.y.isFinite) {
            record(.invalidTargetIgnored, message: "The delegate set a non-finite target \(target); the proposed target was kept.")
            target = offered
        }
        if let releaseEvent, releaseEvent >= discardedEventCount {  // unless the delegate drained the log
            events[releaseEvent - discardedEventCount].target = target
        }
        lastRelease = ReleaseTargets(velocity: velocity, proposedTarget: offered, target: target)

        var willDecelerate = false
        if !scrollStartedDuringRelease {
            for axis in ScrollAxis.allCases {
                willDecelerate = startMotion(axis, velocity: velocity[axis], natural: natural[axis], target: target[axis])
                    || willDecelerate
            }
            // A jump to a changed target moved the content at once (§9: didScroll on any change).
            notifyIfScrolled()
        }
        isDragging = false
        call(.scrollViewDidEndDragging, willDecelerate: willDecelerate) {
            $0.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        }
        isTracking = false
        if willDecelerate {
            isDecelerating = true
            call(.scrollViewWillBeginDecelerating) { $0.scrollViewWillBeginDecelerating(self) }
        } else if drag.caughtDeceleration && isDecelerating {
            isDecelerating = false
            call(.scrollViewDidEndDecelerating) { $0.scrollViewDidEndDecelerating(self) }
        }
    }

    /// The release velocity in pt/ms of content offset (§3); zero below the threshold.
    func releaseVelocity() -> CGPoint {
        guard let latest = drag.latestSample,
            ReleaseVelocity.decelerates(latestX: Double(latest.x), latestY: Double(latest.y))
        else { return .zero }
        let previous = drag.previousSample
        return CGPoint(
            x: ReleaseVelocity.blend(previous: previous.map { Double($0.x) }, latest: Double(latest.x)),
            y: ReleaseVelocity.blend(previous: previous.map { Double($0.y) }, latest: Double(latest.y)))
    }

    /// UIKit's own proposal: the projected stop clamped to the allowed offsets, or the page the
    /// paging motion will settle on.
    func naturalTarget(velocity: CGPoint) -> CGPoint {
        var result = CGPoint.zero
        for axis in ScrollAxis.allCases {
            let l = limits(axis)
            let x = motion(axis).offset
            let v = velocity[axis]
            if isPagingEnabled && l.movable {
                result[axis] = pageTarget(axis, offset: x, velocity: v)
            } else {
                let projected = DecelerationCurve.proposedTarget(offset: x, velocity: v, logRate: baseConstants.logRate)
                result[axis] = l.clamp(projected)
            }
        }
        return result
    }

    /// The page a paging release settles on: at most one page from where the content is (§7).
    ///
    /// Above 300 pt/s the next page boundary in the flick's direction; otherwise the nearest page.
    /// Pages are multiples of the bounds size from the minimum offset, clamped to the allowed range.
    public func pageTarget(_ axis: ScrollAxis, offset: Double, velocity: Double) -> Double {
        let l = limits(axis)
        let page = l.range
        let position = (offset - l.minimum) / page
        let index: Double
        if velocity > UIKitConstants.pagingFlickSpeed {
            index = position.rounded(.up)
        } else if velocity < -UIKitConstants.pagingFlickSpeed {
            index = position.rounded(.down)
        } else {
            index = position.rounded(.toNearestOrAwayFromZero)
        }
        return l.clamp(l.minimum + index * page)
    }

    /// Starts the motion of one axis after the release; returns whether it moves on.
    private func startMotion(_ axis: ScrollAxis, velocity v: Double, natural: Double, target: Double) -> Bool {
        var m = motion(axis)
        let l = limits(axis)
        defer { setMotion(m, axis) }
        guard l.movable else {
            m.stop()
            return false
        }
        let outside = m.offset > l.maximum || m.offset < l.minimum
        if isPagingEnabled {
            // A delegate's target past an edge is clamped: a paging view never rests outside the
            // allowed range (the spring may still overshoot on the way, as for any page).
            let page = l.clamp(target)
            m.velocity = v
            if m.offset == page && v == 0 { m.stop(); return false }
            m.settle(onPage: page)
            return true
        }
        // Released past an edge with the delegate's target on that edge: the bounce brings it
        // back, unless the flick points into the content, when the bounce would carry it on past
        // the edge; then the glide is re-timed to end on the edge like any changed target.
        let inward = (m.offset < l.minimum && v > 0) || (m.offset > l.maximum && v < 0)
        if target == natural || (outside && ((target == l.clamp(m.offset) && !inward) || !l.bounces)) {
            if outside && !l.bounces { m.offset = l.clamp(m.offset); m.stop(); return false }
            m.release(velocity: v, limits: l, base: baseConstants)
            return m.isMoving
        }
        // The delegate (or the layout) changed the target: re-time towards it (§4).
        let e = target - m.offset
        if e == 0 {
            // Told to stay where it is, but past an edge: UIKit never rests outside the allowed
            // range, so the bounce brings it back from rest (§6).
            guard outside else { m.stop(); return false }
            m.release(velocity: 0, limits: l, base: baseConstants)
            return m.isMoving
        }
        let againstFlick = v != 0 && (e < 0) != (v < 0)
        let response: SimulationSettings.ChangedTargetResponse =
            v == 0 ? settings.changedTargetAtRest : againstFlick ? settings.targetOppositeToFlick : .animate
        switch response {
        case .jump:
            // A target past an edge is not a resting place: jump there, then bounce back (or
            // stop at the edge without bounces), as UIKit never rests outside the allowed range.
            m.offset = l.bounces ? target : l.clamp(target)
            m.release(velocity: 0, limits: l, base: baseConstants)
            return m.isMoving
        case .animate:
            let launch = againstFlick ? 0 : v
            guard outside && l.bounces else {
                m.glide(to: target, velocity: launch, base: baseConstants)
                return true
            }
            // Content past an edge is in the bounce regime (§6), whatever the target. A target
            // inside the content is glided to from the edge once the bounce brings the content
            // back (re-timed there); one outside is cut by the bounce, as it is for a release from
            // inside: the re-timed launch pulled back by the bounce.
            if target >= l.minimum && target <= l.maximum {
                m.release(velocity: launch, limits: l, base: baseConstants)
                m.target = target
                m.landsOnTarget = true
            } else {
                m.glide(to: target, velocity: launch, base: baseConstants)
                m.landsOnTarget = false
                m.enterBounce(limits: l)
            }
            return true
        }
    }
}
