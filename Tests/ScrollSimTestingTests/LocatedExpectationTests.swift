import Foundation
import ScrollSim
import ScrollSimScenarios
import ScrollSimTestSupport
import ScrollSimTesting
import Testing

/// A free fling of 2 pt/ms released at y = 1100 on content 10,000 pt tall: by §2 it rests near
/// 1100 + 1.99 · 499 = 2093 pt (the bundled free-fling scenario's figures).
func freeFling() throws -> Recording {
    let view = SimulatedScrollView(bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 375, height: 10_000))
    view.contentOffset = CGPoint(x: 0, y: 1000)
    return try Simulation.run(
        view, script: TimedGesture.drag(at: 0, distance: 100, releaseVelocity: .pointsPerMillisecond(2), axis: .vertical, frameRate: 60))
}

@Suite("Expectations that fail at the caller's line (Swift Testing)")
struct LocatedExpectationTests {
    @Test("a passing expectation records nothing and returns true")
    func passingExpectation() throws {
        let recording = try freeFling()
        #expect(recording.expectFinalOffset(CGPoint(x: 0, y: 2093), tolerance: 0.5))
        #expect(recording.expectRest(before: 2.85))
        #expect(recording.expectMaximumOvershoot(atMost: 0))
        #expect(recording.expectRestsAtTarget())
    }

    @Test("a failing expectation is an issue at the line that wrote it, with the assertion's message, and the test goes on")
    func failureAtCallerLine() throws {
        let recording = try freeFling()
        let expectedLine = #line + 2
        withKnownIssue {
            recording.expectFinalOffset(CGPoint(x: 0, y: 2000), tolerance: 0.5)
        } matching: { issue in
            issue.sourceLocation?.line == expectedLine && issue.sourceLocation?.fileName == "LocatedExpectationTests.swift"
                && String(describing: issue).contains("Expected final offset")
        }
        let secondLine = #line + 2
        withKnownIssue {
            recording.expectRest(before: 1.0)
        } matching: { issue in
            issue.sourceLocation?.line == secondLine
        }
        // Both failures were recorded and the test reached this line.
        #expect(recording.frames.count > 100)
    }
}

@Suite("Feel goldens beside the test file")
struct FeelGoldenTests {
    /// A folder standing in for a test file's folder.
    static func testFile() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feel-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("PagerTests.swift").path
    }

    @Test("the golden lives in __Feel__/TESTFILE/NAME.frames beside the test file")
    func goldenPath() {
        #expect(FeelGolden.path(forTestFile: "/app/Tests/PagerTests.swift", name: "flick") == "/app/Tests/__Feel__/PagerTests/flick.frames")
    }

    @Test("recording a new golden fails once, and the next run passes against it")
    func recordingFailsOnceThenPasses() throws {
        let path = FeelGolden.path(forTestFile: try Self.testFile(), name: "fling")
        let recording = try freeFling()
        guard case .failed(let message) = FeelGolden.compare(recording, named: "fling", at: path, mode: .missing) else {
            Issue.record("recording a golden must fail")
            return
        }
        #expect(message.hasPrefix("Feel \"fling\": recorded \(path) ("))
        #expect(message.hasSuffix("run the test again to compare with it."))
        #expect(FeelGolden.compare(recording, named: "fling", at: path, mode: .missing) == .matched)
        #expect(FeelGolden.compare(recording, named: "fling", at: path, mode: .never) == .matched)
        #expect(
            FeelGolden.compare(recording, named: "other", at: path.replacingOccurrences(of: "fling", with: "other"), mode: .never)
                == .failed(
                    "Feel \"other\": no golden at \(path.replacingOccurrences(of: "fling", with: "other")); record it with SCROLLSIM_RECORD=missing.")
        )
    }

    @Test("a feel name that would leave __Feel__, make folders or hold a line break fails with the rule it breaks, and writes nothing")
    func feelNameRules() throws {
        let recording = try freeFling()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feel-names-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let testFile = folder.appendingPathComponent("Tests/PagerTests.swift").path
        for (name, rule) in [
            ("../../../x", "it starts with a dot"), ("a/b", "it holds a / or \\"), ("two\nlines", "it holds a control character"),
            ("", "it is empty"),
        ] {
            let path = FeelGolden.path(forTestFile: testFile, name: name)
            guard case .failed(let message) = FeelGolden.compare(recording, named: name, at: path, mode: .all) else {
                Issue.record("\(name) must fail")
                continue
            }
            #expect(message.contains("the name cannot name a golden file: \(rule)"), "\(message)")
            #expect(!message.contains("\n"))
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test("a feel golden that is a symbolic link is refused in every mode, and its target is untouched")
    func feelGoldenLinkRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feel-link-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let victim = folder.appendingPathComponent("victim.txt").path
        try "keep me\n".write(toFile: victim, atomically: true, encoding: .utf8)
        let path = folder.appendingPathComponent("fling.frames").path
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: victim)
        let recording = try freeFling()
        for mode in [RecordMode.missing, .all, .failed, .never] {
            #expect(
                FeelGolden.compare(recording, named: "fling", at: path, mode: mode)
                    == .failed(
                        "Feel \"fling\": the golden \(path) cannot be used: it is a symbolic link, and goldens and failure plots are never read or written through links."
                    ))
        }
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "keep me\n")
    }

    @Test("a changed feel leads with the summary: final offset and rest time before and after, the largest gap and its frame")
    func differenceLeadsWithSummary() throws {
        let path = FeelGolden.path(forTestFile: try Self.testFile(), name: "fling")
        var recording = try freeFling()
        _ = FeelGolden.compare(recording, named: "fling", at: path, mode: .all)
        // Every frame from 30 on moved 2 pt further down: the final offset moves 2 pt, and the
        // largest gap is 2 pt, first reached at frame 30.
        for i in 30..<recording.frames.count {
            let f = recording.frames[i]
            recording.frames[i] = Frame(
                index: f.index, time: f.time, contentOffset: CGPoint(x: f.contentOffset.x, y: f.contentOffset.y + 2),
                velocityPointsPerSecond: f.velocityPointsPerSecond,
                phase: f.phase, isTracking: f.isTracking, isDragging: f.isDragging, isDecelerating: f.isDecelerating)
        }
        guard case .differs(let message, let plot) = FeelGolden.compare(recording, named: "fling", at: path, mode: .never) else {
            Issue.record("a changed feel must fail")
            return
        }
        // The plot overlays both curves with the release target marked, and is also written
        // next to the golden until the feel matches again.
        let plotPath = path.replacingOccurrences(of: ".frames", with: ".failure.svg")
        #expect(message.contains("plot of both curves: \(plotPath)\n"))
        #expect(try String(contentsOfFile: plotPath, encoding: .utf8) == plot)
        #expect(plot.contains(">golden<") && plot.contains(">now<") && plot.contains("content offset y (pt)"))
        #expect(plot.contains("golden target 2094.0") && plot.contains("target now 2094.0"))
        let first = String(message.split(separator: "\n")[0])
        let final = recording.finalOffset.y
        #expect(
            first.contains("final offset [0.000, \(Report.number(Double(final) - 2, 3))] → [0.000, \(Report.number(Double(final), 3))] pt"),
            "\(first)")
        #expect(first.contains("largest gap 2.000 pt at frame 30 (t 0.500 s)"), "\(first)")
        #expect(message.contains("frame 30: y (pt) is "))
        #expect(message.hasSuffix("re-record with SCROLLSIM_RECORD=all, or SCROLLSIM_RECORD=failed for the failing ones only."))
        #expect(FeelGolden.compare(try freeFling(), named: "fling", at: path, mode: .never) == .matched)
        #expect(!FileManager.default.fileExists(atPath: plotPath), "a passing comparison removes the old plot")
    }

    @Test("assertFeel records its failure at the caller's line")
    func assertFeelAtCallerLine() throws {
        let recording = try freeFling()
        let line = #line + 2
        withKnownIssue {
            assertFeel(of: recording, named: "never-recorded-\(UUID().uuidString)", record: .never)
        } matching: { issue in
            issue.sourceLocation?.line == line && String(describing: issue).contains("no golden at")
        }
    }
}

