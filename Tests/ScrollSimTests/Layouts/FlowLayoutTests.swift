import Foundation
import Testing

@testable import ScrollSim

/// The flow layout's queries and `scrollToItem` positions, on layouts worked out by hand.
@Suite("Flow layout and scrollToItem")
struct FlowLayoutTests {
    /// Seed 000's cards: 280 × 250 in a 375 × 250 view, section insets 20, line spacing 16.
    func cards(count: Int = 5) -> SimulatedCollectionView {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 280, height: 250)
        layout.sectionInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        layout.minimumLineSpacing = 16
        return SimulatedCollectionView(bounds: CGSize(width: 375, height: 250), collectionViewLayout: layout, numberOfItems: count)
    }

    /// 100 × 100 items, spacing 10 both ways, no insets, in a 375-wide vertical view.
    func grid(count: Int = 7, height: Double = 600) -> SimulatedCollectionView {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .vertical
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        return SimulatedCollectionView(bounds: CGSize(width: 375, height: height), collectionViewLayout: layout, numberOfItems: count)
    }

    @Test("cards sit at 20 + k · (280 + 16) and the content is 20 + 5 · 280 + 4 · 16 + 20 = 1504 wide")
    func horizontalFrames() {
        let view = cards()
        #expect(view.collectionViewLayout.frames.map(\.minX) == [20, 316, 612, 908, 1204])
        #expect(view.collectionViewLayout.frames.allSatisfy { $0.minY == 0 && $0.size == CGSize(width: 280, height: 250) })
        #expect(view.contentSize == CGSize(width: 1504, height: 250))
    }

    @Test("a vertical grid puts 3 items a row at x 0, 137.5, 275 (gap (375 − 300)/2), centres a lone last item at 137.5, 320 tall")
    func verticalGrid() {
        let frames = grid().collectionViewLayout.frames
        // 100 + 10 + 100 + 10 + 100 = 320 ≤ 375 < 430: three a row, rows at y 0, 110, 220.
        #expect(frames.map(\.minX) == [0, 137.5, 275, 0, 137.5, 275, 137.5])
        #expect(frames.map(\.minY) == [0, 0, 0, 110, 110, 110, 220])
        #expect(grid().contentSize == CGSize(width: 375, height: 320))
    }

    @Test("per-item sizes: widths 100, 200, 50 with spacing 10 start at 0, 110, 320; a 100-tall item is centred at y 75")
    func perItemSizes() {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSizes = [CGSize(width: 100, height: 250), CGSize(width: 200, height: 100), CGSize(width: 50, height: 250)]
        layout.minimumLineSpacing = 10
        let view = SimulatedCollectionView(bounds: CGSize(width: 375, height: 250), collectionViewLayout: layout, numberOfItems: 3)
        #expect(
            layout.frames == [
                CGRect(x: 0, y: 0, width: 100, height: 250), CGRect(x: 110, y: 75, width: 200, height: 100),
                CGRect(x: 320, y: 0, width: 50, height: 250),
            ])
        #expect(view.contentSize.width == 370)
    }

    @Test("layoutAttributesForElements(in:) leaves out items that only touch the rect and keeps index order")
    func elementsInRect() {
        let layout = cards().collectionViewLayout
        // The gap between card 0 (ends at 300) and card 1 (starts at 316).
        #expect(layout.layoutAttributesForElements(in: CGRect(x: 300, y: 0, width: 16, height: 250))?.isEmpty == true)
        let overlapping = layout.layoutAttributesForElements(in: CGRect(x: 299, y: 0, width: 18, height: 250)) ?? []
        #expect(overlapping.map(\.indexPath.item) == [0, 1])
        let all = layout.layoutAttributesForElements(in: CGRect(x: -1000, y: -1000, width: 5000, height: 5000)) ?? []
        #expect(all.map(\.indexPath.item) == [0, 1, 2, 3, 4])
    }

    @Test("indexPathForItem(at:) finds the card under a point and nothing in the gap between cards")
    func indexPathAtPoint() {
        let view = cards()
        #expect(view.indexPathForItem(at: CGPoint(x: 305, y: 100)) == nil)
        #expect(view.indexPathForItem(at: CGPoint(x: 320, y: 100)) == IndexPath(item: 1, section: 0))
        #expect(view.indexPathForItem(at: CGPoint(x: 1503, y: 100)) == nil)
    }

    @Test("horizontal positions with contentInset.left 50: item 2 at left 562, centred 564.5, right 517; ends clamp to −50 and 1129")
    func horizontalPositions() {
        let view = cards()
        view.contentInset = UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 0)
        let item2 = IndexPath(item: 2, section: 0)  // frame 612…892
        #expect(view.contentOffset(forItemAt: item2, at: .left)?.x == 562)  // 612 − 50
        #expect(view.contentOffset(forItemAt: item2, at: .centeredHorizontally)?.x == 564.5)  // 752 − 375/2
        #expect(view.contentOffset(forItemAt: item2, at: .right)?.x == 517)  // 892 − 375
        // Allowed x: −50 … 1504 − 375 = 1129.
        #expect(view.contentOffset(forItemAt: IndexPath(item: 4, section: 0), at: .left)?.x == 1129)
        #expect(view.contentOffset(forItemAt: IndexPath(item: 0, section: 0), at: .right)?.x == -50)
        #expect(view.contentOffset(forItemAt: IndexPath(item: 5, section: 0), at: .left) == nil)
    }

    @Test("vertical positions with insets top 10, bottom 20: item 3 at top 100, centred 60, bottom 30")
    func verticalPositions() {
        let view = grid(height: 200)
        view.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        let item3 = IndexPath(item: 3, section: 0)  // row 1: y 110…210
        #expect(view.contentOffset(forItemAt: item3, at: .top)?.y == 100)  // 110 − 10
        #expect(view.contentOffset(forItemAt: item3, at: .centeredVertically)?.y == 60)  // 160 − 200/2
        #expect(view.contentOffset(forItemAt: item3, at: .bottom)?.y == 30)  // 210 − 200 + 20
        // Allowed y: −10 … 320 + 20 − 200 = 140; the last row's top (220 − 10) clamps.
        #expect(view.contentOffset(forItemAt: IndexPath(item: 6, section: 0), at: .top)?.y == 140)
    }

    @Test("an animated scrollToItem ends on the position's offset, on the pixel grid")
    func scrollToItemAnimated() throws {
        let view = cards()
        let script = [TimedGesture(.scrollToItem(item: 3, position: .centeredHorizontally, animated: true), at: 0)]
        let recording = try Simulation.run(view, script: script)
        // Card 3 spans 908…1188: centre 1048 − 187.5 = 860.5; UIKit sets offsets on the 1/3 pt
        // grid: 860.5 · 3 = 2581.5 rounds to 2582, 860.667.
        #expect(recording.finalOffset == CGPoint(x: 2582.0 / 3, y: 0))
    }

    @Test("a layout points at its collection view until the view goes or takes another layout, then at nothing")
    func layoutOutlivesItsView() {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 280, height: 250)
        var view: SimulatedCollectionView? = SimulatedCollectionView(
            bounds: CGSize(width: 375, height: 250), collectionViewLayout: layout, numberOfItems: 3)
        #expect(layout.collectionView === view)
        // 3 items of 280 with the default 10 pt line spacing.
        #expect(layout.collectionViewContentSize.width == 860)
        view = nil
        #expect(layout.collectionView == nil)
        // With no view, no items: a property change lays out nothing rather than reading a dead view.
        layout.minimumLineSpacing = 20
        #expect(layout.collectionViewContentSize.width == 0)

        let first = CollectionViewFlowLayout()
        let second = CollectionViewFlowLayout()
        let other = SimulatedCollectionView(bounds: CGSize(width: 375, height: 250), collectionViewLayout: first, numberOfItems: 1)
        other.collectionViewLayout = second
        #expect(first.collectionView == nil)
        #expect(second.collectionView === other)
    }
}
