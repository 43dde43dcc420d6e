import Foundation
import ScrollPhysics
import Testing

@testable import ScrollSim

/// The photo viewer: a pager of three 375 × 667 pt pages at 3 px/pt, each a zooming scroll view
/// (`makePhotoPager`), resting on the middle page (pager x = 375). Which pan takes a touch follows
/// 26.1 `UIScrollViewPanGestureRecognizer -_shouldTryToBeginWithEvent:`; the pager's following of
/// an overscroll follows `-[UIScrollView _attemptToDragParent:forNewBounds:oldBounds:]`
/// (docs/physics.md "The photo viewer: a pager of zooming views (26.1)").
///
/// A zoomed photo is the middle page at scale 2: content 375·2 × 667·2 = 750 × 1334, allowed
/// offsets x in [0, 750 − 375] = [0, 375], y in [0, 1334 − 667] = [0, 667].
@Suite("The photo viewer: a pager of zooming views")
struct PhotoPagerTests {
    static let size = CGSize(width: 375, height: 667)

    /// The pager on page 1 of 3; the middle photo at `zoom`, at `offset` when given.
    static func viewer(zoom: CGFloat = 1, offset: CGPoint? = nil) -> (pager: SimulatedScrollView, pages: [SimulatedScrollView]) {
        let viewer = SimulatedScrollView.makePhotoPager(pageCount: 3, pageSize: size, initialPage: 1)
        let photo = viewer.pages[1]
        if zoom != 1 { photo.setZoomScale(zoom, animated: false) }
        if let offset { photo.setContentOffset(offset, animated: false) }
        return viewer
    }

    /// The finger from `start` (a point of the pager's visible area), moving by `step` every
    /// 1/60 s, `moves` times, lifted at the last.
    static func pan(from start: CGPoint, step: CGPoint, moves: Int = 6) -> [TimedGesture] {
        TimedGesture.touches(
            (0...moves).map { k in (Double(k) / 60, CGPoint(x: start.x + step.x * Double(k), y: start.y + step.y * Double(k))) })
    }

    /// The offset at the release: `scrollViewWillEndDragging`'s (the release frame already shows
    /// one frame of travel).
    static func lift(_ r: Recording) throws -> CGPoint {
        try #require(r.events.first { $0.name == .scrollViewWillEndDragging }).contentOffset
    }

    /// The callbacks' names in order, without `scrollViewDidScroll`.
    static func names(_ r: Recording) -> [DelegateEvent.Name] {
        r.events.map(\.name).filter { $0 != .scrollViewDidScroll }
    }

    @Test("the builder: a paging pager over 3 · 375 pt on page 1, three 375 × 667 pages side by side that zoom from 1 to 3")
    func builder() throws {
        let (pager, pages) = SimulatedScrollView.makePhotoPager(pageCount: 3, pageSize: Self.size, initialPage: 1)
        #expect(pager.isPagingEnabled && pager.contentSize == CGSize(width: 1125, height: 667))
        #expect(pager.contentOffset == CGPoint(x: 375, y: 0))
        #expect(pager.sceneViews.map(\.accessibilityIdentifier) == ["pager", "page 0", "page 1", "page 2"])
        #expect(pages.map(\.frame.minX) == [0, 375, 750])
        for page in pages {
            #expect(page.boundsSize == Self.size && page.contentSize == Self.size)
            #expect(page.minimumZoomScale == 1 && page.maximumZoomScale == 3 && page.zoomScale == 1)
            // Content = bounds: neither axis scrolls (26.1 `_canScrollX`: content + insets > bounds).
            #expect(!page.scrolls(.horizontal) && !page.scrolls(.vertical))
        }
        pages[1].setZoomScale(2, animated: false)
        // 26.1 `_adjustContentSizeForView:atScale:`: the content is the photo times the scale.
        #expect(pages[1].contentSize == CGSize(width: 750, height: 1334))
        #expect(pages[1].scrolls(.horizontal) && pages[1].scrolls(.vertical))
        #expect(try pager.sceneIndex(of: pages[2]) == 3)
    }

