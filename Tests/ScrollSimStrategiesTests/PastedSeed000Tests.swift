import Foundation
import ScrollSim
import ScrollSimStrategies
import Testing

/// Seed 000's delegate as a developer pastes it (aekimov's MainViewController, reduced to the
/// collection view and its paging code).
final class PastedThresholdPagingController: NSObject, UICollectionViewDelegate {
    var collectionView: UICollectionView!
    var onPageChange: ((Int, Int) -> Void)?
    private let items = [0, 1, 2, 3, 4]
    private let threshold: CGFloat = 50
    private var beforeOffset: CGPoint = .zero
    private var afterOffset: CGPoint = .zero
    private var currentPage = 0 {
        didSet { onPageChange?(oldValue, currentPage) }
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        beforeOffset = scrollView.contentOffset
    }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        targetContentOffset.pointee = scrollView.contentOffset
        afterOffset = scrollView.contentOffset
        if afterOffset.x - beforeOffset.x >= threshold {
            currentPage += 1
        } else if afterOffset.x - beforeOffset.x <= -threshold {
            currentPage -= 1
        }
        if currentPage > items.count - 1 {
            currentPage = items.count - 1
        }
        if currentPage < 0 {
            currentPage = 0
        }
        collectionView.scrollToItem(at: IndexPath(item: currentPage, section: 0), at: .centeredHorizontally, animated: true)
    }
}

@Suite("Pasted seed 000 code")
struct PastedSeed000Tests {
    @Test("the pasted threshold-paging controller rests and reports exactly as threshold-paging")
    func behavesLikeBuiltIn() throws {
        let pastedView = cardsCollectionView()
        let pasted = PastedThresholdPagingController()
        pasted.collectionView = pastedView
        var reports: [ThresholdPaging.PageChange] = []
        pasted.onPageChange = { reports.append(.init(old: $0, new: $1)) }
        pastedView.decelerationRate = .fast
        pastedView.delegate = pasted

        let builtInView = cardsCollectionView()
        let builtIn = ThresholdPaging()
        attach(builtIn, to: builtInView)

        let expected = try restOffsets(of: builtInView)
        #expect(try restOffsets(of: pastedView) == expected)
        #expect(reports == builtIn.pageChanges)
        #expect(reports.contains(.init(old: 4, new: 5)))  // the sweep of steps reaches the end
    }
}
