import Foundation
import ScrollPhysics

extension SimulatedScrollView {
    /// A pan was recognised at `time` seconds: catch any motion, then start following the finger.
    ///
    /// As UIKit 26.1's `_beginTrackingWithEvent:` does at touch-down: content gliding or settling
    /// stops where the last displayed frame left it, snapped to the pixel grid. Inside the allowed
    /// offsets it still counts as decelerating: lifted without a fling, it ends on the next frame
    /// (26.1 `_endPanNormal:` un-pauses the heartbeat, which stops); past an edge (bouncing) its
    /// deceleration ends now (`scrollViewDidEndDecelerating`).
    /// A fast-scroll streak goes on only when the content still moved, within a second of the last
    /// counted flick. Then `scrollViewWillBeginDragging`. Ignored when `isScrollEnabled` is false
    /// or a drag is already in progress.
    public func beginDragging(at time: Double) {
        guard isScrollEnabled, !state.isTracking else { return }
        let moving = state.horizontal.velocity != 0 || state.vertical.velocity != 0
        let outside = !limits(.horizontal).contains(state.horizontal.offset) || !limits(.vertical).contains(state.vertical.offset)
        state.fastScroll.touchDown(at: time, stillMoving: moving && !outside)
        if state.isAnimating || state.horizontal.isMoving || state.vertical.isMoving {
            state.animation = nil
            for axis in ScrollAxis.allCases {
                var m = motion(axis)
                m.offset = limits(axis).pixelRound(m.offset)
                // A paging view keeps its page and heading: a flick during a settle pages on from it.
                m.velocity = 0
                m.hasTarget = false
                m.isBouncing = false
                setMotion(m, axis)
            }
        }
        let caught = isDecelerating
        if caught && outside {
            isDecelerating = false
            call(.scrollViewDidEndDecelerating) { $0.scrollViewDidEndDecelerating($1) }
        }
        state.drag = DragState()
        state.drag.startX = rawStart(.horizontal)
        state.drag.startY = rawStart(.vertical)
        state.drag.lastTime = time
        state.isTracking = true
        isDragging = true
        state.horizontal.mode = .tracking
        state.vertical.mode = .tracking
        state.reportedVelocity = .zero
        notifyIfScrolled()
        call(.scrollViewWillBeginDragging) { $0.scrollViewWillBeginDragging($1) }
    }

    /// The raw drag offset equivalent to the current one: past an edge, the rubber band inverted,
    /// so that the first move does not jump (26.1 `_adjustStartOffsetForGrabbedBouncingScrollView`).
    private func rawStart(_ axis: ScrollAxis) -> Double {
        let x = motion(axis).offset
        let l = limits(axis)
        guard l.dragBounces else { return x }
        if x > l.maximum { return l.maximum + RubberBand.rawOvershoot(forDamped: x - l.maximum, range: l.range) }
        if x < l.minimum {
            let free = axis == .vertical ? state.refreshFreeZone : 0
            let shifts = !refreshControlIsRefreshing
            return l.minimum - RubberBand.rawOvershoot(forDamped: l.minimum - x, range: l.range, free: free, shiftsBand: shifts)
        }
        return x
    }

