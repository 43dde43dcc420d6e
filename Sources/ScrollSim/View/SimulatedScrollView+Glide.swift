import Foundation
import ScrollPhysics

extension SimulatedScrollView {
    /// Runs the frames from `frameIndex` up to (not including) `end` in one tight loop, handing
    /// each displayed frame to `sink`, for as long as nothing can observe a single frame but the
    /// event log: no delegate that implements `scrollViewDidScroll`, no animation, no finger, no
    /// refresh control, and the motion does not end.
    ///
    /// Each frame is exactly what `advanceFrame()` followed by `displayedFrame` gives (the same
    /// `GlideFrame` and paging steps on copies of the motions), and with events on it logs the
    /// `scrollViewDidScroll` event `advanceFrame()` logs (the frame's number, time and offset,
    /// when the offset changed); the loop stops before the frame that ends the motion, leaving it
    /// to `advanceFrame()` with its callbacks. Returns the number of frames run (0 when a frame
    /// could be observed).
    func glideUnobserved<Sink: FrameSink>(before end: Int, into sink: inout Sink) throws -> Int {
        // A discarding sink (the sweeps' and benchmarks') glides into a sink of its count and last
        // frame (`LastFrameSink`), or with a finder into a `GlideSink` that also holds the jump
        // state, moved out of the caller's sink in place (no copy of the sink and its finder's
        // buffers) and moved back after the loop. A sink holding a buffer (a
        // `Recording`) is used in place. With events on, each frame logs its
        // `scrollViewDidScroll`, in a function of its own.
        if settings.recordsDelegateEvents { return try glideUnobservedLoggingScrolls(before: end, into: &sink) }
        if Sink.self == DiscardingFrameSink.self {
            return try withUnsafeMutablePointer(to: &sink) { pointer in
                try pointer.withMemoryRebound(to: DiscardingFrameSink.self, capacity: 1) { discarding in
                    var log = NoScrollEventLog()
                    // Without a finder, only the count and the last frame: nothing to test a frame.
                    if !discarding.pointee.findsJumps {
                        var counted = LastFrameSink(count: discarding.pointee.count, last: discarding.pointee.last)
                        defer { discarding.pointee.finish(counted) }
                        return try glideUnobservedFrames(before: end, into: &counted, log: &log)
                    }
                    var glide = discarding.pointee.startGlide()
                    defer { discarding.pointee.finish(glide) }
                    return try glideUnobservedFrames(before: end, into: &glide, log: &log)
                }
            }
        }
        var log = NoScrollEventLog()
        return try glideUnobservedFrames(before: end, into: &sink, log: &log)
    }

    /// `glideUnobserved(before:into:)` with events on: not inlined there, so that the loops
    /// without a log keep the frame's initialiser and the target rules inline (with both inlined
    /// in one function, they went out of line).
    ///
    /// The package's own sinks never read the view while they take a frame, so for them the event
    /// log is moved out of the view for the loop (`MovedScrollEventLog`) and back after it: no
    /// exclusivity check on the view's state a frame. Any other sink may read or drain the log
    /// between frames (a streamed run hands events over in batches), so it logs in place.
    @inline(never)
    private func glideUnobservedLoggingScrolls<Sink: FrameSink>(before end: Int, into sink: inout Sink) throws -> Int {
        if Sink.self == Recording.self || Sink.self == DiscardingFrameSink.self {
            var log = MovedScrollEventLog(events: [], notified: state.notifiedOffset)
            swap(&log.events, &state.events)
            defer { swap(&log.events, &state.events) }
            return try glideUnobservedFrames(before: end, into: &sink, log: &log)
        }
        var log = ViewScrollEventLog(view: self, notified: state.notifiedOffset)
        return try glideUnobservedFrames(before: end, into: &sink, log: &log)
    }

