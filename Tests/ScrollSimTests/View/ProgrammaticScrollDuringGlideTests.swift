import Foundation
import ScrollPhysics
import ScrollSimTestSupport
import Testing

@testable import ScrollSim

/// A programmatic scroll during a glide, bounce or paging settle (26.1
/// `_setContentOffset:animated:animationCurve:…`: `_stopScrollingNotify:1 pin:0` while the scroll
/// heartbeat runs, before the offsets are compared; docs/physics.md §10). The fling: a 50 pt drag
/// from 1000 released at 2 pt/ms at frame 7 (0.117 s); a call at 0.5 s lands on frame 30.
@MainActor
@Suite("Programmatic scrolls during a glide: the glide stops at the call with didEndDecelerating")
struct ProgrammaticScrollDuringGlideTests {
    static let fling = TimedGesture.drag(at: 0, distance: 50, releaseVelocity: .pointsPerMillisecond(2), frameRate: 60)

    static func events(_ recording: Recording, from frame: Int) -> [String] {
        recording.events.filter { $0.frameIndex >= frame }.map { "\($0.name)" }
    }

    @Test("setContentOffset(animated: false) at frame 30: didEndDecelerating, then didScroll, both at frame 30, which shows the new offset")
    func jump() throws {
        let view = horizontalScrollView(offset: 1000, settings: SimulationSettings(recordsDelegateEvents: true))
        let script = Self.fling + [TimedGesture(.setContentOffset(CGPoint(x: 500, y: 0), animated: false), at: 0.5)]
        let recording = try Simulation.run(view, script: script)
        #expect(Self.events(recording, from: 30) == ["scrollViewDidEndDecelerating", "scrollViewDidScroll"])
        #expect(recording.frames[29].isDecelerating)
        #expect(recording.frames[30].contentOffset.x == 500)
        #expect(!recording.frames[30].isDecelerating)
        #expect(recording.frames.count == 31)
    }

    @Test("an animated call to the offset the glide shows stops it there: didEndDecelerating at the call, no animation, no more motion")
    func callThatDoesNotMove() throws {
        let view = horizontalScrollView(offset: 1000, settings: SimulationSettings(recordsDelegateEvents: true))
        let gliding = try Simulation.run(view, script: Self.fling, until: 0.5)
        let shown = try #require(gliding.frames.last).contentOffset
        #expect(view.isDecelerating)
        let log = CallbackLog()
        view.delegate = log
        view.setContentOffset(shown, animated: true)
        #expect(log.entries == ["didEndDecelerating"])
        #expect(!view.isDecelerating && view.isAtRest)
        // The glide's offset is carried unrounded; UIKit's bounds, and the stop, are on the 1/3 pt grid.
        let onGrid = CGPoint(x: PixelGrid.round(Double(shown.x), scale: 3), y: 0)
        #expect(view.contentOffset == onGrid)
        view.advanceFrame()
        #expect(view.contentOffset == onGrid)
        #expect(log.entries == ["didEndDecelerating"])
    }

    @Test("setContentOffset(animated: true) during a glide: didEndDecelerating at the call, then the 0.3 s animation from the glide's offset")
    func animated() throws {
        let view = horizontalScrollView(offset: 1000, settings: SimulationSettings(recordsDelegateEvents: true))
        let script = Self.fling + [TimedGesture(.setContentOffset(CGPoint(x: 3000, y: 0), animated: true), at: 0.5)]
        let recording = try Simulation.run(view, script: script)
        let names = Self.events(recording, from: 30)
        #expect(names.first == "scrollViewDidEndDecelerating")
        #expect(names.last == "scrollViewDidEndScrollingAnimation")
        #expect(names.filter { $0 == "scrollViewDidEndDecelerating" }.count == 1)
        // 18 frames of 1/60 s cover 0.3 s, the first shown on the call's frame: on 3000 at frame
        // 30 + 17 = 47, the last.
        #expect(recording.frames.count == 48)
        #expect(recording.frames.last?.contentOffset.x == 3000)
        #expect(recording.frames[46].contentOffset.x < 3000)
    }

    @Test("scrollToItem during a paging settle stops the settle at the call (didEndDecelerating), then animates to the item")
    func scrollToItemDuringASettle() throws {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 375, height: 300)
        layout.minimumLineSpacing = 0
        let view = SimulatedCollectionView(
            bounds: CGSize(width: 375, height: 300), collectionViewLayout: layout, numberOfItems: 10,
            settings: SimulationSettings(recordsDelegateEvents: true))
        view.isPagingEnabled = true
        // A flick to page 1 (375); at 0.3 s (frame 18) the settle still runs; the button asks for
        // item 3, 3 · 375 = 1125.
        var script = TimedGesture.drag(at: 0, distance: 60, releaseVelocity: .pointsPerMillisecond(1.5), frameRate: 60)
        script.append(TimedGesture(.scrollToItem(item: 3, position: .left, animated: true), at: 0.3))
        let recording = try Simulation.run(view, script: script)
        #expect(recording.frames[17].isDecelerating)
        #expect(Self.events(recording, from: 18).first == "scrollViewDidEndDecelerating")
        #expect(recording.events.filter { $0.name == .scrollViewDidEndDecelerating }.count == 1)
        #expect(recording.events.last?.name == .scrollViewDidEndScrollingAnimation)
        #expect(recording.finalOffset.x == 1125)
    }

    @Test("a rect already visible during a glide changes nothing: scrollRectToVisible does not call setContentOffset, so the glide goes on")
    func visibleRectLeavesTheGlide() throws {
        let view = horizontalScrollView(offset: 1000, settings: SimulationSettings(recordsDelegateEvents: true))
        let plain = try Simulation.run(horizontalScrollView(offset: 1000), script: Self.fling)
        // A rect 10 pt inside the bounds the glide shows at frame 30 (read from the same fling alone).
        let shown = Double(plain.frames[30].contentOffset.x)
        let script = Self.fling + [TimedGesture(.scrollRectToVisible(CGRect(x: shown + 10, y: 0, width: 10, height: 10), animated: true), at: 0.5)]
        let recording = try Simulation.run(view, script: script)
        #expect(recording.finalOffset == plain.finalOffset)
        #expect(recording.events.filter { $0.name == .scrollViewDidEndDecelerating }.count == 1)
    }
}
