import Foundation

/// Every frame and delegate event of a run, with the view they were drawn over (`geometry`).
///
/// What is made from them lives in extensions, one job each: queries of the frames and events
/// (Recording+Queries.swift), the rest and the overshoot measured on them (Recording+Rest.swift,
/// Recording+Overshoot.swift), feel notes, SwiftUI's reports, and the checks that throw
/// (Recording+Assertions.swift).
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
    /// The view as the run started, which its frames are drawn over and measured against: the
    /// allowed offsets, the sizes, the inset, the items and the pages.
    public var geometry: Geometry

    /// Creates an empty recording for a run at `frameRate` over `geometry`.
    public init(frameRate: Int, geometry: Geometry) {
        self.frameRate = frameRate
        self.geometry = geometry
    }

    /// Creates an empty recording for a run at `frameRate` with the given allowed offsets
    /// (points), and nothing else known of its view.
    public init(frameRate: Int, minimumOffset: CGPoint = .zero, maximumOffset: CGPoint = .zero) {
        self.init(frameRate: frameRate, geometry: Geometry(minimumOffset: minimumOffset, maximumOffset: maximumOffset))
    }

    /// Creates an empty recording for a run of `view` from now: its frame rate and its geometry
    /// as it is now (`Geometry(of:)`).
    public init(startingAt view: SimulatedScrollView) {
        self.init(frameRate: view.settings.frameRate, geometry: Geometry(of: view))
    }

    /// Appends a frame.
    public mutating func append(_ frame: Frame) { frames.append(frame) }

    /// Appends a frame's zoom scale.
    public mutating func appendZoom(_ frame: ZoomFrame) { zoomFrames.append(frame) }

    /// Hashes every stored field (the geometry's coordinates as `CGFloat`s: CoreGraphics' own
    /// `Hashable` is iOS 18 / macOS 15 only); equality is the synthesized field-by-field one.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(frameRate)
        hasher.combine(frames)
        hasher.combine(events)
        hasher.combine(zoomFrames)
        hasher.combine(geometry)
    }
}
