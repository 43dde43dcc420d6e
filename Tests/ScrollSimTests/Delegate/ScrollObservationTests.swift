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
