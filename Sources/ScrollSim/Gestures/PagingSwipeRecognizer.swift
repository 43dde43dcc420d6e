import Foundation
import ScrollPhysics

/// The paging swipe recognizer, fed by raw touches on a paging view that is settling towards a
/// page (UIKit 26.1 `UIScrollViewPagingSwipeGestureRecognizer`; docs/physics.md §9).
///
/// A paging view's pan waits for it to fail (`_updatePagingSwipeGesture`:
/// `[_pan requireGestureRecognizerToFail:_swipe]`). It exists from touch-down, when the view heads
/// towards a page in some direction, until it fails or recognises. It fails:
/// - when its delay runs out: 0.0833333333 s after touch-down, restarted by every move that does
///   not fail it (`UIDelayedAction`, `enoughTimeElapsed:`);
/// - on a move whose finger velocity "exceeds" the view's (`_processNewLocation:`, below);
/// - on the second move in a row against the paging direction;
/// - at the lift, unless the finger has travelled more than 50 pt along an axis since touch-down.
///
/// It recognises at the lift otherwise (`touchesEnded:`), and the view then pages on
/// (`_handleSwipe:`).
struct PagingSwipeRecognizer: Sendable {
    /// How long the swipe waits for the next move, in seconds (26.1 `touchesBegan:withEvent:`:
    /// the `UIDelayedAction`'s delay, 0.0833333333, five 60 Hz frames).
    static let failureDelay = 0.0833333333
    /// The travel since touch-down a lift needs along one axis, in points (26.1
    /// `touchesEnded:withEvent:`: `fabs(Δ) > 50.0`).
    static let minimumTravel = 50.0
    /// The view's speed, in pt/ms, below which a finger at least as fast fails the swipe (26.1
    /// `_processNewLocation:`: `fabs(velocity) < 1.0`).
    static let slowViewSpeed = 1.0

    /// Where the finger came down, in points.
    var start: CGPoint
    /// The finger's last position, in points, and the time of that event, in seconds.
    var last: CGPoint
    var lastTime: Double
    /// When the delay runs out and the swipe fails, in seconds.
    var deadline: Double
    /// Moves in a row against the paging direction (`_directionalFailureCount`).
    var directionalFailures = 0

    /// A finger comes down at `point` at `time` seconds on a view heading towards a page.
    init(at point: CGPoint, time: Double) {
        start = point
        last = point
        lastTime = time
        deadline = time + Self.failureDelay
    }

    /// Whether the delay has run out by `time` seconds (within `Simulation.timeTolerance`, as a
    /// gesture's time is read).
    func hasTimedOut(by time: Double) -> Bool {
        deadline <= time + Simulation.timeTolerance
    }

    /// 26.1 `_processNewLocation:`: the finger is at `point` at `time` seconds, while the view's
    /// offset moves at `viewVelocity` (pt/ms, each axis) and heads `heading` on each axis. Returns
    /// false when the swipe fails.
    ///
    /// The finger's velocity per axis is `Δ / (lastTime − time) / 1000` pt/ms (the sign does not
    /// matter: only magnitudes are compared). The swipe fails ("exceededVelocity") when, on either
    /// axis, the view moves slower than 1 pt/ms and the finger at least as fast as the view:
    ///
    ///     (|v.x| < 1 && |f.x| ≥ |v.x|) || (|v.y| < 1 && |f.y| ≥ |v.y|)
    ///
    /// So on a view that pages along one axis, the other axis (view speed 0, any finger speed ≥ 0)
    /// fails every move, and the lift too (`fingerSpeed`: never 0/0). Otherwise a move against the
    /// heading (finger left while paging left, …) counts a directional failure and the second in a
    /// row fails the swipe ("directionFailure"); any other move resets the count. A move that does not fail restarts
    /// the delay. The finger's position and time are kept in every case.
    mutating func processNewLocation(
        _ point: CGPoint, time: Double, viewVelocity: CGPoint, heading: (horizontal: PagingSpring.Direction, vertical: PagingSpring.Direction)
    ) -> Bool {
        let dx = Double(point.x - last.x)
        let dy = Double(point.y - last.y)
        let dt = lastTime - time
        last = point
        lastTime = time
        let vx = abs(Double(viewVelocity.x))
        let vy = abs(Double(viewVelocity.y))
        let exceeded =
            (vx < Self.slowViewSpeed && Self.fingerSpeed(travel: dx, interval: dt) >= vx)
            || (vy < Self.slowViewSpeed && Self.fingerSpeed(travel: dy, interval: dt) >= vy)
        if exceeded { return false }
        let against =
            (heading.horizontal == .decreasing && dx < 0) || (heading.horizontal == .increasing && dx > 0)
            || (heading.vertical == .decreasing && dy < 0) || (heading.vertical == .increasing && dy > 0)
        if against {
            if directionalFailures >= 1 { return false }
            directionalFailures += 1
        } else {
            directionalFailures = 0
        }
        deadline = time + Self.failureDelay
        return true
    }

    /// The finger's speed along one axis, in pt/ms, for `travel` points since the last event
    /// `interval` seconds apart (26.1 `_processNewLocation:`: `fabs(Δ / (lastTime − now) / 1000)`).
    ///
    /// UIKit times each event it processes with `CACurrentMediaTime()`, read as it processes it, so
    /// an event is always some time after the last one: the interval is never 0. A script's lift
    /// comes at the time and place of its last move, where `Δ / 0` would be 0/0 (NaN, which passes
    /// every comparison as false). ScrollSim takes an interval of 0 as the limit of a vanishing
    /// positive one (a choice: how long after the move a device processes its lift is not in the
    /// code, and any length gives the same comparisons): no travel is 0 pt/ms, any travel is
    /// infinitely fast. So a lift where the finger last moved fails on an axis where the view
    /// does not move (0 ≥ 0), as a device's does.
    static func fingerSpeed(travel: Double, interval: Double) -> Double {
        if interval == 0 { return travel == 0 ? 0 : .infinity }
        return abs(travel / interval / 1000)
    }

    /// 26.1 `touchesEnded:withEvent:`, after the lift's own `_processNewLocation:` passed: whether
    /// the finger, lifting at `point`, travelled more than 50 pt along an axis since touch-down.
    func recognizes(liftingAt point: CGPoint) -> Bool {
        abs(Double(point.x - start.x)) > Self.minimumTravel || abs(Double(point.y - start.y)) > Self.minimumTravel
    }
}
