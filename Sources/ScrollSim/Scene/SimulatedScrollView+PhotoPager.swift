import Foundation

/// A photo viewer as a scene: a horizontal paging scroll view whose pages are zooming scroll views
/// (docs/physics.md "The photo viewer: a pager of zooming views (26.1)").
extension SimulatedScrollView {
    /// A photo viewer of `pageCount` pages of `pageSize` (points), for
    /// `Simulation.run(scene:script:until:)`: a paging scroll view of `pageSize` bounds over content
    /// `pageCount · width × height`, resting on page `initialPage` (offset `initialPage · width`),
    /// holding one zooming scroll view per page, page `k` at frame `(k · width, 0, width, height)`.
    ///
    /// Each page's bounds and content are `pageSize`: at zoom scale 1 it cannot scroll, so every pan
    /// on it goes to the pager. Its photo is `zoomingContentSize = pageSize` (a delegate's
    /// `viewForZooming(in:)` may stand in for it) between `minimumZoomScale` and
    /// `maximumZoomScale`, so a pinch or `setZoomScale(_:animated:)` zooms it and its content size
    /// becomes `pageSize` times the scale (26.1 `_adjustContentSizeForView:atScale:`). The pager is
    /// named `"pager"` and page `k` `"page k"` (`accessibilityIdentifier`); in `sceneViews` the
    /// pager is 0 and page `k` is `k + 1`, the `viewIndex` of a gesture for it (a pinch).
    ///
    /// - Parameters:
    ///   - pageCount: How many pages, at least 1.
    ///   - pageSize: The size of the pager and of each page, in points.
    ///   - minimumZoomScale: Each page's smallest zoom scale (unitless; default 1).
    ///   - maximumZoomScale: Each page's largest zoom scale (unitless; default 3).
    ///   - initialPage: The page the pager rests on (0 ..< pageCount; default 0).
    ///   - displayScale: Pixels per point of every view (default 3).
    ///   - settings: The frame clock and other run settings, shared by every view.
    /// - Precondition: `pageCount ≥ 1`, `initialPage` in `0 ..< pageCount`, `pageSize` finite and
    ///   positive, `0 < minimumZoomScale ≤ maximumZoomScale`, both finite.
    public static func makePhotoPager(
        pageCount: Int, pageSize: CGSize, minimumZoomScale: CGFloat = 1, maximumZoomScale: CGFloat = 3, initialPage: Int = 0,
        displayScale: CGFloat = 3, settings: SimulationSettings = SimulationSettings()
    ) -> (pager: SimulatedScrollView, pages: [SimulatedScrollView]) {
        precondition(pageCount >= 1, "a photo pager has at least one page")
        precondition((0..<pageCount).contains(initialPage), "the initial page is one of the pages")
        precondition(
            minimumZoomScale.isFinite && maximumZoomScale.isFinite && minimumZoomScale > 0 && minimumZoomScale <= maximumZoomScale,
            "the zoom scales are finite, positive, the minimum at most the maximum")
        let width = Double(pageSize.width)
        let pager = SimulatedScrollView(
            bounds: pageSize, contentSize: CGSize(width: width * Double(pageCount), height: Double(pageSize.height)),
            contentOffset: CGPoint(x: width * Double(initialPage), y: 0), displayScale: displayScale, settings: settings)
        pager.isPagingEnabled = true
        pager.accessibilityIdentifier = "pager"
        var pages: [SimulatedScrollView] = []
        pages.reserveCapacity(pageCount)
        for k in 0..<pageCount {
            let page = SimulatedScrollView(bounds: pageSize, contentSize: pageSize, displayScale: displayScale, settings: settings)
            page.zoomingContentSize = pageSize
            page.minimumZoomScale = minimumZoomScale
            page.maximumZoomScale = maximumZoomScale
            page.accessibilityIdentifier = "page \(k)"
            pager.addSubview(page, frame: CGRect(origin: CGPoint(x: width * Double(k), y: 0), size: pageSize))
            pages.append(page)
        }
        return (pager, pages)
    }
}
