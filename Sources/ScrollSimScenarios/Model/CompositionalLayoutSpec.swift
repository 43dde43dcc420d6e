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
    /// The scroll views of the orthogonal sections of a compositional `layout`, placed in the
    /// scenario's view at their sections' frames (`CompositionalLayout.solve`), named after their
    /// sections, in section order.
    var compositionalSubviews: [PlacedSubview] {
        guard let spec = layout?.compositional else { return [] }
        let solution = spec.layout.solve(bounds: scrollView.bounds, displayScale: CGFloat(scrollView.displayScale))
        return solution.sections.enumerated().compactMap { i, section in
            guard let descriptor = section.orthogonal, let name = spec.sections[i].name else { return nil }
            var view = ScrollViewSpec(bounds: descriptor.frame.size, contentSize: descriptor.contentSize)
            view.displayScale = scrollView.displayScale
            var subview = SubviewSpec(name: name, frame: descriptor.frame, scrollView: view)
            subview.orthogonal = descriptor
            subview.expect = spec.sections[i].expect
            return PlacedSubview(spec: subview, parent: nil, path: "layout.sections[\(i)]")
        }
    }
}

extension Scenario {
    /// The cards of a compositional `layout`, for drawing the run: the items of its `.none`
    /// sections in the scenario's view's content (`root`), and each orthogonal section's items in
    /// its own scroll view's content, by section name (`sections`). Empty without one.
    var compositionalItemFrames: (root: [CGRect], sections: [String: [CGRect]]) {
        guard let spec = layout?.compositional else { return ([], [:]) }
        let solution = spec.layout.solve(bounds: scrollView.bounds, displayScale: CGFloat(scrollView.displayScale))
        var root: [CGRect] = []
        var sections: [String: [CGRect]] = [:]
        for (i, section) in solution.sections.enumerated() {
            if section.orthogonal == nil {
                root += section.itemFrames
            } else if let name = spec.sections[i].name {
                sections[name] = section.itemFrames
            }
        }
        return (root, sections)
    }
}
