import Foundation
import Testing

@testable import ScrollSim

/// Several sections in the flow layout and the collection view, on layouts worked out by hand.
@Suite("Flow layout with several sections")
struct FlowLayoutSectionsTests {
    /// 100 × 100 items in a 375 × 250 horizontal view, spacing 10 both ways, section insets left 20
    /// and right 30, sections of 3 and 2 items.
    func columns() -> SimulatedCollectionView {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 30)
        return SimulatedCollectionView(bounds: CGSize(width: 375, height: 250), collectionViewLayout: layout, numberOfItemsInSections: [3, 2])
    }

    /// Seed 000's cards (280 × 250, insets 20, spacing 16, 375 wide) in sections of 2 and 3.
    func cards() -> SimulatedCollectionView {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 280, height: 250)
        layout.sectionInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        layout.minimumLineSpacing = 16
        return SimulatedCollectionView(bounds: CGSize(width: 375, height: 250), collectionViewLayout: layout, numberOfItemsInSections: [2, 3])
    }

    @Test("two horizontal sections: section 1 starts after section 0's trailing inset and its own leading inset; lone items are centred")
    func horizontalSections() {
        let view = columns()
        let layout = view.collectionViewLayout
        // Section 0: 100 + 10 + 100 = 210 ≤ 250 < 320, so two items a column, spread to y 0 and 150
        // (gap 250 − 200 = 50); column 0 at x 20, column 1 (item 2 alone) at 20 + 100 + 10 = 130,
        // centred at y (250 − 100)/2 = 75. Section 0 ends at 130 + 100 + 30 = 260.
        #expect(
            layout.frames(inSection: 0) == [
                CGRect(x: 20, y: 0, width: 100, height: 100), CGRect(x: 20, y: 150, width: 100, height: 100),
                CGRect(x: 130, y: 75, width: 100, height: 100),
            ])
        // Section 1 starts at 260 + 20 = 280: one column of two items; it ends at 280 + 100 + 30 = 410.
        #expect(
            layout.frames(inSection: 1) == [
                CGRect(x: 280, y: 0, width: 100, height: 100), CGRect(x: 280, y: 150, width: 100, height: 100),
            ])
        #expect(view.contentSize == CGSize(width: 410, height: 250))
        // `frames` flattens the sections in (section, item) order.
        #expect(layout.frames.map(\.minX) == [20, 20, 130, 280, 280])
        #expect(layout.frames(inSection: 2).isEmpty)
    }

    @Test("three vertical sections: rows never mix sections, a lone last item is centred, an empty section keeps its insets")
    func verticalSections() {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .vertical
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        let view = SimulatedCollectionView(bounds: CGSize(width: 375, height: 600), collectionViewLayout: layout, numberOfItemsInSections: [4, 1, 0])
        // Section 0: three a row (320 ≤ 375 < 430) at x 0, 137.5, 275, row 0 at y 10; the fourth
        // item alone in row 1 at y 10 + 110 = 120, centred at x (375 − 100)/2 = 137.5.
        // It ends at 120 + 100 + 20 = 240.
        #expect(layout.frames(inSection: 0).map(\.minX) == [0, 137.5, 275, 137.5])
        #expect(layout.frames(inSection: 0).map(\.minY) == [10, 10, 10, 120])
        // Section 1 does not share row 1 with item 3: its row starts at 240 + 10 = 250, centred at
        // x 137.5, and the section ends at 250 + 100 + 20 = 370.
        #expect(layout.frames(inSection: 1) == [CGRect(x: 137.5, y: 250, width: 100, height: 100)])
        // Section 2 has no items but still takes 10 + 20: the content is 370 + 30 = 400 tall.
        #expect(view.contentSize == CGSize(width: 375, height: 400))
        #expect(view.numberOfSections == 3)
    }

    @Test("layoutAttributesForElements(in:) returns items of every section in (section, item) order, none in the gap between sections")
    func elementsAcrossSections() {
        let layout = columns().collectionViewLayout
        // x 200…300 overlaps section 0's item 2 (130…230) and section 1's column (280…380).
        let found = layout.layoutAttributesForElements(in: CGRect(x: 200, y: 0, width: 100, height: 250)) ?? []
        #expect(found.map(\.indexPath) == [IndexPath(item: 2, section: 0), IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)])
        // 230…280 is section 0's trailing inset (30) and section 1's leading inset (20).
        #expect(layout.layoutAttributesForElements(in: CGRect(x: 230, y: 0, width: 50, height: 250))?.isEmpty == true)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame == CGRect(x: 280, y: 150, width: 100, height: 100))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 1)) == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 2)) == nil)
    }

    @Test("indexPathForItem(at:) finds items in each section and nothing in the inset gap between them")
    func indexPathInSections() {
        let view = columns()
        #expect(view.indexPathForItem(at: CGPoint(x: 150, y: 100)) == IndexPath(item: 2, section: 0))  // 130…230 × 75…175
        #expect(view.indexPathForItem(at: CGPoint(x: 300, y: 200)) == IndexPath(item: 1, section: 1))  // 280…380 × 150…250
        #expect(view.indexPathForItem(at: CGPoint(x: 255, y: 100)) == nil)  // the insets 230…280
        #expect(view.indexPathForItem(at: CGPoint(x: 25, y: 120)) == nil)  // between items 0 and 1 (y 100…150)
    }

    @Test("scrollToItem to section 1, item 1 (932…1212): left 932, centred 884.5, right 837; the last item's left clamps to 1153")
    func positionsInSectionOne() {
        let view = cards()
        // Section 0: 20, 316, ends 316 + 280 + 20 = 616. Section 1: 636, 932, 1228, ends
        // 1228 + 280 + 20 = 1528; the largest offset is 1528 − 375 = 1153.
        #expect(view.contentSize.width == 1528)
        let item = IndexPath(item: 1, section: 1)
        #expect(view.contentOffset(forItemAt: item, at: .left)?.x == 932)
        #expect(view.contentOffset(forItemAt: item, at: .centeredHorizontally)?.x == 884.5)  // 1072 − 187.5
        #expect(view.contentOffset(forItemAt: item, at: .right)?.x == 837)  // 1212 − 375
        #expect(view.contentOffset(forItemAt: IndexPath(item: 2, section: 1), at: .left)?.x == 1153)  // 1228 clamped
        #expect(view.contentOffset(forItemAt: IndexPath(item: 3, section: 1), at: .left) == nil)
        #expect(view.contentOffset(forItemAt: IndexPath(item: 0, section: 2), at: .left) == nil)
    }

    @Test("an animated scrollToItem gesture to section 1, item 0 (636…916) rests centred at 776 − 187.5 = 588.5, on the pixel grid 588.667")
    func scrollToItemGestureInSectionOne() throws {
        let view = cards()
        let script = [TimedGesture(.scrollToItem(item: 0, section: 1, position: .centeredHorizontally, animated: true), at: 0)]
        let recording = try Simulation.run(view, script: script)
        // 588.5 · 3 = 1765.5 rounds to 1766 on the 1/3 pt grid.
        #expect(recording.finalOffset == CGPoint(x: 1766.0 / 3, y: 0))
    }

    @Test("a scrollToItem gesture past section 1's items is ignored with a notice naming the section")
    func scrollToItemOutOfRangeInSection() throws {
        let view = cards()
        let script = [TimedGesture(.scrollToItem(item: 3, section: 1, position: .left, animated: false), at: 0)]
        let recording = try Simulation.run(view, script: script)
        #expect(recording.finalOffset == .zero)
        #expect(view.events.contains { $0.message?.contains("item 3 of section 1 is out of range (3 items, 2 sections)") == true })
    }

    @Test("visible items at offset 500 are section 0's item 1 (316…596) and section 1's item 0 (636…916)")
    func visibleItemsAcrossSections() {
        let view = cards()
        view.setContentOffset(CGPoint(x: 500, y: 0), animated: false)
        #expect(view.indexPathsForVisibleItems == [IndexPath(item: 1, section: 0), IndexPath(item: 0, section: 1)])
    }

    @Test("numberOfItems is section 0's count; setting it leaves the other sections alone")
    func numberOfItemsIsSectionZero() {
        let view = columns()
        #expect(view.numberOfItems == 3)
        #expect(view.numberOfItems(inSection: 1) == 2)
        #expect(view.numberOfItems(inSection: 2) == 0)
        view.numberOfItems = 1
        #expect(view.numberOfItemsInSections == [1, 2])
        // Section 0 is now one centred item at x 20, ending at 20 + 100 + 30 = 150; section 1 at 170.
        #expect(view.collectionViewLayout.frames.map(\.minX) == [20, 170, 170])
        #expect(view.contentSize.width == 300)  // 170 + 100 + 30
    }

    @Test("sectionOverrides: section 1 takes its own item size, insets and spacing; itemSizes applies to section 0 only")
    func sectionOverrides() {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 250)
        layout.itemSizes = [CGSize(width: 30, height: 250)]
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        layout.sectionOverrides[1] = .init(
            itemSize: CGSize(width: 50, height: 250), minimumLineSpacing: 0,
            sectionInset: UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 10))
        let view = SimulatedCollectionView(bounds: CGSize(width: 375, height: 250), collectionViewLayout: layout, numberOfItemsInSections: [2, 2])
        // Section 0: item 0 is itemSizes[0], 30 wide, at 20; item 1 is itemSize, at 20 + 30 + 10 = 60;
        // the section ends at 60 + 100 + 20 = 180.
        #expect(layout.frames(inSection: 0).map(\.minX) == [20, 60])
        #expect(layout.frames(inSection: 0).map(\.width) == [30, 100])
        // Section 1: 180 + 40 = 220, then 220 + 50 + 0 = 270, both 50 wide; ends 270 + 50 + 10 = 330.
        #expect(layout.frames(inSection: 1).map(\.minX) == [220, 270])
        #expect(layout.frames(inSection: 1).map(\.width) == [50, 50])
        #expect(view.contentSize.width == 330)
    }

    /// A flow delegate with different insets, spacings and sizes per section, noting what it was asked.
    final class PerSectionDelegate: CollectionViewDelegateFlowLayout {
        var insetSections: [Int] = []
        var lineSections: [Int] = []
        var interitemSections: [Int] = []
        var sizePaths: [IndexPath] = []

        func collectionView(
            _ collectionView: SimulatedCollectionView, layout collectionViewLayout: CollectionViewFlowLayout, sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            sizePaths.append(indexPath)
            return indexPath.section == 0 ? CGSize(width: 100, height: 100) : CGSize(width: 50, height: 100)
        }

        func collectionView(
            _ collectionView: SimulatedCollectionView, layout collectionViewLayout: CollectionViewFlowLayout, insetForSectionAt section: Int
        ) -> UIEdgeInsets {
            insetSections.append(section)
            return section == 0 ? UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10) : UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 5)
        }

        func collectionView(
            _ collectionView: SimulatedCollectionView, layout collectionViewLayout: CollectionViewFlowLayout,
            minimumLineSpacingForSectionAt section: Int
        ) -> CGFloat {
            lineSections.append(section)
            return section == 0 ? 5 : 20
        }

        func collectionView(
            _ collectionView: SimulatedCollectionView, layout collectionViewLayout: CollectionViewFlowLayout,
            minimumInteritemSpacingForSectionAt section: Int
        ) -> CGFloat {
            interitemSections.append(section)
            return section == 0 ? 10 : 60
        }
    }

    @Test("the flow delegate is asked per section and per index path, and each section uses its own answers")
    func delegatePerSection() {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        let view = SimulatedCollectionView(bounds: CGSize(width: 375, height: 250), collectionViewLayout: layout, numberOfItemsInSections: [2, 2])
        let delegate = PerSectionDelegate()
        view.delegate = delegate
        let frames = withExtendedLifetime(delegate) { (layout.frames(inSection: 0), layout.frames(inSection: 1), view.contentSize) }
        // Section 0: interitem 10, 100 + 10 + 100 = 210 ≤ 250: one column at x 10, items at y 0 and
        // 150 (gap 50); ends at 10 + 100 + 10 = 120.
        #expect(frames.0 == [CGRect(x: 10, y: 0, width: 100, height: 100), CGRect(x: 10, y: 150, width: 100, height: 100)])
        // Section 1: interitem 60, 100 + 60 + 100 = 260 > 250: one item a column, centred at y 75;
        // x 120 + 50 = 170, then 170 + 50 + 20 = 240; ends at 240 + 50 + 5 = 295.
        #expect(frames.1 == [CGRect(x: 170, y: 75, width: 50, height: 100), CGRect(x: 240, y: 75, width: 50, height: 100)])
        #expect(frames.2.width == 295)
        #expect(Set(delegate.insetSections) == [0, 1])
        #expect(Set(delegate.lineSections) == [0, 1])
        #expect(Set(delegate.interitemSections) == [0, 1])
        #expect(
            Set(delegate.sizePaths) == [
                IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0), IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1),
            ])
    }

    @Test("a flow delegate that implements nothing falls back to the section's overrides, then the layout's values")
    func delegateDefaultsUseOverrides() {
        final class Silent: CollectionViewDelegateFlowLayout {}
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 250)
        layout.minimumLineSpacing = 10
        layout.sectionOverrides[1] = .init(sectionInset: UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 0))
        let view = SimulatedCollectionView(bounds: CGSize(width: 375, height: 250), collectionViewLayout: layout, numberOfItemsInSections: [1, 1])
        let delegate = Silent()
        view.delegate = delegate
        // Section 0: x 0, ends 100. Section 1: 100 + 40 = 140, ends 240.
        withExtendedLifetime(delegate) {
            #expect(layout.frames.map(\.minX) == [0, 140])
            #expect(view.contentSize.width == 240)
        }
    }

    @Test("switching between a flow delegate, a plain delegate and another flow delegate of the same class lays out each time")
    func delegateClassesAlternate() {
        final class Plain: ScrollViewDelegate {}
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 80, height: 250)
        let view = SimulatedCollectionView(bounds: CGSize(width: 375, height: 250), collectionViewLayout: layout, numberOfItemsInSections: [2, 2])
        let first = PerSectionDelegate()
        let plain = Plain()
        let second = PerSectionDelegate()
        withExtendedLifetime((first, plain, second)) {
            view.delegate = first
            #expect(view.contentSize.width == 295)
            // A plain delegate: the layout's own 80 pt items, one a column (two would need 510 pt
            // of the 250), 10 pt line spacing inside each section and none between: 4 · 80 + 2 · 10.
            view.delegate = plain
            #expect(view.contentSize.width == 340)
            view.delegate = second
            #expect(view.contentSize.width == 295)
            #expect(!second.sizePaths.isEmpty)
            view.delegate = nil
            #expect(view.contentSize.width == 340)
        }
    }
}
