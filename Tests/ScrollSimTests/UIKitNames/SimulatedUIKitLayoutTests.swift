import Foundation
import Testing

@testable import ScrollSim

/// A compositional layout written with UIKit's names (`SimulatedUIKit`) becomes the layout model
/// an app's code describes: each expectation below is that model written out by hand.
@Suite("Compositional layouts written with UIKit's names")
struct SimulatedUIKitLayoutTests {
    static let bounds = CGSize(width: 390, height: 844)
    typealias Names = SimulatedUIKit

    static func fill() -> Names.NSCollectionLayoutItem {
        Names.NSCollectionLayoutItem(
            layoutSize: Names.NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }

    static func invalidScene(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch SimulationError.invalidScene(let what) {
            return what
        } catch {
            return "unexpected \(error)"
        }
    }

    @Test("a carousel section in UIKit's words is the model's carousel: group, spacing, directional insets and behaviour")
    func carouselSection() throws {
        let group = Names.NSCollectionLayoutGroup.horizontal(
            layoutSize: Names.NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(250)),
            repeatingSubitem: Self.fill(), count: 1)
        group.interItemSpacing = .fixed(4)
        group.contentInsets = Names.NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let section = Names.NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = Names.NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 20, trailing: 24)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.orthogonalScrollingProperties.decelerationRate = .fast
        let configuration = Names.UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 30
        let layout = Names.UICollectionViewCompositionalLayout(section: section, configuration: configuration)

