import Foundation

/// `UICollectionViewFlowLayout`: items in lines along the scroll direction, section after section.
///
/// Sections follow one another along the scroll direction, each between its own section insets,
/// and a line never holds items of two sections, as in UIKit. Within a section, items fill a line
/// across the scroll direction (a column when scrolling horizontally), separated by at least
/// `minimumInteritemSpacing`; lines are `minimumLineSpacing` apart. As in UIKit, a line with one
/// item centres it across the line, and a line with several spreads them edge to edge. Sizes,
/// section insets and spacings come from the collection view's delegate when it adopts
/// `CollectionViewDelegateFlowLayout`, asked per section and per index path; otherwise from
/// `sectionOverrides`, then the layout's own properties. Frames are computed once and cached until
/// a property or the delegate changes. Subclass and override
/// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` for layout-level snapping.
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// The flow's scroll direction, as `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: String, Hashable, Sendable {
        /// Lines are rows, stacked downwards.
        case vertical
        /// Lines are columns, placed rightwards.
        case horizontal
    }

    /// The direction lines are added in. Default `.vertical`, as in UIKit.
    public var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// The size of every item, in points (used when `itemSizes` is nil). Default 50 × 50.
    public var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// Per-item sizes of section 0, in points, overriding `itemSize`; items past its end use
    /// `itemSize`. Other sections take per-item sizes from `sectionOverrides`.
    public var itemSizes: [CGSize]? { didSet { invalidateLayout() } }
    /// Spacing between lines, in points. Default 10.
    public var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Minimum spacing between items in a line, in points. Default 10.
    public var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Margins around each section's items, in points. Default zero.
    public var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }

    /// Per-section values that replace the layout's own for one section, by section number.
    ///
    /// A section without an entry, or an entry's nil field, uses the layout's property. This is
    /// ScrollSim's stand-in for a `CollectionViewDelegateFlowLayout` that answers per section, for
    /// when the delegate slot is taken (scenario files use it); a flow delegate still wins.
    public var sectionOverrides: [Int: SectionOverrides] = [:] { didSet { invalidateLayout() } }

    /// The collection view this layout lays out, set by the collection view; nil once that view is
    /// gone, as through UIKit's weak reference.
    public var collectionView: SimulatedCollectionView? { collectionViewLink?.view }
    /// The link to the collection view, set by it (`CollectionViewLayout.collectionViewLink`).
    public var collectionViewLink: CollectionViewLink?

    /// Each section's item frames, in (section, item) order, in points.
    private var cachedSectionFrames: [[CGRect]]?
    private var cachedFrames: [CGRect] = []
    private var cachedContentSize = CGSize.zero

    /// Creates a layout with UIKit's defaults.
    public init() {}

    /// Drops cached frames; they are recomputed on the next query.
    open func invalidateLayout() {
        cachedSectionFrames = nil
        collectionView?.layoutDidChange()
    }

    /// Computes the frames now (the queries call it as needed).
    open func prepare() {
        _ = sectionFrames
    }

    /// The size of all sections with their insets and spacing, in points.
    open var collectionViewContentSize: CGSize {
        _ = sectionFrames
        return cachedContentSize
    }

    /// Every item frame of every section, flattened in (section, item) order, in points.
    ///
    /// With one section (the usual case, and every strategy's) this is section 0's frames, index
    /// `i` being item `i`. With several, item `j` of section `s` is at the sum of the earlier
    /// sections' counts plus `j`; use `frames(inSection:)` to address a section.
    public var frames: [CGRect] {
        _ = sectionFrames
        return cachedFrames
    }

    /// The item frames of `section`, in item order, in points (empty for a section that does not
    /// exist).
    public func frames(inSection section: Int) -> [CGRect] {
        let all = sectionFrames
        return all.indices.contains(section) ? all[section] : []
    }

    /// The frames per section, computed on first use and cached until invalidated.
    private var sectionFrames: [[CGRect]] {
        if let cachedSectionFrames { return cachedSectionFrames }
        let computed = computeFrames()
        cachedSectionFrames = computed.frames
        cachedFrames = computed.frames.flatMap { $0 }
        cachedContentSize = computed.contentSize
        return computed.frames
    }

    /// The size of item `index` of section 0, in points (see `sizeForItem(at:)` with an index path).
    public func sizeForItem(at index: Int) -> CGSize {
        sizeForItem(at: IndexPath(item: index, section: 0))
    }

    /// The size of the item at `indexPath`, in points: the flow delegate's
    /// `collectionView(_:layout:sizeForItemAt:)` when the collection view's delegate adopts
    /// `CollectionViewDelegateFlowLayout`, otherwise the layout's own size for it
    /// (`ownSizeForItem(at:)`).
    public func sizeForItem(at indexPath: IndexPath) -> CGSize {
        if let (view, flow) = flowDelegate {
            return flow.collectionView(view, layout: self, sizeForItemAt: indexPath)
        }
        return ownSizeForItem(at: indexPath)
    }

    /// The size without the delegate, in points: the section override's `itemSizes[item]`, then
    /// (section 0 only) the layout's `itemSizes[item]`, then the override's `itemSize`, then
    /// `itemSize`.
    package func ownSizeForItem(at indexPath: IndexPath) -> CGSize {
        let override = sectionOverrides[indexPath.section]
        let item = indexPath.item
        if let sizes = override?.itemSizes, item >= 0, item < sizes.count { return sizes[item] }
        if indexPath.section == 0, let itemSizes, item >= 0, item < itemSizes.count { return itemSizes[item] }
        return override?.itemSize ?? itemSize
    }

    /// `sectionInset`, or the section's override, in points.
    package func ownInset(forSection section: Int) -> UIEdgeInsets {
        sectionOverrides[section]?.sectionInset ?? sectionInset
    }

    /// `minimumLineSpacing`, or the section's override, in points.
    package func ownLineSpacing(forSection section: Int) -> CGFloat {
        sectionOverrides[section]?.minimumLineSpacing ?? minimumLineSpacing
    }

    /// `minimumInteritemSpacing`, or the section's override, in points.
    package func ownInteritemSpacing(forSection section: Int) -> CGFloat {
        sectionOverrides[section]?.minimumInteritemSpacing ?? minimumInteritemSpacing
    }

    /// The collection view and its delegate, when the delegate lays items out, as UIKit asks it.
    private var flowDelegate: (SimulatedCollectionView, CollectionViewDelegateFlowLayout)? {
        guard let view = collectionView, let flow = view.delegate as? CollectionViewDelegateFlowLayout else { return nil }
        return (view, flow)
    }

    /// The attributes of every item whose frame overlaps `rect` with a positive area, in
    /// (section, item) order. Frames that only touch an edge of `rect` are left out, as
    /// CoreGraphics' `CGRectIntersectsRect` does (Foundation's `intersects` on Linux includes them).
    open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        var result: [CollectionViewLayoutAttributes] = []
        for (section, frames) in sectionFrames.enumerated() {
            for (i, frame) in frames.enumerated() where Self.overlaps(frame, rect) {
                result.append(CollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: section), frame: frame))
            }
        }
        return result
    }

    /// Whether `a` and `b` share a region of positive area (strict comparisons, every platform).
    static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// The attributes of the item at `indexPath` in any section, or nil if there is no such item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        let frames = frames(inSection: indexPath.section)
        guard indexPath.item >= 0, indexPath.item < frames.count else { return nil }
        return CollectionViewLayoutAttributes(forCellWith: indexPath, frame: frames[indexPath.item])
    }

    /// Where a drag that UIKit would stop at `proposedContentOffset` should stop, in points.
    ///
    /// Called before the delegate's `scrollViewWillEndDragging`. `velocity` is in the unit set by
    /// `SimulationSettings.layoutVelocityUnit` (pt/ms by default, as observed on devices). The base
    /// layout returns the proposal unchanged.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    // MARK: - Flow

    /// Lays the sections out one after another along the scroll direction.
    ///
    /// Each section starts where the previous one ended: its leading section inset, its lines
    /// (never shared with another section, as in UIKit), its trailing inset. An empty section
    /// still takes its two insets, as in UIKit. With one section starting at 0 the arithmetic is
    /// the single-section layout's, to the bit.
    private func computeFrames() -> (frames: [[CGRect]], contentSize: CGSize) {
        let sections = collectionView?.numberOfSections ?? 0
        let horizontal = scrollDirection == .horizontal
        let main: ScrollAxis = horizontal ? .horizontal : .vertical
        let cross: ScrollAxis = horizontal ? .vertical : .horizontal
        let bounds = collectionView?.boundsSize ?? .zero
        let inset = collectionView?.contentInset ?? .zero
        var result: [[CGRect]] = []
        var mainEnd = 0.0
        for section in 0..<sections {
            let laid = computeSection(section, from: mainEnd, main: main, cross: cross, bounds: bounds, inset: inset)
            result.append(laid.frames)
            mainEnd = laid.end
        }
        let crossLength = Swift.max(0, bounds[cross] - inset.leading(cross) - inset.trailing(cross))
        let size =
            horizontal
            ? CGSize(width: mainEnd, height: crossLength) : CGSize(width: crossLength, height: mainEnd)
        return (result, size)
    }

    /// The frames of `sectionIndex`'s items when the section starts at `start` points along the
    /// scroll axis, and where the section ends (after its trailing inset).
    private func computeSection(
        _ sectionIndex: Int, from start: Double, main: ScrollAxis, cross: ScrollAxis, bounds: CGSize, inset: UIEdgeInsets
    ) -> (frames: [CGRect], end: Double) {
        let count = collectionView?.numberOfItems(inSection: sectionIndex) ?? 0
        let horizontal = main == .horizontal
        let flow = flowDelegate
        let section =
            flow.map { $0.1.collectionView($0.0, layout: self, insetForSectionAt: sectionIndex) }
            ?? ownInset(forSection: sectionIndex)
        let crossAvailable = Swift.max(
            0,
            bounds[cross] - inset.leading(cross) - inset.trailing(cross) - section.leading(cross)
                - section.trailing(cross))
        let interitem = Double(
            flow.map { $0.1.collectionView($0.0, layout: self, minimumInteritemSpacingForSectionAt: sectionIndex) }
                ?? ownInteritemSpacing(forSection: sectionIndex))
        let lineSpacing = Double(
            flow.map { $0.1.collectionView($0.0, layout: self, minimumLineSpacingForSectionAt: sectionIndex) }
                ?? ownLineSpacing(forSection: sectionIndex))
        let sizes = (0..<count).map { sizeForItem(at: IndexPath(item: $0, section: sectionIndex)) }

        var frames = [CGRect](repeating: .zero, count: count)
        var lineStart = start + section.leading(main)
        var index = 0
        var lines = 0
        while index < count {
            // Fill one line across the scroll direction.
            var members = [index]
            var used = sizes[index][cross]
            var next = index + 1
            while next < count, used + interitem + sizes[next][cross] <= crossAvailable + 1e-9 {
                used += interitem + sizes[next][cross]
                members.append(next)
                next += 1
            }
            let thickness = members.map { sizes[$0][main] }.max() ?? 0
            let crossOrigin = section.leading(cross)
            if members.count == 1 {
                let size = sizes[index]
                let c = crossOrigin + (crossAvailable - size[cross]) / 2
                frames[index] = rect(main: lineStart + (thickness - size[main]) / 2, cross: c, size: size, horizontal: horizontal)
            } else {
                let gap = (crossAvailable - members.reduce(0) { $0 + sizes[$1][cross] }) / Double(members.count - 1)
                var c = crossOrigin
                for m in members {
                    let size = sizes[m]
                    frames[m] = rect(main: lineStart + (thickness - size[main]) / 2, cross: c, size: size, horizontal: horizontal)
                    c += size[cross] + gap
                }
            }
            lineStart += thickness + lineSpacing
            lines += 1
            index = next
        }
        let end =
            lines == 0
            ? start + section.leading(main) + section.trailing(main)
            : lineStart - lineSpacing + section.trailing(main)
        return (frames, end)
    }

    private func rect(main: Double, cross: Double, size: CGSize, horizontal: Bool) -> CGRect {
        horizontal
            ? CGRect(x: main, y: cross, width: size.width, height: size.height)
            : CGRect(x: cross, y: main, width: size.width, height: size.height)
    }
}
