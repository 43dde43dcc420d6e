import Foundation

extension Recording {
    /// The view a run's frames are drawn over and measured against, as it was when the run
    /// started: its allowed offsets (the edges), bounds and content sizes, adjusted content inset,
    /// items, pages and a snapping delegate's stops. Plots and the feel page draw it behind the
    /// frames; overshoot and SwiftUI's geometry read it. One per recording, not per frame.
    public struct Geometry: Hashable, Sendable {
        /// The allowed offsets, in points: minimum and maximum per axis.
        public var allowedOffsets: (minimum: CGPoint, maximum: CGPoint) {
            get { (minimumOffset, maximumOffset) }
            set { (minimumOffset, maximumOffset) = newValue }
        }
        private var minimumOffset: CGPoint
        private var maximumOffset: CGPoint
        /// The view's bounds size, in points; zero when the geometry was not read from a view.
        public var boundsSize: CGSize = .zero
        /// The view's content size, in points; zero when the geometry was not read from a view.
        public var contentSize: CGSize = .zero
        /// The view's adjusted content inset, in points; zero when the geometry was not read from
        /// a view.
        public var contentInset = UIEdgeInsets.zero
        /// The frames of the view's items (a collection view's, in (section, item) order), in
        /// content coordinates, in points; empty without items. Drawn as cells.
        public var itemFrames: [CGRect] = []
        /// Where a paging view's pages lay (`isPagingEnabled`); nil for a view that did not page.
        /// Drawn as page lines.
        public var paging: Paging?
        /// The offsets the view's snapping delegate promises to rest on, when the code that made
        /// the view knows them (a scenario's strategy); nil otherwise. Drawn as page lines where
        /// the view does not page itself.
        public var pageStops: PageStops?

        /// A geometry of allowed offsets alone (points), for a recording not made from a view.
        public init(minimumOffset: CGPoint = .zero, maximumOffset: CGPoint = .zero) {
            self.minimumOffset = minimumOffset
            self.maximumOffset = maximumOffset
        }

        /// The geometry of `view` as it is now: its allowed offsets (points, per axis), its bounds
        /// and content sizes, its adjusted content inset, whether it pages and its items' frames.
        public init(of view: SimulatedScrollView) {
            self.init(
                minimumOffset: CGPoint(x: view.minimumOffset(.horizontal), y: view.minimumOffset(.vertical)),
                maximumOffset: CGPoint(x: view.maximumOffset(.horizontal), y: view.maximumOffset(.vertical)))
            boundsSize = view.boundsSize
            contentSize = view.contentSize
            contentInset = view.adjustedContentInset
            if view.isPagingEnabled {
                // The grid the view's releases settle on (`pageGrid`), one definition of a page's stride.
                paging = Paging(
                    origin: view.pagingOrigin, stride: CGSize(width: view.pageGrid(.horizontal).stride, height: view.pageGrid(.vertical).stride))
            }
            itemFrames = (view as? SimulatedCollectionView)?.collectionViewLayout.frames ?? []
        }

        /// Hashes every stored field, coordinates as `CGFloat`s (CoreGraphics' own `Hashable` is
        /// iOS 18 / macOS 15 only); equality is the synthesized field-by-field one.
        public func hash(into hasher: inout Hasher) {
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
    }
}
