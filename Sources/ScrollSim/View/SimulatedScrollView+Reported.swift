import Foundation
import ScrollPhysics

/// What the view reports of its motion: phase, rest, velocity and the displayed frame.
extension SimulatedScrollView {
    // MARK: Reported state

    /// What the view is doing this frame.
    public var phase: MotionPhase {
        if state.isTracking { return .dragging }
        if state.isAnimating { return .animating }
        if state.isDraggedByChild { return .following }
        return motionPhase(state.horizontal, state.vertical)
    }

    /// The phase of a view neither tracking nor animating whose axes move so: paging, bouncing
    /// (decelerating with the content past an edge), decelerating or idle.
    @inline(__always)
    func motionPhase(_ h: AxisMotion, _ v: AxisMotion) -> MotionPhase {
        if h.mode == .paging || v.mode == .paging { return .paging }
        guard h.mode == .decelerating || v.mode == .decelerating else { return .idle }
        return Self.motionPhase(h, v, limits: (limits(.horizontal), limits(.vertical)))
    }

    /// `motionPhase(_:_:)` with the limits given.
    @inline(__always)
    static func motionPhase(_ h: AxisMotion, _ v: AxisMotion, limits: (horizontal: AxisMotion.Limits, vertical: AxisMotion.Limits)) -> MotionPhase {
        if h.mode == .paging || v.mode == .paging { return .paging }
        guard h.mode == .decelerating || v.mode == .decelerating else { return .idle }
        let outside = h.isBouncing || v.isBouncing || !limits.horizontal.contains(h.offset) || !limits.vertical.contains(v.offset)
        return outside ? .bouncing : .decelerating
    }

    /// Whether nothing moves (no zoom animates either) and no finger is down.
    public var isAtRest: Bool {
        !state.isTracking && !state.isAnimating && !state.horizontal.isMoving && !state.vertical.isMoving && !state.zoom.isAnimating
    }

    /// The velocity of the content offset this frame, in points per second.
    public var velocityPointsPerSecond: CGPoint {
        if state.isAnimating || state.isTracking || state.isDraggedByChild {
            return CGPoint(x: state.reportedVelocity.x * 1000, y: state.reportedVelocity.y * 1000)
        }
        return CGPoint(
            x: state.horizontal.offsetVelocity(limits: limits(.horizontal)) * 1000,
            y: state.vertical.offsetVelocity(limits: limits(.vertical)) * 1000)
    }

    /// The state of the frame last displayed (the one `advanceFrame()` just produced), as the
    /// recorder keeps it.
    ///
    /// `phase` and `velocityPointsPerSecond` in one pass over the state: it is read for every frame
    /// that takes the general path.
    public var displayedFrame: Frame { makeDisplayedFrame() }

    /// `displayedFrame`, inlined into the frame loop, so that the loop hands the frame to its sink
    /// from registers: returned through memory, the frame's fields were stored in halves and read
    /// back whole, which stalled every frame (a failed store-to-load forward).
    /// Hands `displayedFrame` to `sinks` as view `view`'s frame, built in this call, so that the
    /// frame goes to the sink from registers: returned through memory, its fields were stored in
    /// halves and read back whole by the caller, which stalled every frame (a failed
    /// store-to-load forward).
    /// A view that has zoomed hands the frame's zoom over first, so that a sink judges the frame
    /// against the limits of its own zoom.
    func appendDisplayedFrame<Sinks: SceneSink>(to sinks: inout Sinks, view: Int) throws {
        if _slowPath(state.zoom.hasZoomed) { try sinks.appendZoom(makeZoomFrame(), view: view) }
        try sinks.append(makeDisplayedFrame(), view: view)
    }

    /// The zoom of the frame last displayed, for a view that has zoomed: the scale shown, the
    /// model's content size and largest allowed offset.
    func makeZoomFrame() -> ZoomFrame {
        ZoomFrame(
            index: Swift.max(0, state.frameIndex - 1), zoomScale: Double(shownZoomScale), contentSize: contentSize,
            maximumOffset: CGPoint(x: maximumOffset(.horizontal), y: maximumOffset(.vertical)))
    }

    @inline(__always)
    func makeDisplayedFrame() -> Frame {
        let index = Swift.max(0, state.frameIndex - 1)
        let phase: MotionPhase
        let velocity: CGPoint
        if state.isTracking || state.isAnimating || state.isDraggedByChild {
            phase = state.isTracking ? .dragging : state.isAnimating ? .animating : .following
            velocity = CGPoint(x: state.reportedVelocity.x * 1000, y: state.reportedVelocity.y * 1000)
        } else {
            // The limits current, as `limits(_:)` makes them.
            if _slowPath(contentSizeIsStale) { updateStaleContentSize() }
            let limits = state.cachedLimits
            phase = Self.motionPhase(state.horizontal, state.vertical, limits: limits)
            velocity = CGPoint(
                x: state.horizontal.offsetVelocity(limits: limits.horizontal) * 1000,
                y: state.vertical.offsetVelocity(limits: limits.vertical) * 1000)
        }
        return Frame(
            index: index, time: frameTime(index), contentOffset: contentOffset, velocityPointsPerSecond: velocity, phase: phase,
            isTracking: state.isTracking || state.touches.hasTrackingTouch, isDragging: state.isDragging, isDecelerating: state.isDecelerating)
    }
}
