import Foundation

/// Where the tight glide loop (`glideUnobserved(before:into:)`) logs each frame's
/// `scrollViewDidScroll` event: nowhere (`NoScrollEventLog`, events off), the view's event log
/// (`ViewScrollEventLog`), or that log moved out of the view for the loop (`MovedScrollEventLog`).
/// A type parameter, so that the loop without a log tests nothing.
protocol ScrollEventLog {
    /// The frame numbered `frame`, displayed at `time` seconds, left the content at `offset`.
    mutating func scrolled(frame: Int, time: Double, offset: CGPoint)
}

/// Logs nothing.
///
/// It holds one byte it never reads: a value of an empty type passed `inout` has no storage of its
/// own, and an unoptimised build gives every such value one shared address, where
/// ThreadSanitizer sees the loops of two threads' views modify the same variable.
struct NoScrollEventLog: ScrollEventLog {
    private var storage: UInt8 = 0

    @inline(__always)
    func scrolled(frame: Int, time: Double, offset: CGPoint) {}
}

/// Logs what `notifyIfScrolled` logs with events on and no delegate watching: a
/// `scrollViewDidScroll` event for each frame whose offset differs from the one last logged.
struct ViewScrollEventLog: ScrollEventLog {
    let view: SimulatedScrollView
    /// The offset of the last `scrollViewDidScroll` (the view's `notifiedOffset` to begin with).
    var notified: CGPoint

    @inline(__always)
    mutating func scrolled(frame: Int, time: Double, offset: CGPoint) {
        guard offset != notified else { return }
        notified = offset
        view.state.events.append(DelegateEvent(frameIndex: frame, time: time, name: .scrollViewDidScroll, contentOffset: offset))
    }
}

/// Logs what `ViewScrollEventLog` logs into the view's event log moved out of the view for the
/// loop: appending to a local array takes no exclusivity check on the view's state a frame. Only
/// for sinks that never read the view while taking a frame; the loop moves the log back.
struct MovedScrollEventLog: ScrollEventLog {
    var events: [DelegateEvent]
    /// The offset of the last `scrollViewDidScroll` (the view's `notifiedOffset` to begin with).
    var notified: CGPoint

    @inline(__always)
    mutating func scrolled(frame: Int, time: Double, offset: CGPoint) {
        guard offset != notified else { return }
        notified = offset
        events.append(DelegateEvent(frameIndex: frame, time: time, name: .scrollViewDidScroll, contentOffset: offset))
    }
}
