import Foundation
import ScrollSimTestSupport
import Testing
@testable import ScrollSim

/// What `Recording.events` holds: the callbacks of its own run, in the order they were made.
@Suite("Recorded events: callback order and one run per recording")
struct RecordedEventsTests {
    /// The first run flings from 500; the second only sets the offset, which makes one didScroll.
    @Test("two consecutive runs on one view: each recording holds only its own run's events")
    func consecutiveRuns() throws {
        let view = horizontalScrollView(offset: 500)
        let first = try Simulation.run(view, script: TimedGesture.drag(at: 0, distance: 40, releaseVelocity: 1.5, frameRate: 60))
        #expect(first.callbackNames() == [
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
        _ = try Simulation.run(view, script: TimedGesture.drag(at: 0, distance: 40, releaseVelocity: 1.5, frameRate: 60))
        view.removeAllEvents()
        view.setContentOffset(CGPoint(x: 50, y: 0), animated: false)  // before the run: not in it
        let recording = try Simulation.run(view, script: [TimedGesture(.setContentOffset(CGPoint(x: 100, y: 0), animated: false), at: 0)])
        #expect(recording.events.map(\.name) == [.scrollViewDidScroll])
        #expect(recording.events.first?.contentOffset.x == 100)
    }
}
