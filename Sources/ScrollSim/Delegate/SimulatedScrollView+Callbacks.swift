import Foundation
import ScrollPhysics

/// Callbacks and the event log: `scrollViewDidScroll` when the offset changed, the delegate
/// called without a retain, notices recorded.
extension SimulatedScrollView {
    /// Calls `scrollViewDidScroll` if the offset changed since the last call. Inlined: it runs in
    /// every frame that moves, where a call's own cost is a quarter of its work.
    @inline(__always)
    func notifyIfScrolled() {
        let offset = contentOffset
        guard offset != state.notifiedOffset else { return }
        state.notifiedOffset = offset
        guard state.didScrollDepth < 8 else {
            record(.simulationStopped, message: "scrollViewDidScroll re-entered itself more than 8 times; further nested calls were dropped.")
            return
        }
        state.didScrollDepth += 1
        recordCallback(.scrollViewDidScroll)
        // The answer read when the delegate was set, not asked again.
        if delegateObservesScrolling {
            if runDepth > 0 {
                unretainedHeldDelegate?.withObject { $0.scrollViewDidScroll(self) }
            } else {
                delegate?.scrollViewDidScroll(self)
            }
        }
        state.didScrollDepth -= 1
        if hasRefreshControl { updateRefreshControlState() }
    }

    /// Records the event and makes the callback.
    func call(_ name: DelegateEvent.Name, willDecelerate: Bool? = nil, _ body: (ScrollViewDelegate, SimulatedScrollView) -> Void) {
        record(name, willDecelerate: willDecelerate)
        withDelegate(body)
    }

    /// Runs `body` with the delegate, if there is one, and this view: during a run the delegate
    /// the run holds, called without retaining it (`UnretainedDelegate`); otherwise the weak
    /// `delegate`. The view is handed to `body`, not captured by it: a closure that captures the
    /// view retains and releases it around each call (about 40 instructions, callgrind).
    @inline(__always)
    func withDelegate(_ body: (ScrollViewDelegate, SimulatedScrollView) -> Void) {
        if runDepth > 0 {
            unretainedHeldDelegate?.withObject { $0.withDelegate(of: self, body) }
        } else if let delegate {
            body(delegate, self)
        }
    }

    /// Appends a callback that carries only its frame and offset to `events` when recording is
    /// on: `record(_:)` without its optional fields, so that a frame's `scrollViewDidScroll` costs
    /// a flag test, or a 48-byte append.
    @inline(__always)
    func recordCallback(_ name: DelegateEvent.Name) {
        guard settings.recordsDelegateEvents else { return }
        state.events.append(DelegateEvent(frameIndex: frameIndex, time: time, name: name, contentOffset: contentOffset))
    }

    /// Appends an event to `events` when recording is on; returns its number over the view's
    /// life (see `discardedEventCount`), or nil when it was not recorded. The message is built
    /// only when the event is recorded (a release under 0.25 pt/ms with events off built and
    /// dropped its sentence, two allocations a sweep cell).
    @discardableResult
    func record(
        _ name: DelegateEvent.Name, velocity: CGPoint? = nil, proposedTarget: CGPoint? = nil,
        target: CGPoint? = nil, fastScrollMultiplier: Double? = nil, willDecelerate: Bool? = nil,
        message: @autoclosure () -> String? = nil, indexPath: IndexPath? = nil
    ) -> Int? {
        guard
            settings.recordsDelegateEvents || name == .simulationStopped || name == .invalidTargetIgnored
                || name == .gestureIgnored || name == .dragCannotScroll || name == .delegateReleased
        else { return nil }
        state.events.append(
            DelegateEvent(
                frameIndex: frameIndex, time: time, name: name, contentOffset: contentOffset, velocity: velocity,
                proposedTarget: proposedTarget, target: target, fastScrollMultiplier: fastScrollMultiplier, willDecelerate: willDecelerate,
                message: message(), indexPath: indexPath))
        return loggedEventCount - 1
    }

    /// Empties the event log (a long-running caller drains it after recording each frame).
    public func removeAllEvents() {
        state.discardedEventCount += events.count
        events.removeAll(keepingCapacity: true)
    }

    /// Makes room in the event log for `count` more events, so that a run to a known end
    /// (`Simulation.reserveRoom`) appends without copying the log as it grows.
    func reserveEventCapacity(_ count: Int) {
        state.events.reserveCapacity(state.events.count + count)
    }

    /// The events logged since the log held `count` events over the view's life
    /// (`loggedEventCount`), as far as they were not drained since.
    func events(since count: Int) -> ArraySlice<DelegateEvent> {
        events[Swift.max(0, Swift.min(count - state.discardedEventCount, events.count))...]
    }
}

extension SimulatedScrollView {
    /// Logs that the delegate set on this view is gone at the start of a run.
    func noteDelegateReleased() {
        record(
            .delegateReleased,
            message:
                "the delegate set on this view was released before the run (the view holds it weakly, as UIKit does), so the run had none; keep a reference to it for the whole run."
        )
    }
}
