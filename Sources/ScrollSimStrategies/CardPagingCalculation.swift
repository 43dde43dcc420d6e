import Foundation
import ScrollSim

/// A line-for-line port of jaredsinclair's `BLVNonStandardPagingCalculation` (seed 004), the
/// unusual horizontal paging of Twitter's inline promoted app cards.
///
/// Given the proposed target, it picks the card to rest on: the first card left-aligned, the last
/// right-aligned, any other centred (`round` as `roundf`). See `CardCentering` for the rule.
public struct CardPagingCalculation: Hashable, Sendable {
    /// The gist's `BLVScrollDirection`: by the content offset, not by the finger.
    public enum ScrollDirection: Hashable, Sendable {
        /// The content offset is decreasing (the gist then goes to the previous card).
        case rightToLeft
        /// The content offset is increasing (the gist then goes to the next card).
        case leftToRight
    }

    /// The card centred by the result, or nil (the gist's `NSNotFound`) for the first card, the
    /// last card, or no card.
    public var centeredCardIndex: Int?
    /// Where the content should come to rest, in points.
    public var targetContentOffset: CGPoint

    /// The gist's `+adjustedTargetContentOffsetForCollectionView:…`; widths in points.
    public static func adjusted(
        collectionView: SimulatedCollectionView, targetContentOffset: CGPoint, cardWidth: CGFloat,
        spaceBetweenCards: CGFloat, numberOfCards: Int, previouslyCenteredCardIndex: Int?,
        scrollDirection: ScrollDirection
    ) -> CardPagingCalculation {
        var targetRect = collectionView.bounds
        targetRect.origin.x = targetContentOffset.x
        let allAttributes = collectionView.snappingLayout.layoutAttributesForElements(in: targetRect) ?? []

        let rightToLeft = scrollDirection == .rightToLeft
        let visibleWidth = collectionView.bounds.size.width
        let contentWidth = collectionView.contentSize.width
        let currentOffset = collectionView.contentOffset.x
        var currentVisibleCenter = collectionView.contentOffset
        currentVisibleCenter.x += visibleWidth / 2
        var targetVisibleCenter = targetContentOffset
        targetVisibleCenter.x += visibleWidth / 2
        let firstPage = 0
        let numberOfPages = numberOfCards
        let lastPage = max(0, numberOfPages - 1)
        let multipleCardsPerPage = visibleWidth > cardWidth * 2
        let contentInset = collectionView.contentInset
        let cardMargin = spaceBetweenCards
        let isFullyScrolledRight = currentOffset + visibleWidth >= contentWidth + contentInset.right
        let isFullyScrolledLeft = currentOffset <= 0 - contentInset.left
        let isFullyScrolled = isFullyScrolledRight || isFullyScrolledLeft

        var targetAttributes: CollectionViewLayoutAttributes?
        if isFullyScrolled {
            let targetPage = isFullyScrolledRight ? lastPage : firstPage
            targetAttributes = collectionView.layoutAttributesForItem(at: IndexPath(item: targetPage, section: 0))
        } else {
            for attributes in allAttributes {
                let slightlyExpandedFrame = attributes.frame.insetBy(dx: -cardMargin, dy: -cardMargin)
                guard slightlyExpandedFrame.containsPointAsCoreGraphics(targetVisibleCenter) else { continue }
                let page = attributes.indexPath.item
                if rightToLeft {
                    if slightlyExpandedFrame.containsPointAsCoreGraphics(currentVisibleCenter)
                        && page > 0
                        && (page == previouslyCenteredCardIndex || !multipleCardsPerPage)
                    {
                        // Go to the previous card if possible.
                        targetAttributes = collectionView.layoutAttributesForItem(at: IndexPath(item: page - 1, section: 0))
                    } else {
                        targetAttributes = attributes
                    }
                    break
                } else {
                    if slightlyExpandedFrame.containsPointAsCoreGraphics(currentVisibleCenter)
                        && page < lastPage
                        && (page == previouslyCenteredCardIndex || !multipleCardsPerPage)
                    {
                        // Go to the next card if possible.
                        targetAttributes = collectionView.layoutAttributesForItem(at: IndexPath(item: page + 1, section: 0))
                    } else {
                        targetAttributes = attributes
                    }
                    break
                }
            }
        }

        guard let targetAttributes else {
            return CardPagingCalculation(centeredCardIndex: nil, targetContentOffset: targetContentOffset)
        }
        let page = targetAttributes.indexPath.item
        if page == firstPage {
            return CardPagingCalculation(
                centeredCardIndex: nil, targetContentOffset: CGPoint(x: 0 - contentInset.left, y: targetContentOffset.y))
        } else if page == lastPage {
            let targetX = roundf(Float(contentWidth - visibleWidth + contentInset.right))
            return CardPagingCalculation(
                centeredCardIndex: nil, targetContentOffset: CGPoint(x: CGFloat(targetX), y: targetContentOffset.y))
        } else {
            let offset = CGFloat(roundf(Float((visibleWidth - cardWidth) / 2)))
            let targetX = roundf(Float(targetAttributes.frame.origin.x - offset))
            return CardPagingCalculation(
                centeredCardIndex: page, targetContentOffset: CGPoint(x: CGFloat(targetX), y: targetContentOffset.y))
        }
    }

    /// Hashes the card index and the target (CoreGraphics' own `Hashable` is iOS 18 / macOS 15 only).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(centeredCardIndex)
        hasher.combine(point: targetContentOffset)
    }
}

extension CGRect {
    /// `CGRectContainsPoint`: the point lies in `[minX, maxX) × [minY, maxY)`.
    func containsPointAsCoreGraphics(_ point: CGPoint) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
}
