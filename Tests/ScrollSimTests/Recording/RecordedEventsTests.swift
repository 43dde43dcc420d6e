import Foundation
import ScrollSimTestSupport
import Testing

@testable import ScrollSim

/// What `Recording.events` holds: the callbacks of its own run, in the order they were made.
@Suite("Recorded events: callback order and one run per recording")
struct RecordedEventsTests {
    /// Dragged 40 pt from 500 and released at 1.5 pt/ms: the content is at 540 at the release.
    /// UIKit's proposal (§4): 540 + (1.5 − 0.01) / |ln 0.998| = 540 + 1.49 / 0.0020020027
    /// = 540 + 744.2547 = 1284.2547 pt.
    @Test(
        "a non-animated setContentOffset made inside willEndDragging is logged after willEndDragging, whose payload keeps velocity, proposal and final target"
    )
    func scrollInsideWillEndDragging() throws {
        let view = horizontalScrollView(offset: 500)
        let log = CallbackLog()
        log.onWillEndDragging = { view, _, target in
            target.pointee.x = 700
            view.setContentOffset(CGPoint(x: 700, y: 0), animated: false)
        }
        view.delegate = log
        let recording = try Simulation.run(
            view, script: TimedGesture.drag(at: 0, distance: 40, releaseVelocity: .pointsPerMillisecond(1.5), frameRate: 60))
        let names = recording.events.map(\.name)
        let release = try #require(names.firstIndex(of: .scrollViewWillEndDragging))
        #expect(Array(names[release...]) == [.scrollViewWillEndDragging, .scrollViewDidScroll, .scrollViewDidEndDragging])
        let event = recording.events[release]
        #expect(event.velocity == CGPoint(x: 1.5, y: 0))
        // 540 + 1.49/|ln 0.998| = 1284.2547, on the pixel grid 1284.333.
        #expect(try #require(event.proposedTarget).x == 1284 + 1.0 / 3)
        #expect(event.target == CGPoint(x: 700, y: 0))
        #expect(event.contentOffset.x == 540, "the offset when the callback was made, before the delegate moved it")
        #expect(recording.events[release + 1].contentOffset.x == 700)
    }

    @Test("a non-finite target noted after willEndDragging leaves the event's final target at the proposal")
    func invalidTargetAfterTheCallback() throws {
        let view = horizontalScrollView(offset: 500)
        let log = CallbackLog()
        log.onWillEndDragging = { _, _, target in target.pointee.x = .nan }
        view.delegate = log
        let recording = try Simulation.run(
            view, script: TimedGesture.drag(at: 0, distance: 40, releaseVelocity: .pointsPerMillisecond(1.5), frameRate: 60))
        let names = recording.events.map(\.name)
        let release = try #require(names.firstIndex(of: .scrollViewWillEndDragging))
        #expect(names[release + 1] == .invalidTargetIgnored)
        let event = recording.events[release]
        #expect(event.target == event.proposedTarget)
    }

    /// The first run flings from 500; the second only sets the offset, which makes one didScroll.
    @Test("two consecutive runs on one view: each recording holds only its own run's events")
    func consecutiveRuns() throws {
        let view = horizontalScrollView(offset: 500)
        let first = try Simulation.run(
            view, script: TimedGesture.drag(at: 0, distance: 40, releaseVelocity: .pointsPerMillisecond(1.5), frameRate: 60))
        #expect(
            first.callbackNames() == [
                .scrollViewWillBeginDragging, .scrollViewDidScroll, .scrollViewWillEndDragging, .scrollViewDidEndDragging,
                .scrollViewWillBeginDecelerating, .scrollViewDidScroll, .scrollViewDidEndDecelerating,
            ])
        let second = try Simulation.run(view, script: [TimedGesture(.setContentOffset(CGPoint(x: 100, y: 0), animated: false), at: 0)])
        #expect(second.events.map(\.name) == [.scrollViewDidScroll])
        #expect(second.events.first?.contentOffset.x == 100)
        #expect(view.events.count == first.events.count + 1, "the view's own log still holds both runs")
    }

    @Test("a run after the view's log was drained keeps only its own events")
    func runAfterADrain() throws {
        let view = horizontalScrollView(offset: 500)
        _ = try Simulation.run(view, script: TimedGesture.drag(at: 0, distance: 40, releaseVelocity: .pointsPerMillisecond(1.5), frameRate: 60))
        view.removeAllEvents()
        view.setContentOffset(CGPoint(x: 50, y: 0), animated: false)  // before the run: not in it
        let recording = try Simulation.run(view, script: [TimedGesture(.setContentOffset(CGPoint(x: 100, y: 0), animated: false), at: 0)])
        #expect(recording.events.map(\.name) == [.scrollViewDidScroll])
        #expect(recording.events.first?.contentOffset.x == 100)
    }
}
