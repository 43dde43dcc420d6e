import Foundation

extension ScrollView {
    /// Runs the frames from `frameIndex` up to (not including) `end` in one tight loop, handing
    /// each displayed frame to `sink`, for as long as nothing can observe a single frame: no
    /// delegate, no event log, no animation, no finger, and each axis keeps its motion mode.
    ///
    /// Each frame is exactly what `advanceFrame()` followed by `displayedFrame` gives (the same
    /// `AxisMotion.step` on copies of the motions); the loop stops before the first frame that
    /// would change a mode (a stop, an edge, the end of a bounce), leaving it to `advanceFrame()`
    /// with its callbacks. Returns the number of frames run (0 when a frame could be observed).
    func glideUnobserved<Sink: FrameSink>(before end: Int, into sink: inout Sink) throws -> Int {
        guard delegate == nil, !settings.recordsDelegateEvents, animation == nil, !isTracking else { return 0 }
        var h = horizontal, v = vertical
        guard h.isMoving || v.isMoving else { return 0 }
        let hLimits = limits(.horizontal), vLimits = limits(.vertical)
        let phase = Self.phase(h.mode, v.mode)
        let rate = Double(settings.frameRate)
        let dragging = isDragging, decelerating = isDecelerating
        let start = frameIndex
        var index = start
        defer {
            if index > start {
                horizontal = h
                vertical = v
                frameIndex = index
                notifiedOffset = contentOffset
            }
        }
        while index < end {
            var nextH = h, nextV = v
            nextH.step(limits: hLimits, spring: spring)
            nextV.step(limits: vLimits, spring: spring)
            guard nextH.mode == h.mode, nextV.mode == v.mode else { break }
            h = nextH
            v = nextV
            index += 1
            try sink.append(
                Frame(
                    index: index - 1, time: Double(index - 1) / rate, contentOffset: CGPoint(x: h.offset, y: v.offset),
                    velocity: CGPoint(x: h.offsetVelocity * 1000, y: v.offsetVelocity * 1000), phase: phase,
                    isTracking: false, isDragging: dragging, isDecelerating: decelerating))
        }
        return index - start
    }
}
