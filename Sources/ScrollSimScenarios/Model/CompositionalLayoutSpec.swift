import Foundation
import ScrollSim

/// A `layout` of `kind` `compositional`: a vertical `UICollectionViewCompositionalLayout` whose
/// orthogonal sections are named scroll views of the scene (`Scenario.allSubviews`).
public struct CompositionalLayoutSpec: Equatable, Sendable {
    /// The sections, top to bottom.
    public var sections: [CompositionalSectionSpec] = []
    /// Spacing between sections, in points. Default 0.
    public var interSectionSpacing: Double = 0
    /// The `.groupPagingCentered` inset rule (a choice the code leaves open). Default `group`.
    public var centeredPagingInset: CenteredPagingInset = .group
    /// The last solution, shared by copies (`solution(bounds:displayScale:)`); not part of the value.
    private let memo = CompositionalSolutionMemo()

    /// A layout of no sections (the file's keys fill it in).
    public init() {}

    /// Whether `a` and `b` have the same sections, spacing and inset rule.
    public static func == (a: Self, b: Self) -> Bool {
        a.sections == b.sections && a.interSectionSpacing == b.interSectionSpacing && a.centeredPagingInset == b.centeredPagingInset
    }

    /// The layout solved for a view of `bounds` size (points) on a grid of `displayScale` pixels
    /// per point: solved once, and kept while the layout, size and scale stay the same, however
    /// often the scenario's views are listed (`Scenario.allSubviews`) or checked.
    public func solution(bounds: CGSize, displayScale: Double) -> CompositionalLayoutSolution {
        memo.solution(of: layout, bounds: bounds, displayScale: displayScale)
    }

    /// The engine's layout.
    public var layout: CompositionalLayout {
        CompositionalLayout(
            sections: sections.map(\.section), interSectionSpacing: CGFloat(interSectionSpacing), centeredPagingInset: centeredPagingInset)
    }
}

/// One section of a compositional layout.
public struct CompositionalSectionSpec: Equatable, Sendable {
    /// The name of an orthogonal section's scroll view in the scene (required for one).
    public var name: String?
    /// The number of items.
    public var itemCount = 0
    /// The repeating group.
    public var group = CompositionalGroupSpec()
    /// Spacing between groups, in points. Default 0.
    public var interGroupSpacing: Double = 0
    /// Insets around the groups, in points. Default zero.
    public var contentInsets: UIEdgeInsets = .zero
    /// The orthogonal scrolling behaviour. Default `none`.
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none
    /// The orthogonal scroll view's deceleration rate. Default `automatic`.
    public var decelerationRate: OrthogonalScrollingProperties.DecelerationRate = .automatic
    /// The orthogonal scroll view's bounce. Default `automatic`.
    public var bounce: OrthogonalScrollingProperties.Bounce = .automatic
    /// What the orthogonal section's scroll view must show (`scrollsim` and `checkExpectations()`
    /// check it, as a view inside's `expect`). Default nothing.
    public var expect = Expectations()

    /// The engine's section.
    var section: CompositionalLayoutSection {
        CompositionalLayoutSection(
            group: group.group, itemCount: itemCount, interGroupSpacing: CGFloat(interGroupSpacing), contentInsets: contentInsets,
            orthogonalScrollingBehavior: orthogonalScrollingBehavior,
            orthogonalScrollingProperties: OrthogonalScrollingProperties(decelerationRate: decelerationRate, bounce: bounce))
    }
}

/// A section's group and its one repeating item.
public struct CompositionalGroupSpec: Equatable, Sendable {
    /// The group's width. Default the full container width.
    public var width: CompositionalLayoutDimension = .fractionalWidth(1)
    /// The group's height. Default 44 pt, estimated.
    public var height: CompositionalLayoutDimension = .estimated(44)
    /// The direction of the items inside. Default horizontal.
    public var axis: CompositionalLayoutGroup.Axis = .horizontal
    /// Items per group; nil: as many as fit.
    public var count: Int?
    /// Spacing between the group's items, in points. Default 0.
    public var interItemSpacing: Double = 0
    /// Insets of the items inside the group, in points. Default zero.
    public var contentInsets: UIEdgeInsets = .zero
    /// The item's width. Default the whole group's.
    public var itemWidth: CompositionalLayoutDimension = .fractionalWidth(1)
    /// The item's height. Default the whole group's.
    public var itemHeight: CompositionalLayoutDimension = .fractionalHeight(1)
    /// Insets of the cell inside its item, in points. Default zero.
    public var itemContentInsets: UIEdgeInsets = .zero

    /// The engine's group.
    var group: CompositionalLayoutGroup {
        CompositionalLayoutGroup(
            layoutSize: CompositionalLayoutSize(widthDimension: width, heightDimension: height), axis: axis,
            subitem: CompositionalLayoutItem(
                layoutSize: CompositionalLayoutSize(widthDimension: itemWidth, heightDimension: itemHeight), contentInsets: itemContentInsets),
            count: count, interItemSpacing: CGFloat(interItemSpacing), contentInsets: contentInsets)
    }
}

extension Scenario {
    /// The scroll views of the orthogonal sections of a compositional `layout`, as views of the
    /// scene: named after their sections, in section order, at their sections' frames, with their
    /// sections' `expect`. The scene's views themselves are made by the collection view's layout
    /// (`CollectionViewCompositionalLayout`); these say where they are and what they must show,
    /// from the layout solved once for the scenario's view (`CompositionalLayoutSpec.solution`).
    var compositionalSubviews: [PlacedSubview] {
        guard let spec = layout?.compositional else { return [] }
        let solution = spec.solution(bounds: scrollView.bounds, displayScale: scrollView.displayScale)
        return solution.sections.enumerated().compactMap { i, section in
            guard let descriptor = section.orthogonal, let name = spec.sections[i].name else { return nil }
            var view = ScrollViewSpec(bounds: descriptor.frame.size, contentSize: descriptor.contentSize)
            view.displayScale = scrollView.displayScale
            let subview = SubviewSpec(name: name, frame: descriptor.frame, scrollView: view, expect: spec.sections[i].expect)
            return PlacedSubview(spec: subview, parent: nil, path: "layout.sections[\(i)]", section: i)
        }
    }
}
