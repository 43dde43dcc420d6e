// An app's card carousel controller as apps declare it: a main-actor NSObject subclass adopting
// UICollectionViewDelegateFlowLayout. check-main-actor-delegate.sh type-checks it against ScrollSim
// with the conformance written three ways (the word CONFORMANCE is replaced).
import ScrollSim

@MainActor final class CardCarouselController: NSObject, CONFORMANCE {
    let cardWidth: CGFloat = 280

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: cardWidth, height: 250)
    }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        targetContentOffset.pointee.x = (targetContentOffset.pointee.x / (cardWidth + 16)).rounded() * (cardWidth + 16)
    }
}

@MainActor func flickTheCarousel() throws -> CGFloat {
    let controller = CardCarouselController()
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.minimumLineSpacing = 16
    let view = UICollectionView(bounds: CGSize(width: 375, height: 300), collectionViewLayout: layout, numberOfItems: 10)
    view.delegate = controller
    let recording = try Simulation.run(
        view, script: TimedGesture.drag(at: 0, distance: 40, releaseVelocity: .pointsPerMillisecond(1.5), frameRate: 60))
    return recording.finalOffset.x
}
