import Foundation
import ScrollSim
import ScrollSimScenarios
import ScrollSimTestSupport
import ScrollSimTesting
import Testing

/// A frame that moves further than its velocity allows is a jump a person sees; the run notes
/// it, `expectNoJump` fails on it, and `assertFeel` fails on it unless the test allows it.
@Suite("Feel notes: jumps")
struct FeelNoteTests {
    /// Frames at 60 Hz with the given y offsets and y velocities (pt/s), the finger up.
    static func recording(offsets: [Double], velocities: [Double]) -> Recording {
        var recording = Recording(frameRate: 60, maximumOffset: CGPoint(x: 0, y: 10_000))
        for (i, (y, v)) in zip(offsets, velocities).enumerated() {
            recording.append(
                Frame(
                    index: i, time: Double(i) / 60, contentOffset: CGPoint(x: 0, y: y), velocityPointsPerSecond: CGPoint(x: 0, y: v),
                    phase: .decelerating, isTracking: false, isDragging: false, isDecelerating: true))
        }
        return recording
    }

    @Test("60 pt in one frame at rest is a jump (allowance 2 · 0 · 1/60 + 2 = 2 pt); a glide at 1000 pt/s moving 16.7 pt a frame is not")
    func jumpAgainstItsVelocity() {
        let jump = Self.recording(offsets: [1000, 1000, 1060, 1060], velocities: [0, 0, 0, 0])
        #expect(jump.feelNotes == [.jump(frame: 2, time: 2.0 / 60, distance: 60, allowed: 2)])
        let glide = Self.recording(offsets: [1000, 1016.667, 1033.333, 1050], velocities: [1000, 1000, 1000, 1000])
        #expect(glide.feelNotes.isEmpty)
        // The allowance uses the fastest of the frame and the three before: 2 · 1000 / 60 + 2 = 35.33 pt.
        let fast = Self.recording(offsets: [0, 16.667, 33.333, 50, 50, 80], velocities: [1000, 1000, 1000, 0, 0, 0])
        #expect(fast.feelNotes.isEmpty, "30 pt one frame after a 1000 pt/s frame is within 35.33 pt")
    }

    /// The jumps of `recording` by the rule itself, frame by frame: the distance from the frame
    /// before against 2 · (the fastest of the frame and the three before, times `multiplier`) ·
    /// the frame's length + 2 pt.
    static func jumpsByTheRule(_ recording: Recording, multiplier: Double) -> [FeelNote] {
        let frames = recording.frames
        var jumps: [FeelNote] = []
        for i in frames.indices.dropFirst() {
            let (a, b) = (frames[i - 1].contentOffset, frames[i].contentOffset)
            let distance = hypot(Double(b.x - a.x), Double(b.y - a.y))
            let fastest = frames[max(0, i - 3)...i].map { hypot(Double($0.velocityPointsPerSecond.x), Double($0.velocityPointsPerSecond.y)) }.max()!
            let allowed = 2 * (fastest * multiplier) * (frames[i].time - frames[i - 1].time) + 2
            if distance > allowed { jumps.append(.jump(frame: frames[i].index, time: frames[i].time, distance: distance, allowed: allowed)) }
        }
        return jumps
    }

    @Test("the finder's jumps are the rule's, frame by frame, for every bundled scenario, at multipliers 1 and 2")
    func finderFollowsTheRule() throws {
        var jumps = 0
        for file in try ScenarioFile.list(in: PackagePaths.scenarios()) {
            let recording = try ScenarioRunner.run(try ScenarioFile.load(file).scenario).recording
            for multiplier in [1.0, 2.0] {
                var finder = FeelNoteFinder()
                for frame in recording.frames { finder.take(frame) }
                finder.reportFastScroll(multiplier: multiplier)
                var found: [FeelNote] = []
                finder.forEachJump { found.append(.jump(frame: $0, time: $1, distance: $2, allowed: $3)) }
                let expected = Self.jumpsByTheRule(recording, multiplier: multiplier)
                #expect(found.count == expected.count, "\(file) ×\(multiplier)")
                for (f, e) in zip(found, expected) {
                    guard case .jump(let frame, _, let distance, let allowed) = f, case .jump(let eFrame, _, let eDistance, let eAllowed) = e
                    else { continue }
                    #expect(frame == eFrame && abs(distance - eDistance) < 1e-9 && abs(allowed - eAllowed) < 1e-9, "\(file)")
                }
                jumps += found.count
            }
        }
        #expect(jumps >= 3, "the bundled scenarios that jump")
    }

    @Test(
        "a fast-scroll multiplier reported after the frames widens every frame's allowance: 60 pt after 1000 pt/s jumps at ×1 (35.33 pt), not at ×2 (68.67 pt)"
    )
    func multiplierKnownAtTheEnd() {
        let frames = Self.recording(offsets: [0, 20, 80], velocities: [1000, 1000, 1000]).frames
        var finder = FeelNoteFinder()
        for frame in frames { finder.take(frame) }
        guard case .jump(2, _, let distance, let allowed) = finder.notes.first, finder.notes.count == 1 else {
            Issue.record("expected one jump at frame 2, got \(finder.notes)")
            return
        }
        #expect(distance == 60)
        #expect(abs(allowed - (2 * 1000.0 / 60 + 2)) < 1e-9)
        finder.reportFastScroll(multiplier: 2)
        #expect(finder.notes.isEmpty, "2 · 2000 / 60 + 2 = 68.67 pt allows 60 pt")
        finder.reset()
        #expect(finder.notes.isEmpty && finder.fastScrollMultiplier == 1)
    }

