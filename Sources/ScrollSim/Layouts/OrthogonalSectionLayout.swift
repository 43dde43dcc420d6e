import Foundation

/// The layout of an orthogonal section's scroll view: the section's items, laid out once by the
/// compositional layout that made the view, in the section's content, and the section's content
/// size. It moves no release target (the scroll view's own hook does, as UIKit's does).
final class OrthogonalSectionLayout: CollectionViewLayout {
    /// The link to the section's scroll view.
    var collectionViewLink: CollectionViewLink?
    /// The section's content size, in points.
    let collectionViewContentSize: CGSize
    /// The section's items in its content, in points.
    let frames: [CGRect]

    /// A layout of `itemFrames` (points) in content of `contentSize` (points).
    init(contentSize: CGSize, itemFrames: [CGRect]) {
        collectionViewContentSize = contentSize
        frames = itemFrames
    }

    /// The items, as section 0's; empty for any other section.
    func frames(inSection section: Int) -> [CGRect] { section == 0 ? frames : [] }

    /// Tells the scroll view to re-read its content size (the same).
    func invalidateLayout() { collectionViewLink?.view?.layoutDidChange() }

    /// Nothing to compute.
    func prepare() {}

    /// The items overlapping `rect` with a positive area.
    func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        frames.enumerated().filter { CollectionViewFlowLayout.overlaps($0.element, rect) }.map {
            CollectionViewLayoutAttributes(forCellWith: IndexPath(item: $0.offset, section: 0), frame: $0.element)
        }
    }

    /// The attributes of item `indexPath.item` of section 0, or nil.
    func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        let frames = frames(inSection: indexPath.section)
        guard frames.indices.contains(indexPath.item) else { return nil }
        return CollectionViewLayoutAttributes(forCellWith: indexPath, frame: frames[indexPath.item])
    }

    /// The proposal, unchanged.
    func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }
}
