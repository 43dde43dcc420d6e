import Foundation
import ScrollSim

/// The card carousel of the seed articles, shared by tests and the benchmark: a horizontal flow
/// layout of items 280 × `itemHeight` points, `sectionInset` 20 left and right, line and
/// inter-item spacing 16.
///
/// Item k spans x = 20 + 296k … 300 + 296k; n items make content 296n + 24 points wide.
public func cardLayout(itemHeight: Double = 250) -> CollectionViewFlowLayout {
    let layout = CollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 280, height: itemHeight)
    layout.sectionInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
    layout.minimumLineSpacing = 16
    layout.minimumInteritemSpacing = 16
    return layout
}
