import Foundation
import ScrollSim
import ScrollSimTestSupport
import ScrollSimTesting
import Testing

/// "Rests on this page or card", for tests: pages count from the view's minimum offset in bounds
/// widths, items are the one whose centre is nearest the bounds' centre, as `expect.finalPage`
/// counts them; a failure is an issue at the caller's line with the expected and actual page or
/// item and their offsets.
@Suite("Expectations that a run rests on a page or an item")
struct RestsOnPageTests {
    /// A paging scroll view 375 pt wide over 5 pages (1875 pt): a flick forward at 2 pt/ms from
    /// page 0 moves one page, to x = 375 (UIKit pages one page per flick).
    @MainActor
    static func pagerFlick(until: Double? = nil) throws -> (SimulatedScrollView, Recording) {
        let view = SimulatedScrollView(bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 1875, height: 667))
        view.isPagingEnabled = true
        let script = TimedGesture.drag(at: 0, distance: 100, releaseVelocity: .pointsPerMillisecond(2), axis: .horizontal, frameRate: 60)
        return (view, try Simulation.run(view, script: script, until: until))
    }

    /// The card layout (items 280 pt wide, insets 20, spacing 16) in two sections of 3 items: a
    /// section is 20 + 3 · 280 + 2 · 16 + 20 = 912 pt wide, so item [0, k] is centred at
    /// 160 + 296k and item [1, k] at 912 + 160 + 296k; the bounds are 375 wide, so the offset that
    /// centres a card is its centre − 187.5. Dragged 900 pt and released at rest (0 pt/ms), the view
    /// rests at x = 900, bounds centre 1087.5: nearest is [1, 0], centred at 1072 (offset 884.5).
    @MainActor
    static func cardsDrag() throws -> (SimulatedCollectionView, Recording) {
        let view = SimulatedCollectionView(
            bounds: CGSize(width: 375, height: 250), collectionViewLayout: cardLayout(), numberOfItemsInSections: [3, 3])
        let script = TimedGesture.drag(at: 0, distance: 900, releaseVelocity: .pointsPerMillisecond(0), axis: .horizontal, frameRate: 60)
        return (view, try Simulation.run(view, script: script))
    }

    @Test("a flick of a pager rests on page 1 and a drag of the cards on item [1, 0]: both expectations pass and record nothing")
    @MainActor
    func passing() throws {
        let (pager, flick) = try Self.pagerFlick()
        #expect(flick.finalOffset.x == 375)
        #expect(flick.expectRests(onPage: 1, of: pager, axis: .horizontal))
        let (cards, drag) = try Self.cardsDrag()
        #expect(drag.finalOffset.x == 900)
        #expect(drag.expectRests(onItem: IndexPath(item: 0, section: 1), of: cards))
        #expect(throws: Never.self) { try drag.assertRests(onItem: IndexPath(item: 0, section: 1), of: cards) }
    }

    @Test("a wrong page fails at the caller's line with the expected and actual pages and their offsets")
    @MainActor
    func wrongPage() throws {
        let (pager, flick) = try Self.pagerFlick()
        let error = #expect(throws: RecordingAssertionError.self) { try flick.assertRests(onPage: 2, of: pager, axis: .horizontal) }
        // Page 2 sits at 2 · 375 = 750; the view rested on page 1, at 375.
        #expect(
            error?.description.hasPrefix(
                "Expected rest on page 2 (at x = 750.000 pt) but the view rested on page 1, which sits at x = 375.000 pt: at x = 375.000 pt "
                    + "from frame ") == true, "\(String(describing: error))")
        #expect(error?.description.hasSuffix("(pages counted as round((offset − 0.000) / 375.000)).") == true)
        let line = #line + 2
        withKnownIssue {
            flick.expectRests(onPage: 2, of: pager, axis: .horizontal)
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "RestsOnPageTests.swift"
                && String(describing: issue).contains("Expected rest on page 2 (at x = 750.000 pt)")
        }
    }

    @Test("a wrong item across sections fails with both index paths and the offsets that centre them")
    @MainActor
    func wrongItem() throws {
        let (cards, drag) = try Self.cardsDrag()
        let error = #expect(throws: RecordingAssertionError.self) { try drag.assertRests(onItem: IndexPath(item: 2, section: 0), of: cards) }
        // [0, 2] is centred at 160 + 592 = 752, offset 564.5; [1, 0] at 1072, offset 884.5.
        #expect(
            error?.description.hasPrefix(
                "Expected rest on item [0, 2] (at x = 564.500 pt) but the view rested on item [1, 0], which sits at x = 884.500 pt: at "
                    + "x = 900.000 pt from frame ") == true, "\(String(describing: error))")
        #expect(error?.description.hasSuffix("(items counted as the item whose centre is nearest the bounds' centre).") == true)
        let line = #line + 2
        withKnownIssue {
            drag.expectRests(onItem: IndexPath(item: 2, section: 0), of: cards)
        } matching: { issue in
            issue.sourceLocation?.line == line && String(describing: issue).contains("Expected rest on item [0, 2]")
        }
    }

    @Test("an item the view does not have, and a run still moving at its end, fail saying so")
    @MainActor
    func missingItemAndNoRest() throws {
        let (cards, drag) = try Self.cardsDrag()
        let missing = #expect(throws: RecordingAssertionError.self) { try drag.assertRests(onItem: IndexPath(item: 3, section: 1), of: cards) }
        #expect(missing?.description == "Expected rest on item [1, 3], which the collection view does not have (its sections hold 3, 3 items).")
        let (pager, cut) = try Self.pagerFlick(until: 0.2)
        let moving = #expect(throws: RecordingAssertionError.self) { try cut.assertRests(onPage: 1, of: pager, axis: .horizontal) }
        #expect(
            moving?.description.hasPrefix("Expected rest on page 1 (at x = 375.000 pt) but the view was still moving at the last frame (frame 12")
                == true, "\(String(describing: moving))")
    }
}
