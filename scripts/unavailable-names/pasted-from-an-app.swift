// UIKit code an app developer might paste into a test, and a test line written without units:
// each line must fail to compile with a message that says what to use instead
// (scripts/check-unavailable-names.sh).
import ScrollSim

final class Pager: UIViewController {}
let layout = CollectionViewFlowLayout()
let v = UICollectionView(frame: .zero, collectionViewLayout: layout)
_ = v.visibleCells
v.reloadData()
v.showsHorizontalScrollIndicator = false
_ = v.panGestureRecognizer
layout.estimatedItemSize = .zero
let header = NSCollectionLayoutBoundarySupplementaryItem.self
let spacing = NSCollectionLayoutSpacing.flexible(0)
_ = TimedGesture.drag(at: 0, distance: 40, releaseVelocity: 1500, frameRate: 60)
