import Foundation
import ScrollPhysics

extension SimulatedScrollView {
    /// A pan was recognised at `time` seconds: catch any motion, then start following the finger.
    ///
    /// Content that was gliding, bouncing, paging or animating stops where the last displayed frame
    /// left it, snapped to the pixel grid. Calls `scrollViewWillBeginDragging`. Ignored when
    /// `isScrollEnabled` is false or a drag is already in progress.
    public func beginDragging(at time: Double) {
        guard isScrollEnabled, !isTracking else { return }
        let scale = Double(displayScale)
        let caught = isDecelerating
        if !isAtRest || animation != nil {
            animation = nil
            for axis in ScrollAxis.allCases {
                var m = motion(axis)
                m.offset = (m.offset * scale).rounded() / scale
                m.stop()
                setMotion(m, axis)
            }
        }
        drag = DragState()
        drag.caughtDeceleration = caught
        drag.startX = rawStart(.horizontal)
        drag.startY = rawStart(.vertical)
        drag.lastTime = time
        isTracking = true
        isDragging = true
        horizontal.mode = .tracking
        vertical.mode = .tracking
        reportedVelocity = .zero
        notifyIfScrolled()
        call(.scrollViewWillBeginDragging) { $0.scrollViewWillBeginDragging(self) }
    }

    /// The raw drag offset equivalent to the current one: past an edge, the rubber band inverted,
    /// so that the first move does not jump.
    private func rawStart(_ axis: ScrollAxis) -> Double {
        let x = motion(axis).offset
        let l = limits(axis)
        if x > l.maximum { return l.maximum + RubberBand.rawOvershoot(forDamped: x - l.maximum, range: l.range) }
        if x < l.minimum { return l.minimum - RubberBand.rawOvershoot(forDamped: l.minimum - x, range: l.range) }
        return x
    }

    /// A pan update at `time` seconds: the finger's cumulative `translation` since the drag began,
    /// in points (as `translation(in:)`), and optionally the recognizer's velocity in pt/s.
    ///
    /// The content follows `start − translation`, rubber-banded past the edges (clamped without
    /// bounces). Without a velocity, the recognizer's is estimated from the touch intervals.
    public func drag(translation: CGPoint, velocity recognizerVelocity: CGPoint? = nil, at time: Double) {
        guard isTracking, !endingDrag else { return }
        let finger: CGPoint
        if let recognizerVelocity {
            finger = recognizerVelocity
        } else {
            let dt = time - drag.lastTime
            if dt > 0 {
                let interval = CGPoint(
                    x: (translation.x - drag.lastTranslation.x) / dt,
                    y: (translation.y - drag.lastTranslation.y) / dt)
                finger = CGPoint(
                    x: ReleaseVelocity.recognizerVelocity(
                        previousInterval: drag.previousInterval.map { Double($0.x) }, currentInterval: Double(interval.x)),
                    y: ReleaseVelocity.recognizerVelocity(
                        previousInterval: drag.previousInterval.map { Double($0.y) }, currentInterval: Double(interval.y)))
                drag.previousInterval = interval
            } else {
                finger = drag.latestSample.map { CGPoint(x: -$0.x * 1000, y: -$0.y * 1000) } ?? .zero
            }
        }
        reportIfCannotScroll(moving: CGPoint(x: translation.x - drag.lastTranslation.x, y: translation.y - drag.lastTranslation.y))
        drag.lastTime = time
        drag.lastTranslation = translation
        let sample = CGPoint(
            x: limits(.horizontal).movable ? ReleaseVelocity.scrollVelocity(fromRecognizer: Double(finger.x)) : 0,
            y: limits(.vertical).movable ? ReleaseVelocity.scrollVelocity(fromRecognizer: Double(finger.y)) : 0)
        drag.push(sample: sample)
        horizontal.offset = draggedOffset(.horizontal, raw: drag.startX - Double(translation.x))
        vertical.offset = draggedOffset(.vertical, raw: drag.startY - Double(translation.y))
        notifyIfScrolled()
    }

    /// Logs `dragCannotScroll` the first time in a drag that the finger moves, and only along
    /// axes that cannot scroll.
    private func reportIfCannotScroll(moving change: CGPoint) {
        guard !drag.reportedCannotScroll, change != .zero else { return }
        let horizontalMoves = change.x != 0, verticalMoves = change.y != 0
        let canScroll = (horizontalMoves && limits(.horizontal).movable) || (verticalMoves && limits(.vertical).movable)
        guard !canScroll else { return }
        drag.reportedCannotScroll = true
        let axes = [horizontalMoves ? "horizontally" : nil, verticalMoves ? "vertically" : nil].compactMap { $0 }.joined(separator: " and ")
        let movable = [limits(.horizontal).movable ? "horizontally" : nil, limits(.vertical).movable ? "vertically" : nil].compactMap { $0 }
        let hint = movable.isEmpty
            ? "this view scrolls in no direction (content no larger than the bounds, no alwaysBounce)"
            : "this view scrolls only \(movable.joined(separator: " and ")); pass that axis to the drag (a default flow layout scrolls vertically)"
        record(.dragCannotScroll, message: "The drag moved \(axes), where this view cannot scroll, so nothing moved: \(hint).")
    }

    private func draggedOffset(_ axis: ScrollAxis, raw: Double) -> Double {
        let l = limits(axis)
        guard l.movable else { return motion(axis).offset }
        if l.bounces {
            return RubberBand.offset(raw: raw, minimum: l.minimum, maximum: l.maximum, range: l.range)
        }
        return l.clamp(raw)
    }

    func setMotion(_ m: AxisMotion, _ axis: ScrollAxis) {
        if axis == .horizontal { horizontal = m } else { vertical = m }
    }
}