    /// A pan update at `time` seconds: the finger's cumulative `translation` since the drag began,
    /// in points (as `translation(in:)`), and optionally the recognizer's velocity in pt/s.
    ///
    /// The content follows `start − translation`, rubber-banded past the edges (clamped without
    /// bounces) and rounded to the pixel grid (26.1 `_rubberBandContentOffsetForOffset:…`).
    /// Without a velocity, the recognizer's is estimated from the touch intervals. The update also
    /// runs the fast-scroll rules (26.1 `_updatePanGesture`).
    public func drag(translation: CGPoint, velocity recognizerVelocity: CGPoint? = nil, at time: Double) {
        guard state.isTracking, !state.endingDrag else { return }
        let finger: CGPoint
        if let recognizerVelocity {
            finger = recognizerVelocity
        } else {
            let dt = time - state.drag.lastTime
            if dt > 0 {
                let interval = CGPoint(
                    x: (translation.x - state.drag.lastTranslation.x) / dt,
                    y: (translation.y - state.drag.lastTranslation.y) / dt)
                finger = CGPoint(
                    x: ReleaseVelocity.recognizerVelocity(
                        previousInterval: state.drag.previousInterval.map { Double($0.x) }, currentInterval: Double(interval.x)),
                    y: ReleaseVelocity.recognizerVelocity(
                        previousInterval: state.drag.previousInterval.map { Double($0.y) }, currentInterval: Double(interval.y)))
                state.drag.previousInterval = interval
            } else {
                finger = state.drag.latestSample.map { CGPoint(x: -$0.x * 1000, y: -$0.y * 1000) } ?? .zero
            }
        }
        reportIfCannotScroll(moving: CGPoint(x: translation.x - state.drag.lastTranslation.x, y: translation.y - state.drag.lastTranslation.y))
        // A paging view forgets a heading the finger works against.
        // Read and cleared in place: a copy of the axis's whole motion cost more than the test.
        for axis in ScrollAxis.allCases where translation[axis] != 0 {
            let heading = axis == .horizontal ? state.horizontal.direction : state.vertical.direction
            if translation[axis] > 0 && heading == .increasing || translation[axis] < 0 && heading == .decreasing {
                if axis == .horizontal { state.horizontal.direction = .none } else { state.vertical.direction = .none }
            }
        }
        state.drag.lastTime = time
        state.drag.lastTranslation = translation
        let sample = scrollSample(fromRecognizer: finger)
        state.drag.push(sample: sample)
        let x = draggedOffset(.horizontal, raw: state.drag.startX - Double(translation.x))
        let y = draggedOffset(.vertical, raw: state.drag.startY - Double(translation.y))
        // UIKit measures the streak's drag from the offset it computed (`v25` in 26.1
        // `_updatePanGesture`) before `setContentOffset:` puts it on the pixel grid, against the
        // drag's start offset (`_startOffsetX`/`Y`).
        let ended = state.fastScroll.dragUpdate(
            velocity: (Double(sample.x), Double(sample.y)), outside: (x.outside, y.outside),
            displacement: (x.unrounded - state.drag.startX, y.unrounded - state.drag.startY))
        state.horizontal.offset = x.offset
        state.vertical.offset = y.offset
        if ended {
            state.horizontal.direction = .none
            state.vertical.direction = .none
        }
        notifyIfScrolled()
    }

    /// Logs `dragCannotScroll` the first time in a drag that the finger moves, and only along
    /// axes that cannot scroll.
    private func reportIfCannotScroll(moving change: CGPoint) {
        guard !state.drag.reportedCannotScroll, change != .zero else { return }
        let horizontalMoves = change.x != 0
        let verticalMoves = change.y != 0
        let canScroll = (horizontalMoves && limits(.horizontal).movable) || (verticalMoves && limits(.vertical).movable)
        guard !canScroll else { return }
        state.drag.reportedCannotScroll = true
        let axes = [horizontalMoves ? "horizontally" : nil, verticalMoves ? "vertically" : nil].compactMap { $0 }.joined(separator: " and ")
        let movable = [limits(.horizontal).movable ? "horizontally" : nil, limits(.vertical).movable ? "vertically" : nil].compactMap { $0 }
        let hint =
            movable.isEmpty
            ? "this view scrolls in no direction (content no larger than the bounds, no alwaysBounce)"
            : "this view scrolls only \(movable.joined(separator: " and ")); pass that axis to the drag (a default flow layout scrolls vertically)"
        record(.dragCannotScroll, message: "The drag moved \(axes), where this view cannot scroll, so nothing moved: \(hint).")
    }

    /// The offset shown for the raw drag offset `raw` (on the pixel grid), the same offset before
    /// rounding (which fast scroll measures), and whether the rubber band applied.
    private func draggedOffset(_ axis: ScrollAxis, raw: Double) -> (offset: Double, unrounded: Double, outside: Bool) {
        let l = limits(axis)
        guard l.movable else { return (motion(axis).offset, motion(axis).offset, false) }
        if l.dragBounces {
            let free = axis == .vertical ? bandFreeZone : 0
            let shifts = !refreshControlIsRefreshing
            let banded = RubberBand.offset(
                raw: raw, minimum: l.minimum, maximum: l.maximum, range: l.range, freeBeforeMinimum: free, shiftsBand: shifts)
            return (l.pixelRound(banded), banded, raw < l.minimum || raw > l.maximum)
        }
        return (l.clamp(l.pixelRound(raw)), l.clamp(raw), false)
    }

    func setMotion(_ m: AxisMotion, _ axis: ScrollAxis) {
        if axis == .horizontal { state.horizontal = m } else { state.vertical = m }
    }
}