    @Test("a zoomed photo at its left edge, the finger moving right: the photo refuses the pan, the pager takes it and pages back to page 0")
    func leftEdgeRightwardsPagesBack() throws {
        let (pager, pages) = Self.viewer(zoom: 2, offset: CGPoint(x: 0, y: 300))
        // The finger from (100, 400), +10 pt a frame for six frames (600 pt/s). At the first move
        // (x 10 ≥ the 10 pt hysteresis, y 0) the photo would begin on x alone; it abuts its left
        // edge (x = 0, the minimum) and the finger moves towards it; the pager can scroll x and
        // transfersHorizontalScrollingToParent is on: it refuses, and the pager takes the touch.
        let run = try Simulation.run(scene: pager, script: Self.pan(from: CGPoint(x: 100, y: 400), step: CGPoint(x: 10, y: 0)))
        #expect(run.touchedViews.map { $0 === pager } == [true])
        let p = try run[pager]
        let photo = try run[pages[1]]
        // The pager: recognised at the first move (translation 10 − 10 = 0), then 50 pt more:
        // 375 − 50 = 325 at the lift (0.1 s, frame 6). Every sample is 10 pt / (1/60 s) = 600 pt/s,
        // −0.6 pt/ms of offset; the release 0.75 · −0.6 + 0.25 · −0.6 = −0.6 pt/ms, above
        // 0.3 pt/ms: the next page boundary leftwards, floor(325 / 375) = 0, offset 0.
        #expect(p.finalOffset == .zero)
        #expect(
            Self.names(p) == [
                .scrollViewWillBeginDragging, .scrollViewWillEndDragging, .scrollViewDidEndDragging, .scrollViewWillBeginDecelerating,
                .scrollViewDidEndDecelerating,
            ])
        let release = try #require(p.events.first { $0.name == .scrollViewWillEndDragging })
        #expect(release.contentOffset == CGPoint(x: 325, y: 0) && release.target == .zero)
        let v = try #require(release.velocity)
        #expect(abs(Double(v.x) + 0.6) < 1e-9 && v.y == 0)
        // The photo never moved and was sent nothing.
        #expect(photo.frames.allSatisfy { $0.contentOffset == CGPoint(x: 0, y: 300) })
        #expect(Self.names(photo).isEmpty)
    }

    @Test("a zoomed photo at its right edge, the finger moving left: the pager takes the pan and pages forward to page 2")
    func rightEdgeLeftwardsPagesForward() throws {
        let (pager, pages) = Self.viewer(zoom: 2, offset: CGPoint(x: 375, y: 300))
        // The mirror image: the photo abuts its right edge (x = 375, the maximum) and the finger
        // moves left; the pager reaches 375 + 50 = 425 at the lift, +0.6 pt/ms, and pages to
        // ceil(425 / 375) = 2: 750.
        let run = try Simulation.run(scene: pager, script: Self.pan(from: CGPoint(x: 300, y: 400), step: CGPoint(x: -10, y: 0)))
        #expect(run.touchedViews.map { $0 === pager } == [true])
        #expect(try Self.lift(run[pager]) == CGPoint(x: 425, y: 0))
        #expect(try run[pager].finalOffset == CGPoint(x: 750, y: 0))
        #expect(try run[pages[1]].frames.allSatisfy { $0.contentOffset == CGPoint(x: 375, y: 300) })
    }

    @Test("a zoomed photo at its left edge, the finger moving left: the photo scrolls its content away from the edge; the pager stays")
    func leftEdgeLeftwardsScrollsThePhoto() throws {
        let (pager, pages) = Self.viewer(zoom: 2, offset: CGPoint(x: 0, y: 300))
        // The finger moves away from the abutted edge, so the photo does not refuse: it takes the
        // pan, is at 0 + 50 = 50 at the lift and glides from +0.6 pt/ms: (0.6 − 0.01) · 0.998 /
        // 0.002 = 294.41 pt more, resting near 344.41, short of its right edge (375).
        let run = try Simulation.run(scene: pager, script: Self.pan(from: CGPoint(x: 300, y: 400), step: CGPoint(x: -10, y: 0)))
        #expect(run.touchedViews.map { $0 === pages[1] } == [true])
        let photo = try run[pages[1]]
        #expect(try Self.lift(photo) == CGPoint(x: 50, y: 300))
        #expect(abs(Double(photo.finalOffset.x) - 344.41) < 0.5)
        #expect(photo.finalOffset.y == 300)
        #expect(try run[pager].frames.allSatisfy { $0.contentOffset == CGPoint(x: 375, y: 0) })
        #expect(try run[pager].events.isEmpty)
    }

    @Test("a slow pan from the zoomed photo's middle scrolls the photo only, 50 pt, and nothing else moves")
    func middleSlowPanScrollsThePhotoOnly() throws {
        let (pager, pages) = Self.viewer(zoom: 2, offset: CGPoint(x: 180, y: 300))
        // +3 pt a frame for 20 frames (180 pt/s). At the fourth move (x 12 ≥ 10) the photo would
        // begin on x; it is at 180, inside [0, 375], so it abuts no edge and takes the pan:
        // translation 12 − 10 = 2, and at the lift 60 − 10 = 50: x = 180 − 50 = 130. Each sample
        // is 0.18 pt/ms, 0.18² = 0.0324 < 0.0625: no deceleration, it rests at 130.
        let run = try Simulation.run(scene: pager, script: Self.pan(from: CGPoint(x: 100, y: 400), step: CGPoint(x: 3, y: 0), moves: 20))
        #expect(run.touchedViews.map { $0 === pages[1] } == [true])
        let photo = try run[pages[1]]
        #expect(photo.finalOffset == CGPoint(x: 130, y: 300))
        // `releaseZeroed` is ScrollSim's note that the slow release was zeroed (below 250 pt/s).
        #expect(
            Self.names(photo) == [.scrollViewWillBeginDragging, .releaseZeroed, .scrollViewWillEndDragging, .scrollViewDidEndDragging])
        for view in [pager] + [pages[0], pages[2]] {
            #expect(try run[view].frames.allSatisfy { $0.contentOffset == view.contentOffset })
            #expect(try run[view].events.isEmpty)
        }
        #expect(pager.contentOffset == CGPoint(x: 375, y: 0))
    }

    @Test(
        "the paging flick from the zoomed photo's middle: the photo keeps the pan, glides into its left edge and bounces; the pager follows the overscroll and comes back to page 1"
    )
    func middleFlickNeverPages() throws {
        let (pager, pages) = Self.viewer(zoom: 2, offset: CGPoint(x: 180, y: 300))
        // The flick that paged the pager from the edge: at the first move the photo is at 180,
        // abutting nothing, and takes the pan (no hand-off during a gesture). 180 − 50 = 130 at the
        // lift, −0.6 pt/ms: a glide of 294.41 pt would pass 0, so it reaches its left edge and
        // bounces back to 0. The pager pages (`_attemptToDragParent:…`): it follows the
        // overscroll, 375 + (photo x below 0), and is back at 375 when the photo re-enters.
        let run = try Simulation.run(scene: pager, script: Self.pan(from: CGPoint(x: 100, y: 400), step: CGPoint(x: 10, y: 0)))
        #expect(run.touchedViews.map { $0 === pages[1] } == [true])
        let photo = try run[pages[1]]
        let p = try run[pager]
        #expect(try Self.lift(photo) == CGPoint(x: 130, y: 300))
        #expect(photo.frames.contains { $0.contentOffset.x < 0 })
        #expect(photo.finalOffset == CGPoint(x: 0, y: 300))
        // Frame by frame, the pager is off its page by the photo's overscroll, put on the 1/3-pt
        // grid (the photo's bounce frames are not on it): within half a pixel.
        for (f, g) in zip(p.frames, photo.frames) {
            let expected = 375 + Swift.min(Double(g.contentOffset.x), 0)
            #expect(abs(Double(f.contentOffset.x) - expected) <= 1.0 / 6 + 1e-9, "frame \(f.index)")
        }
        #expect(p.frames.contains { $0.contentOffset.x < 375 })
        #expect(p.finalOffset == CGPoint(x: 375, y: 0))
        // The pager gets scrollViewDidScroll only: no drag, deceleration or paging callback.
        #expect(Self.names(p).isEmpty)
    }

    @Test("an unzoomed photo cannot scroll either way: every pan goes to the pager, which pages")
    func unzoomedPhotoPagesThePager() throws {
        let (pager, pages) = Self.viewer()
        // 375 + 50 = 425 at the lift, +0.6 pt/ms: page 2, 750.
        let run = try Simulation.run(scene: pager, script: Self.pan(from: CGPoint(x: 300, y: 400), step: CGPoint(x: -10, y: 0)))
        #expect(run.touchedViews.map { $0 === pager } == [true])
        #expect(try run[pager].finalOffset == CGPoint(x: 750, y: 0))
        #expect(try run[pages[1]].frames.allSatisfy { $0.contentOffset == .zero })
        // A vertical pan on it: neither the photo nor the pager scrolls y; nobody takes it.
        let (pager2, _) = Self.viewer()
        let still = try Simulation.run(scene: pager2, script: Self.pan(from: CGPoint(x: 200, y: 400), step: CGPoint(x: 0, y: -10)))
        #expect(still.touchOwners == [nil])
        #expect(try still[pager2].frames.allSatisfy { $0.contentOffset == CGPoint(x: 375, y: 0) })
    }

    @Test("a pinch on the middle page zooms that page only, in UIKit's callback order; the pager and the other pages stay")
    func pinchZoomsOnePage() throws {
        let (pager, pages) = Self.viewer()
        let index = try pager.sceneIndex(of: pages[1])
        #expect(index == 2)
        let pinch = TimedGesture.pinch(at: 0, center: CGPoint(x: 187.5, y: 333.5), scales: [1.5, 2]).map { g -> TimedGesture in
            var g = g
            g.viewIndex = index
            return g
        }
        let run = try Simulation.run(scene: pager, script: pinch)
        // Anchor (0 + 187.5, 0 + 333.5) / 1. At 1.5: offset 187.5 · 1.5 − 187.5 = 93.75,
        // 333.5 · 1.5 − 333.5 = 166.75; at 2: (187.5, 333.5), content 750 × 1334. The release puts
        // the offset on the 1/3-pt grid: 187 + round(0.5 · 3)/3 = 187.667, 333 + 2/3 = 333.667.
        #expect(pages[1].zoomScale == 2 && pages[1].contentSize == CGSize(width: 750, height: 1334))
        let photo = try run[pages[1]]
        #expect(abs(Double(photo.finalOffset.x) - (187 + 2.0 / 3)) < 1e-9)
        #expect(abs(Double(photo.finalOffset.y) - (333 + 2.0 / 3)) < 1e-9)
        #expect(
            photo.events.map(\.name) == [
                .scrollViewWillBeginZooming, .scrollViewDidScroll, .scrollViewDidZoom, .scrollViewDidScroll, .scrollViewDidZoom,
                .scrollViewDidScroll, .scrollViewDidEndZooming,
            ])
        for page in [pages[0], pages[2]] {
            #expect(page.zoomScale == 1 && page.contentSize == Self.size)
            #expect(try run[page].events.isEmpty)
        }
        #expect(try run[pager].frames.allSatisfy { $0.contentOffset == CGPoint(x: 375, y: 0) })
        #expect(try run[pager].events.isEmpty)
    }

    @Test("a pinch that zooms a dragged photo past its left edge does not move the pager: a zooming view puts its superview back")
    func zoomingPhotoDoesNotDragThePager() throws {
        let (pager, pages) = Self.viewer(zoom: 2, offset: CGPoint(x: 0, y: 300))
        let index = try pager.sceneIndex(of: pages[1])
        // The finger takes the photo (moving left, away from its left edge): 20 pt over two
        // moves, so the photo is dragging at x 10 and the finger stays down. Then a pinch centred at
        // (187.5, 333.5): anchor x (10 + 187.5) / 2 = 98.75; at spread 0.6 the scale is 2 · 0.6 =
        // 1.2 and x = 98.75 · 1.2 − 187.5 = −69, past the photo's left edge while it drags. 26.1
        // `_attemptToDragParent:…` skips the follow while a pinch zooms (flag 0x40000000):
        // the pager stays on page 1.
        var script = [
            TimedGesture(.touchDown(CGPoint(x: 300, y: 400)), at: 0),
            TimedGesture(.touchMove(CGPoint(x: 290, y: 400)), at: 1.0 / 60),
            TimedGesture(.touchMove(CGPoint(x: 280, y: 400)), at: 2.0 / 60),
        ]
        script += TimedGesture.pinch(at: 0.1, center: CGPoint(x: 187.5, y: 333.5), scales: [0.6]).map { g -> TimedGesture in
            var g = g
            g.viewIndex = index
            return g
        }
        let run = try Simulation.run(scene: pager, script: script, until: 0.3)
        let photo = try run[pages[1]]
        #expect(photo.frames[2].contentOffset == CGPoint(x: 10, y: 300))
        #expect(photo.frames.contains { abs(Double($0.contentOffset.x) + 69) < 1e-9 })
        #expect(pages[1].isDragging)
        #expect(try run[pager].frames.allSatisfy { $0.contentOffset == CGPoint(x: 375, y: 0) })
    }
}
