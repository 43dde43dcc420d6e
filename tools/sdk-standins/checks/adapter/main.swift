// Runs the UIKit adapters against the stand-in UIKit: an app's own main-actor delegate and flow
// layout, written against UIKit's classes, driven by the simulation. Exits 1 on the first
// failed check, naming it.
import ScrollSim
import ScrollSimUIKit
import UIKit

var failures = 0
@MainActor func check(_ condition: Bool, _ what: String) {
    if !condition {
        print("adapter check failed: \(what)")
        failures += 1
    }
}

/// Snaps releases to card boundaries (296 pt apart), as a carousel's controller would.
final class CarouselController: NSObject, UICollectionViewDelegateFlowLayout {
    var log: [String] = []
    var flagsSeen: [String: (mirror: Bool, simulated: Bool)] = [:]
    var simulatedView: SimulatedCollectionView?

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        log.append("willBeginDragging")
        flagsSeen["willBeginDragging"] = (scrollView.isDragging, simulatedView?.isDragging ?? false)
    }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        log.append("willEndDragging")
        check(velocity.x > 0, "the release velocity is forward (positive x, pt/ms), found \(velocity.x)")
        check(scrollView.contentSize.width == 1504, "the mirror shows the content size 1504, found \(scrollView.contentSize.width)")
        targetContentOffset.pointee.x = (targetContentOffset.pointee.x / 296).rounded() * 296
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        log.append("didEndDragging(\(decelerate))")
    }

    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        log.append("willBeginDecelerating")
        flagsSeen["willBeginDecelerating"] = (scrollView.isDecelerating, simulatedView?.isDecelerating ?? false)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { log.append("didEndDecelerating") }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize { CGSize(width: 280, height: 250) }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int
    ) -> UIEdgeInsets { UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20) }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { 16 }
}

/// Counts how often UIKit's layout hook is asked.
final class CountingLayout: UICollectionViewFlowLayout {
    var asked = 0
    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        asked += 1
        return proposedContentOffset
    }
}

// Five cards of 280 pt, insets 20, spacing 16: content 20 + 5 · 280 + 4 · 16 + 20 = 1504 pt.
let controller = CarouselController()
let layout = CountingLayout()
layout.scrollDirection = .horizontal
let adapter = UIKitCollectionViewAdapter(
    bounds: CGSize(width: 375, height: 250), layout: layout, numberOfItemsInSections: [5], delegate: controller)
controller.simulatedView = adapter.simulatedView
check(
    adapter.simulatedView.contentSize.width == 1504,
    "the delegate's sizes lay the simulation out: 1504 wide, found \(adapter.simulatedView.contentSize.width)")

// Drag 100 pt forward and release at 1 pt/ms: the natural rest is 100 + 0.99 · 0.998 / 0.002
// ≈ 594 pt; the controller snaps it to card 2 at 592 pt.
let script = TimedGesture.drag(at: 0, distance: 100, releaseVelocity: 1, axis: .horizontal, frameRate: 60)
let recording = try Simulation.run(adapter.simulatedView, script: script)
check(abs(recording.finalOffset.x - 592) < 0.5, "the app's target is where the simulation rests: 592, found \(recording.finalOffset.x)")
check(
    controller.log == ["willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating", "didEndDecelerating"],
    "callbacks in UIKit's order, found \(controller.log)")
check(layout.asked == 1, "the app's layout is asked for the target once per release, asked \(layout.asked) times")
for (callback, flags) in controller.flagsSeen {
    check(flags.mirror == flags.simulated, "the mirror reports the simulated flag at \(callback): \(flags)")
}
check(controller.flagsSeen["willBeginDragging"]?.mirror == true, "isDragging is true in scrollViewWillBeginDragging")

/// Moves the content to 100 pt when the glide ends, as an app that restores a position would.
final class RestoringDelegate: NSObject, UIScrollViewDelegate {
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
    }
}

let plain = SimulatedScrollView(bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 375, height: 5000))
let restoring = RestoringDelegate()
let plainAdapter = UIKitScrollViewAdapter(simulating: plain, delegate: restoring)
_ = try Simulation.run(plain, script: TimedGesture.drag(at: 0, distance: 50, releaseVelocity: 1, axis: .vertical, frameRate: 60))
check(plain.contentOffset == CGPoint(x: 0, y: 100), "an offset the delegate sets is read back: (0, 100), found \(plain.contentOffset)")
withExtendedLifetime(plainAdapter) {}

if failures > 0 { exit(1) }
print("adapter checks passed")
