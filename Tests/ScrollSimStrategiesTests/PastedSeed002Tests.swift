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
    @Test("the pasted peek delegate, on the layout its size and inset methods give, rests as peek does")
    func behavesLikeBuiltIn() throws {
        // The pasted delegate's flow-layout methods give 295-wide items and 40 pt insets; the
        // engine does not call them, so the view is laid out with the same numbers by hand.
        let pastedView = collectionView(itemWidth: 295, inset: 40, spacing: 20, count: 5)
        pastedView.collectionViewLayout.minimumInteritemSpacing = 0
        pastedView.decelerationRate = .fast
        let pasted = PastedPeekDelegateImplementation()
        pastedView.delegate = pasted
        #expect(pasted.collectionView(pastedView, layout: pastedView.collectionViewLayout, sizeForItemAt: IndexPath(item: 0, section: 0)).width == 295)

        let builtInView = collectionView(itemWidth: 100, inset: 0, spacing: 0, count: 5)
        let builtIn = Peek()
        attach(builtIn, to: builtInView)
        #expect(try restOffsets(of: pastedView) == restOffsets(of: builtInView))
    }
}
