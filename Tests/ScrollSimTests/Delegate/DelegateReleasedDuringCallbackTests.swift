import Foundation
import ScrollSimTestSupport
import Testing

@testable import ScrollSim

/// A run calls its delegate without retaining it; one that lets go of itself inside a callback
/// must still be alive until that callback returns. (A debug build happens to retain the delegate
/// around the call; an optimised one does not, and there, without the view keeping a replaced
/// delegate until the run ends, the delegate was gone before its callback returned:
/// `swift test -c release -Xswiftc -enable-testing --filter DelegateReleased`. So the test also
/// checks that the view keeps it, which fails in either build without that.)
@Suite("A delegate released inside its own callback")
struct DelegateReleasedDuringCallbackTests {
    final class Owner {
        var delegate: SelfReleasing?
        /// Set by the delegate's `deinit`.
        var delegateGone = false
        /// Whether the delegate was gone before its callback returned.
        var goneDuringCallback = false
        /// Whether the view kept the replaced delegate while the run went on.
        var keptByTheView = false
    }

    /// Drops the only other reference to itself, and the view's, inside `scrollViewWillEndDragging`,
    /// then writes to its own storage.
    final class SelfReleasing: ScrollViewDelegate {
        let owner: Owner
        var releases = 0
        init(owner: Owner) { self.owner = owner }
        deinit { owner.delegateGone = true }

        func scrollViewWillEndDragging(
            _ scrollView: SimulatedScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            let owner = self.owner
            owner.delegate = nil
            scrollView.delegate = nil
            owner.goneDuringCallback = owner.delegateGone
            owner.keptByTheView = scrollView.replacedDuringRun.contains { $0 === self }
            releases += 1
            targetContentOffset.pointee.x = 1200
        }
    }

    @Test("it lives until the run ends and then goes; its target still applies")
    func keptUntilTheRunEnds() throws {
        let owner = Owner()
        weak var watched: SelfReleasing?
        let view = horizontalScrollView(contentWidth: 5000, offset: 1000)
        do {
            let delegate = SelfReleasing(owner: owner)
            owner.delegate = delegate
            watched = delegate
            view.delegate = delegate
        }
        #expect(watched != nil)
        let recording = try Simulation.run(
            view, script: TimedGesture.drag(at: 0, distance: 30, releaseVelocity: .pointsPerMillisecond(2), frameRate: 60))
        #expect(!owner.goneDuringCallback)
        // What keeps it alive in any build (a debug build would also keep it by chance).
        #expect(owner.keptByTheView)
        #expect(owner.delegateGone)
        #expect(watched == nil)
        #expect(view.delegate == nil)
        #expect(recording.finalOffset.x == 1200)
    }
}