@Suite("Drags that cannot scroll")
struct VacuousDragTests {
    /// A default flow layout's collection view: it scrolls vertically only, as in UIKit.
    static func verticalCollectionView() -> SimulatedCollectionView {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 375, height: 200)
        return SimulatedCollectionView(bounds: CGSize(width: 375, height: 667), collectionViewLayout: layout, numberOfItems: 20)
    }

    @Test("a horizontal drag on a vertical flow layout logs one dragCannotScroll notice, events on or off, and moves nothing")
    func horizontalDragOnVerticalLayout() throws {
        for events in [true, false] {
            let view = Self.verticalCollectionView()
            let settings = SimulationSettings(recordsDelegateEvents: events)
            let recorded = SimulatedCollectionView(
                bounds: view.boundsSize, collectionViewLayout: CollectionViewFlowLayout(), numberOfItems: 20, settings: settings)
            recorded.flowLayout?.itemSize = CGSize(width: 375, height: 200)
            let recording = try Simulation.run(
                recorded, script: TimedGesture.drag(at: 0, distance: 100, releaseVelocity: .pointsPerMillisecond(2), frameRate: 60))
            let notices = recording.events.filter { $0.name == .dragCannotScroll }
            #expect(notices.count == 1, "events \(events)")
            #expect(
                notices.first?.message
                    == "The drag moved horizontally, where this view cannot scroll, so nothing moved: this view scrolls only vertically; pass that axis to the drag (a default flow layout scrolls vertically)."
            )
            #expect(recording.finalOffset == .zero)
        }
    }

    @Test("drags along a scrollable axis, even diagonal ones, log nothing")
    func scrollableDragsLogNothing() throws {
        let vertical = try Simulation.run(
            Self.verticalCollectionView(),
            script: TimedGesture.drag(at: 0, distance: 100, releaseVelocity: .pointsPerMillisecond(2), axis: .vertical, frameRate: 60))
        #expect(!vertical.events.contains { $0.name == .dragCannotScroll })
        let view = Self.verticalCollectionView()
        let diagonal = try Simulation.run(view, script: TimedGesture.swipe(at: 0, translation: CGPoint(x: -50, y: -80), duration: 0.1, frameRate: 60))
        #expect(!diagonal.events.contains { $0.name == .dragCannotScroll })
    }

    @Test("an expectation about a run whose drag could not scroll fails at its line, unless the test allows it")
    func vacuousExpectationFails() throws {
        let recording = try Simulation.run(
            Self.verticalCollectionView(), script: TimedGesture.drag(at: 0, distance: 100, releaseVelocity: .pointsPerMillisecond(2), frameRate: 60))
        let line = #line + 2
        withKnownIssue {
            recording.expectFinalOffset(.zero)
        } matching: { issue in
            issue.sourceLocation?.line == line && String(describing: issue).contains("could not scroll")
                && String(describing: issue).contains("allowingDragsThatCannotScroll()")
        }
        #expect(recording.allowingDragsThatCannotScroll().expectFinalOffset(.zero))
    }
}
