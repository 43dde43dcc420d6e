import Foundation
import Testing

@testable import ScrollSim

/// Touches on the content: the touch delay, the pan that takes a touch, and a collection view's
/// highlight and selection (docs/physics.md "Touches on the content"). The list: 100 rows of
/// 375 × 100 pt with no spacing (row k covers y 100k…100k + 100), in 375 × 667 at y = 1000, 60 Hz.
@Suite("Touches on the content")
struct ContentTouchTests {
    /// Records every highlight and selection call, with its row.
    final class SelectionLog: CollectionViewDelegate {
        var calls: [String] = []
        var highlights = true
        func collectionView(_ collectionView: SimulatedCollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
            calls.append("shouldHighlight \(indexPath.item)")
            return highlights
        }
        func collectionView(_ collectionView: SimulatedCollectionView, didHighlightItemAt indexPath: IndexPath) {
            calls.append("didHighlight \(indexPath.item)")
        }
        func collectionView(_ collectionView: SimulatedCollectionView, didUnhighlightItemAt indexPath: IndexPath) {
            calls.append("didUnhighlight \(indexPath.item)")
        }
        func collectionView(_ collectionView: SimulatedCollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
            calls.append("shouldSelect \(indexPath.item)")
            return true
        }
        func collectionView(_ collectionView: SimulatedCollectionView, didSelectItemAt indexPath: IndexPath) {
            calls.append("didSelect \(indexPath.item)")
        }
        func collectionView(_ collectionView: SimulatedCollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
            calls.append("shouldDeselect \(indexPath.item)")
            return true
        }
        func collectionView(_ collectionView: SimulatedCollectionView, didDeselectItemAt indexPath: IndexPath) {
            calls.append("didDeselect \(indexPath.item)")
        }
    }

