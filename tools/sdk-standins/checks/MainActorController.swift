// An app's main-actor controller as apps declare it, with the one word ScrollSim asks for
// (`@MainActor` before the protocol, an isolated conformance). It must type-check where the
// protocol is UIKit's own, main-actor one (iOS, Mac Catalyst) and where it is ScrollSim's (macOS),
// so that the line the README recommends is one line for both.
import ScrollSim

#if canImport(UIKit)
    import UIKit
#endif

@MainActor final class CardCarouselController: NSObject, @MainActor UICollectionViewDelegateFlowLayout {
    let pageWidth: CGFloat = 296

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: 280, height: 250)
    }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        targetContentOffset.pointee.x = (targetContentOffset.pointee.x / pageWidth).rounded() * pageWidth
    }
}
