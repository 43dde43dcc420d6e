import Foundation
import ScrollSim
import Testing

/// SwiftUI's scroll phases and target visibility (docs/physics.md, "SwiftUI scroll phases,
/// geometry and visibility"), each expectation worked by hand from the rules there.
@Suite("SwiftUI scroll phases, geometry and visibility")
struct SwiftUIScrollPhaseTests {
    typealias Phase = SimulatedSwiftUI.ScrollPhase
    typealias Visibility = SimulatedSwiftUI.ScrollTargetVisibility

    static func frame(_ index: Int, x: Double, motion: MotionPhase, tracking: Bool = false, dragging: Bool = false, decelerating: Bool = false)
        -> Frame
    {
        Frame(
            index: index, time: Double(index) / 60, contentOffset: CGPoint(x: x, y: 0), velocityPointsPerSecond: .zero, phase: motion,
            isTracking: tracking, isDragging: dragging, isDecelerating: decelerating)
    }

    @Test(
        "each engine state maps to SwiftUI's phase: drag interacting, glide, bounce and paging settle decelerating, animated scroll animating, rest idle",
        arguments: [
            // (motion, isTracking, isDragging, isDecelerating) → phase, by the rules' order:
            // isDragging, isTracking, animating, isDecelerating, else idle.
            (MotionPhase.dragging, true, true, false, Phase.interacting),
            (.decelerating, false, false, true, .decelerating),
            (.bouncing, false, false, true, .decelerating),
            (.paging, false, false, true, .decelerating),
            (.animating, false, false, false, .animating),
            (.idle, false, false, false, .idle),
            // A finger on the view before the pan (never made by the engine) is tracking; a caught
            // glide (still isDecelerating while dragged) is interacting.
            (.idle, true, false, false, .tracking),
            (.dragging, true, true, true, .interacting),
            // Moved by a view inside, or bouncing with no deceleration: no callback, so idle.
            (.following, false, false, false, .idle),
            (.bouncing, false, false, false, .idle),
        ])
    func phaseMapping(motion: MotionPhase, tracking: Bool, dragging: Bool, decelerating: Bool, expected: Phase) {
        #expect(Phase(isTracking: tracking, isDragging: dragging, isDecelerating: decelerating, motion: motion) == expected)
        #expect(Phase(Self.frame(0, x: 0, motion: motion, tracking: tracking, dragging: dragging, decelerating: decelerating)) == expected)
    }

    @Test("the raw values are SwiftUI's tags: idle 0 (the end of a deceleration), animating 4 (an animated setContentOffset)")
    func rawValues() {
        #expect(Phase.allCases.map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect(Phase.allCases.map(\.description) == ["idle", "tracking", "interacting", "decelerating", "animating"])
        #expect(Phase(name: "decelerating") == .decelerating)
        #expect(Phase(name: "dragging") == nil)
        #expect(!Phase.idle.isScrolling && Phase.tracking.isScrolling)
    }

    @Test("a child exactly half inside is visible at the threshold 0.5; 0.495 inside is not")
    func thresholdAtHalf() {
        let child = CGRect(x: 0, y: 0, width: 100, height: 200)
        // Visible rect from x = 50: 50 of 100 pt inside, the full height: 50 · 200 / (100 · 200) = 0.5 ≥ 0.5.
        let half = Visibility.visibleRect(contentOffset: CGPoint(x: 50, y: 0), containerSize: CGSize(width: 300, height: 200))
        #expect(Visibility.visibleFraction(of: child, in: half) == 0.5)
        #expect(Visibility.isVisible(child, in: half))
        // From x = 50.5: 49.5 / 100 = 0.495 < 0.5.
        let less = Visibility.visibleRect(contentOffset: CGPoint(x: 50.5, y: 0), containerSize: CGSize(width: 300, height: 200))
        #expect(Visibility.visibleFraction(of: child, in: less) == 0.495)
        #expect(!Visibility.isVisible(child, in: less))
        // Across the axis too: a rect 100 high sees half of a 200-high child, area 0.5.
        let short = CGRect(x: 0, y: 100, width: 300, height: 100)
        #expect(Visibility.visibleFraction(of: child, in: short) == 0.5)
        // Threshold 0 still needs some of the child on screen; a child without area never counts.
        #expect(!Visibility.isVisible(child, in: CGRect(x: 100, y: 0, width: 300, height: 200), threshold: 0))
        #expect(!Visibility.isVisible(CGRect(x: 60, y: 0, width: 0, height: 200), in: half, threshold: 0))
    }

    @Test("visible targets of three 300 pt cards 10 apart in a 390 pt container at the leading rest −45 and at 265")
    func visibleTargets() {
        // Cards at 0…300, 310…610, 620…920. Rect −45…345: card 0 all in, card 1 35 of 300 = 0.117.
        let cards = [0.0, 310, 620].map { CGRect(x: $0, y: 0, width: 300, height: 844) }
        let size = CGSize(width: 390, height: 844)
        #expect(Visibility.visibleTargets(cards, in: Visibility.visibleRect(contentOffset: CGPoint(x: -45, y: 0), containerSize: size)) == [0])
        // Rect 265…655: card 0 35/300, card 1 all, card 2 35/300: only card 1.
        #expect(Visibility.visibleTargets(cards, in: Visibility.visibleRect(contentOffset: CGPoint(x: 265, y: 0), containerSize: size)) == [1])
        // Rect 160…550 (card 1 240 of 300 = 0.8, card 0 140/300 = 0.467): threshold 0.45 adds card 0.
        let mid = Visibility.visibleRect(contentOffset: CGPoint(x: 160, y: 0), containerSize: size)
        #expect(Visibility.visibleTargets(cards, in: mid) == [1])
        #expect(Visibility.visibleTargets(cards, in: mid, threshold: 0.45) == [0, 1])
    }

