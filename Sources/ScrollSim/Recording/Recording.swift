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
        hasher.combine(rects: itemFrames)
        hasher.combine(paging)
        hasher.combine(pageStops)
    }

    /// The offset of the last frame, in points (`.zero` if there is none).
    public var finalOffset: CGPoint { frames.last?.contentOffset ?? .zero }

    /// The first frame of the final rest: the frame after the last one that moved or was dragged.
    public var restFrame: Frame? {
        guard let lastMoving = frames.lastIndex(where: { $0.phase != .idle }) else { return frames.first }
        return lastMoving + 1 < frames.count ? frames[lastMoving + 1] : nil
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

    /// How far the content went past `edge` at most, in points (0 if never).
    public func maximumOvershoot(past edge: ContentEdge) -> Double {
        var worst = 0.0
        for frame in frames {
            worst = Swift.max(worst, overshoot(of: frame.contentOffset, past: edge))
        }
        return worst
    }

    /// How far `offset` lies past the nearest edge it is beyond, in points (0 when inside): the
    /// measure `maximumOvershoot` takes over every frame, for a caller that does not keep them.
    public func overshoot(of offset: CGPoint) -> Double {
        ContentEdge.allCases.reduce(0) { Swift.max($0, overshoot(of: offset, past: $1)) }
    }

    /// The greatest overshoot past any edge, in points.
    public var maximumOvershoot: Double {
        ContentEdge.allCases.map(maximumOvershoot(past:)).max() ?? 0
    }

    func overshoot(of offset: CGPoint, past edge: ContentEdge) -> Double {
        switch edge {
        case .top: return Double(minimumOffset.y - offset.y)
        case .left: return Double(minimumOffset.x - offset.x)
        case .bottom: return Double(offset.y - maximumOffset.y)
        case .right: return Double(offset.x - maximumOffset.x)
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
