import Foundation

/// The zoom of a frame, kept beside the frames of a view that zooms: the scale on screen and the
/// model's content size and largest allowed offset, which the zoom sets.
public struct ZoomFrame: Hashable, Sendable, Codable {
    /// The frame's index (the `Frame.index` it goes with).
    public var index: Int
    /// The zoom scale on screen in that frame (unitless): the model `zoomScale`, or the scale an
    /// animated zoom shows on its way (`SimulatedScrollView.shownZoomScale`).
    public var zoomScale: Double
    /// The model's content size in that frame, in points: the zoomed view's size times the model
    /// `zoomScale` (an animated zoom's end at once, as the frame's offset is the model's).
    public var contentSize: CGSize
    /// The largest allowed offset in that frame, in points per axis
    /// (`SimulatedScrollView.maximumOffset`, from `contentSize`): what the frame's overshoot is
    /// measured against.
    public var maximumOffset: CGPoint

    /// A frame's zoom: its scale on screen (unitless), the model's content size (points) and the
    /// largest allowed offset (points).
    public init(index: Int, zoomScale: Double, contentSize: CGSize, maximumOffset: CGPoint) {
        self.index = index
        self.zoomScale = zoomScale
        self.contentSize = contentSize
        self.maximumOffset = maximumOffset
    }

    /// Hashes every field, coordinates as `CGFloat`s (CoreGraphics' own `Hashable` is iOS 18 /
    /// macOS 15 only).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(index)
        hasher.combine(zoomScale)
        hasher.combine(size: contentSize)
        hasher.combine(point: maximumOffset)
    }
}
