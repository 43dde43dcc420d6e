import Foundation

/// Every frame and delegate event of a run, with queries for tests.
public struct Recording: Hashable, Sendable, FrameSink {
    /// Frames per second of the run.
    public var frameRate: Int
    /// The frames, one per display frame, in order.
    public var frames: [Frame] = []
    /// The delegate callbacks and engine notices, in order.
    public var events: [DelegateEvent] = []
    /// The zoom scale each displayed frame shows, from the view's first zoom on (a pinch,
    /// `setZoomScale`, `zoom(to:)`); empty for a view that never zoomed, so that other runs'
    /// recordings are unchanged. `zoomFrames[i].index` names the frame.
    public var zoomFrames: [ZoomFrame] = []
    /// The allowed offsets when the run started, in points: minimum and maximum per axis.
    public var allowedOffsets: (minimum: CGPoint, maximum: CGPoint) {
        get { (minimumOffset, maximumOffset) }
        set { (minimumOffset, maximumOffset) = newValue }
    }
    private var minimumOffset: CGPoint
    private var maximumOffset: CGPoint
    /// The view's bounds size when the run started, in points; zero when the recording was not
    /// made from a view.
    public var boundsSize: CGSize = .zero
    /// The view's content size when the run started, in points; zero when the recording was not
    /// made from a view.
    public var contentSize: CGSize = .zero
    /// The view's adjusted content inset when the run started, in points; zero when the recording
    /// was not made from a view.
    public var contentInset = UIEdgeInsets.zero
    /// The frames of the view's items when the run started (a collection view's, in (section, item)
    /// order), in content coordinates, in points; empty without items. For drawing the run.
    public var itemFrames: [CGRect] = []
    /// Where a paging view's pages lay when the run started (`isPagingEnabled`); nil for a view
    /// that did not page. For drawing the run.
    public var paging: Paging?
    /// The offsets the view's snapping delegate promises to rest on, when the code that made the
    /// view knows them (a scenario's strategy); nil otherwise. For drawing the run's pages.
    public var pageStops: PageStops?

    /// Creates an empty recording for a run at `frameRate` with the given allowed offsets.
    public init(frameRate: Int, minimumOffset: CGPoint = .zero, maximumOffset: CGPoint = .zero) {
        self.frameRate = frameRate
        self.minimumOffset = minimumOffset
        self.maximumOffset = maximumOffset
    }

    /// Appends a frame.
    public mutating func append(_ frame: Frame) { frames.append(frame) }

    /// Appends a frame's zoom scale.
    public mutating func appendZoom(_ frame: ZoomFrame) { zoomFrames.append(frame) }

    /// The zoom scale shown in the last frame: the last of `zoomFrames`, 1 when the view never
    /// zoomed.
    public var finalZoomScale: Double { zoomFrames.last?.zoomScale ?? 1 }

