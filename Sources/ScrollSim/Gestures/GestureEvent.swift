import Foundation

/// One step of a script at a given time: a finger's gesture (a pan as the recognizer reports it,
/// or raw touches), or a programmatic scroll the script makes (`setContentOffset`,
/// `scrollToItem`). The name is that of a scenario file's `gestures` array, which holds both.
public enum GestureEvent: Hashable, Sendable {
    /// A pan is recognised: the content is caught and starts following the finger.
    case beginDrag
    /// A pan update: cumulative `translation` since `beginDrag` (points, as `translation(in:)`),
    /// and optionally the recognizer's velocity (points per second of the finger).
    case move(translation: CGPoint, velocity: CGPoint?)
    /// The finger lifts, optionally with the recognizer's final velocity (points per second).
    case endDrag(velocity: CGPoint?)
    /// `setContentOffset(_:animated:)` with an offset in points.
    case setContentOffset(CGPoint, animated: Bool)
    /// A finger comes down at a point (points, in the scroll view's frame): the pan recognizer
    /// starts from raw touches (`SimulatedScrollView.touchDown(at:time:)`).
    case touchDown(CGPoint)
    /// The finger moves to a point (points); the recognizer decides when the pan begins.
    case touchMove(CGPoint)
    /// The finger lifts.
    case touchUp
    /// `scrollToItem(at:at:animated:)` for item `item` of `section` (default 0; collection views
    /// only).
    case scrollToItem(item: Int, section: Int = 0, position: SimulatedCollectionView.ScrollPosition, animated: Bool)
    /// A tap on the status bar: `SimulatedScrollView.scrollToTop()`.
    case scrollToTop
    /// The app ends its refresh: `refreshControl?.endRefreshing()`.
    case endRefreshing
    /// `scrollRectToVisible(_:animated:)` with a rect in content coordinates, in points.
    case scrollRectToVisible(CGRect, animated: Bool)
    /// The app sets `contentSize`, in points (`SimulatedScrollView.contentSize`).
    case setContentSize(CGSize)
    /// The data source's item count of `section` becomes `count` (items added or removed at the
    /// end of the section); the layout recomputes the content size (collection views only,
    /// `SimulatedCollectionView.setNumberOfItems(_:inSection:)`).
    case setItemCount(count: Int, section: Int = 0)
    /// Two fingers begin a pinch centred at a point (points, in the scroll view's frame): the
    /// pinch recognizer begins (`SimulatedScrollView.pinchBegan(center:)`).
    case pinchBegan(center: CGPoint)
    /// The pinch changes: its centre (points, in the view's frame) and `scale`, the spread of the
    /// fingers relative to when the pinch began (1 at the start, 2 for fingers twice as far apart).
    case pinchChanged(center: CGPoint, scale: Double)
    /// The fingers lift: the pinch ends (`SimulatedScrollView.pinchEnded()`).
    case pinchEnded
    /// `setZoomScale(_:animated:)`: the zoom goes to a scale (unitless, held to the limits) about
    /// the centre of the bounds.
    case setZoomScale(CGFloat, animated: Bool)
    /// `zoom(to:animated:)`: the zoom shows a rect (points of the zoomed view at scale 1) as large
    /// as fits the bounds.
    case zoomTo(CGRect, animated: Bool)
    /// SwiftUI's `ScrollPosition.scrollTo`, performed by the view's `SwiftUIScrollTargetDelegate`
    /// (`scrollTo(_:in:animated:)`); ignored, with a notice, on a view without one.
    case scrollPosition(SwiftUIScrollPositionRequest, animated: Bool)
    /// A SwiftUI scroll view's stack or margins change: the view's `SwiftUIScrollTargetDelegate`
    /// makes the change it scheduled under this `ID` (`schedule(_:)`, then `changeLayout(_:containerSize:in:)`:
    /// a glide is retargeted); ignored, with a notice, on a view without one or with no such change.
    case setSwiftUILayout(SwiftUILayoutChange.ID)
}

