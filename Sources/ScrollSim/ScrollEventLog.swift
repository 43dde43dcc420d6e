import Foundation

/// Where the tight glide loop (`glideUnobserved(before:into:)`) logs each frame's
/// `scrollViewDidScroll` event: nowhere (`NoScrollEventLog`, events off), or the view's event log
/// (`ViewScrollEventLog`). A type parameter, so that the loop without a log tests nothing.
protocol ScrollEventLog {
    /// The frame numbered `frame`, displayed at `time` seconds, left the content at `offset`.
    mutating func scrolled(frame: Int, time: Double, offset: CGPoint)
}

/// Logs nothing.
struct NoScrollEventLog: ScrollEventLog {
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
