import Pager
import ScrollSim

/// A 375 × 300 pt carousel of 10 cards in one row (two rows of 250 pt cards would need 510 pt) laid out and paged by `pager`, starting on card `card`.
@MainActor
func carousel(with pager: CardPager, startingOn card: Int) -> UICollectionView {
    let view = UICollectionView(bounds: CGSize(width: 375, height: 300), collectionViewLayout: pager.makeLayout(), numberOfItems: 10)
    view.delegate = pager
    view.contentOffset = CGPoint(x: CGFloat(card) * pager.pageWidth, y: 0)
    return view
}
