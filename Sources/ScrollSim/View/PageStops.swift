import Foundation

/// The offsets a snapping delegate promises to rest on, along one axis: a paging delegate's page
/// grid, for drawing a run's pages where the view itself does not page.
public struct PageStops: Hashable, Sendable {
    /// The axis the offsets lie on.
    public var axis: ScrollAxis
    /// The offsets, in points of content offset along `axis`, in the delegate's order.
    public var offsets: [Double]

    /// Stops on `axis` at `offsets` (points).
    public init(axis: ScrollAxis, offsets: [Double]) {
        self.axis = axis
        self.offsets = offsets
    }
}
