import Foundation
import ScrollSim
import ScrollSimStrategies
import Testing

/// Seed 004's gist as a developer translates it to Swift and calls it from the delegate, keeping
/// the previously centred card and taking the direction from the velocity (else the drag).
final class PastedPromotedCardsDelegate: NSObject, UICollectionViewDelegate {
    var centeredCardIndex = NSNotFound
    var dragStart: CGPoint = .zero

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        dragStart = scrollView.contentOffset
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard let collectionView = scrollView as? UICollectionView else { return }
        let travel = scrollView.contentOffset.x - dragStart.x
        let rightToLeft = velocity.x != 0 ? velocity.x < 0 : travel < 0
        let layout = collectionView.collectionViewLayout as! UICollectionViewFlowLayout
        let cardWidth = layout.itemSize.width
        let cardMargin = layout.minimumLineSpacing
        let numberOfCards = collectionView.numberOfItems(inSection: 0)
        let proposed = targetContentOffset.pointee

        var targetRect = collectionView.bounds
        targetRect.origin.x = proposed.x
        let allAttributes = layout.layoutAttributesForElements(in: targetRect) ?? []
        let visibleWidth = collectionView.bounds.size.width
        let contentWidth = collectionView.contentSize.width
        let currentOffset = collectionView.contentOffset.x
        var currentVisibleCenter = collectionView.contentOffset
        currentVisibleCenter.x += visibleWidth / 2
        var targetVisibleCenter = proposed
        targetVisibleCenter.x += visibleWidth / 2
        let lastPage = max(0, numberOfCards - 1)
        let multipleCardsPerPage = visibleWidth > cardWidth * 2
        let contentInset = collectionView.contentInset
        let isFullyScrolledRight = currentOffset + visibleWidth >= contentWidth + contentInset.right
        let isFullyScrolledLeft = currentOffset <= 0 - contentInset.left

        func contains(_ rect: CGRect, _ point: CGPoint) -> Bool {  // CGRectContainsPoint
            point.x >= rect.minX && point.x < rect.maxX && point.y >= rect.minY && point.y < rect.maxY
        }

        var targetAttributes: UICollectionViewLayoutAttributes?
        if isFullyScrolledRight || isFullyScrolledLeft {
            let targetPage = isFullyScrolledRight ? lastPage : 0
            targetAttributes = collectionView.layoutAttributesForItem(at: IndexPath(item: targetPage, section: 0))
        } else {
            for attributes in allAttributes {
                let slightlyExpandedFrame = attributes.frame.insetBy(dx: -cardMargin, dy: -cardMargin)
                if contains(slightlyExpandedFrame, targetVisibleCenter) {
                    let page = attributes.indexPath.row
                    let atCurrent =
                        contains(slightlyExpandedFrame, currentVisibleCenter)
                        && (page == centeredCardIndex || !multipleCardsPerPage)
                    if rightToLeft && atCurrent && page > 0 {
                        targetAttributes = collectionView.layoutAttributesForItem(at: IndexPath(item: page - 1, section: 0))
                    } else if !rightToLeft && atCurrent && page < lastPage {
                        targetAttributes = collectionView.layoutAttributesForItem(at: IndexPath(item: page + 1, section: 0))
                    } else {
                        targetAttributes = attributes
                    }
                    break
                }
            }
        }

        guard let target = targetAttributes else {
            centeredCardIndex = NSNotFound
            return
        }
        let page = target.indexPath.row
        if page == 0 {
            targetContentOffset.pointee = CGPoint(x: 0 - contentInset.left, y: proposed.y)
            centeredCardIndex = NSNotFound
        } else if page == lastPage {
            targetContentOffset.pointee = CGPoint(x: CGFloat(roundf(Float(contentWidth - visibleWidth + contentInset.right))), y: proposed.y)
            centeredCardIndex = NSNotFound
        } else {
            let offset = CGFloat(roundf(Float((visibleWidth - cardWidth) / 2)))
            targetContentOffset.pointee = CGPoint(x: CGFloat(roundf(Float(target.frame.origin.x - offset))), y: proposed.y)
            centeredCardIndex = page
        }
    }
}

@Suite("Pasted seed 004 code")
struct PastedSeed004Tests {
    @Test("the pasted promoted-cards delegate rests exactly where card-centering does")
    func behavesLikeBuiltIn() throws {
        let pastedView = cardsCollectionView()
        let builtInView = cardsCollectionView()
        let pasted = PastedPromotedCardsDelegate()
        pastedView.decelerationRate = .fast
        pastedView.delegate = pasted
        let builtIn = CardCentering()
        attach(builtIn, to: builtInView)
        #expect(try restOffsets(of: pastedView) == restOffsets(of: builtInView))
        #expect(pasted.centeredCardIndex == (builtIn.previouslyCenteredCardIndex ?? NSNotFound))
    }
}
