import Foundation
import ScrollPhysics

extension SimulatedScrollView {
    /// The finger lifted at `time` seconds, optionally with the recognizer's final velocity (pt/s).
    ///
    /// Follows UIKit 26.1 (`handlePan:` ended, `_endPanNormal:`, `_scrollViewWillEndDraggingWithDeceleration:`):
    /// a paging view chooses its page from the latest pan sample; inside the allowed offsets, a
    /// latest sample below 250 pt/s means no fling; the velocity is `0.75 · previous + 0.25 ·
    /// latest` when the previous sample is non-zero. The proposed target goes through the layout
    /// hook (collection views) and then `scrollViewWillEndDragging`; a changed target is
    /// pixel-rounded, clamped and reached by a re-timed glide. Then
    /// `scrollViewDidEndDragging(_:willDecelerate:)` and, if it moves on,
    /// `scrollViewWillBeginDecelerating`. Without a velocity, the last pan samples stand, unless
    /// `settings.heldFingerTimeout` has passed since the last move (then no fling).
    public func endDragging(velocity recognizerVelocity: CGPoint? = nil, at time: Double) {
        guard state.isTracking, !state.endingDrag else { return }
        state.endingDrag = true
        defer { state.endingDrag = false }
        if let recognizerVelocity {
            state.drag.push(sample: scrollSample(fromRecognizer: recognizerVelocity))
        } else if let timeout = settings.heldFingerTimeout, time - state.drag.lastTime >= timeout {
            // The finger rested at least `heldFingerTimeout` before lifting: no fling.
            state.drag.push(sample: .zero)
        }
        // `isTracking` stays true through `scrollViewWillEndDragging` and `scrollViewDidEndDragging`,
        // as on a device (docs/physics.md, "State flags"); the finger's motion ends here.
        state.horizontal.mode = .resting
        state.vertical.mode = .resting
        state.reportedVelocity = .zero

        let release = releaseMotion(at: time)
        let natural = proposedTarget(velocity: release.velocity, decelerates: release.decelerates)
        var offered = adjustedTarget(forProposed: natural, velocity: release.velocity)
        if !(offered.x.isFinite && offered.y.isFinite) {
            record(.invalidTargetIgnored, message: "The layout proposed a non-finite target \(offered); UIKit's proposal was kept.")
            offered = natural
        }
        var target = offered
        state.releaseInProgress = true
        state.scrollStartedDuringRelease = false
        // Recorded before the call, so that whatever the delegate does inside it (a
        // `setContentOffset`, a `scrollToItem`) is logged after it, in callback order; the final
        // target is filled in once the delegate has answered.
        let releaseEvent = record(
            .scrollViewWillEndDragging, velocity: release.velocity, proposedTarget: offered, target: target,
            fastScrollMultiplier: state.fastScroll.multiplier)
        withDelegate { $0.scrollViewWillEndDragging($1, withVelocity: release.velocity, targetContentOffset: &target) }
        state.releaseInProgress = false
        if !(target.x.isFinite && target.y.isFinite) {
            record(.invalidTargetIgnored, message: "The delegate set a non-finite target \(target); the proposed target was kept.")
            target = offered
        }
        // A changed target is rounded to the pixel grid and clamped to the allowed offsets.
        if target != natural {
            let h = limits(.horizontal)
            let v = limits(.vertical)
            target = CGPoint(x: h.clamp(h.pixelRound(Double(target.x))), y: v.clamp(v.pixelRound(Double(target.y))))
        }
        if let releaseEvent, releaseEvent >= state.discardedEventCount {  // unless the delegate drained the log
            state.events[releaseEvent - state.discardedEventCount].target = target
        }
        lastRelease = ReleaseTargets(
            velocity: release.velocity, proposedTarget: offered, target: target, fastScrollMultiplier: state.fastScroll.multiplier)

        var willDecelerate = false
        if !state.scrollStartedDuringRelease {
            willDecelerate = contentOffset != target
            if willDecelerate {
                startMotion(velocity: release.velocity, natural: natural, target: target)
            }
        }
        isDragging = false
        call(.scrollViewDidEndDragging, willDecelerate: willDecelerate) {
            $0.scrollViewDidEndDragging($1, willDecelerate: willDecelerate)
        }
        state.isTracking = false
        if willDecelerate {
            isDecelerating = true
            call(.scrollViewWillBeginDecelerating) { $0.scrollViewWillBeginDecelerating($1) }
        }
        // A touch that caught a glide or settle and lifted without a fling leaves `isDecelerating`
        // set: 26.1 `_endPanNormal:` un-pauses the heartbeat, whose next tick finds no velocity and
        // stops (`scrollViewDidEndDecelerating` on the next frame).
    }

