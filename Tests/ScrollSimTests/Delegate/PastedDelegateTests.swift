import Foundation
import ScrollSim
import ScrollSimTestSupport
import Testing

/// Delegate code written the way seed 003 writes it (a `UICollectionViewDelegate` extension that
/// stops the glide and scrolls to the nearest card, with a velocity nudge), pasted unchanged:
/// only the surrounding class is test scaffolding. UIKit's names resolve to ScrollSim's types.
final class PortfolioCell {
    var collectionView: UICollectionView!
    var flowLayout: UICollectionViewFlowLayout!
    var currentPage = 0
    let cardCount = 5
    var itemWidth: CGFloat { flowLayout.itemSize.width }

    init() {
        flowLayout = UICollectionViewFlowLayout()
        flowLayout.scrollDirection = .horizontal
        flowLayout.itemSize = CGSize(width: 343, height: 200)
        flowLayout.minimumLineSpacing = 8
        flowLayout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        collectionView = UICollectionView(bounds: CGSize(width: 375, height: 200), collectionViewLayout: flowLayout, numberOfItems: cardCount)
        collectionView.delegate = self
    }
}

extension PortfolioCell: UICollectionViewDelegate {
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        // disable decelerating
        targetContentOffset.pointee = scrollView.contentOffset

        let scaleIndex = (scrollView.contentOffset.x) / itemWidth
        let oldIndex = currentPage
        var newIndex = lroundf(Float(scaleIndex))
        if newIndex == oldIndex {
            let speedX = velocity.x
            if (speedX) > 1 {
                newIndex += 1
            } else if speedX < -1 {
                newIndex -= 1
            }
        }
        newIndex = max(0, min(newIndex, cardCount - 1))
        currentPage = newIndex
        collectionView.scrollToItem(at: IndexPath(item: newIndex, section: 0), at: .centeredHorizontally, animated: true)
    }
}

@Suite("Pasted UIKit delegate code")
struct PastedDelegateTests {
    @Test("seed 003's delegate, pasted unchanged, centres the next card after a fast short flick")
    func seedStyleDelegate() throws {
        let cell = PortfolioCell()
        // A 40 pt drag from page 0 released at 1.5 pt/ms: index lroundf(40/343) = 0 = current page,
        // velocity > 1 → page 1. Card 1 spans 16 + 343 + 8 = 367 … 710, centre 538.5;
        // centred offset 538.5 − 187.5 = 351.
        let recording = try Simulation.run(
            cell.collectionView, script: TimedGesture.drag(at: 0, distance: 40, releaseVelocity: .pointsPerMillisecond(1.5), frameRate: 60))
        #expect(recording.finalOffset.x == 351)
        #expect(cell.currentPage == 1)
        #expect(recording.frames.contains { $0.phase == .animating })
        #expect(recording.events.contains { $0.name == .scrollViewDidEndScrollingAnimation })
    }

    @Test("the same delegate ignores a slow flick that does not cross half a card")
    func slowFlick() throws {
        let cell = PortfolioCell()
        let recording = try Simulation.run(
            cell.collectionView, script: TimedGesture.drag(at: 0, distance: 100, releaseVelocity: .pointsPerMillisecond(0.6), frameRate: 60))
        // lroundf(100/343 = 0.29) = 0 and 0.6 ≤ 1: back to card 0, whose centred offset clamps to 0.
        #expect(recording.finalOffset.x == 0)
    }
}
