/// The zoom scale a frame shows, kept beside the frames of a view that zooms.
public struct ZoomFrame: Hashable, Sendable, Codable {
    /// The frame's index (the `Frame.index` it goes with).
    public var index: Int
    /// The zoom scale on screen in that frame (unitless): the model `zoomScale`, or the scale an
    /// animated zoom shows on its way (`SimulatedScrollView.shownZoomScale`).
    public var zoomScale: Double

    /// A frame's zoom scale.
    public init(index: Int, zoomScale: Double) {
        self.index = index
        self.zoomScale = zoomScale
    }
}
