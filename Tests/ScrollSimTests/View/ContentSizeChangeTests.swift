import Foundation
import ScrollPhysics
import ScrollSimTestSupport
import Testing

@testable import ScrollSim

/// Content that changes size under the finger, during a glide and at rest (26.1 `setContentSize:`,
/// `_adjustContentOffsetIfNecessary`; docs/physics.md "Content that changes size"), on a 375 × 300
/// pt horizontal view at 60 Hz and display scale 3.
///
/// The fling used throughout: a 50 pt drag from 1000 released at exactly 4 pt/ms. Per frame of
/// t = 16.667 ms, F = 0.998ᵗ by the Taylor series (x = t · ln 0.998 = −0.0333667, F = 1 + x + x²/2
/// = 0.967190) and Δ = v · 0.998 · (1 − F)/0.002 = 499 · (v − v · F), so the distance telescopes to
/// 499 · (4 − v_N), where v_N = 4 · F^N is the first velocity under 0.01 (the stop rule v² < 1e-4):
/// v_N ∈ [0.00967, 0.01), a glide of 1991.01 to 1991.17 pt past the release offset.
@MainActor
@Suite("Content that changes size: setContentSize and item counts during a drag, a glide and at rest")
struct ContentSizeChangeTests {
    static let fling = TimedGesture.drag(at: 0, distance: 50, releaseVelocity: .pointsPerMillisecond(4), frameRate: 60)

    static func feed(width: Double) -> SimulatedScrollView {
        horizontalScrollView(contentWidth: width, offset: 1000, settings: SimulationSettings(recordsDelegateEvents: true))
    }

    @Test("a 3000 pt feed extended to 6000 pt during a fling glides on to the unbounded glide's rest: release + 499 · (4 − v_N)")
    func feedGrowsAheadOfAGlide() throws {
        // Alone, 3000 pt of content (maximum 2625) stops the 1991 pt glide: it bounces back to 2625.
        let short = try Simulation.run(Self.feed(width: 3000), script: Self.fling)
        #expect(short.finalOffset.x == 2625)
        // Extended at 0.4 s, when the glide is near 1050 + 499 · 4 · (1 − F¹⁷) ≈ 1914, short of 2625:
        // the new maximum, 5625, lies beyond the glide's rest, which it reaches without a bounce.
        let script = Self.fling + [TimedGesture(.setContentSize(CGSize(width: 6000, height: 300)), at: 0.4)]
        let grown = try Simulation.run(Self.feed(width: 3000), script: script)
        let release = try #require(grown.events.first { $0.name == .scrollViewWillEndDragging })
        let travelled = Double(grown.finalOffset.x - release.contentOffset.x)
        // 1991.01 … 1991.17, then on the 1/3 pt grid: within 0.08 + 1/6 of 1991.09.
        #expect(abs(travelled - 1991.09) <= 0.08 + 1.0 / 6, "travelled \(travelled)")
        // The same frames as a feed that was long from the start.
        let long = try Simulation.run(Self.feed(width: 100_000), script: Self.fling)
        #expect(grown.frames.map(\.contentOffset) == long.frames.map(\.contentOffset))
        #expect(grown.frames.allSatisfy { $0.phase != .bouncing })
        #expect(grown.events.filter { $0.name == .scrollViewDidEndDecelerating }.count == 1)
    }

    @Test("a list that shrinks behind a glide: the glide's next frame is the bounce from its own offset, and it rests on the new end")
    func listShrinksUnderAGlide() throws {
        // Cut to 2000 pt (maximum 1625) at 0.4 s (frame 24), when the glide is near 1914, past it.
        let change = 24
        let script = Self.fling + [TimedGesture(.setContentSize(CGSize(width: 2000, height: 300)), at: 0.4)]
        let recording = try Simulation.run(Self.feed(width: 100_000), script: script)
        let before = recording.frames[change - 1]
        let after = recording.frames[change]
        let edge = 1625.0
        #expect(Double(before.contentOffset.x) > edge)
        // No clamp at the call: the frame is the bounce step from the glide's offset y and velocity v
        // (§4): edge + b · y + (1 − F) · b · 499 · v, b = 0.99ᵗ by the Taylor series = 0.846528.
        let (b, f) = (0.846528, 0.967190)
        let y = Double(before.contentOffset.x) - edge
        let v = Double(before.velocityPointsPerSecond.x) / 1000
        let expected = edge + b * y + (1 - f) * b * 499 * v
        #expect(abs(Double(after.contentOffset.x) - expected) <= 0.01 + 1.0 / 6, "frame \(change): \(after.contentOffset.x), expected \(expected)")
        #expect(recording.finalOffset.x == 1625)
        #expect(recording.events.filter { $0.name == .scrollViewDidEndDecelerating }.count == 1)
    }

    @Test("at rest, a shrink that leaves the offset past the new end moves it there at once: 2625 → 2000 − 375 = 1625, one didScroll")
    func shrinkAtRest() throws {
        let view = horizontalScrollView(contentWidth: 3000, offset: 2625)
        let log = CallbackLog()
        view.delegate = log
        view.contentSize = CGSize(width: 2000, height: 300)
        #expect(view.contentOffset.x == 1625)
        #expect(log.entries == ["didScroll"])
        // A growth at rest moves nothing.
        view.contentSize = CGSize(width: 4000, height: 300)
        #expect(view.contentOffset.x == 1625)
        #expect(log.entries == ["didScroll"])
    }

