import Foundation

/// `UICollectionViewCompositionalLayout` as a collection view's layout: a `CompositionalLayout`
/// solved for its collection view, which creates the scroll views of its orthogonal sections
/// inside that view.
///
/// The layout is solved (`CompositionalLayout.solve(bounds:displayScale:)`) when first asked, and
/// again only when asked after `invalidateLayout()` or after the collection view's bounds size,
/// display scale or item counts changed (setting `layout` invalidates it): every query between
/// reads the kept `solution`. The collection view's item
/// counts are the sections' (`SimulatedCollectionView.numberOfItemsInSections`, as UIKit asks the
/// data source): section `s`'s `itemCount` is replaced by the view's count for `s` when the view
/// has that section. The collection view's content size is the solution's; its own content holds
/// the items of the `.none` sections (`frames`); each orthogonal section's items are in the
/// content of its `OrthogonalSectionScrollView` (`sectionScrollViews`), which this layout places
/// inside the collection view at the section's frame.
public final class CollectionViewCompositionalLayout: CollectionViewLayout {
    /// The sections and their spacing. Setting it solves the layout again when next asked.
    public var layout: CompositionalLayout {
        didSet { invalidateLayout() }
    }
    /// The link to the collection view, set by it (`CollectionViewLayout.collectionViewLink`).
    public var collectionViewLink: CollectionViewLink?
    /// The collection view this layout lays out; nil before it has one and once it is gone.
    public var collectionView: SimulatedCollectionView? { collectionViewLink?.view }
    /// The scroll views of the orthogonal sections, in section order, once the layout has placed
    /// them in its collection view (`placeSubviews(in:)`); empty before.
    public private(set) var sectionScrollViews: [OrthogonalSectionScrollView] = []

    /// The model for a collection view of a bounds size (points) and item counts, when it is made
    /// per solve (`SimulatedUIKit.UICollectionViewCompositionalLayout`'s section provider).
    private let model: ((CGSize, [Int]) -> CompositionalLayout)?
    /// The last solution and what it was solved for.
    private var solved: (bounds: CGSize, displayScale: CGFloat, counts: [Int], solution: CompositionalLayoutSolution)?
    /// How many times the layout was solved (for tests that pin it).
    private(set) var solveCount = 0

    /// A layout of `layout`'s sections.
    public init(_ layout: CompositionalLayout) {
        self.layout = layout
        model = nil
    }

    /// A layout whose model `model` makes for the collection view's bounds size (points) and item
    /// counts at each solve.
    init(model: @escaping (CGSize, [Int]) -> CompositionalLayout) {
        layout = CompositionalLayout(sections: [])
        self.model = model
    }

    /// The layout solved for its collection view as it is now: kept from the last solve while
    /// the view's bounds size, display scale and item counts are the same.
    public var solution: CompositionalLayoutSolution {
        let view = collectionView
        let bounds = view?.boundsSize ?? .zero
        let scale = view?.displayScale ?? 3
        let counts = view?.numberOfItemsInSections ?? []
        if let solved, solved.bounds == bounds, solved.displayScale == scale, solved.counts == counts { return solved.solution }
        var sections = model?(bounds, counts) ?? layout
        for (index, count) in counts.enumerated() where sections.sections.indices.contains(index) {
            sections.sections[index].itemCount = count
        }
        let solution = sections.solve(bounds: bounds, displayScale: scale)
        solveCount += 1
        solved = (bounds, scale, counts, solution)
        return solution
    }

    /// The solution's content size, in points.
    public var collectionViewContentSize: CGSize { solution.contentSize }

    /// The items of the `.none` sections, in (section, item) order, in the collection view's
    /// content, in points.
    public var frames: [CGRect] {
        solution.sections.flatMap { $0.orthogonal == nil ? $0.itemFrames : [] }
    }

    /// The items of `section` in the collection view's content, in points: a `.none` section's;
    /// empty for an orthogonal section (its items are in its scroll view's content) or no section.
    public func frames(inSection section: Int) -> [CGRect] {
        let sections = solution.sections
        guard sections.indices.contains(section), sections[section].orthogonal == nil else { return [] }
        return sections[section].itemFrames
    }

    /// Drops the solution, to solve again when next asked, and tells the collection view to
    /// re-read its content size.
    public func invalidateLayout() {
        solved = nil
        collectionView?.layoutDidChange()
    }

    /// Solves the layout now if it is not solved for the view as it is.
    public func prepare() {
        _ = solution
    }

    /// The attributes of the `.none` sections' items that overlap `rect` with a positive area, in
    /// (section, item) order.
    public func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        var result: [CollectionViewLayoutAttributes] = []
        for (section, solved) in solution.sections.enumerated() where solved.orthogonal == nil {
            for (item, frame) in solved.itemFrames.enumerated() where CollectionViewFlowLayout.overlaps(frame, rect) {
                result.append(CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section), frame: frame))
            }
        }
        return result
    }

    /// The attributes of the item at `indexPath` of a `.none` section, or nil.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        let frames = frames(inSection: indexPath.section)
        guard frames.indices.contains(indexPath.item) else { return nil }
        return CollectionViewLayoutAttributes(forCellWith: indexPath, frame: frames[indexPath.item])
    }

    /// The proposal, unchanged: a compositional layout moves no release target of its collection
    /// view (its orthogonal sections' scroll views adjust their own).
    public func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint)
        -> CGPoint
    {
        proposedContentOffset
    }

    /// Places one `OrthogonalSectionScrollView` per orthogonal section in `collectionView` at the
    /// section's frame (`addSubview(_:frame:)`), in section order, configured from the section's
    /// descriptor with the collection view's display scale and settings, its content holding the
    /// section's items. Done once: a layout placed again keeps the views it made.
    public func placeSubviews(in collectionView: SimulatedCollectionView) {
        guard sectionScrollViews.isEmpty else { return }
        for section in solution.sections {
            guard let descriptor = section.orthogonal else { continue }
            let view = OrthogonalSectionScrollView(
                descriptor: descriptor, itemFrames: section.itemFrames, displayScale: collectionView.displayScale,
                settings: collectionView.settings)
            collectionView.addSubview(view, frame: descriptor.frame)
            sectionScrollViews.append(view)
        }
    }
}
