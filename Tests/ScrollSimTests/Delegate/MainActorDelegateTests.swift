import Foundation
import ScrollSim
import Testing

/// An app's delegates are main-actor classes (view controllers). The delegate protocol is not
/// isolated, so that simulations can run anywhere; a main-actor class conforms with
/// `@preconcurrency` (Swift 6.0 and later: checked at run time to be called on the main actor) or
/// with an isolated conformance `@MainActor ScrollViewDelegate` (Swift 6.2 and later).
@Suite("Main-actor delegates drive the simulation")
@MainActor
struct MainActorDelegateTests {
    /// A 375 pt wide view over 3750 pt of content, dragged 100 pt and released at 2 pt/ms: UIKit
    /// proposes 100 + (2 − 0.01) / |ln 0.998| = 1094.005 pt (docs/physics.md §4), which a pager
    /// snaps to the nearest multiple of 375, 1125 pt.
    static func run(_ delegate: any ScrollViewDelegate) throws -> Recording {
        let view = SimulatedScrollView(bounds: CGSize(width: 375, height: 600), contentSize: CGSize(width: 3750, height: 600))
        view.delegate = delegate
        return try Simulation.run(
            view, script: TimedGesture.drag(at: 0, distance: 100, releaseVelocity: .pointsPerMillisecond(2), axis: .horizontal, frameRate: 60))
    }

    static let expectedOrder = ["willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating", "didEndDecelerating"]

    @Test("a @preconcurrency conformance: callbacks in UIKit's order, the release at +2 pt/ms, the pager's target is where it rests")
    func preconcurrencyConformance() throws {
        let pager = PreconcurrencyPager()
        let recording = try Self.run(pager)
        #expect(pager.log == Self.expectedOrder)
        #expect(abs(pager.releaseVelocity.x - 2) < 1e-9)
        // 100 + 1.99/|ln 0.998| = 1094.0046, on the pixel grid 1094.
        #expect(pager.proposedTarget.x == 1094)
        #expect(abs(recording.finalOffset.x - 1125) < 0.5)
    }

    #if compiler(>=6.2)
        @Test("an isolated conformance (@MainActor ScrollViewDelegate): the same callbacks, release and rest")
        func isolatedConformance() throws {
            let pager = IsolatedPager()
            let recording = try Self.run(pager)
            #expect(pager.log == Self.expectedOrder)
            #expect(abs(pager.releaseVelocity.x - 2) < 1e-9)
            #expect(abs(recording.finalOffset.x - 1125) < 0.5)
        }

        /// Ten 280 pt cards, 16 pt apart, 20 pt insets: the content is 20 + 10 · 280 + 9 · 16 + 20
        /// = 2984 pt wide, which only the controller's `sizeForItemAt` gives (the layout's own item
        /// size is 50 pt). From card 2 (592 pt) a 40 pt drag released at 1.5 pt/ms turns to card 3.
        @Test("a main-actor NSObject controller adopting UICollectionViewDelegateFlowLayout lays the cards out and pages them")
        func mainActorFlowLayoutController() throws {
            let controller = CardCarouselController()
            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = .horizontal
            layout.minimumLineSpacing = 16
            layout.sectionInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
            let view = UICollectionView(bounds: CGSize(width: 375, height: 300), collectionViewLayout: layout, numberOfItems: 10)
            view.delegate = controller
            view.contentOffset = CGPoint(x: 592, y: 0)
            #expect(view.contentSize.width == 2984)
            let recording = try Simulation.run(
                view, script: TimedGesture.drag(at: 0, distance: 40, releaseVelocity: .pointsPerMillisecond(1.5), frameRate: 60))
            #expect(controller.sizesAsked == 10)
            #expect(abs(recording.finalOffset.x - 888) < 0.5)
        }
    #endif
}

/// Snaps a release to the nearest page of 375 pt and logs the callbacks it gets.
@MainActor final class PreconcurrencyPager {
    var log: [String] = []
    var releaseVelocity = CGPoint.zero
    var proposedTarget = CGPoint.zero
}

extension PreconcurrencyPager: @preconcurrency ScrollViewDelegate {
    func scrollViewWillBeginDragging(_ scrollView: SimulatedScrollView) { log.append("willBeginDragging") }

    func scrollViewWillEndDragging(
        _ scrollView: SimulatedScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        log.append("willEndDragging")
        releaseVelocity = velocity
        proposedTarget = targetContentOffset.pointee
        targetContentOffset.pointee.x = (targetContentOffset.pointee.x / 375).rounded() * 375
    }

    func scrollViewDidEndDragging(_ scrollView: SimulatedScrollView, willDecelerate decelerate: Bool) {
        log.append("didEndDragging(\(decelerate))")
    }

    func scrollViewWillBeginDecelerating(_ scrollView: SimulatedScrollView) { log.append("willBeginDecelerating") }

    func scrollViewDidEndDecelerating(_ scrollView: SimulatedScrollView) { log.append("didEndDecelerating") }
}

#if compiler(>=6.2)
    /// The same pager, conforming with an isolated conformance.
    @MainActor final class IsolatedPager {
        var log: [String] = []
        var releaseVelocity = CGPoint.zero
    }

    extension IsolatedPager: @MainActor ScrollViewDelegate {
        func scrollViewWillBeginDragging(_ scrollView: SimulatedScrollView) { log.append("willBeginDragging") }

        func scrollViewWillEndDragging(
            _ scrollView: SimulatedScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            log.append("willEndDragging")
            releaseVelocity = velocity
            targetContentOffset.pointee.x = (targetContentOffset.pointee.x / 375).rounded() * 375
        }

        func scrollViewDidEndDragging(_ scrollView: SimulatedScrollView, willDecelerate decelerate: Bool) {
            log.append("didEndDragging(\(decelerate))")
        }

        func scrollViewWillBeginDecelerating(_ scrollView: SimulatedScrollView) { log.append("willBeginDecelerating") }

        func scrollViewDidEndDecelerating(_ scrollView: SimulatedScrollView) { log.append("didEndDecelerating") }
    }
#endif

#if compiler(>=6.2)
    /// An app's controller as apps declare it, with the one word ScrollSim's non-isolated protocols
    /// ask of a main-actor class: `@MainActor` before the protocol.
    @MainActor final class CardCarouselController: NSObject, @MainActor UICollectionViewDelegateFlowLayout {
        var sizesAsked = 0

        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            sizesAsked += 1
            return CGSize(width: 280, height: 250)
        }

        func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            let page = (scrollView.contentOffset.x / 296).rounded() + (velocity.x > 0.3 ? 1 : velocity.x < -0.3 ? -1 : 0)
            targetContentOffset.pointee.x = page * 296
        }
    }
#endif