    /// From the end of 3000 pt of content (2625), a finger 100 pt past it shows the rubber band,
    /// 2625 + (1 − 1/(100 · 0.55/375 + 1)) · 375 = 2672.965, on the grid 2673. Content grown to
    /// 6000 pt covers 2673, so the drag restarts from it: start = 2673 + (−100) = 2573. A further
    /// 50 pt of finger shows 2573 + 150 = 2723, 50 pt on; without the re-base the raw offset
    /// 2625 + 150 = 2775 would jump 102 pt.
    @Test("a drag past the trailing edge while the content grows over it goes on 1:1 from where it is: 2673, then 2723")
    func dragPastTheEndWhileContentGrows() throws {
        let view = horizontalScrollView(contentWidth: 3000, offset: 2625)
        view.beginDragging(at: 0)
        view.drag(translation: CGPoint(x: -100, y: 0), at: 1.0 / 60)
        #expect(view.contentOffset.x == 2673)
        view.contentSize = CGSize(width: 6000, height: 300)
        #expect(view.contentOffset.x == 2673)
        view.drag(translation: CGPoint(x: -150, y: 0), at: 2.0 / 60)
        #expect(view.contentOffset.x == 2723)
    }

    /// 2673 as above; content grown only to 3040 pt (maximum 2665) does not cover it, so the drag
    /// keeps its start (2625) and rubber-bands against the new end: raw 2775, 110 past 2665,
    /// 2665 + (1 − 1/(110 · 0.55/375 + 1)) · 375 = 2717.095, on the grid 2717.
    @Test("content that grows but not up to the dragged offset leaves the drag's start: it rubber-bands against the new end")
    func dragPastTheEndWhileContentGrowsShort() throws {
        let view = horizontalScrollView(contentWidth: 3000, offset: 2625)
        view.beginDragging(at: 0)
        view.drag(translation: CGPoint(x: -100, y: 0), at: 1.0 / 60)
        view.contentSize = CGSize(width: 3040, height: 300)
        view.drag(translation: CGPoint(x: -150, y: 0), at: 2.0 / 60)
        #expect(view.contentOffset.x == 2717)
    }

    /// Loads 20 more items (100 pt each, no spacing) in `scrollViewDidScroll` whenever the offset
    /// comes within two screens of the end, as an infinite feed does.
    final class LoadsMore: ScrollViewDelegate {
        var loads = 0
        func scrollViewDidScroll(_ scrollView: SimulatedScrollView) {
            guard let feed = scrollView as? SimulatedCollectionView else { return }
            if Double(feed.contentOffset.x) > Double(feed.contentSize.width) - 3 * Double(feed.bounds.width) {
                feed.numberOfItems += 20
                loads += 1
            }
        }
    }

    static func collectionFeed(items: Int) -> SimulatedCollectionView {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 300)
        layout.minimumLineSpacing = 0
        return SimulatedCollectionView(
            bounds: CGSize(width: 375, height: 300), collectionViewLayout: layout, numberOfItems: items,
            contentOffset: CGPoint(x: 1000, y: 0))
    }

    @Test("a delegate that adds items in scrollViewDidScroll: the fling glides on to where an endless feed rests, the same on every run")
    func delegateLoadsMoreDuringAGlide() throws {
        func run() throws -> (Recording, Int) {
            let view = Self.collectionFeed(items: 30)
            let delegate = LoadsMore()
            view.delegate = delegate
            let recording = try Simulation.run(view, script: Self.fling)
            return (recording, delegate.loads)
        }
        let (first, loads) = try run()
        let (second, _) = try run()
        #expect(first.frames == second.frames)
        // 30 items are 3000 pt (maximum 2625), short of the glide's rest, 1050 + 1991.1 = 3041.1.
        // Past 3000 − 3 · 375 = 1875 (the bounds' end two screens from the content's) the delegate
        // loads 20 more: 5000 pt, maximum 4625, beyond the rest, so it loads once.
        #expect(loads == 1)
        let endless = try Simulation.run(Self.collectionFeed(items: 1000), script: Self.fling)
        #expect(first.finalOffset == endless.finalOffset)
        #expect(first.frames.allSatisfy { $0.phase != .bouncing })
    }

    @Test("setItemCount on a collection view changes the layout's content size; on a plain scroll view it is ignored with a notice")
    func setItemCountGesture() throws {
        let feed = Self.collectionFeed(items: 30)
        _ = try Simulation.run(feed, script: [TimedGesture(.setItemCount(count: 50), at: 0)])
        #expect(feed.contentSize.width == 5000)
        let plain = Self.feed(width: 3000)
        let recording = try Simulation.run(plain, script: [TimedGesture(.setItemCount(count: 50), at: 0)])
        #expect(recording.events.contains { $0.name == .gestureIgnored })
        #expect(plain.contentSize.width == 3000)
        let missing = try Simulation.run(feed, script: [TimedGesture(.setItemCount(count: 5, section: 3), at: 0)])
        #expect(missing.events.contains { $0.name == .gestureIgnored })
    }
}
