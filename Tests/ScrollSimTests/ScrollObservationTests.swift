import Foundation
import ScrollSimTestSupport
import Testing

@testable import ScrollSim

/// UIKit asks a new delegate `responds(to:)` once, when it is set, and never sends a method the
/// delegate lacks (it keeps the answers in flags such as `delegateScrollViewDidScroll`).
/// `implementsScrollViewDidScroll` is that answer for the one callback made every frame.
@Suite("A delegate without scrollViewDidScroll")
struct ScrollObservationTests {
    /// A 375 pt view over 5,000 pt of content at `offset`, delegate events off unless asked.
    func view(offset: Double, events: Bool = false) -> SimulatedScrollView {
        horizontalScrollView(contentWidth: 5000, offset: offset, settings: SimulationSettings(recordsDelegateEvents: events))
    }

    func fling(_ view: SimulatedScrollView, velocity: Double = 2) throws -> Recording {
        try Simulation.run(view, script: TimedGesture.drag(at: 0, distance: 30, releaseVelocity: .pointsPerMillisecond(velocity), frameRate: 60))
    }

    @Test("a delegate that says it lacks scrollViewDidScroll is never sent it, and gets every other callback in order")
    func notSent() throws {
        let observing = CallbackLog()
        let blind = CallbackLog()
        blind.implementsScrollViewDidScroll = false
        let first = view(offset: 1000, events: true)
        first.delegate = observing
        _ = try fling(first)
        let second = view(offset: 1000, events: true)
        second.delegate = blind
        _ = try fling(second)
        #expect(observing.entries.contains("didScroll"))
        #expect(!blind.entries.contains("didScroll"))
        #expect(blind.entries == observing.entries.filter { $0 != "didScroll" })
        #expect(
            blind.entries == [
                "willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating", "didEndDecelerating",
            ])
    }

    @Test("the answer is read when the delegate is set, as UIKit reads responds(to:) once; setting it again reads it again")
    func readWhenSet() throws {
        let log = CallbackLog()
        log.implementsScrollViewDidScroll = false
        let scrollView = view(offset: 1000)
        scrollView.delegate = log
        log.implementsScrollViewDidScroll = true
        _ = try fling(scrollView)
        #expect(!log.entries.contains("didScroll"))
        scrollView.delegate = log
        _ = try fling(scrollView)
        #expect(log.entries.contains("didScroll"))
    }

    @Test("a didScroll outside a run (setContentOffset) follows the same answer")
    func outsideARun() {
        let log = CallbackLog()
        log.implementsScrollViewDidScroll = false
        let scrollView = view(offset: 1000)
        scrollView.delegate = log
        scrollView.setContentOffset(CGPoint(x: 1200, y: 0), animated: false)
        #expect(log.entries.isEmpty)
        log.implementsScrollViewDidScroll = true
        scrollView.delegate = log
        scrollView.setContentOffset(CGPoint(x: 1300, y: 0), animated: false)
        #expect(log.entries == ["didScroll"])
    }

    @Test(
        "every frame (and with events on every event) is the same whether or not the delegate observes scrolling: free glides and glides re-timed to targets ahead, behind, past either edge and at rest",
        arguments: [0.0, 40, 2300, 4600], [false, true])
    func sameFrames(start: Double, events: Bool) throws {
        // Targets relative to the release: none (UIKit's own), ahead, behind, past each edge, here.
        let changes: [(Double, Double) -> Double?] = [
            { _, _ in nil }, { x, _ in x + 137 }, { x, _ in x - 211 }, { _, _ in 5200 }, { _, _ in -300 },
            { _, release in release }, { _, _ in 4625 }, { _, _ in 0 },
        ]
        for velocity in [-6.0, -2.5, -0.3, 0, 0.3, 1, 4, 9] {
            for (number, change) in changes.enumerated() {
                var results: [Recording] = []
                for observes in [true, false] {
                    let scrollView = view(offset: start, events: events)
                    let log = CallbackLog()
                    log.implementsScrollViewDidScroll = observes
                    log.onWillEndDragging = { view, _, target in
                        if let x = change(Double(target.pointee.x), Double(view.contentOffset.x)) { target.pointee.x = x }
                    }
                    scrollView.delegate = log
                    #expect(scrollView.delegateObservesScrolling == observes)
                    results.append(try fling(scrollView, velocity: velocity))
                }
                #expect(results[0].frames == results[1].frames, "from \(start) at \(velocity) pt/ms, target change \(number)")
                #expect(results[0].events == results[1].events, "from \(start) at \(velocity) pt/ms, target change \(number)")
                #expect(results[0].frames.count > 7)
                #expect(results[0].events.isEmpty == !events)
            }
        }
    }
}

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