    /// The pan sample (pt/ms of content offset) for a recognizer velocity in pt/s: zero on an axis
    /// the view cannot scroll (26.1 `_updatePanGesture`).
    func scrollSample(fromRecognizer velocity: CGPoint) -> CGPoint {
        CGPoint(
            x: limits(.horizontal).movable ? ReleaseVelocity.scrollVelocity(fromRecognizer: Double(velocity.x)) : 0,
            y: limits(.vertical).movable ? ReleaseVelocity.scrollVelocity(fromRecognizer: Double(velocity.y)) : 0)
    }

    /// 26.1 `handlePan:` (ended) and `_endPanNormal:`: chooses a paging view's page from the
    /// latest pan sample, counts the fast-scroll streak, and returns the release velocity (pt/ms)
    /// and whether the release flings.
    private func releaseMotion(at time: Double) -> (velocity: CGPoint, decelerates: Bool) {
        let latest = state.drag.latestSample ?? .zero
        let previous = state.drag.previousSample ?? .zero
        if isPagingEnabled { choosePages(velocity: latest) }
        let offset = contentOffset
        let outside = !limits(.horizontal).contains(Double(offset.x)) || !limits(.vertical).contains(Double(offset.y))
        var v = (x: Double(latest.x), y: Double(latest.y))
        var p = (x: Double(previous.x), y: Double(previous.y))
        let squared = v.x * v.x + v.y * v.y
        var decelerates = true
        if outside {
            state.fastScroll.reset()
        } else if !ReleaseVelocity.decelerates(latestX: v.x, latestY: v.y) {
            if squared > 0 {
                record(
                    .releaseZeroed, velocity: latest,
                    message:
                        "the finger lifted at \(FixedDecimal.text(squared.squareRoot(), decimals: 3)) pt/ms, under UIKit's 0.25 pt/ms: the release velocity is zeroed and the view settles instead of gliding."
                )
            }
            v = (0, 0)
            p = (0, 0)
            state.fastScroll.reset()
            decelerates = isPagingEnabled && !isOnPageBoundary(offset)
        } else if !FastScroll.countsFlick(latestX: v.x, latestY: v.y) {
            state.fastScroll.reset()
        } else if !isPagingEnabled && settings.fastScroll {
            state.fastScroll.countFlick(at: time)
        }
        let blended = ReleaseVelocity.blend(previous: p, latest: v)
        return (CGPoint(x: blended.x, y: blended.y), decelerates)
    }

    /// 26.1 `_prepareToPageWithHorizontalVelocity:verticalVelocity:`: each axis's page and heading.
    func choosePages(velocity: CGPoint) {
        for axis in ScrollAxis.allCases {
            var m = motion(axis)
            let choice = pageGrid(axis).target(
                offset: Double(contentOffset[axis]), velocity: velocity[axis], currentTarget: m.target, heading: m.direction)
            m.target = choice.target
            if let direction = choice.direction { m.direction = direction }
            setMotion(m, axis)
        }
    }

    /// The page grid of `axis` (26.1 `_pagingOrigin`, `_interpageSpacing`, `_firstPageOffset`).
    func pageGrid(_ axis: ScrollAxis) -> PagingGrid {
        let l = limits(axis)
        return PagingGrid(
            stride: l.range + Double(interpageSpacing[axis]), origin: Double(pagingOrigin[axis]),
            firstPageOffset: 0, minimum: l.minimum, maximum: l.pageMaximum)
    }

    /// Whether `offset` lies on a page boundary on both axes (26.1 `_contentOffsetIsAtPagingBoundary:`).
    private func isOnPageBoundary(_ offset: CGPoint) -> Bool {
        ScrollAxis.allCases.allSatisfy { axis in
            let grid = pageGrid(axis)
            return abs((Double(offset[axis]) - grid.origin).truncatingRemainder(dividingBy: grid.stride)) <= UIKitConstants.targetEpsilon
        }
    }