extension TimedGesture {
    /// A finger's path as raw touches: down at the first sample, a move at each later one, and up
    /// at the last (after its move). Each sample is a time in seconds and a position in points, in
    /// the scroll view's frame. The pan recognizer applies the hysteresis and samples the velocity
    /// as UIKit's does (docs/physics.md §3).
    ///
    /// - Precondition: at least one sample; times finite and not decreasing; positions finite.
    public static func touches(_ samples: [(time: Double, point: CGPoint)]) -> [TimedGesture] {
        precondition(!samples.isEmpty, "a touch has at least one sample")
        precondition(
            samples.allSatisfy { $0.time.isFinite && $0.point.x.isFinite && $0.point.y.isFinite }
                && zip(samples, samples.dropFirst()).allSatisfy { $0.time <= $1.time },
            "touch samples have finite, non-decreasing times and finite positions")
        var script = [TimedGesture(.touchDown(samples[0].point), at: samples[0].time)]
        script.reserveCapacity(samples.count + 1)
        for sample in samples.dropFirst() {
            script.append(TimedGesture(.touchMove(sample.point), at: sample.time))
        }
        script.append(TimedGesture(.touchUp, at: samples[samples.count - 1].time))
        return script
    }

    /// A whole drag at constant finger velocity: `beginDrag` at `time`, one `move` per frame for
    /// `duration` seconds, and a release at the finger's velocity `translation / duration` (pt/s).
    ///
    /// `translation` is the finger's total travel in points (negative x scrolls to larger offsets).
    /// A swipe speaks the finger's language, as `UIPanGestureRecognizer` does (finger travel, pt/s);
    /// `drag(at:distance:releaseVelocity:axis:duration:frameRate:)` speaks the content's, as the
    /// delegate does (content offset change, pt/ms, opposite sign).
    ///
    /// - Precondition: `duration` is positive and at most `longestGesture` (an hour); `time` and
    ///   `translation` are finite.
    public static func swipe(
        at time: Double, translation: CGPoint, duration: Double, frameRate: Int
    ) -> [TimedGesture] {
        precondition(duration > 0 && duration <= longestGesture, "a swipe lasts a positive time of at most an hour")
        precondition(time.isFinite && translation.x.isFinite && translation.y.isFinite, "a swipe's time and translation are finite")
        let velocity = CGPoint(x: translation.x / duration, y: translation.y / duration)
        let frames = Swift.max(1, Int((duration * Double(frameRate)).rounded()))
        var script: [TimedGesture] = []
        script.reserveCapacity(frames + 2)
        script.append(TimedGesture(.beginDrag, at: time))
        for i in 1...frames {
            let fraction = Double(i) / Double(frames)
            let step = CGPoint(x: translation.x * fraction, y: translation.y * fraction)
            script.append(TimedGesture(.move(translation: step, velocity: velocity), at: time + duration * fraction))
        }
        script.append(TimedGesture(.endDrag(velocity: velocity), at: time + duration + 1 / Double(frameRate)))
        return script
    }

    /// A drag that moves the content by `distance` points (positive: towards larger offsets) over
    /// `duration` seconds and releases it at `releaseVelocity` (the content's, with its unit:
    /// `.pointsPerMillisecond(1.5)` or `.pointsPerSecond(1500)`), on `axis`.
    ///
    /// The last two pan samples both carry the release velocity, so UIKit's 0.75/0.25 blend gives
    /// exactly `releaseVelocity`. Unlike `swipe`, which takes the finger's travel, this
    /// takes the content's offset change and velocity, the delegate's sign. `axis` defaults to horizontal;
    /// a default flow layout scrolls vertically (a drag along an axis that cannot scroll logs
    /// `dragCannotScroll`).
    ///
    /// - Precondition: `duration` is positive and at most `longestGesture` (an hour); `time`,
    ///   `distance` and `releaseVelocity` are finite.
    public static func drag(
        at time: Double, distance: Double, releaseVelocity: ContentVelocity, axis: ScrollAxis = .horizontal,
        duration: Double = 0.1, frameRate: Int
    ) -> [TimedGesture] {
        var script: [TimedGesture] = []
        drag(at: time, distance: distance, releaseVelocity: releaseVelocity, axis: axis, duration: duration, frameRate: frameRate, into: &script)
        return script
    }

