import Foundation

extension Recording {
    /// Creates an empty recording for a run of `view` from now: its frame rate, its allowed
    /// offsets (points, per axis), its bounds and content sizes, its adjusted content inset,
    /// whether it pages and its items' frames as they are now.
    public init(startingAt view: SimulatedScrollView) {
        self.init(
            frameRate: view.settings.frameRate,
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
}
