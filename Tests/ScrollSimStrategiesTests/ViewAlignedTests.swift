import Foundation
import ScrollSim
import ScrollSimStrategies
import Testing

/// View-aligned snapping on the card layout (cards 20 + 296k … 300 + 296k, largest offset 1129),
/// normal deceleration: the projection is offset + (v − 0.01) / |ln 0.998| = offset + (v − 0.01) · 499.4998.
/// Leading offsets 296k − 0 (frame − section inset 20): 0, 296, 592, 888, 1184 → 1129.
/// Centre offsets 296k − 27.5: 0, 268.5, 564.5, 860.5, 1129. Trailing 296k − 55: 0, 241, 537, 833, 1129.
@Suite("View-aligned")
struct ViewAlignedTests {
    func make(_ anchor: ViewAlignedAnchor = .leading, _ limit: ViewAlignedLimit = .never) -> (SimulatedCollectionView, ViewAligned) {
        let view = cardsCollectionView()
        let strategy = ViewAligned(anchor: anchor, limit: limit)
        attach(strategy, to: view)
        return (view, strategy)
    }

    @Test("a zero-velocity release at 160 aligns card 1's leading edge: 296")
    func zeroVelocityNearest() throws {
        let (view, strategy) = make()
        // |0 − 160| = 160 > |296 − 160| = 136 → 296 (a jump, as at zero velocity in UIKit).
        let run = try drag(view, from: 0, by: 160, releasingAt: 0)
        #expect(same(run.rest, onGrid(296)))
        _ = strategy
    }

    @Test("a fast flick lands on the anchor nearest the projection, by re-timing the glide")
    func fastFlick() throws {
        let (view, strategy) = make()
        // 50 + 0.99 · 499.4998 = 544.51: |592 − 544.51| = 47.5 < |296 − 544.51| = 248.5 → 592.
        let run = try drag(view, from: 0, by: 50, releasingAt: 1)
        #expect(same(run.rest, onGrid(592)))
        #expect(!run.recording.events.contains { $0.name == .scrollViewDidEndScrollingAnimation })
        _ = strategy
    }

    @Test("limitBehavior always keeps the same flick to one item from the start: 296")
    func limitAlways() throws {
        let (view, strategy) = make(.leading, .always)
        // Start item 0 → allowed 0…1; nearest of 0 and 296 to 544.51 → 296.
        let run = try drag(view, from: 0, by: 50, releasingAt: 1)
        #expect(same(run.rest, onGrid(296)))
        #expect(strategy.startItem == 0)
    }

    @Test("a flick towards the end rests on the last card, clamped to 1129")
    func lastCard() throws {
        let (view, strategy) = make()
        // 938 + 1.99 · 499.4998 = 1932.0, clamped to 1129 → card 4's 1184 clamped → 1129.
        let run = try drag(view, from: 888, by: 50, releasingAt: 2)
        #expect(same(run.rest, onGrid(1129)))
        _ = strategy
    }

    @Test("an overscrolled release at the end comes back to 1129")
    func overscrolled() throws {
        let (view, strategy) = make()
        // Proposed target clamped to 1129 → nearest 1129 → the bounce brings it back.
        let run = try drag(view, from: 1129, by: 100, releasingAt: 0)
        #expect(same(run.rest, onGrid(1129)))
        _ = strategy
    }

    @Test("centre and trailing anchors use their own offsets")
    func otherAnchors() throws {
        let (center, s1) = make(.center)
        // 150: |0 − 150| = 150 > |268.5 − 150| = 118.5 → 268.5.
        #expect(same(try drag(center, from: 0, by: 150, releasingAt: 0).rest, onGrid(268.5)))
        let (trailing, s2) = make(.trailing)
        // 130: |0 − 130| = 130 > |241 − 130| = 111 → 241.
        #expect(same(try drag(trailing, from: 0, by: 130, releasingAt: 0).rest, onGrid(241)))
        _ = (s1, s2)
    }

    @Test("never against the flick: a slow flick whose nearest anchor is behind goes to the one ahead")
    func neverAgainstTheFlick() throws {
        let (view, strategy) = make()
        // Release at 1, 0.3 pt/ms: 1 + 0.29 · 499.4998 = 145.86, nearest 0 (145.86 < 150.14) but
        // 0 is behind 1 → the nearest anchor at or ahead of 1: 296.
        let run = try drag(view, from: 0, by: 1, releasingAt: 0.3)
        #expect(same(run.rest, onGrid(296)))
        _ = strategy
    }

