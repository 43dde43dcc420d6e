import Foundation
import ScrollSim
import ScrollSimStrategies
import Testing

/// Seed 001's first snippet as pasted, with the flow-layout size method it calls.
final class PastedSnappedScrollingDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: 100, height: 250)
    }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        guard let collectionView = scrollView as? UICollectionView else { return }
        let cellWidth = self.collectionView(
            collectionView,
            layout: collectionView.collectionViewLayout as! UICollectionViewFlowLayout,
            sizeForItemAt: IndexPath(item: 0, section: 0)
        ).width
        let page: CGFloat
        let snapPoint: CGFloat = 0.3
        let snapDelta: CGFloat = 1 - snapPoint
        let proposedPage = targetContentOffset.pointee.x / max(1, cellWidth)
        if floor(proposedPage + snapDelta) == floor(proposedPage)
            && scrollView.contentOffset.x <= targetContentOffset.pointee.x
        {
            page = floor(proposedPage)
        } else {
            page = floor(proposedPage + 1)
        }
        targetContentOffset.pointee = CGPoint(
            x: cellWidth * page,
            y: targetContentOffset.pointee.y
        )
    }
}

/// Seed 001's "true pagination" snippet as pasted.
final class PastedTruePaginationDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    private var startingScrollingOffset = CGPoint.zero

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: 100, height: 250)
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        startingScrollingOffset = scrollView.contentOffset
    }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        guard let collectionView = scrollView as? UICollectionView else { return }
        let cellWidth = self.collectionView(
            collectionView, layout: collectionView.collectionViewLayout as! UICollectionViewFlowLayout, sizeForItemAt: IndexPath(item: 0, section: 0)
        ).width
        let page: CGFloat
        let offset = scrollView.contentOffset.x + scrollView.contentInset.left
        let proposedPage = offset / max(1, cellWidth)
        let snapPoint: CGFloat = 0.1
        let snapDelta: CGFloat = offset > startingScrollingOffset.x ? (1 - snapPoint) : snapPoint
        if floor(proposedPage + snapDelta) == floor(proposedPage) {
            page = floor(proposedPage)
        } else {
            page = floor(proposedPage + 1)
        }
        targetContentOffset.pointee = CGPoint(
            x: cellWidth * page,
            y: targetContentOffset.pointee.y
        )
    }
}

@Suite("Pasted seed 001 code")
struct PastedSeed001Tests {
    func view() -> SimulatedCollectionView { collectionView(itemWidth: 100, inset: 0, spacing: 0, count: 20) }

    @Test("the pasted snapped-scrolling delegate rests exactly where snap-point does")
    func snappedScrolling() throws {
        let pastedView = view()
        let builtInView = view()
        let pasted = PastedSnappedScrollingDelegate()
        pastedView.delegate = pasted
        let builtIn = SnapPoint()
        attach(builtIn, to: builtInView)
        #expect(try restOffsets(of: pastedView) == restOffsets(of: builtInView))
    }

    @Test("the pasted true-pagination delegate rests exactly where snap-point-paging does")
    func truePagination() throws {
        let pastedView = view()
        let builtInView = view()
        let pasted = PastedTruePaginationDelegate()
        pastedView.delegate = pasted
        let builtIn = SnapPointPaging()
        attach(builtIn, to: builtInView)
        #expect(try restOffsets(of: pastedView) == restOffsets(of: builtInView))
    }
}
