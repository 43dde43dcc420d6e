import Foundation
import ScrollSim
import ScrollSimStrategies
import Testing

/// Seed 002's delegate implementation as the 2018 article shows it.
final class PastedPeekDelegateImplementation: NSObject, UICollectionViewDelegateFlowLayout {
    private let cellSpacing: CGFloat
    private let cellPeekWidth: CGFloat
    private let scrollThreshold: CGFloat
    private var currentScrollOffset: CGPoint = .zero

    init(cellSpacing: CGFloat = 20, cellPeekWidth: CGFloat = 20, scrollThreshold: CGFloat = 50) {
        self.cellSpacing = cellSpacing
        self.cellPeekWidth = cellPeekWidth
        self.scrollThreshold = scrollThreshold
        super.init()
    }

    private func itemWidth(_ collectionView: UIScrollView) -> CGFloat {
        max(0, collectionView.frame.size.width - 2 * (cellSpacing + cellPeekWidth))
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: itemWidth(collectionView), height: collectionView.frame.size.height)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        UIEdgeInsets(top: 0, left: cellSpacing + cellPeekWidth, bottom: 0, right: cellSpacing + cellPeekWidth)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        cellSpacing
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        0
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        currentScrollOffset = scrollView.contentOffset
    }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        let target = targetContentOffset.pointee
        let currentScrollDistance = target.x - currentScrollOffset.x
        let coefficent = Int(max(-1, min(currentScrollDistance / scrollThreshold, 1)))
        let currentIndex = Int(round(currentScrollOffset.x / itemWidth(scrollView)))
        let adjacentItemIndex = currentIndex + coefficent
        let adjacentItemOffsetX = CGFloat(adjacentItemIndex) * (itemWidth(scrollView) + cellSpacing)
        targetContentOffset.pointee = CGPoint(x: adjacentItemOffsetX, y: target.y)
    }
}

@Suite("Pasted seed 002 code")
struct PastedSeed002Tests {
    @Test("the pasted peek delegate lays the view out through its flow-layout methods and rests as peek does")
    func behavesLikeBuiltIn() throws {
        // A plain horizontal flow layout (UIKit's defaults: 50 × 50 items, spacing 10): the
        // pasted delegate's four flow-layout methods must override all of it.
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        let pastedView = UICollectionView(
            bounds: CGSize(width: 375, height: 250), collectionViewLayout: layout, numberOfItems: 5)
        let pasted = PastedPeekDelegateImplementation()
        pastedView.delegate = pasted
        pastedView.decelerationRate = UIScrollViewDecelerationRateFast
        // Item width 375 − 2 · (20 + 20) = 295, insets 40, spacing 20:
        // content 40 + 5 · 295 + 4 · 20 + 40 = 1635, item 1 at 40 + 295 + 20 = 355.
        #expect(pastedView.contentSize.width == 1635)
        #expect(
            pastedView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 355, y: 0, width: 295, height: 250))

        let builtInView = collectionView(itemWidth: 100, inset: 0, spacing: 0, count: 5)
        let builtIn = Peek()
        attach(builtIn, to: builtInView)
        #expect(builtInView.contentSize.width == 1635)
        #expect(try restOffsets(of: pastedView) == restOffsets(of: builtInView))
    }
}