    /// Whether `glideUnobserved(before:into:)` may run a frame: a few loads, checked by the frame
    /// loop before it calls it, so that a view whose delegate observes every frame pays no call.
    @inline(__always)
    var mayGlideUnobserved: Bool {
        !delegateObservesScrolling && !state.isAnimating && !state.isTracking && !state.zoom.hasZoomed
    }

    /// `glideUnobserved(before:into:)`'s frames, into `sink` as given, each frame's
    /// `scrollViewDidScroll` into `log`.
    @inline(__always)
    private func glideUnobservedFrames<Sink: FrameSink, Log: ScrollEventLog>(
        before end: Int, into sink: inout Sink, log: inout Log
    ) throws -> Int {
        // A refresh control watches every frame of a bounce (its pull state, `notifyIfScrolled`),
        // so its view takes the general path.
        // With events on, a `scrollViewDidScroll` nested too deep logs a notice instead of the
        // event (`notifyIfScrolled`): that run takes the general path too.
        let logsScrolls = settings.recordsDelegateEvents
        guard !delegateObservesScrolling, !state.isAnimating, !state.isTracking, !state.zoom.hasZoomed, state.touches.swipe == nil,
            settings.frameTimes == nil, !logsScrolls || state.didScrollDepth < 8, !hasRefreshControl
        else {
            return 0
        }
        var h = state.horizontal
        var v = state.vertical
        guard h.isMoving || v.isMoving else { return 0 }
        // Fixed-clock frames last at least 1000/240 ms, so every one steps (none is under 1 ms).
        let hLimits = limits(.horizontal)
        let vLimits = limits(.vertical)
        let rate = Double(settings.frameRate)
        let dragging = isDragging
        let decelerating = isDecelerating
        var fastScroll = state.fastScroll
        let start = frameIndex
        var index = start
        defer {
            if index > start {
                state.horizontal = h
                state.vertical = v
                state.fastScroll = fastScroll
                frameIndex = index
                state.notifiedOffset = contentOffset
                state.displayedOffset = contentOffset
            }
        }
        // The common case first: one axis gliding inside its range, the other still.
        if Self.isStill(v, vLimits) {
            try Self.glideAlongOneAxis(
                &h, limits: hLimits, other: v, axis: .horizontal, multiplier: fastScroll.multiplier,
                baseConstants: state.baseConstants, index: &index, before: end, rate: rate, dragging: dragging, decelerating: decelerating,
                log: &log, into: &sink)
        } else if Self.isStill(h, hLimits) {
            try Self.glideAlongOneAxis(
                &v, limits: vLimits, other: h, axis: .vertical, multiplier: fastScroll.multiplier,
                baseConstants: state.baseConstants, index: &index, before: end, rate: rate, dragging: dragging, decelerating: decelerating,
                log: &log, into: &sink)
        }
        let base = state.baseConstants
        let spring = state.spring
        while index < end {
            // Stepped in place; the frame that ends the motion is put back and left to
            // `advanceFrame()` (one copy a frame, the put-back once).
            let (previousH, previousV, previousFastScroll) = (h, v, fastScroll)
            let ends = Self.motionFrame(&h, &v, limits: (hLimits, vLimits), baseConstants: base, spring: spring, fastScroll: &fastScroll)
            guard !ends else {
                (h, v, fastScroll) = (previousH, previousV, previousFastScroll)
                break
            }
            index += 1
            let offset = CGPoint(x: h.offset, y: v.offset)
            log.scrolled(frame: index - 1, time: Double(index - 1) / rate, offset: offset)
            try sink.append(
                Frame(
                    index: index - 1, time: Double(index - 1) / rate, contentOffset: offset,
                    velocityPointsPerSecond: CGPoint(x: h.offsetVelocity(limits: hLimits) * 1000, y: v.offsetVelocity(limits: vLimits) * 1000),
                    phase: Self.motionPhase(h, v, limits: (hLimits, vLimits)), isTracking: false, isDragging: dragging, isDecelerating: decelerating))
        }
        return index - start
    }
}
