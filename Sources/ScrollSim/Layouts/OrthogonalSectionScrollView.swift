import Foundation

/// The scroll view of an orthogonal section of a compositional layout (UIKit's private
/// `_UICollectionViewOrthogonalScrollView`): a horizontal scroll view at the section's frame,
/// configured from its descriptor, whose release hook moves a `.continuousGroupLeadingBoundary`
/// target to a group's leading edge before the delegate sees it.
///
/// It is a `SimulatedCollectionView` so that it takes its place in scenes of collection views; its
/// layout holds the section's items (`collectionViewLayout.frames`) and its content size is the
/// section's. A `CollectionViewCompositionalLayout` makes one per orthogonal section.
public final class OrthogonalSectionScrollView: SimulatedCollectionView {
    /// What the section gave it.
    public let descriptor: OrthogonalSectionDescriptor

    /// A section scroll view of the descriptor's frame size, configured from it, whose content
    /// holds `itemFrames` (the section's items in its content, points).
    public init(
        descriptor: OrthogonalSectionDescriptor, itemFrames: [CGRect] = [], displayScale: CGFloat = 3,
        settings: SimulationSettings = SimulationSettings()
    ) {
        self.descriptor = descriptor
        super.init(
            bounds: descriptor.frame.size, collectionViewLayout: OrthogonalSectionLayout(contentSize: descriptor.contentSize, itemFrames: itemFrames),
            numberOfItemsInSections: [itemFrames.count], displayScale: displayScale, settings: settings)
        descriptor.configure(self)
    }

    /// 26.1 `_scrollViewWillEndDraggingWithVelocity:targetContentOffset:`: the descriptor's
    /// proposal (`OrthogonalSectionDescriptor.proposedTarget(for:current:)`), called where UIKit
    /// calls it, before `scrollViewWillEndDragging`. A target it moves is a changed target (§5).
    public override func adjustedTarget(forProposed proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        CGPoint(x: descriptor.proposedTarget(for: proposed.x, current: contentOffset.x), y: proposed.y)
    }
}