        let item = CompositionalLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let expected = CompositionalLayoutSection(
            group: CompositionalLayoutGroup(
                layoutSize: .init(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(250)), subitem: item, count: 1,
                interItemSpacing: 4, contentInsets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
            itemCount: 7, interGroupSpacing: 10, contentInsets: UIEdgeInsets(top: 8, left: 16, bottom: 20, right: 24),
            orthogonalScrollingBehavior: .groupPagingCentered, orthogonalScrollingProperties: .init(decelerationRate: .fast))
        var second = expected
        second.itemCount = 3
        #expect(
            try layout.compositionalLayout(bounds: Self.bounds, numberOfItemsInSections: [7, 3])
                == CompositionalLayout(sections: [expected, second], interSectionSpacing: 30))
    }

    @Test("a section provider is asked once per section, in order, with the collection view's bounds as its container")
    func sectionProvider() throws {
        var asked: [Int] = []
        var containers: [CGSize] = []
        let layout = Names.UICollectionViewCompositionalLayout { index, environment in
            asked.append(index)
            containers += [environment.container.contentSize, environment.container.effectiveContentSize]
            let group = Names.NSCollectionLayoutGroup.vertical(
                layoutSize: Names.NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                subitems: [Self.fill()])
            return Names.NSCollectionLayoutSection(group: group)
        }
        let model = try layout.compositionalLayout(bounds: Self.bounds, numberOfItemsInSections: [2, 0, 5])
        #expect(asked == [0, 1, 2])
        #expect(containers == Array(repeating: Self.bounds, count: 6))
        #expect(model.sections.map(\.itemCount) == [2, 0, 5])
        // Rows of 44 pt, down the collection view: 2 · 44 + 0 + 5 · 44.
        #expect(model.solve(bounds: Self.bounds).contentSize == CGSize(width: 390, height: 308))
    }

    @Test("the iOS 13 counted group forces its item to 1/count of the group: three 100 pt items in a 300 pt group whatever the item says")
    func deprecatedCountedGroupForcesTheItemsWidth() throws {
        let half = Names.NSCollectionLayoutItem(
            layoutSize: Names.NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = Names.NSCollectionLayoutGroup.horizontal(
            layoutSize: Names.NSCollectionLayoutSize(widthDimension: .absolute(300), heightDimension: .absolute(100)), subitem: half, count: 3)
        let layout = Names.UICollectionViewCompositionalLayout(section: Names.NSCollectionLayoutSection(group: group))
        let solution = try layout.compositionalLayout(bounds: Self.bounds, numberOfItemsInSections: [3]).solve(bounds: Self.bounds)
        #expect(solution.sections[0].itemFrames.map(\.minX) == [0, 100, 200])
        #expect(solution.sections[0].itemFrames.map(\.width) == [100, 100, 100])
    }

    @Test("repeated identical subitems lay out as one repeated item: two 130 pt items fill a 390 pt row three times")
    func identicalSubitemsRepeat() throws {
        let third = Names.NSCollectionLayoutItem(
            layoutSize: Names.NSCollectionLayoutSize(widthDimension: .absolute(130), heightDimension: .fractionalHeight(1)))
        let group = Names.NSCollectionLayoutGroup.horizontal(
            layoutSize: Names.NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [third, third])
        let layout = Names.UICollectionViewCompositionalLayout(section: Names.NSCollectionLayoutSection(group: group))
        let solution = try layout.compositionalLayout(bounds: Self.bounds, numberOfItemsInSections: [4]).solve(bounds: Self.bounds)
        #expect(
            solution.sections[0].itemFrames.map(\.origin) == [
                CGPoint(x: 0, y: 0), CGPoint(x: 130, y: 0), CGPoint(x: 260, y: 0), CGPoint(x: 0, y: 100),
            ])
    }

    @Test("shapes the model does not have, and values UIKit refuses, throw invalidScene naming the section")
    func refusals() {
        func section(_ group: Names.NSCollectionLayoutGroup) -> Names.UICollectionViewCompositionalLayout {
            Names.UICollectionViewCompositionalLayout(section: Names.NSCollectionLayoutSection(group: group))
        }
        let size = Names.NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
        let row = Names.NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [Self.fill()])
        let other = Names.NSCollectionLayoutItem(
            layoutSize: Names.NSCollectionLayoutSize(widthDimension: .absolute(40), heightDimension: .fractionalHeight(1)))
        let cases: [(Names.UICollectionViewCompositionalLayout, [Int], String)] = [
            (section(.horizontal(layoutSize: size, subitems: [row])), [1], "section 0's group holds a group"),
            (section(.horizontal(layoutSize: size, subitems: [Self.fill(), other])), [1], "section 0's group holds 2 items of different sizes"),
            (section(.horizontal(layoutSize: size, subitems: [])), [1], "section 0's group has no subitems"),
            (section(.horizontal(layoutSize: size, repeatingSubitem: Self.fill(), count: 0)), [1], "repeats its item 0 times"),
            (
                section(
                    .horizontal(
                        layoutSize: Names.NSCollectionLayoutSize(widthDimension: .absolute(.nan), heightDimension: .absolute(1)),
                        subitems: [Self.fill()])), [1], "section 0's group: layoutSize.widthDimension is nan"
            ),
            (section(row), [2, -1], "section 1 has -1 items"),
            (
                Names.UICollectionViewCompositionalLayout { index, _ in index == 1 ? nil : Names.NSCollectionLayoutSection(group: row) }, [1, 1],
                "the section provider returned nil for section 1"
            ),
        ]
        for (layout, counts, message) in cases {
            let what = Self.invalidScene { _ = try layout.compositionalLayout(bounds: Self.bounds, numberOfItemsInSections: counts) }
            #expect(what?.contains(message) == true, "\(message): \(what ?? "no error")")
        }
        let spaced = Names.NSCollectionLayoutSection(group: row)
        spaced.interGroupSpacing = -1
        let negativeSpacing = Self.invalidScene {
            _ = try Names.UICollectionViewCompositionalLayout(section: spaced).compositionalLayout(bounds: Self.bounds, numberOfItemsInSections: [1])
        }
        #expect(negativeSpacing?.contains("section 0: interGroupSpacing is -1.0") == true)
        let horizontal = section(row)
        horizontal.configuration.scrollDirection = .horizontal
        let sideways = Self.invalidScene { _ = try horizontal.makeScene(bounds: Self.bounds, numberOfItemsInSections: [1]) }
        #expect(sideways?.contains("configuration.scrollDirection is horizontal") == true)
        let empty = Self.invalidScene { _ = try section(row).makeScene(bounds: .zero, numberOfItemsInSections: [1]) }
        #expect(empty?.contains("bounds must be positive and finite") == true)
    }

    @Test("the scene holds one scroll view per orthogonal section, at the frames the model solves by hand")
    func scene() throws {
        let card = Names.NSCollectionLayoutGroup.horizontal(
            layoutSize: Names.NSCollectionLayoutSize(widthDimension: .absolute(300), heightDimension: .absolute(200)), subitems: [Self.fill()])
        let cards = Names.NSCollectionLayoutSection(group: card)
        cards.orthogonalScrollingBehavior = .paging
        cards.contentInsets = Names.NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0)
        let layout = Names.UICollectionViewCompositionalLayout(section: cards)
        let (collectionView, sections) = try layout.makeScene(bounds: Self.bounds, numberOfItemsInSections: [5, 5])
        // Each section: 10 + 200 + 10 = 220 pt tall; the second at y = 220.
        #expect(sections.map(\.frame) == [CGRect(x: 0, y: 0, width: 390, height: 220), CGRect(x: 0, y: 220, width: 390, height: 220)])
        #expect(collectionView.contentSize == CGSize(width: 390, height: 440))
        #expect(sections.map(\.isPagingEnabled) == [true, true])
    }

    #if !canImport(UIKit) && !canImport(AppKit)
        @Test("where no Apple framework declares them, UIKit's layout names are also top-level names for SimulatedUIKit's types")
        func topLevelNames() {
            #expect(UICollectionViewCompositionalLayout.self == SimulatedUIKit.UICollectionViewCompositionalLayout.self)
            #expect(NSCollectionLayoutSection.self == SimulatedUIKit.NSCollectionLayoutSection.self)
            #expect(NSDirectionalEdgeInsets.self == SimulatedUIKit.NSDirectionalEdgeInsets.self)
        }
    #endif
}
