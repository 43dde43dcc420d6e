import Foundation

/// A compositional layout laid out in one collection view size (`CompositionalLayout.solve`).
public struct CompositionalLayoutSolution: Equatable, Sendable {
    /// One section, laid out.
    public struct Section: Equatable, Sendable {
        /// The section's frame in the collection view's content, in points; for an orthogonal
        /// section, the frame of its scroll view.
        public var frame: CGRect
        /// The items' frames, in order, in points: in the collection view's content for a `.none`
        /// section, in the section scroll view's content for an orthogonal one.
        public var itemFrames: [CGRect]
        /// What an orthogonal section's scroll view is configured with; nil for `.none`.
        public var orthogonal: OrthogonalSectionDescriptor?
    }

    /// The collection view's content size, in points.
    public var contentSize: CGSize
    /// The sections, in order.
    public var sections: [Section]
}