    @Test("the bundled scenarios jump exactly where the content is put in place in one frame, and zero exactly the releases under 0.25 pt/ms")
    func bundledScenarios() throws {
        var jumping: [String] = []
        var zeroed: [String] = []
        var slowDrags: [String] = []
        for file in try ScenarioFile.list(in: PackagePaths.scenarios()) {
            let scenario = try ScenarioFile.load(file).scenario
            let run = try ScenarioRunner.run(scenario)
            let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            for note in run.recording.feelNotes {
                switch note {
                case .jump: if jumping.last != name { jumping.append(name) }
                case .releaseZeroed: if zeroed.last != name { zeroed.append(name) }
                case .delegateReleased: Issue.record("\(name): \(note)")
                }
            }
            // From the file alone: a drag released between 0 and 0.25 pt/ms.
            let slow = scenario.gestures.contains { gesture in
                if case .drag(_, let velocity, _) = gesture.kind { return velocity != 0 && abs(velocity) < 0.25 }
                return false
            }
            if slow { slowDrags.append(name) }
        }
        // A changed target behind the flick, reached on the release frame (UIKit's rule, docs/physics.md §5),
        // twice, and twice more where SwiftUI's .viewAligned takes the child behind a gentle flick
        // (the carousel never limiting, the feed in a regular height); and setContentOffset(_:animated: false).
        #expect(
            jumping == [
                "changed-target-behind", "group-paging-centered-long-drag-pulled-back", "set-content-offset-immediate",
                "swiftui-carousel-limit-never", "swiftui-feed-behavior-change",
            ])
        // Exactly the scenarios whose files release a drag under 0.25 pt/ms.
        #expect(zeroed == slowDrags)
        #expect(zeroed.count >= 10)
    }

    @Test("expectNoJump fails at its line naming the frame; assertFeel's jump failure names it unless jumps are allowed")
    func expectationsFailOnJumps() throws {
        let jump = Self.recording(offsets: [1000, 1000, 1060, 1060], velocities: [0, 0, 0, 0])
        let line = #line + 2
        withKnownIssue {
            jump.expectNoJump()
        } matching: { issue in
            issue.sourceLocation?.line == line && String(describing: issue).contains("Expected no jump but frame 2 at 0.0333 s jumps 60.000 pt")
        }
        #expect(Self.recording(offsets: [0, 16.667], velocities: [1000, 1000]).expectNoJump())
        #expect(
            FeelGolden.jumpFailure(of: jump, named: "jump", allowsJumps: false)
                == "Feel \"jump\": frame 2 at 0.0333 s jumps 60.000 pt, where its velocity allows 2.000 pt; a person sees the content jump. Pass allowsJumps: true if that is the behaviour you mean to pin."
        )
        #expect(FeelGolden.jumpFailure(of: jump, named: "jump", allowsJumps: true) == nil)
    }

    /// A delegate that does nothing but exist.
    final class Snapper: ScrollViewDelegate {}

    /// A delegate nobody keeps: assigned to the weak `delegate`, it is released at once.
    static func inlineDelegate() -> Snapper { Snapper() }

    static func fling(_ configure: (SimulatedScrollView) -> Void) throws -> Recording {
        let view = SimulatedScrollView(bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 375, height: 10_000))
        configure(view)
        return try Simulation.run(
            view, script: TimedGesture.drag(at: 0, distance: 100, releaseVelocity: .pointsPerMillisecond(2), axis: .vertical, frameRate: 60))
    }

    @Test("a delegate made inline and released before the run is a note, fails every expectation and assertFeel, jumps allowed or not")
    func releasedDelegate() throws {
        // Made by a call, so that the compiler does not warn (as it does for `= Snapper()`) about
        // the release this test means.
        let released = try Self.fling { $0.delegate = Self.inlineDelegate() }
        #expect(released.events.contains { $0.name == .delegateReleased })
        #expect(released.feelNotes == [.delegateReleased(time: 0)])
        let line = #line + 2
        withKnownIssue {
            released.expectRest(before: 5)
        } matching: { issue in
            issue.sourceLocation?.line == line
                && String(describing: issue).contains("The run cannot test its delegate: the delegate set on the view was released before the run")
        }
        #expect(FeelGolden.jumpFailure(of: released, named: "f", allowsJumps: true)?.contains("keep a reference to it for the whole run") == true)

        let kept = Snapper()
        let withDelegate = try Self.fling { $0.delegate = kept }
        #expect(withDelegate.feelNotes.isEmpty)
        let unset = try Self.fling {
            $0.delegate = kept
            $0.delegate = nil
        }
        #expect(unset.feelNotes.isEmpty, "a delegate set back to nil on purpose is not a released one")
    }
}
