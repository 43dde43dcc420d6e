import Foundation
import ScrollPhysics

/// A vertical compositional layout, as `UICollectionViewCompositionalLayout` with its default
/// vertical scroll direction: sections one below another, each section a run of groups down the
/// collection view or, with an orthogonal scrolling behaviour, across it in a scroll view of its
/// own (`OrthogonalSectionScrollView`).
public struct CompositionalLayout: Equatable, Sendable {
    /// The sections, top to bottom.
    public var sections: [CompositionalLayoutSection]
    /// Spacing between sections, in points (`UICollectionViewCompositionalLayoutConfiguration.interSectionSpacing`). Default 0.
    public var interSectionSpacing: CGFloat
    /// The `.groupPagingCentered` inset rule (a choice; `CenteredPagingInset`). Default `.group`.
    public var centeredPagingInset: CenteredPagingInset

    /// A layout of `sections`.
    public init(sections: [CompositionalLayoutSection], interSectionSpacing: CGFloat = 0, centeredPagingInset: CenteredPagingInset = .group) {
        self.sections = sections
        self.interSectionSpacing = interSectionSpacing
        self.centeredPagingInset = centeredPagingInset
    }

    /// Lays the sections out in a collection view of `bounds` size (points), frames on a grid of
    /// `displayScale` pixels per point, as UIKit rounds its section descriptors.
    ///
    /// A `.none` section stacks its groups down from its top inset, `interGroupSpacing` apart; an
    /// orthogonal section lays them side by side from its leading inset, its frame as wide as the
    /// collection view and as tall as its top inset, a group and its bottom inset.
    public func solve(bounds: CGSize, displayScale: CGFloat = 3) -> CompositionalLayoutSolution {
        let scale = Double(displayScale)
        func px(_ v: CGFloat) -> CGFloat { CGFloat(PixelGrid.roundToViewScale(Double(v), scale: scale)) }
        var y: CGFloat = 0
        var solved: [CompositionalLayoutSolution.Section] = []
        for (index, section) in sections.enumerated() {
            if index > 0 { y += interSectionSpacing }
            let inset = section.contentInsets
            let group = section.group.layoutSize.resolved(in: section.groupContainer(in: bounds))
            let groupSize = CGSize(width: px(group.width), height: px(group.height))
            let perGroup = section.group.itemsPerGroup(size: groupSize)
            let groups = (section.itemCount + perGroup - 1) / perGroup
            let spacing = section.interGroupSpacing
            let run =
                CGFloat(groups) * (section.orthogonalScrollingBehavior.scrollsOrthogonally ? groupSize.width : groupSize.height)
                + CGFloat(max(0, groups - 1)) * spacing
            var items: [CGRect] = []
            let frame: CGRect
            var descriptor: OrthogonalSectionDescriptor?
            if section.orthogonalScrollingBehavior.scrollsOrthogonally {
                let height = inset.top + groupSize.height + inset.bottom
                frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
                for k in 0..<groups {
                    let origin = CGPoint(x: inset.left + CGFloat(k) * (groupSize.width + spacing), y: inset.top)
                    items += section.group.itemFrames(origin: origin, size: groupSize, remaining: section.itemCount - k * perGroup)
                }
                descriptor = OrthogonalSectionDescriptor(
                    section: index, behavior: section.orthogonalScrollingBehavior, properties: section.orthogonalScrollingProperties,
                    frame: frame, contentSize: CGSize(width: inset.left + run + inset.right, height: height),
                    groupWidth: groupSize.width, interGroupSpacing: spacing, centeredPagingInset: centeredPagingInset, displayScale: displayScale)
            } else {
                frame = CGRect(x: 0, y: y, width: bounds.width, height: inset.top + run + inset.bottom)
                for k in 0..<groups {
                    let origin = CGPoint(x: inset.left, y: y + inset.top + CGFloat(k) * (groupSize.height + spacing))
                    items += section.group.itemFrames(origin: origin, size: groupSize, remaining: section.itemCount - k * perGroup)
                }
            }
            solved.append(.init(frame: frame, itemFrames: items, orthogonal: descriptor))
            y += frame.height
        }
        return CompositionalLayoutSolution(contentSize: CGSize(width: bounds.width, height: y), sections: solved)
    }
}
