/// Where the frame loop (`Simulation.drive`) puts the frames of each view of a scene, by the view's
/// index in `sceneViews`.
protocol SceneSink {
    /// Takes the next frame of view `view`.
    mutating func append(_ frame: Frame, view: Int) throws
    /// Takes the zoom of view `view`'s next frame, just before the frame (a view that has zoomed).
    mutating func appendZoom(_ frame: ZoomFrame, view: Int) throws
    /// Runs `scrollView`'s (view `view`'s) unobserved frames before frame `end` in its tight loop
    /// (`glideUnobserved(before:into:)`) into that view's sink; returns how many ran.
    mutating func glide(_ scrollView: SimulatedScrollView, view: Int, before end: Int) throws -> Int
}

/// The root's frames into the caller's sink, used in place through `sink`; the frames of views
/// inside it go nowhere.
///
/// `sink` points at the caller's `inout` sink and is used only inside that call
/// (`Simulation.run(_:script:until:into:)`'s `withUnsafeMutablePointer`).
struct RootSink<Sink: FrameSink>: SceneSink {
    let sink: UnsafeMutablePointer<Sink>

    @inline(__always)
    mutating func append(_ frame: Frame, view: Int) throws {
        if view == 0 { try sink.pointee.append(frame) }
    }

    mutating func appendZoom(_ frame: ZoomFrame, view: Int) throws {
        if view == 0 { try sink.pointee.appendZoom(frame) }
    }

    @inline(__always)
    mutating func glide(_ scrollView: SimulatedScrollView, view: Int, before end: Int) throws -> Int {
        if view == 0 { return try scrollView.glideUnobserved(before: end, into: &sink.pointee) }
        var nowhere = DiscardingFrameSink()
        return try scrollView.glideUnobserved(before: end, into: &nowhere)
    }
}

/// One sink per view of the scene, in `sceneViews` order.
struct EachViewSink<Sink: FrameSink>: SceneSink {
    var sinks: [Sink]

    mutating func append(_ frame: Frame, view: Int) throws {
        try sinks[view].append(frame)
    }

    mutating func appendZoom(_ frame: ZoomFrame, view: Int) throws {
        try sinks[view].appendZoom(frame)
    }

    mutating func glide(_ scrollView: SimulatedScrollView, view: Int, before end: Int) throws -> Int {
        try scrollView.glideUnobserved(before: end, into: &sinks[view])
    }
}
