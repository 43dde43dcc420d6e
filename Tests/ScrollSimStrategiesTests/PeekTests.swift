import Foundation
import ScrollSim
import ScrollSimStrategies
import Testing

/// Seed 002 with the pod's defaults on 375-wide bounds: item width 375 − 2 · (20 + 20) = 295,
/// insets 40, spacing 20, pitch 315. With 5 items the content is 40 + 5 · 295 + 4 · 20 + 40 = 1635
/// and the largest offset 1635 − 375 = 1260 = 4 · 315. `.fast`: the proposed target is
/// offset + (v − 0.01) / |ln 0.99| = offset + (v − 0.01) · 99.4992.
@Suite("Peek (seed 002)")
struct PeekTests {
    let view = collectionView(itemWidth: 100, inset: 0, spacing: 0, count: 5)
    let strategy = Peek()

    init() {
        attach(strategy, to: view)
    }

    @Test("install lays the cards out as the pod does: 295 wide, insets 40, spacing 20, .fast")
    func installLayout() throws {
        let layout = try #require(view.flowLayout)
        #expect(layout.itemSize.width == 295)
        #expect(layout.sectionInset.left == 40 && layout.sectionInset.right == 40)
        #expect(layout.minimumLineSpacing == 20 && layout.minimumInteritemSpacing == 0)
        #expect(view.decelerationRate == .fast)
        #expect(view.maximumOffset(.horizontal) == 1260)
    }

    @Test("offsets and spacings at the input limits do not trap: an index no Int holds saturates at ±2⁵³")
    func noTrapAtTheLimits() {
        // cellSpacing 1e9 leaves no room for an item (width max(0, 375 − 2e9) = 0, divided as 1):
        // the seed's Int((offset / 1).rounded()) fits for ±1e12 but traps for 1e300, and
        // Int(NaN) traps for a NaN distance.
        let strategy = Peek(cellSpacing: 1e9, cellPeekWidth: 20, scrollThreshold: 50)
        let view = collectionView(itemWidth: 100, inset: 0, spacing: 0, count: 5)
        attach(strategy, to: view)
        for (start, target) in [(-1e12, 1e12), (1e12, -1e12), (1e300, 0.0), (0.0, Double.nan)] {
            view.setContentOffset(CGPoint(x: start, y: 0), animated: false)
            strategy.scrollViewWillBeginDragging(view)
            var proposed = CGPoint(x: target, y: 0)
            strategy.scrollViewWillEndDragging(view, withVelocity: .zero, targetContentOffset: &proposed)
            // A saturated index times a finite pitch is still a finite target.
            #expect(proposed.x.isFinite, "from \(start) to \(target): \(proposed.x)")
        }
    }

    @Test("a 60 pt drag at zero velocity from the first page moves to page 1 at 315")
    func zeroVelocityPastThreshold() throws {
        // target 60: Int(clamp(60/50)) = 1; index round(0/295) = 0 → (0 + 1) · 315 = 315.
        let run = try drag(view, from: 0, by: 60, releasingAt: 0)
        #expect(same(run.rest, onGrid(315)))
    }

    @Test("a 40 pt drag at zero velocity stays on the first page")
    func zeroVelocityBelowThreshold() throws {
        // Int(40/50 = 0.8) = 0 → 0 · 315 = 0.
        let run = try drag(view, from: 0, by: 40, releasingAt: 0)
        #expect(same(run.rest, onGrid(0)))
    }

    @Test("a fast 3 pt/ms flick from page 1 moves one page, to 630")
    func fastFlickForward() throws {
        // release 325, target 325 + 2.99 · 99.4992 = 622.50: (622.5 − 315)/50 → 1;
        // index round(315/295 = 1.068) = 1 → 2 · 315 = 630.
        let run = try drag(view, from: 315, by: 10, releasingAt: 3)
        #expect(same(run.rest, onGrid(630)))
    }

    @Test("a fast backward flick from page 2 moves back one page, to 315")
    func fastFlickBackward() throws {
        // release 620, target 620 − 297.50 = 322.5: −307.5/50 → −1; round(630/295 = 2.136) = 2 → 315.
        let run = try drag(view, from: 630, by: -10, releasingAt: -3)
        #expect(same(run.rest, onGrid(315)))
    }

    @Test("an overscrolled release past the last page stays on it, at 1260")
    func lastPageOverscroll() throws {
        // Content at 1260 + 47.97; proposed target clamped to 1260: distance 0 → 0;
        // round(1260/295 = 4.271) = 4 → 4 · 315 = 1260; the content bounces back.
        let run = try drag(view, from: 1260, by: 100, releasingAt: 0)
        #expect(same(run.target, onGrid(1260)))
        #expect(same(run.rest, onGrid(1260)))
    }

    @Test("a backward drag inside the first card aims at −315, which UIKit clamps to 0, and rests at 0")
    func unclampedTargetBeforeFirstPage() throws {
        // S = 100, release at 40, target 40: −60/50 → −1; round(100/295) = 0 → −1 · 315 = −315,
        // clamped by UIKit to 0.
        let run = try drag(view, from: 100, by: -60, releasingAt: 0)
        #expect(same(run.target, 0))
        #expect(same(run.rest, onGrid(0)))
    }

    @Test("from page 8 the index rule is one page too high: a 5 pt nudge jumps to page 9")
    func indexDriftAtHighPages() throws {
        let long = collectionView(itemWidth: 100, inset: 0, spacing: 0, count: 12)
        let strategy = Peek()
        attach(strategy, to: long)
        // 12 items: largest offset 40 + 12 · 295 + 11 · 20 + 40 − 375 = 3465. Page 8 is at 2520:
        // target 2525, 5/50 → 0; round(2520/295 = 8.542) = 9 → 9 · 315 = 2835.
        let run = try drag(long, from: 2520, by: 5, releasingAt: 0)
        #expect(same(run.rest, onGrid(2835)))
    }

    @Test("with no items, a release does not crash")
    func noItems() throws {
        let empty = collectionView(itemWidth: 100, inset: 0, spacing: 0, count: 0)
        let strategy = Peek()
        attach(strategy, to: empty)
        let run = try drag(empty, from: 0, by: 60, releasingAt: 1)
        #expect(run.rest.isFinite)
    }

    @Test("property sweep: rests on a multiple of the pitch, at most one page away")
    func sweep() throws {
        let (failures, runs) = try PropertySweep(
            name: "peek", makeView: { collectionView(itemWidth: 100, inset: 0, spacing: 0, count: 5) },
            pageLength: 315, promisedPitch: 315
        ).run()
        #expect(runs == 5 * 49)
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }
}
