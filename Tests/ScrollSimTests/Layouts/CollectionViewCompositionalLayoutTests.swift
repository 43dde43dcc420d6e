import Foundation
import Testing

@testable import ScrollSim

/// `CollectionViewCompositionalLayout` as a collection view's layout. The feed of
/// `CompositionalLayoutTests.solve`, in a 400 × 800 pt view: a centred-paging carousel of 12
/// cards 320 × 250 pt, 10 pt apart; 20 pt; a list of 5 rows 60 pt tall, 4 pt apart, insets 10 pt
/// top and bottom and 16 pt leading and trailing (rows 368 pt wide, at y = 270 + 10 + 64 k); 20 pt;
/// 20 tiles 100 pt, 10 pt apart, insets 20 pt leading and trailing. Content height
/// 250 + 20 + 336 + 20 + 100 = 726 pt.
@Suite("Compositional layout as a collection view's layout")
struct CollectionViewCompositionalLayoutTests {
    static let bounds = CGSize(width: 400, height: 800)

    static func list(count: Int = 5) -> CompositionalLayoutSection {
        CompositionalLayoutSection(
            group: CompositionalLayoutGroup(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
                subitem: CompositionalLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))),
            itemCount: count, interGroupSpacing: 4, contentInsets: UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16))
    }

    static func feed() -> CompositionalLayout {
        CompositionalLayout(
            sections: [CompositionalLayoutTests.cards(.groupPagingCentered), list(), CompositionalLayoutTests.tiles()], interSectionSpacing: 20)
    }

    static func view(_ layout: CollectionViewCompositionalLayout, counts: [Int] = [12, 5, 20]) -> SimulatedCollectionView {
        SimulatedCollectionView(bounds: bounds, collectionViewLayout: layout, numberOfItemsInSections: counts)
    }

    @Test("the layout gives the view its content size and its list rows, and places one scroll view per orthogonal section")
    func laysOutTheView() throws {
        let layout = CollectionViewCompositionalLayout(Self.feed())
        let view = Self.view(layout)
        #expect(view.contentSize == CGSize(width: 400, height: 726))
        // The list's rows, in the view's own content: x 16, y 280 + 64 k, 368 × 60.
        #expect(view.collectionViewLayout.frames == (0..<5).map { CGRect(x: 16, y: 280 + 64 * CGFloat($0), width: 368, height: 60) })
        #expect(view.indexPathForItem(at: CGPoint(x: 20, y: 350)) == IndexPath(item: 1, section: 1))
        #expect(view.indexPathForItem(at: CGPoint(x: 20, y: 100)) == nil)
        // Sections at y = 0 (250 tall) and y = 250 + 20 + 336 + 20 = 626 (100 tall).
        let sections = layout.sectionScrollViews
        #expect(sections.map(\.frame) == [CGRect(x: 0, y: 0, width: 400, height: 250), CGRect(x: 0, y: 626, width: 400, height: 100)])
        #expect(view.subviews.map(ObjectIdentifier.init) == sections.map(ObjectIdentifier.init))
        #expect(sections.map(\.contentSize) == [CGSize(width: 3950, height: 250), CGSize(width: 2230, height: 100)])
        // The third card at 2 · 330 = 660 in its section's content; the second tile at 20 + 110.
        #expect(sections[0].collectionViewLayout.frames[2] == CGRect(x: 660, y: 0, width: 320, height: 250))
        #expect(sections[1].collectionViewLayout.frames[1].minX == 130)
    }

    @Test("the layout is solved once for a size and item counts, however often it is asked, and again when a count changes")
    func solvedOncePerChange() {
        let layout = CollectionViewCompositionalLayout(Self.feed())
        let view = Self.view(layout)
        for _ in 0..<5 {
            _ = view.contentSize
            _ = layout.frames
            _ = view.indexPathsForVisibleItems
            _ = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))
        }
        #expect(layout.solveCount == 1)
        // One more row: 726 + 60 + 4 = 790 pt.
        view.setNumberOfItems(6, inSection: 1)
        #expect(view.contentSize == CGSize(width: 400, height: 790))
        _ = layout.frames
        #expect(layout.solveCount == 2)
    }

    @Test("the view's item counts are the sections': a list of 2 rows is 10 + 2 · 60 + 4 + 10 = 144 pt tall")
    func countsFromTheView() {
        let layout = CollectionViewCompositionalLayout(CompositionalLayout(sections: [Self.list(count: 9)]))
        let view = Self.view(layout, counts: [2])
        #expect(view.contentSize == CGSize(width: 400, height: 144))
        #expect(layout.frames.count == 2)
    }

    @Test("UIKit's compositional layout is a collection view's layout: two paging sections of 10 + 200 + 10 = 220 pt")
    func uikitLayoutAsTheViewsLayout() {
        typealias Names = SimulatedUIKit
        let card = Names.NSCollectionLayoutGroup.horizontal(
            layoutSize: Names.NSCollectionLayoutSize(widthDimension: .absolute(300), heightDimension: .absolute(200)),
            subitems: [SimulatedUIKitLayoutTests.fill()])
        let cards = Names.NSCollectionLayoutSection(group: card)
        cards.orthogonalScrollingBehavior = .paging
        cards.contentInsets = Names.NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0)
        let layout = Names.UICollectionViewCompositionalLayout(section: cards)
        let view = SimulatedCollectionView(
            bounds: CGSize(width: 390, height: 844), collectionViewLayout: layout, numberOfItemsInSections: [5, 5])
        #expect(view.contentSize == CGSize(width: 390, height: 440))
        #expect(
            layout.sectionScrollViews.map(\.frame) == [CGRect(x: 0, y: 0, width: 390, height: 220), CGRect(x: 0, y: 220, width: 390, height: 220)])
        // Five 300 pt cards side by side: 1500 pt of content.
        #expect(layout.sectionScrollViews.map(\.contentSize.width) == [1500, 1500])
        #expect(layout.engineLayout.solveCount == 1)
    }
}