    @Test("the observer reports the children visible on appearance at frame 0, then a phase change before a visibility change of the same frame")
    func eventOrder() {
        let cards = [0.0, 100].map { CGRect(x: $0, y: 0, width: 100, height: 50) }
        var observer = SwiftUIScrollObserver(targetFrames: cards, containerSize: CGSize(width: 100, height: 50))
        // Frame 0 at rest at 0: idle (no change), card 0 visible ([] → [0]).
        #expect(observer.observe(Self.frame(0, x: 0, motion: .idle)).map(\.description) == ["visible [] → [0]"])
        // Frame 1 dragged to 40: interacting; card 0 60/100 still visible, card 1 40/100 not.
        #expect(
            observer.observe(Self.frame(1, x: 40, motion: .dragging, tracking: true, dragging: true)).map(\.description) == [
                "phase idle → interacting"
            ])
        // Frame 2 gliding at 50: both exactly half: the phase first, then [0] → [0, 1].
        let both = observer.observe(Self.frame(2, x: 50, motion: .decelerating, decelerating: true))
        #expect(both.map(\.description) == ["phase interacting → decelerating", "visible [0] → [0, 1]"])
        #expect(both.map(\.frameIndex) == [2, 2])
        // Frame 3 at rest at 100: idle, card 1 alone.
        #expect(observer.observe(Self.frame(3, x: 100, motion: .idle)).map(\.description) == ["phase decelerating → idle", "visible [0, 1] → [1]"])
    }

    @Test(
        "a flick through the engine: idle, interacting from the willBeginDragging frame, decelerating from willBeginDecelerating, idle at didEndDecelerating"
    )
    func flickPhases() throws {
        let view = SimulatedScrollView(bounds: CGSize(width: 390, height: 844), contentSize: CGSize(width: 3000, height: 844))
        let recording = try Simulation.run(
            view, script: TimedGesture.drag(at: 0.1, distance: 100, releaseVelocity: .pointsPerMillisecond(1), axis: .horizontal, frameRate: 60))
        #expect(recording.swiftUIPhaseSequence == [.idle, .interacting, .decelerating, .idle])
        // Each change is shown in the frame of the callback that makes it (the rules' delivery).
        func frame(of name: DelegateEvent.Name) -> Int? { recording.events.first { $0.name == name }?.frameIndex }
        let changes = recording.swiftUIEvents(targetFrames: []).map(\.frameIndex)
        #expect(
            changes
                == [frame(of: .scrollViewWillBeginDragging), frame(of: .scrollViewWillBeginDecelerating), frame(of: .scrollViewDidEndDecelerating)]
                .compactMap { $0 })
        #expect(throws: Never.self) { try recording.assertSwiftUIPhases([.idle, .interacting, .decelerating, .idle]) }
        #expect(throws: RecordingAssertionError.self) { try recording.assertSwiftUIPhases([.idle, .interacting, .idle]) }
    }

    @Test("setContentOffset(animated:) over 0.3 s at 60 Hz: animating in frames 0–16, idle from frame 17")
    func animatedPhases() throws {
        let view = SimulatedScrollView(bounds: CGSize(width: 390, height: 844), contentSize: CGSize(width: 3000, height: 844))
        let recording = try Simulation.run(view, script: [TimedGesture(.setContentOffset(CGPoint(x: 300, y: 0), animated: true), at: 0)])
        // 0.3 · 60 = 18 frames of animation, the last landing on 300 and ending it (ScrollAnimationTests).
        #expect(recording.swiftUIPhases.prefix(18) == ArraySlice(Array(repeating: Phase.animating, count: 17) + [.idle]))
        #expect(recording.swiftUIPhaseSequence == [.idle, .animating, .idle])
    }

    @Test("frameWhereTargetBecomesVisible: the first frame a card reaches half its area in the bounds")
    func becomesVisible() throws {
        // Cards 300 wide 10 apart; a 300 pt animated scroll from 0: card 1 (310…610) is half in
        // when the rect's right edge 390 + x reaches 460, x ≥ 70.
        let view = SimulatedScrollView(bounds: CGSize(width: 390, height: 844), contentSize: CGSize(width: 3000, height: 844))
        let recording = try Simulation.run(view, script: [TimedGesture(.setContentOffset(CGPoint(x: 300, y: 0), animated: true), at: 0)])
        let cards = [0.0, 310, 620].map { CGRect(x: $0, y: 0, width: 300, height: 844) }
        let frame = try #require(recording.frameWhereTargetBecomesVisible(1, targetFrames: cards))
        // The first frame at x ≥ 70, and the one before it below 70.
        #expect(frame.contentOffset.x >= 70)
        #expect(recording.frames[frame.index - 1].contentOffset.x < 70)
        #expect(recording.frameWhereTargetBecomesVisible(0, targetFrames: cards)?.index == 0)
        #expect(recording.frameWhereTargetBecomesVisible(2, targetFrames: cards) == nil)
    }
}