    /// Hashes every stored field, coordinates as `CGFloat`s (CoreGraphics' own `Hashable` is iOS 18
    /// / macOS 15 only); equality is the synthesized field-by-field one.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(frameRate)
        hasher.combine(frames)
        hasher.combine(events)
        hasher.combine(zoomFrames)
        hasher.combine(point: minimumOffset)
        hasher.combine(point: maximumOffset)
        hasher.combine(size: boundsSize)
        hasher.combine(size: contentSize)
        hasher.combine(contentInset.top)
        hasher.combine(contentInset.left)
        hasher.combine(contentInset.bottom)
        hasher.combine(contentInset.right)
        hasher.combine(rects: itemFrames)
        hasher.combine(paging)
        hasher.combine(pageStops)
    }

    /// The offset of the last frame, in points (`.zero` if there is none).
    public var finalOffset: CGPoint { frames.last?.contentOffset ?? .zero }

    /// The first frame of the final rest: the frame after the last one that moved or was dragged,
    /// and for a view that has zoomed no earlier than the last frame a zoom changed (its scale
    /// shown, or its offset while idle: a pinch and a zoom animation leave the phase idle).
    public var restFrame: Frame? {
        let rest: Int
        if let lastMoving = frames.lastIndex(where: { $0.phase != .idle }) {
            guard lastMoving + 1 < frames.count else { return nil }
            rest = lastMoving + 1
        } else {
            rest = 0
        }
        guard !zoomFrames.isEmpty else { return frames.isEmpty ? nil : frames[rest] }
        return frames[Swift.max(rest, lastZoomChange() ?? 0)]
    }

    /// The position in `frames` of the last frame whose zoom changed: its scale shown differs from
    /// the frame before's (1 before the first zoom), or, idle, its offset does (a pinch's move).
    func lastZoomChange() -> Int? {
        var last: Int?
        var scale = 1.0
        var next = 0
        for (k, frame) in frames.enumerated() {
            while next < zoomFrames.count, zoomFrames[next].index < frame.index { next += 1 }
            guard next < zoomFrames.count, zoomFrames[next].index == frame.index else { continue }
            let moved = k > 0 && frame.phase == .idle && frame.contentOffset != frames[k - 1].contentOffset
            if zoomFrames[next].zoomScale != scale || moved { last = k }
            scale = zoomFrames[next].zoomScale
        }
        return last
    }

    /// The time the view came to rest for good, in seconds; `nil` if it was still moving at the end.
    public var restTime: Double? { restFrame?.time }

    /// The one meaning of "rests before `time`" (seconds), used by `assertRest(before:)` and the
    /// scenario expectation `restBefore`: the view came to rest for good at or before `time`,
    /// allowing `Simulation.timeTolerance` (1 µs) for decimal times, as gestures' times are read (a
    /// rest at frame 38 of 60 Hz, 0.6333… s, rests before 0.633333). A run still moving at its last
    /// frame does not rest before any time.
    public func restsBefore(_ time: Double) -> Bool {
        guard let rest = restTime else { return false }
        return rest <= time + Simulation.timeTolerance
    }

    /// How far the content went past `edge` at most, in points (0 if never), each frame measured
    /// against its own largest allowed offset (`maximumOffset(of:)`: a zoomed frame's content size).
    public func maximumOvershoot(past edge: ContentEdge) -> Double {
        var worst = 0.0
        guard !zoomFrames.isEmpty else {
            for frame in frames {
                worst = Swift.max(worst, overshoot(of: frame.contentOffset, past: edge))
            }
            return worst
        }
        forEachFrameWithLimits { frame, maximum in
            worst = Swift.max(worst, overshoot(of: frame.contentOffset, past: edge, maximum: maximum))
        }
        return worst
    }

    /// Calls `body` with every frame, in order, and the largest allowed offset in it (points): the
    /// zoomed content's (`ZoomFrame.maximumOffset`) from the view's first zoom on, else the
    /// run's start's.
    func forEachFrameWithLimits(_ body: (Frame, CGPoint) throws -> Void) rethrows {
        var next = 0
        var maximum = maximumOffset
        for frame in frames {
            // Zoom frames are in frame order, each with the frame it goes with.
            while next < zoomFrames.count, zoomFrames[next].index <= frame.index {
                if zoomFrames[next].index == frame.index { maximum = zoomFrames[next].maximumOffset }
                next += 1
            }
            try body(frame, maximum)
        }
    }

    /// How far `offset` lies past the nearest edge it is beyond, in points (0 when inside): the
    /// measure `maximumOvershoot` takes over every frame, for a caller that does not keep them.
    public func overshoot(of offset: CGPoint) -> Double {
        ContentEdge.allCases.reduce(0) { Swift.max($0, overshoot(of: offset, past: $1)) }
    }

    /// `overshoot(of:)` of a frame whose zoom is `zoom` (points): measured against the zoomed
    /// content's largest allowed offset; nil, the run's start's.
    public func overshoot(of offset: CGPoint, zoom: ZoomFrame?) -> Double {
        guard let zoom else { return overshoot(of: offset) }
        return ContentEdge.allCases.reduce(0) { Swift.max($0, overshoot(of: offset, past: $1, maximum: zoom.maximumOffset)) }
    }

    /// The greatest overshoot past any edge, in points.
    public var maximumOvershoot: Double {
        ContentEdge.allCases.map(maximumOvershoot(past:)).max() ?? 0
    }

    func overshoot(of offset: CGPoint, past edge: ContentEdge) -> Double {
        overshoot(of: offset, past: edge, maximum: maximumOffset)
    }

    /// How far `offset` lies past `edge`, the largest allowed offset being `maximum` (points).
    func overshoot(of offset: CGPoint, past edge: ContentEdge, maximum: CGPoint) -> Double {
        switch edge {
        case .top: return Double(minimumOffset.y - offset.y)
        case .left: return Double(minimumOffset.x - offset.x)
        case .bottom: return Double(offset.y - maximum.y)
        case .right: return Double(offset.x - maximum.x)
        }
    }

    /// The frames whose time lies in `range` (seconds).
    public func frames(in range: ClosedRange<Double>) -> [Frame] {
        frames.filter { range.contains($0.time) }
    }

    /// The first frame for which `predicate` holds.
    public func firstFrame(where predicate: (Frame) -> Bool) -> Frame? {
        frames.first(where: predicate)
    }

    /// The frame displayed at `time` seconds: the last one whose time is ≤ `time` +
    /// `Simulation.timeTolerance` (1 µs, as gestures' times are read).
    public func frame(at time: Double) -> Frame? {
        frames.last(where: { $0.time <= time + Simulation.timeTolerance })
    }

    /// The names of the delegate callbacks and engine notices in order, with runs of
    /// `scrollViewDidScroll` merged into one entry when `mergingScrolls` is true.
    public func callbackNames(mergingScrolls: Bool = true) -> [DelegateEvent.Name] {
        var names: [DelegateEvent.Name] = []
        for event in events {
            if mergingScrolls, event.name == .scrollViewDidScroll, names.last == .scrollViewDidScroll { continue }
            names.append(event.name)
        }
        return names
    }
}