    static func list() -> SimulatedCollectionView {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 375, height: 100)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        return SimulatedCollectionView(
            bounds: CGSize(width: 375, height: 667), collectionViewLayout: layout, numberOfItems: 100, contentOffset: CGPoint(x: 0, y: 1000))
    }

    static func names(_ recording: Recording) -> [DelegateEvent.Name] {
        recording.events.map(\.name).filter { $0 != .scrollViewDidScroll }
    }

    @Test("a touch-down is withheld on a moving view, held 0.15 s at rest, delivered at once without the delay or with scrolling off")
    func phaseAtTouchDown() {
        #expect(ContentTouch.phase(atTouchDownOnMovingView: true, delaysContentTouches: true, scrollEnabled: true, time: 1) == .withheld)
        #expect(ContentTouch.phase(atTouchDownOnMovingView: false, delaysContentTouches: true, scrollEnabled: true, time: 1) == .held(deadline: 1.15))
        #expect(ContentTouch.phase(atTouchDownOnMovingView: false, delaysContentTouches: false, scrollEnabled: true, time: 1) == .delivered)
        #expect(ContentTouch.phase(atTouchDownOnMovingView: true, delaysContentTouches: true, scrollEnabled: false, time: 1) == .delivered)
    }

    @Test("a 0.1 s tap at rest reaches the content at the lift (before the 0.15 s delay) and selects row 12 (1000 + 250), in the header's order")
    func tapAtRestSelects() throws {
        let view = Self.list()
        let log = SelectionLog()
        view.delegate = log
        let recording = try Simulation.run(view, script: TimedGesture.tap(at: 0, point: CGPoint(x: 187, y: 250)))
        #expect(log.calls == ["shouldHighlight 12", "didHighlight 12", "shouldSelect 12", "didSelect 12", "didUnhighlight 12"])
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 12, section: 0)])
        #expect(recording.selectedItems == [IndexPath(item: 12, section: 0)])
        // All at the lift: 0.1 s is frame 6 at 60 Hz.
        let touchEvents = recording.events.filter { $0.name != .scrollViewDidScroll }
        #expect(touchEvents.allSatisfy { $0.frameIndex == 6 })
        #expect(recording.finalOffset == CGPoint(x: 0, y: 1000))
    }

    @Test("held 0.3 s, the touch reaches the content when the delay runs out (0.15 s, frame 9) and selects at the lift (frame 18)")
    func longTapHighlightsAtTheDelay() throws {
        let recording = try Simulation.run(Self.list(), script: TimedGesture.tap(at: 0, point: CGPoint(x: 187, y: 250), duration: 0.3))
        let highlight = try #require(recording.events.first { $0.name == .collectionViewDidHighlightItemAt })
        let select = try #require(recording.events.first { $0.name == .collectionViewDidSelectItemAt })
        #expect(highlight.frameIndex == 9)
        #expect(select.frameIndex == 18)
        #expect(select.indexPath == IndexPath(item: 12, section: 0))
    }

    @Test("without delaysContentTouches the content sees the touch at touch-down (frame 0)")
    func noDelayDeliversAtOnce() throws {
        let view = Self.list()
        view.delaysContentTouches = false
        let recording = try Simulation.run(view, script: TimedGesture.tap(at: 0, point: CGPoint(x: 187, y: 250), duration: 0.3))
        #expect(recording.events.first { $0.name == .contentTouchesBegan }?.frameIndex == 0)
    }

    @Test("a tap on a gliding view only stops it: drag callbacks with velocity 0, the content sees nothing, nothing is selected")
    func tapDuringGlideOnlyStops() throws {
        let view = Self.list()
        let log = SelectionLog()
        view.delegate = log
        var script = TimedGesture.drag(at: 0, distance: 100, releaseVelocity: .pointsPerMillisecond(2), axis: .vertical, frameRate: 60)
        script += TimedGesture.tap(at: 0.5, point: CGPoint(x: 187, y: 300))
        let recording = try Simulation.run(view, script: script)
        #expect(log.calls.isEmpty)
        #expect(recording.selectedItems.isEmpty)
        #expect(!Self.names(recording).contains(.contentTouchesBegan))
        // The catch at 0.5 s: y = 1100 + 998 · (1 − 0.998^383.3) = 1634.73, 1634.667 on the grid.
        let release = try #require(recording.events.last { $0.name == .scrollViewWillEndDragging })
        #expect(release.velocity == .zero)
        #expect(release.target == CGPoint(x: 0, y: 1634 + 2.0 / 3))
        #expect(recording.events.last { $0.name == .scrollViewDidEndDragging }?.willDecelerate == false)
    }

    @Test("a pan after the delay cancels the content's touch: row 14 (1000 + 400) highlighted at 0.15 s, unhighlighted, never selected")
    func panCancelsDeliveredTouch() throws {
        let view = Self.list()
        let log = SelectionLog()
        view.delegate = log
        let recording = try Simulation.run(view, script: Self.stillThenUp)
        #expect(log.calls == ["shouldHighlight 14", "didHighlight 14", "didUnhighlight 14"])
        #expect(
            Self.names(recording).prefix(5) == [
                .contentTouchesBegan, .collectionViewDidHighlightItemAt, .contentTouchesCancelled, .collectionViewDidUnhighlightItemAt,
                .scrollViewWillBeginDragging,
            ])
        #expect(recording.finalOffset.y > 1000)
    }

    @Test("without canCancelContentTouches the pan fails once the content has the touch: nothing scrolls and the lift selects row 14")
    func panFailsWhenContentKeepsTouch() throws {
        let view = Self.list()
        view.canCancelContentTouches = false
        let recording = try Simulation.run(view, script: Self.stillThenUp)
        #expect(recording.frames.allSatisfy { $0.contentOffset == CGPoint(x: 0, y: 1000) })
        #expect(!Self.names(recording).contains(.scrollViewWillBeginDragging))
        #expect(recording.selectedItems == [IndexPath(item: 14, section: 0)])
    }

    @Test("a pan that begins while the touch is held takes it unseen, whatever canCancelContentTouches says")
    func panBeforeTheDelayTakesTheTouchUnseen() throws {
        for canCancel in [true, false] {
            let view = Self.list()
            view.canCancelContentTouches = canCancel
            // Down at (187, 400), up 10 pt a frame from 1/60 s: the pan begins at 1/60 s < 0.15 s.
            let samples = (0...5).map { k in (Double(k) / 60, CGPoint(x: 187, y: 400 - 10 * Double(k))) }
            let recording = try Simulation.run(view, script: TimedGesture.touches(samples))
            #expect(!Self.names(recording).contains(.contentTouchesBegan))
            #expect(Self.names(recording).first == .scrollViewWillBeginDragging)
        }
    }

    @Test("single selection: a tap on row 13 after row 12 deselects 12 without asking, before selecting 13")
    func singleSelectionReplaces() throws {
        let view = Self.list()
        let log = SelectionLog()
        view.delegate = log
        let script = TimedGesture.tap(at: 0, point: CGPoint(x: 187, y: 250)) + TimedGesture.tap(at: 0.5, point: CGPoint(x: 187, y: 350))
        let recording = try Simulation.run(view, script: script)
        #expect(
            log.calls.suffix(6) == [
                "shouldHighlight 13", "didHighlight 13", "shouldSelect 13", "didDeselect 12", "didSelect 13", "didUnhighlight 13",
            ])
        #expect(recording.selectedItems == [IndexPath(item: 13, section: 0)])
    }

    @Test("multiple selection: a second tap on a selected row asks shouldDeselect and deselects it")
    func multipleSelectionToggles() throws {
        let view = Self.list()
        view.allowsMultipleSelection = true
        let log = SelectionLog()
        view.delegate = log
        let script = TimedGesture.tap(at: 0, point: CGPoint(x: 187, y: 250)) + TimedGesture.tap(at: 0.5, point: CGPoint(x: 187, y: 250))
        let recording = try Simulation.run(view, script: script)
        #expect(log.calls.suffix(4) == ["didHighlight 12", "shouldDeselect 12", "didDeselect 12", "didUnhighlight 12"])
        #expect(recording.selectedItems.isEmpty)
    }

    @Test("a row the delegate will not highlight is not selected either")
    func noHighlightNoSelection() throws {
        let view = Self.list()
        let log = SelectionLog()
        log.highlights = false
        view.delegate = log
        let recording = try Simulation.run(view, script: TimedGesture.tap(at: 0, point: CGPoint(x: 187, y: 250)))
        #expect(log.calls == ["shouldHighlight 12"])
        #expect(recording.selectedItems.isEmpty)
    }

    /// Down at (187, 400), still until 0.2 s, then up 10 pt a frame five times, lifting at the last.
    static var stillThenUp: [TimedGesture] {
        let moves = (1...5).map { k in (0.2 + Double(k) / 60, CGPoint(x: 187, y: 400 - 10 * Double(k))) }
        return TimedGesture.touches([(0, CGPoint(x: 187, y: 400)), (0.2, CGPoint(x: 187, y: 400))] + moves)
    }
}