    /// `drag(at:distance:releaseVelocity:axis:duration:frameRate:)` written into `script` in place
    /// of what it held, keeping its capacity: a sweep fills one buffer for every cell instead of
    /// allocating a script per cell.
    public static func drag(
        at time: Double, distance: Double, releaseVelocity: ContentVelocity, axis: ScrollAxis = .horizontal,
        duration: Double = 0.1, frameRate: Int, into script: inout [TimedGesture]
    ) {
        precondition(duration > 0 && duration <= longestGesture, "a drag lasts a positive time of at most an hour")
        let pointsPerMillisecond = releaseVelocity.pointsPerMillisecond
        precondition(time.isFinite && distance.isFinite && pointsPerMillisecond.isFinite, "a drag's time, distance and velocity are finite")
        let frames = Swift.max(2, Int((duration * Double(frameRate)).rounded()))
        let finger = -pointsPerMillisecond * 1000
        func point(_ value: Double) -> CGPoint {
            axis == .horizontal ? CGPoint(x: value, y: 0) : CGPoint(x: 0, y: value)
        }
        // A buffer of the right length (a sweep's, from its last cell) is written over in place;
        // any other is refilled.
        let count = frames + 2
        if script.count != count {
            script.removeAll(keepingCapacity: true)
            script.append(contentsOf: repeatElement(TimedGesture(.beginDrag, at: time), count: count))
        }
        script.withUnsafeMutableBufferPointer { gestures in
            gestures[0] = TimedGesture(.beginDrag, at: time)
            for i in 1...frames {
                let fraction = Double(i) / Double(frames)
                gestures[i] = TimedGesture(
                    .move(translation: point(-distance * fraction), velocity: point(finger)), at: time + duration * fraction)
            }
            gestures[count - 1] = TimedGesture(.endDrag(velocity: point(finger)), at: time + duration + 1 / Double(frameRate))
        }
    }
}

extension GestureEvent {
    /// Hashes the case and its payload, coordinates as `CGFloat`s (CoreGraphics' own `Hashable` is
    /// iOS 18 / macOS 15 only).
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .beginDrag:
            hasher.combine(0)
        case .move(let translation, let velocity):
            hasher.combine(1)
            hasher.combine(point: translation)
            hasher.combine(point: velocity)
        case .endDrag(let velocity):
            hasher.combine(2)
            hasher.combine(point: velocity)
        case .setContentOffset(let offset, let animated):
            hasher.combine(3)
            hasher.combine(point: offset)
            hasher.combine(animated)
        case .touchDown(let point):
            hasher.combine(4)
            hasher.combine(point: point)
        case .touchMove(let point):
            hasher.combine(5)
            hasher.combine(point: point)
        case .touchUp:
            hasher.combine(6)
        case .scrollToItem(let item, let section, let position, let animated):
            hasher.combine(7)
            hasher.combine(item)
            hasher.combine(section)
            hasher.combine(position)
            hasher.combine(animated)
        case .scrollToTop:
            hasher.combine(8)
        case .endRefreshing:
            hasher.combine(9)
        case .scrollRectToVisible(let rect, let animated):
            hasher.combine(10)
            hasher.combine(rect: rect)
            hasher.combine(animated)
        case .setContentSize(let size):
            hasher.combine(11)
            hasher.combine(size: size)
        case .setItemCount(let count, let section):
            hasher.combine(12)
            hasher.combine(count)
            hasher.combine(section)
        case .pinchBegan(let center):
            hasher.combine(13)
            hasher.combine(point: center)
        case .pinchChanged(let center, let scale):
            hasher.combine(14)
            hasher.combine(point: center)
            hasher.combine(scale)
        case .pinchEnded:
            hasher.combine(15)
        case .setZoomScale(let scale, let animated):
            hasher.combine(18)
            hasher.combine(scale)
            hasher.combine(animated)
        case .zoomTo(let rect, let animated):
            hasher.combine(19)
            hasher.combine(rect: rect)
            hasher.combine(animated)
        case .scrollPosition(let request, let animated):
            hasher.combine(16)
            hasher.combine(request)
            hasher.combine(animated)
        case .setSwiftUILayout(let id):
            hasher.combine(17)
            hasher.combine(id)
        }
    }
}