    /// UIKit's own proposal (26.1 `_scrollViewWillEndDraggingWithDeceleration:`): a paging view's
    /// pages; else, for a fling, `offset − M · (v − a)/ln f` per axis (`a = ±0.01` by the sign of
    /// `v`, + at 0; `M` the fast-scroll multiplier), pixel-rounded and clamped; else the offset.
    func proposedTarget(velocity: CGPoint, decelerates: Bool) -> CGPoint {
        if isPagingEnabled { return CGPoint(x: state.horizontal.target, y: state.vertical.target) }
        let offset = contentOffset
        guard decelerates else { return offset }
        var result = CGPoint.zero
        for axis in ScrollAxis.allCases {
            let l = limits(axis)
            let projected = DecelerationCurve.proposedTarget(
                offset: Double(offset[axis]), velocity: velocity[axis], logRate: state.baseConstants.logRate,
                multiplier: state.fastScroll.multiplier)
            result[axis] = l.clamp(l.pixelRound(projected))
        }
        return result
    }

    /// Starts the motion after a release that decelerates: the page settle, a re-timed glide onto
    /// a changed target, or a glide (a bounce, past an edge).
    func startMotion(velocity: CGPoint, natural: CGPoint, target: CGPoint) {
        let offset = contentOffset
        let multiplier = state.fastScroll.multiplier
        let unchanged = abs(target.x - natural.x) < UIKitConstants.targetEpsilon && abs(target.y - natural.y) < UIKitConstants.targetEpsilon
        // Per axis, in locals: a dictionary here cost an allocation and hashing per release.
        var launches = AxisPair<(velocity: Double, rate: Double)?>(horizontal: nil, vertical: nil)
        for axis in ScrollAxis.allCases {
            var m = motion(axis)
            let l = limits(axis)
            m.offset = Double(offset[axis])
            m.velocity = velocity[axis]
            m.constants = state.baseConstants
            m.hasTarget = false
            m.isBouncing = false
            let distance = (target[axis] - Double(offset[axis])) / multiplier
            if abs(distance) < UIKitConstants.targetEpsilon {
                m.velocity = 0
                if isPagingEnabled { m.target = pageGrid(axis).nearestPage(to: Double(offset[axis]), scale: l.scale) }
            } else if !unchanged && target[axis] >= l.minimum && target[axis] <= l.pageMaximum {
                if isPagingEnabled {
                    m.target = pageGrid(axis).nearestPage(to: target[axis], scale: l.scale)
                } else {
                    let launch = DecelerationCurve.retimed(
                        offset: Double(offset[axis]), target: target[axis], projection: natural[axis], velocity: velocity[axis],
                        rate: state.baseConstants.rate, logRate: state.baseConstants.logRate, multiplier: multiplier)
                    launches[axis] = launch
                    m.target = target[axis]
                    m.hasTarget = true
                }
            }
            m.mode = isPagingEnabled ? .paging : .decelerating
            setMotion(m, axis)
        }
        // Both axes with changed targets decelerate at the larger factor; the other axis is
        // relaunched so that both arrive together.
        if let h = launches[.horizontal], let v = launches[.vertical], h.rate != v.rate {
            let slower: ScrollAxis = h.rate < v.rate ? .horizontal : .vertical
            let rate = Swift.max(h.rate, v.rate)
            let distance = (target[slower] - Double(offset[slower])) / multiplier
            launches[slower] = DecelerationCurve.relaunched(distance: distance, velocity: velocity[slower], atRate: rate)
        }
        for axis in ScrollAxis.allCases {
            guard let launch = launches[axis] else { continue }
            var m = motion(axis)
            m.velocity = launch.velocity
            let rate = Swift.max(launch.rate, Double.leastNormalMagnitude)
            m.constants = rate == state.baseConstants.rate ? state.baseConstants : FrameConstants(rate: rate, sameFramesAs: state.baseConstants)
            setMotion(m, axis)
        }
    }
}

/// One value per axis, read and written by `ScrollAxis`.
struct AxisPair<Value> {
    var horizontal: Value
    var vertical: Value

    subscript(axis: ScrollAxis) -> Value {
        get { axis == .horizontal ? horizontal : vertical }
        set {
            if axis == .horizontal { horizontal = newValue } else { vertical = newValue }
        }
    }
}
