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
        guard isScrollEnabled, !isTracking else { return }
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
        isTracking = true
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
        guard isTracking, !state.endingDrag else { return }
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

    /// A refresh control started or stopped refreshing (or came or went): the top inset follows,
    /// the content stays where it is, and after `endRefreshing` it scrolls back inside unless it
    /// is bouncing or a finger holds it.
    ///
    /// As 26.1's `_addRefreshInset:`/`_removeRefreshInset:`: with `contentInsetAdjustmentBehavior`
    /// `.never` the control raises (or lowers) `contentInset.top` itself; otherwise its height
    /// joins the system part of the adjusted inset. A navigation-controller host grows its bar
    /// instead (`incrementInsetHeight:` → `restingHeightOfRefreshControl`), which reaches the view
    /// as safe area: the system part, and nothing under `.never` (a choice: the bar's layout is not
    /// read).
    func refreshInsetChanged(scrollsBack: Bool) {
        let wanted = refreshControl.map { $0.isRefreshing ? $0.height : 0 } ?? 0
        let change = wanted - state.refreshApplied
        state.refreshApplied = wanted
        if refreshControl?.host == .navigationController && !state.refreshInContentInset {
            state.refreshInset = contentInsetAdjustmentBehavior == .never ? 0 : wanted
        } else if contentInsetAdjustmentBehavior == .never || state.refreshInContentInset {
            state.refreshInContentInset = wanted > 0
            state.contentInset.top += CGFloat(change)
        } else {
            state.refreshInset = wanted
        }
        updateLimits()
        guard scrollsBack, !isTracking, !state.vertical.isBouncing else { return }
        let top = minimumOffset(.vertical)
        if Double(contentOffset.y) < top { setContentOffset(CGPoint(x: contentOffset.x, y: top), animated: true) }
    }

    /// The refresh control's visible height, in points: how far the content is pulled past the
    /// top it had before the control's inset (26.1 `_visibleHeightForContentOffset:origin:`).
    var refreshVisibleHeight: Double {
        Swift.max(0, minimumOffset(.vertical) + state.refreshApplied - state.vertical.offset)
    }

    /// Runs the refresh control's state machine after the offset changed (26.1 `_setVisibleHeight:`
    /// → `_recomputeNewState`); arms it when a pull reaches its snapping height.
    func updateRefreshControlState() {
        guard hasRefreshControl, let control = refreshControl else { return }
        let visible = refreshVisibleHeight
        guard visible != control.visibleHeight else { return }
        control.visibleHeight = visible
        let snapping = RefreshGeometry.snappingHeight(
            viewHeight: Double(boundsSize.height), titleHeight: control.titleHeight, minimumSnappingHeight: control.minimumSnappingHeight)
        let fraction = Swift.min(Swift.max(visible / snapping, 0), 1)
        let bouncing = state.vertical.offset < minimumOffset(.vertical)
        let next = control.pullState.next(
            visibleHeight: visible, fraction: fraction, isTracking: isTracking, bouncingWhileDecelerating: bouncing && isDecelerating)
        control.pullState = next
        if next == .refreshing && !control.isRefreshing {
            record(.refreshControlValueChanged)
            control.arm()
        }
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

    /// The top overscroll the drag's rubber band follows one to one, in points (26.1
    /// `_rubberBandOffsetForOffset:…`, `RefreshGeometry.rubberBandFreeZone`): the control's height,
    /// or 0 for a navigation-controller host while refreshing. The inverse (`rawStart`, 26.1
    /// `_offsetForRubberBandOffset:…`) keeps the height whatever the host.
    private var bandFreeZone: Double {
        guard hasRefreshControl, let control = refreshControl else { return 0 }
        return RefreshGeometry.rubberBandFreeZone(
            height: state.refreshFreeZone, isRefreshing: control.isRefreshing,
            insetsAffectRubberBanding: control.host.refreshControlInsetsAffectScrollViewRubberBanding)
    }

    /// Whether a refresh control is set and refreshing: `hasRefreshControl` first, so that a drag
    /// frame on a view without one (every sweep cell's) skips the checked read of
    /// `refreshControl`.
    private var refreshControlIsRefreshing: Bool {
        hasRefreshControl && refreshControl?.isRefreshing == true
    }

    func setMotion(_ m: AxisMotion, _ axis: ScrollAxis) {
        if axis == .horizontal { state.horizontal = m } else { state.vertical = m }
    }
}
