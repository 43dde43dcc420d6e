// On Linux and macOS the UIKit names below are ScrollSim's (`UICollectionView` is
// `SimulatedCollectionView`, and so on), so this file compiles as an app writes it. In an iOS app
// it would `import UIKit` and its tests would drive it through ScrollSimUIKit.
import ScrollSim

/// Pages a horizontal carousel of cards one card at a time: a flick moves one card in its
/// direction, a slow release settles on the nearest card. Cards are 280 × 250 pt, 16 pt apart,
/// with 20 pt insets, so card `n` rests at offset `n · 296` pt.
///
/// Declared as an app declares its controllers: a main-actor `NSObject` subclass adopting
/// `UICollectionViewDelegateFlowLayout`. The `@MainActor` before the protocol is Swift 6.2's
/// isolated conformance: UIKit's delegate protocols are main-actor, ScrollSim's are not (so that
/// sweeps run delegates on any thread), and the same line compiles against both.
@MainActor
public final class CardPager: NSObject, @MainActor UICollectionViewDelegateFlowLayout {
    /// The width of a card, in points.
    public let cardWidth: CGFloat = 280
    /// The space between cards, in points.
    public let spacing: CGFloat = 16
    /// The inset before the first card and after the last, in points.
    public let inset: CGFloat = 20
    /// The release speed above which a flick turns the page, in pt/ms (UIKit's unit here).
    public let flickVelocity: CGFloat

    /// Creates a pager that turns the page on a release faster than `flickVelocity` pt/ms.
    public init(flickVelocity: CGFloat = 0.3) {
        self.flickVelocity = flickVelocity
        super.init()
    }

    /// The distance between two resting offsets, in points.
    public var pageWidth: CGFloat { cardWidth + spacing }

    /// A horizontal flow layout with this pager's sizes.
    public func makeLayout() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        return layout
    }
}

extension CardPager {
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: cardWidth, height: 250)
    }

    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
    }

    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        spacing
    }

    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        let current = (scrollView.contentOffset.x / pageWidth).rounded()
        let page: CGFloat
        if velocity.x > flickVelocity {
            page = current + 1
        } else if velocity.x < -flickVelocity {
            page = current - 1
        } else {
            page = (targetContentOffset.pointee.x / pageWidth).rounded()
        }
        let last = ((scrollView.contentSize.width - scrollView.bounds.width) / pageWidth).rounded(.down)
        targetContentOffset.pointee.x = min(max(page, 0), max(last, 0)) * pageWidth
    }
}