    @Test("a vertical layout snaps along y: a 120 pt zero-velocity drag aligns row 1 at 210")
    func verticalLayout() throws {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 300, height: 200)
        layout.minimumLineSpacing = 10
        let view = SimulatedCollectionView(bounds: CGSize(width: 375, height: 600), collectionViewLayout: layout, numberOfItems: 10)
        let strategy = ViewAligned()
        attach(strategy, to: view)
        // One item per row (300 + 10 + 300 > 375); row k starts at 210k; largest offset
        // 10 · 200 + 9 · 10 − 600 = 1490. Target 120: |0 − 120| = 120 > |210 − 120| = 90 → 210.
        let script = TimedGesture.drag(at: 0, distance: 120, releaseVelocity: .pointsPerMillisecond(0), axis: .vertical, frameRate: 60)
        let recording = try Simulation.run(view, script: script)
        #expect(same(Double(recording.finalOffset.y), 210))
        #expect(recording.finalOffset.x == 0)
    }

    @Test("limitBehavior parses never, always and a whole number; the catalog rejects other words")
    func limitParsing() throws {
        #expect(ViewAlignedLimit(parsing: "3") == .maximum(3))
        #expect(ViewAlignedLimit(parsing: "0") == nil)
        #expect(throws: StrategyError.self) {
            try StrategyCatalog.make(name: "view-aligned", parameters: ["limitBehavior": .text("sometimes")])
        }
    }

    @Test("property sweep (leading, never): rests on an aligned offset inside the range")
    func sweep() throws {
        let (failures, runs) = try PropertySweep(name: "view-aligned").run()
        #expect(runs == 5 * 49)
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }

    @Test("property sweep (center, always): rests on an aligned offset at most one card away")
    func sweepAlways() throws {
        let (failures, _) = try PropertySweep(
            name: "view-aligned", parameters: ["anchor": .text("center"), "limitBehavior": .text("always")],
            promisedPitch: 296
        ).run()
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }

    /// With the limit, a drag of more than one item can leave every allowed item behind the flick.
    /// From 0 (start item 0, allowed 0 and 1: offsets 0 and 296), a 700 pt drag flicked forward at
    /// 1 pt/ms projects to 700 + 0.99 · 499.4998 = 1194.5, clamped to 1129; neither allowed offset is
    /// ahead of 700, so the nearest allowed, 296, stands, behind the flick: a jump by default.
    @Test("limit always: after a 700 pt drag both allowed items lie behind a forward flick, and it rests on 296")
    func limitLeavesOnlyItemsBehindTheFlick() throws {
        let (view, strategy) = make(.leading, .always)
        let run = try drag(view, from: 0, by: 700, releasingAt: 1)
        #expect(strategy.startItem == 0)
        #expect(same(run.target, onGrid(296)))
        #expect(same(run.rest, onGrid(296)))
    }

    /// Items 100 wide, spacing 10, no insets, 10 items in 375 pt, centre anchor: item k aligns at
    /// 110k + 50 − 187.5 = 110k − 137.5, so items 0 and 1 clamp to 0 and items 8 and 9 to the largest
    /// offset 1090 − 375 = 715. Stops: 0, 82.5, 192.5, …, 632.5, 715. From 0, a 20 pt drag released at
    /// 2 pt/ms projects to 20 + 1.99 · 499.4998 = 1014 → 715; with the limit the allowed stops are 0
    /// and 82.5, the nearer to 715 is 82.5. (Counting items, items 0 and 1 were both at 0 and the
    /// view could not leave 0.)
    @Test("limit always counts stops, not items: from 0 a forward flick reaches the next stop 82.5")
    func limitCountsStops() throws {
        let narrow = collectionView(itemWidth: 100, inset: 0, spacing: 10, count: 10)
        let strategy = ViewAligned(anchor: .center, limit: .always)
        attach(strategy, to: narrow)
        let run = try drag(narrow, from: 0, by: 20, releasingAt: 2)
        #expect(strategy.startItem == 0)
        #expect(same(run.target, onGrid(82.5)))
        #expect(same(run.rest, onGrid(82.5)))
    }
}
