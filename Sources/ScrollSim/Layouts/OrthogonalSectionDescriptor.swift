import Foundation
import ScrollPhysics

/// What UIKit hands an orthogonal section's scroll view (26.1 `_UICollectionLayoutSectionDescriptor`,
/// built by `-[_UICollectionSectionSolutionBookmark memoizedDescriptor]`), and how the scroll
/// view takes it (`-[_UICollectionViewOrthogonalScrollView configureForDescriptor:]`).
///
/// All offsets below are the section scroll view's, in points, along its horizontal axis.
public struct OrthogonalSectionDescriptor: Equatable, Sendable {
    /// The section's index in the layout.
    public var section: Int
    /// The behaviour.
    public var behavior: OrthogonalScrollingBehavior
    /// The deceleration rate and bounce.
    public var properties: OrthogonalScrollingProperties
    /// The scroll view's frame in the collection view's content, in points.
    public var frame: CGRect
    /// The scroll view's content size, in points: the leading inset, the groups and their
    /// spacing, the trailing inset.
    public var contentSize: CGSize
    /// The group's width plus `interGroupSpacing`, in points (`memoizedDescriptor`:
    /// `_dimensionForRootGroupAlongAxis: + interGroupSpacing`, the descriptor's `_groupDimension`).
    public var groupDimension: CGFloat
    /// The page stride, in points: `groupDimension` for `.groupPaging` and `.groupPagingCentered`,
    /// 0 otherwise (`memoizedDescriptor`: `(behavior & ~1) == 4`); 0 means pages of the bounds.
    public var pagingDimension: CGFloat
    /// The inset on both sides and the paging origin's step back, in points: nonzero for
    /// `.groupPagingCentered` only (`CenteredPagingInset`), on the pixel grid (`UIRoundToViewScale`).
    public var centeringInset: CGFloat

    /// A descriptor from a solved section (`CompositionalLayout.solve`).
    init(
        section: Int, behavior: OrthogonalScrollingBehavior, properties: OrthogonalScrollingProperties, frame: CGRect, contentSize: CGSize,
        groupWidth: CGFloat, interGroupSpacing: CGFloat, centeredPagingInset: CenteredPagingInset, displayScale: CGFloat
    ) {
        self.section = section
        self.behavior = behavior
        self.properties = properties
        self.frame = frame
        self.contentSize = contentSize
        groupDimension = groupWidth + interGroupSpacing
        pagingDimension = behavior.pagesByGroup ? groupDimension : 0
        if behavior == .groupPagingCentered {
            let centred = centeredPagingInset == .group ? groupWidth : pagingDimension
            centeringInset = CGFloat(PixelGrid.roundToViewScale(Double(frame.width - centred) / 2, scale: Double(displayScale)))
        } else {
            centeringInset = 0
        }
    }

    /// Sets `view` up as `configureForDescriptor:` does: the content size; `bounces` unless the
    /// bounce is `.never`, `alwaysBounceHorizontal` when `.always`; paging for `.paging`,
    /// `.groupPaging` and `.groupPagingCentered`; the deceleration rate; no safe-area adjustment
    /// (`initWithCollectionView:section:`, `setContentInsetAdjustmentBehavior:2`); with a paging
    /// dimension `P > 0`, the interpage spacing `P − W` (so the stride is `P`) and the paging
    /// origin 0, less `centeringInset` for `.groupPagingCentered`, whose content inset is
    /// `centeringInset` on both sides. The view starts on its first page: offset `−centeringInset`.
    public func configure(_ view: SimulatedScrollView) {
        view.contentInsetAdjustmentBehavior = .never
        view.placeContentSize(contentSize)
        view.bounces = properties.bounce != .never
        view.alwaysBounceHorizontal = properties.bounce == .always
        view.isPagingEnabled = behavior.isPaging
        view.decelerationRate = properties.decelerationRate.rate
        if pagingDimension > 0 {
            view.interpageSpacing = CGSize(width: pagingDimension - frame.width, height: 0)
            view.pagingOrigin = CGPoint(x: -centeringInset, y: 0)
        } else {
            view.interpageSpacing = .zero
            view.pagingOrigin = .zero
        }
        view.contentInset = UIEdgeInsets(top: 0, left: centeringInset, bottom: 0, right: centeringInset)
        view.contentOffset = CGPoint(x: -centeringInset, y: 0)
    }

    /// The release target the orthogonal scroll view proposes for `proposed` when the content is
    /// at `current` (26.1 `-[_UICollectionViewOrthogonalScrollView _scrollViewWillEndDraggingWithVelocity:targetContentOffset:]`
    /// → `contentOffsetAdjustedForCurrentScrollingBehavior:itemFrame:` →
    /// `_UICollectionLayoutValidatedContentOffsetForProposedContentOffsetForOrthogonalSection`'s block),
    /// in points.
    ///
    /// For `.continuousGroupLeadingBoundary`, with the unit `u = groupDimension`: `q = proposed/u`;
    /// moving forward (`proposed > current`, or `proposed` at or past the maximum) `k = ceil(q − 0.005)`,
    /// backward `k = floor(q + 0.005)`, neither `k = round(q)`; `k ≥ 0`; the target `k · u` clamped to
    /// `[0, contentWidth − W]`, which puts group `k`'s leading edge at the section's leading inset.
    /// **Choice**: the block's unit is not shown; the group dimension is the only per-section
    /// length it can be, and other behaviours keep the proposal (their targets are native
    /// paging's pages, or a free glide's).
    public func proposedTarget(for proposed: CGFloat, current: CGFloat) -> CGFloat {
        guard behavior == .continuousGroupLeadingBoundary, groupDimension > .ulpOfOne else { return proposed }
        let maximum = Double(contentSize.width - frame.width + 2 * centeringInset)
        let p = Double(proposed + centeringInset)
        let unit = Double(groupDimension)
        var direction: Double = p - Double(current + centeringInset) > 0 ? 1 : (p < Double(current + centeringInset) ? -1 : 0)
        if p - maximum + 0.0001 >= 0 { direction = 1 }
        let q = p / unit
        let k = max(0, direction > 0 ? (q - 0.005).rounded(.up) : direction < 0 ? (q + 0.005).rounded(.down) : q.rounded())
        let target = maximum < 0 ? 0 : min(max(k * unit, 0), maximum)
        return CGFloat(target) - centeringInset
    }
}
