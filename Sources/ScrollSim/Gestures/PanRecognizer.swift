import Foundation
import ScrollPhysics

/// The scroll view's pan recognizer, fed by raw touches (UIKit 26.1 `UIPanGestureRecognizer`,
/// `UIScrollViewPanGestureRecognizer`; docs/physics.md §3).
///
/// It recognises a pan once the finger's translation along an axis the view can scroll reaches the
/// hysteresis (10 pt), then removes the hysteresis from each axis of the translation so that
/// nothing jumps. On a decelerating view it begins at touch-down but reports no translation or
/// velocity until the finger passes the hysteresis. Its velocity is `velocityInView:`'s, from the
/// last two moves.
struct PanRecognizer: Sendable {
    enum Phase: UInt8, Sendable {
        /// No finger down, or the last gesture ended or failed.
        case idle
        /// A finger is down; the pan has not been recognised.
        case possible
        /// The pan was recognised; the scroll view follows it.
        case began
    }

    var phase = Phase.idle
    /// Where the translation is measured from, in points (moved by `setTranslation`).
    var origin = CGPoint.zero
    /// The finger's last position, in points.
    var location = CGPoint.zero
    /// The pan's position: the finger's, except that a directional lock drops each move's part
    /// along the other axis (26.1 `UIScrollViewPanGestureRecognizer`); the translation and the
    /// velocity are measured on it.
    var adjustedLocation = CGPoint.zero
    /// The directional lock in force, if any.
    var lock: DirectionalLock.Axis?
    /// The time of the last touch event, in seconds.
    var lastTime = 0.0
    /// The last two moves.
    var samples = PanVelocitySamples()
    /// Whether the pan began at touch-down on a decelerating view and still reports nothing.
    var caught = false

    /// The pan's translation since its origin, in points.
    var translation: CGPoint { CGPoint(x: adjustedLocation.x - origin.x, y: adjustedLocation.y - origin.y) }

    /// `velocityInView:`, in pt/s of the finger: zero while caught.
    var velocity: CGPoint {
        guard !caught else { return .zero }
        let v = samples.velocity
        return CGPoint(x: v.x, y: v.y)
    }

    /// A finger comes down at `point` at `time` seconds.
    /// A finger comes down at `point` at `time` seconds. `keepsLock`: a lock from the last pan is
    /// kept (26.1 restores it when the touch catches a moving view).
    mutating func touchDown(at point: CGPoint, time: Double, keepsLock: Bool = false) {
        let previousLock = lock
        self = PanRecognizer()
        phase = .possible
        origin = point
        location = point
        adjustedLocation = point
        lastTime = time
        if keepsLock { lock = previousLock }
    }

    /// The finger moves to `point` at `time`: one velocity sample (none without elapsed time).
    /// With `directionalLock` (the axes the view can scroll), the lock is chosen or kept first
    /// (`DirectionalLock`) and the move's part along the other axis is dropped.
    mutating func move(to point: CGPoint, time: Double, directionalLock: (horizontal: Bool, vertical: Bool)? = nil) {
        var dx = Double(point.x - location.x)
        var dy = Double(point.y - location.y)
        if let axes = directionalLock {
            // Before recognition every move chooses; after it, only a move that comes at least
            // 0.6 s after the previous touch event (26.1 `_centroidMovedTo:atTime:…`).
            let chooses = phase != .began || time - lastTime >= DirectionalLock.pause
            if chooses, let chosen = DirectionalLock.choose(dx: dx, dy: dy, scrollsHorizontally: axes.horizontal, scrollsVertically: axes.vertical) {
                lock = chosen
            }
            switch lock {
            case .horizontal?: dy = 0
            case .vertical?: dx = 0
            case nil: break
            }
        }
        samples.add(dx: dx, dy: dy, interval: time - lastTime)
        location = point
        adjustedLocation = CGPoint(x: Double(adjustedLocation.x) + dx, y: Double(adjustedLocation.y) + dy)
        lastTime = time
    }

    /// Whether a translation of `t` points along one axis has moved the hysteresis: `|t| ≥ 10`.
    static func passesHysteresis(_ t: Double) -> Bool { abs(t) >= UIKitConstants.panHysteresis }

    /// Whether the translation passes the hysteresis along an axis the view can scroll:
    /// `|t| ≥ 10` on that axis (either, when both scroll).
    func passesHysteresis(scrollsHorizontally: Bool, scrollsVertically: Bool) -> Bool {
        let t = translation
        let x = Self.passesHysteresis(Double(t.x))
        let y = Self.passesHysteresis(Double(t.y))
        switch (scrollsHorizontally, scrollsVertically) {
        case (true, true): return x || y
        case (true, false): return x
        case (false, true): return y
        case (false, false): return false
        }
    }

    /// Removes the hysteresis from each axis of the translation: `t > 0 ? max(t − h, 0) :
    /// min(t + h, 0)`.
    mutating func removeHysteresis() {
        let h = UIKitConstants.panHysteresis
        func reduced(_ t: Double) -> Double { t > 0 ? Swift.max(t - h, 0) : Swift.min(t + h, 0) }
        setTranslation(CGPoint(x: reduced(Double(translation.x)), y: reduced(Double(translation.y))))
    }

    /// Moves the origin so that the translation is `t` (the location and samples stay).
    mutating func setTranslation(_ t: CGPoint) {
        origin = CGPoint(x: adjustedLocation.x - t.x, y: adjustedLocation.y - t.y)
    }
}
