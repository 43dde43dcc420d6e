import Foundation
import ScrollSim
import ScrollSimStrategies
import Testing

/// The developer's own page control in seed 003 (`HLPageControl`), reduced to its page.
final class PastedPageControl {
    var currentPage = 0
}

/// Seed 003's `PortfolioTableViewCell` delegate as pasted; the page control follows the page in
/// `scrollViewDidEndScrollingAnimation`, where the cell updates it.
final class PastedPortfolioCell: NSObject, UICollectionViewDelegate {
    var collectionView: UICollectionView!
    let pageControl = PastedPageControl()
    let dataArr = [0, 1, 2, 3, 4]
    let itemWidth: CGFloat = 343

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        // disable decelerating
        targetContentOffset.pointee = scrollView.contentOffset

        let scaleIndex = (scrollView.contentOffset.x) / itemWidth
        let oldIndex = pageControl.currentPage
        var newIndex = lroundf(Float(scaleIndex))
        if newIndex == oldIndex {
            let speedX = velocity.x
            if (speedX) > 1 {
                newIndex += 1
            } else if speedX < -1 {
                newIndex -= 1
            }
        }

        newIndex = max(0, newIndex)
        newIndex = min(newIndex, dataArr.count - 1)
        collectionView.scrollToItem(at: IndexPath(item: newIndex, section: 0), at: .centeredHorizontally, animated: true)
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        pageControl.currentPage = lroundf(Float(scrollView.contentOffset.x / (itemWidth + 8)))
    }
}

@Suite("Pasted seed 003 code")
struct PastedSeed003Tests {
    func view() -> SimulatedCollectionView { collectionView(itemWidth: 343, itemHeight: 150, inset: 16, spacing: 8, count: 5) }

    @Test("the pasted portfolio-cell delegate rests exactly where velocity-paging does")
    func behavesLikeBuiltIn() throws {
        let pastedView = view()
        let builtInView = view()
        let pasted = PastedPortfolioCell()
        pasted.collectionView = pastedView
        pastedView.delegate = pasted
        let builtIn = VelocityPaging()
        attach(builtIn, to: builtInView)
        #expect(try restOffsets(of: pastedView) == restOffsets(of: builtInView))
        #expect(pasted.pageControl.currentPage == builtIn.currentPage)
    }
}
