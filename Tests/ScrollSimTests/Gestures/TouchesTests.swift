import Foundation
import ScrollSimTestSupport
import Testing

@testable import ScrollSim

/// §3: the pan recognizer driven by raw touches: the 10 pt hysteresis, `velocityInView:`, the
/// release, taps, and touches on moving views. Expected values are worked by hand from the rules.
@Suite("Touches and the pan recognizer (§3)")
struct TouchesTests {
    static func verticalView(offset: Double = 1000, frameRate: Int = 60) -> SimulatedScrollView {
        SimulatedScrollView(
            bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 375, height: 10_000),
            contentOffset: CGPoint(x: 0, y: offset), settings: SimulationSettings(frameRate: frameRate))
    }

    /// The finger moving up through y = 500, 496, 492, 488, 470, 440, 400 every 0.02 s.
    static let upward: [(time: Double, point: CGPoint)] = [500.0, 496, 492, 488, 470, 440, 400].enumerated().map {
        (time: 0.02 * Double($0.offset), point: CGPoint(x: 100, y: $0.element))
    }

    @Test("nothing until the finger passes 10 pt; then willBeginDragging and the translation less 10 pt", arguments: [60, 120])
    func hysteresis(frameRate: Int) throws {
        let view = Self.verticalView(frameRate: frameRate)
        let log = CallbackLog()
        view.delegate = log
        let recording = try Simulation.run(view, script: TimedGesture.touches(Self.upward), until: 0.07)
        // 496 and 492 move the finger 4 and 8 pt: below the hysteresis, the content stays.
        let beforeRecognition = recording.frames.filter { $0.time < 0.06 - 1e-9 }
        #expect(beforeRecognition.allSatisfy { $0.contentOffset.y == 1000 })
        // 488 at 0.06 s: 12 pt, recognised; translation 12 − 10 = 2, so the offset is 1002.
        #expect(log.entries.first == "willBeginDragging")
        let recognised = try #require(recording.frames.first { $0.time >= 0.06 - 1e-9 })
        #expect(recognised.contentOffset.y == 1002)
    }

    @Test("the release blends the last two samples: 0.75 · 1.02 + 0.25 · 1.6 = 1.165 pt/ms at 1090, at 60 and 120 Hz", arguments: [60, 120])
    func releaseVelocity(frameRate: Int) throws {
        // Finger samples 200, 200, 200, 900, 1500, 2000 pt/s upwards. The recognition (488) and
        // each later move store 0.2 · newest + 0.8 · previous: 0.2, 0.34, 1.02 and 1.6 pt/ms of
        // content; the lift adds none.
        let view = Self.verticalView(frameRate: frameRate)
        let log = CallbackLog()
        view.delegate = log
        let recording = try Simulation.run(view, script: TimedGesture.touches(Self.upward))
        let release = try #require(recording.events.first { $0.name == .scrollViewWillEndDragging })
        #expect(abs(Double(release.velocity!.y) - 1.165) < 1e-9)
        #expect(release.velocity!.x == 0)
        // 1000 + 100 − 10 = 1090.
        #expect(release.contentOffset.y == 1090)
        // Proposal 1090 + 1.155/0.0020020027 = 1666.92, on the 1/3 pt grid 1667.
        #expect(release.proposedTarget?.y == 1667)
        #expect(log.merged == DelegateOrderTests.fling)
    }

    @Test("a touch that moves less than 10 pt is a tap: no callbacks, no motion")
    func tap() throws {
        let view = Self.verticalView()
        let log = CallbackLog()
        view.delegate = log
        let recording = try Simulation.run(
            view,
            script: TimedGesture.touches([
                (0, CGPoint(x: 100, y: 300)), (0.05, CGPoint(x: 106, y: 307)), (0.1, CGPoint(x: 106, y: 309)),
            ]))
        #expect(log.entries.isEmpty)
        #expect(recording.frames.allSatisfy { $0.contentOffset == CGPoint(x: 0, y: 1000) })
    }

    @Test("the hysteresis counts only along an axis the view scrolls: 30 pt up on a horizontal view is a tap")
    func hysteresisPerAxis() throws {
        let view = horizontalScrollView(offset: 500)
        let log = CallbackLog()
        view.delegate = log
        _ = try Simulation.run(
            view,
            script: TimedGesture.touches([
                (0, CGPoint(x: 100, y: 300)), (0.05, CGPoint(x: 103, y: 315)), (0.1, CGPoint(x: 104, y: 330)),
            ]))
        #expect(log.entries.isEmpty)
        #expect(view.contentOffset == CGPoint(x: 500, y: 0))
        // 12 pt to the left passes it: translation −12 + 10 = −2, so the content moves 2 pt on.
        _ = try Simulation.run(
            view,
            script: TimedGesture.touches([
                (1, CGPoint(x: 100, y: 300)), (1.05, CGPoint(x: 88, y: 340)), (1.6, CGPoint(x: 88, y: 340)),
            ]))
        #expect(log.entries.first == "willBeginDragging")
        #expect(view.contentOffset == CGPoint(x: 502, y: 0))
    }

    @Test("a touch on a glide stops it at touch-down; lifted unmoved: willEndDragging(0), didEndDragging(false), didEndDecelerating")
    func catchAndLift() throws {
        let view = Self.verticalView()
        let log = CallbackLog()
        view.delegate = log
        // A fling from 1100 at 2 pt/ms glides from the release frame (7) on; the touch at 0.5 s
        // (frame 30) stops it after 23 frames: 2 · 16.372 · (1 − D²³)/(1 − D), D = 0.9671900
        // (the series of 16.667 · ln 0.998), = 534.66 pt, on the pixel grid 1634.667.
        let script =
            TimedGesture.drag(at: 0, distance: 100, releaseVelocity: .pointsPerMillisecond(2), axis: .vertical, frameRate: 60)
            + TimedGesture.touches([(0.5, CGPoint(x: 100, y: 300)), (0.6, CGPoint(x: 100, y: 300))])
        let recording = try Simulation.run(view, script: script)
        #expect(abs(Double(recording.finalOffset.y) - 4904.0 / 3) < 1e-9)
        #expect(
            log.merged == DelegateOrderTests.fling.dropLast()
                + ["willBeginDragging", "willEndDragging", "didEndDragging(false)", "didEndDecelerating"])
        #expect(log.lastReleaseVelocity == .zero)
        // The deceleration ends on the frame of the lift (0.6 s, frame 36).
        let end = try #require(recording.events.last { $0.name == .scrollViewDidEndDecelerating })
        #expect(end.frameIndex == 36)
    }

    @Test("a caught glide reports nothing until the finger passes 10 pt, then follows it less the 10 pt")
    func catchThenDrag() throws {
        let view = Self.verticalView()
        let script =
            TimedGesture.drag(at: 0, distance: 100, releaseVelocity: .pointsPerMillisecond(2), axis: .vertical, frameRate: 60)
            + TimedGesture.touches([
                (0.5, CGPoint(x: 100, y: 300)), (0.52, CGPoint(x: 100, y: 294)), (0.54, CGPoint(x: 100, y: 285)),
                (0.56, CGPoint(x: 100, y: 265)), (0.58, CGPoint(x: 100, y: 265)),
            ])
        let recording = try Simulation.run(view, script: script, until: 0.58)
        let caught = 4904.0 / 3
        func offset(at time: Double) -> Double {
            Double(recording.frames.first { $0.time >= time - 1e-9 }!.contentOffset.y)
        }
        // 6 pt: still caught, nothing moves.
        #expect(offset(at: 0.52) == caught)
        // 15 pt: past the hysteresis, translation −15 + 10 = −5: the content moves 5 pt on.
        #expect(abs(offset(at: 0.54) - (caught + 5)) < 1e-9)
        // 35 pt: translation −25.
        #expect(abs(offset(at: 0.56) - (caught + 25)) < 1e-9)
    }

    @Test("a touch on a bouncing view ends the deceleration at touch-down, where the bounce was shown")
    func touchOnBounce() throws {
        let view = horizontalScrollView(offset: 0)
        let log = CallbackLog()
        view.delegate = log
        // Dragged 60 pt past the leading edge and released at rest: the bounce brings it back.
        let script =
            TimedGesture.drag(at: 0, distance: -60, releaseVelocity: .pointsPerMillisecond(0), frameRate: 60)
            + TimedGesture.touches([(0.2, CGPoint(x: 100, y: 100)), (0.3, CGPoint(x: 100, y: 100))])
        let recording = try Simulation.run(view, script: script)
        let touchFrame = Simulation.frameIndex(forTime: 0.2, frameRate: 60)
        let shownBefore = Double(recording.frames[touchFrame - 1].contentOffset.x)
        #expect(shownBefore < 0)
        // No jump: the touch-down frame shows the last bounce frame's offset on the pixel grid.
        #expect(abs(Double(recording.frames[touchFrame].contentOffset.x) - (shownBefore * 3).rounded() / 3) < 1e-9)
        let ended = try #require(recording.events.first { $0.name == .scrollViewDidEndDecelerating })
        #expect(ended.frameIndex == touchFrame)
    }

    @Test("a tap on a paging view resting between pages settles it on the nearest page, without drag callbacks")
    func tapSettlesPage() throws {
        let view = horizontalScrollView(contentWidth: 1875, offset: 0)
        view.isPagingEnabled = true
        let log = CallbackLog()
        view.delegate = log
        view.setContentOffset(CGPoint(x: 190, y: 0), animated: false)
        let recording = try Simulation.run(view, script: TimedGesture.touches([(0, CGPoint(x: 10, y: 10)), (0.1, CGPoint(x: 12, y: 10))]))
        // floor(190/375 + 0.5) = 1: page 1, 375.
        #expect(recording.finalOffset == CGPoint(x: 375, y: 0))
        #expect(log.merged == ["didScroll", "willBeginDecelerating", "didScroll", "didEndDecelerating"])
    }
}
