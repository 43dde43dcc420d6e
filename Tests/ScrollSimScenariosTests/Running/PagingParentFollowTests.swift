import Foundation
import ScrollSim
import ScrollSimScenarios
import ScrollSimTestSupport
import Testing

/// A paging parent that follows a view inside past its end, when the app moves or resizes the
/// parent mid-follow. UIKit 26.1 `_attemptToDragParent:forNewBounds:oldBounds:` reads the parent's
/// offset p afresh on every call, moves it to p + δ, and takes the follow back with
/// `setContentOffset:(p − adjustment)`; nothing on the parent's side (`setContentOffset:`,
/// `setContentSize:`, `_adjustContentOffsetIfNecessary`, an animation) looks at the child.
///
/// `pager-follows-carousel-past-its-end`: a pager 375 pt wide on page 1 (x 375) of three, a
/// carousel at its end dragged leftwards 10 pt a frame; by frame 5 (0.0833 s) the pager has
/// followed the carousel's overscroll to x 383, an adjustment A = 8 pt.
@Suite("A paging parent following a view inside, moved or resized by the app")
struct PagingParentFollowTests {
    static let file = PackagePaths.scenarios() + "/pager-follows-carousel-past-its-end.json"

    /// The pager's frames when `gesture` is added to the bundled scenario.
    static func pagerFrames(adding gesture: GestureSpec) throws -> [Frame] {
        var scenario = try ScenarioFile.load(file).scenario
        scenario.gestures.append(gesture)
        scenario.expect = Expectations()
        return try ScenarioRunner.run(scenario).recording.frames
    }

    @Test("the follow before the app acts: 8 pt by frame 5, the adjustment the cases below take back")
    func adjustmentBeforeTheApp() throws {
        let frames = try ScenarioRunner.run(try ScenarioFile.load(Self.file).scenario).recording.frames
        #expect(frames[5].contentOffset.x == 383)
    }

    @Test("content shrunk to the pager's width mid-follow: clamped to 0 at once, then the follow taken back to 0 − 8 = −8, where UIKit leaves it")
    func shrunkContentIsClampedThenTheFollowTakenBack() throws {
        let frames = try Self.pagerFrames(adding: GestureSpec(t: 0.1, kind: .event(.setContentSize(CGSize(width: 375, height: 667)))))
        #expect(frames[5].contentOffset.x == 383)
        // Frame 6: setContentSize clamps the pager into [0, 0]; the carousel's next move finds
        // a pager that cannot scroll across and takes the follow back: p − A = 0 − 8.
        #expect(frames[6...].allSatisfy { $0.contentOffset.x == -8 }, "\(frames[6...].map(\.contentOffset.x))")
    }

    @Test("setContentOffset 600 mid-follow is kept: the follow goes on from 600 and takes back only its own 8 pt, resting at 592")
    func programmaticOffsetIsKept() throws {
        let frames = try Self.pagerFrames(adding: GestureSpec(t: 0.1, kind: .event(.setContentOffset(CGPoint(x: 600, y: 0), animated: false))))
        // It was pulled back to the follow's own origin in the same frame (391.667) and rested at 375.
        #expect(frames[6].contentOffset.x > 600, "\(frames[6].contentOffset.x)")
        let last = try #require(frames.last?.contentOffset.x)
        #expect(Double(last) == 592, "\(Double(last).bitPattern)")
    }

    @Test("an animated setContentOffset mid-follow runs to 600 (the follow does not stop it) and the pager rests within 8 pt of it")
    func animatedOffsetRuns() throws {
        let frames = try Self.pagerFrames(adding: GestureSpec(t: 0.1, kind: .event(.setContentOffset(CGPoint(x: 600, y: 0), animated: true))))
        #expect(frames[6].phase == .animating)
        #expect(frames.contains { $0.contentOffset.x == 600 }, "the animation reached its target")
        let last = try #require(frames.last?.contentOffset.x)
        #expect(last <= 600 && last >= 600 - 8, "\(last)")
    }

    @Test("a pager that followed and came back to its page moved, in the in-memory run and in the streamed summary the views table reads")
    func followedAndBackMoved() throws {
        let scenario = try ScenarioFile.load(Self.file).scenario
        let run = try ScenarioRunner.run(scenario)
        #expect(run.recording.frames.last?.contentOffset == CGPoint(x: 375, y: 0), "it rests where it began")
        #expect(run.moved)
        let streamed = try ScenarioRunner.stream(scenario, frame: { _ in })
        #expect(streamed.moved)
        #expect(streamed.subviews.first?.moved == true)
    }

    @Test("a view put at 930 pt by scrollToItem at 0 s moved, though every frame, the first too, shows 930")
    func jumpAtTheFirstFrameMoved() throws {
        let text = #"""
            {"scrollView": {"bounds": [375, 667], "contentSize": [375, 3000]},
             "subviews": [{"name": "carousel", "frame": [0, 300, 375, 250], "scrollView": {"bounds": [375, 250]},
               "layout": {"scrollDirection": "horizontal", "itemCount": 10, "itemSize": [300, 250]}}],
             "gestures": [{"t": 0, "type": "scrollToItem", "view": "carousel", "item": 3, "position": "left", "animated": false}]}
            """#
        let scenario = try ScenarioFile.decode(try ScenarioFile.parseJSON(text, file: "t.json"), file: "t.json").scenario
        let run = try ScenarioRunner.run(scenario)
        let carousel = try #require(run.subviews.first)
        // Item 3 starts at 3 · 300 = 900 plus the default 10 pt line spacing three times: 930.
        #expect(carousel.recording.frames.allSatisfy { $0.contentOffset == CGPoint(x: 930, y: 0) })
        #expect(SubviewSummary(carousel).moved)
        #expect(!run.moved, "the feed did not move")
    }
}
