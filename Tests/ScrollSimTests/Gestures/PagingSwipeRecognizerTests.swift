import Foundation
import ScrollPhysics
import ScrollSimTestSupport
import Testing

@testable import ScrollSim

/// §9: the paging swipe recognizer (26.1 `UIScrollViewPagingSwipeGestureRecognizer`) and the pan
/// that waits for it to fail. Expected values are worked by hand from the rules.
@Suite("The paging swipe recognizer (§9)")
struct PagingSwipeRecognizerTests {
    /// A carousel of five 375 pt pages, paging.
    static func carousel(frameRate: Int) -> SimulatedScrollView {
        let view = SimulatedScrollView(
            bounds: CGSize(width: 375, height: 250), contentSize: CGSize(width: 1875, height: 250), contentOffset: .zero,
            settings: SimulationSettings(frameRate: frameRate))
        view.isPagingEnabled = true
        return view
    }

    /// A finger down at (300, 100) at `t0` that moves `dx` pt (and `dy`) every 1/60 s, `moves`
    /// times, and lifts at its last move.
    static func flick(at t0: Double, dx: Double = -30, dy: Double = 0, moves: Int = 4) -> [TimedGesture] {
        TimedGesture.touches(
            (0...moves).map { k in (time: t0 + Double(k) / 60, point: CGPoint(x: 300 + dx * Double(k), y: 100 + dy * Double(k))) })
    }

    /// The frames of flick 1 alone: down at 0 and four 30 pt moves left. Recognised at 1/60 s
    /// (30 ≥ 10, translation 20), then 50, 80, 110, released at 1800 pt/s = 1.8 pt/ms > 0.3: page 1.
    static func firstFlickAlone(frameRate: Int) throws -> Recording {
        try Simulation.run(carousel(frameRate: frameRate), script: flick(at: 0))
    }

    // MARK: The recognizer's rules

    @Test("a move fails the swipe when the view is slower than 1 pt/ms and the finger at least as fast, on either axis")
    func exceededVelocity() {
        var swipe = PagingSwipeRecognizer(at: CGPoint(x: 300, y: 100), time: 0)
        // 30 pt in 1/60 s is 1.8 pt/ms; the view at 2 pt/ms along x, 0 along y: along y the finger
        // (0 pt/ms) is at least as fast as the view (0), so the move fails.
        let passed1 = swipe.processNewLocation(
            CGPoint(x: 270, y: 100), time: 1.0 / 60, viewVelocity: CGPoint(x: 2, y: 0), heading: (.increasing, .none))
        #expect(!passed1)
        // With the view at 1.5 pt/ms along both axes neither clause holds: the move passes and
        // restarts the delay.
        var diagonal = PagingSwipeRecognizer(at: CGPoint(x: 300, y: 100), time: 0)
        let passed2 = diagonal.processNewLocation(
            CGPoint(x: 270, y: 70), time: 1.0 / 60, viewVelocity: CGPoint(x: 1.5, y: 1.5), heading: (.increasing, .increasing))
        #expect(passed2)
        #expect(diagonal.deadline == 1.0 / 60 + 0.0833333333)
        // The view at 0.9 pt/ms along x and 1.5 along y, the finger 1.8 pt/ms along x: fails.
        let passed3 = diagonal.processNewLocation(
            CGPoint(x: 240, y: 40), time: 2.0 / 60, viewVelocity: CGPoint(x: 0.9, y: 1.5), heading: (.increasing, .increasing))
        #expect(!passed3)
    }

    @Test("an event no time after the last reads 0 pt/ms when it did not move and infinitely fast when it did, never 0/0")
    func zeroIntervalIsAVanishingOne() {
        #expect(PagingSwipeRecognizer.fingerSpeed(travel: 0, interval: 0) == 0)
        #expect(PagingSwipeRecognizer.fingerSpeed(travel: -30, interval: 0) == .infinity)
        // 30 pt in 1/60 s: 30 · 60 / 1000 = 1.8 pt/ms, the sign dropped (`fabs`).
        #expect(abs(PagingSwipeRecognizer.fingerSpeed(travel: -30, interval: -1.0 / 60) - 1.8) < 1e-12)
    }

    @Test("a lift at the time and place of the last move fails on an axis where the view does not move (0 ≥ 0), as a device's does")
    func sameInstantLiftFailsOnAStillAxis() {
        // One-axis pager, view (2, 0) pt/ms: along y the view is under 1 and the finger's 0 ≥ 0: fails.
        var swipe = PagingSwipeRecognizer(at: CGPoint(x: 300, y: 100), time: 0.5)
        let passed4 = swipe.processNewLocation(CGPoint(x: 300, y: 100), time: 0.5, viewVelocity: CGPoint(x: 2, y: 0), heading: (.increasing, .none))
        #expect(!passed4)
        // View (0.5, 1.5): along x 0 ≥ 0.5 is false, y is not slow: passes.
        var slow = PagingSwipeRecognizer(at: CGPoint(x: 300, y: 100), time: 0.5)
        let passed9 = slow.processNewLocation(
            CGPoint(x: 300, y: 100), time: 0.5, viewVelocity: CGPoint(x: 0.5, y: 1.5), heading: (.increasing, .increasing))
        #expect(passed9)
    }

    @Test("a move against the paging direction counts once; the second in a row fails, one along it resets the count")
    func directionalFailures() {
        let fast = CGPoint(x: 1.5, y: 1.5)
        var swipe = PagingSwipeRecognizer(at: CGPoint(x: 300, y: 100), time: 0)
        // Paging right (offset increasing): the finger moving right (Δx > 0) works against it.
        let passed5 = swipe.processNewLocation(CGPoint(x: 310, y: 90), time: 0.02, viewVelocity: fast, heading: (.increasing, .none))
        #expect(passed5)
        #expect(swipe.directionalFailures == 1)
        // Along it (left): the count goes back to 0 and the swipe lives on.
        let passed6 = swipe.processNewLocation(CGPoint(x: 300, y: 80), time: 0.04, viewVelocity: fast, heading: (.increasing, .none))
        #expect(passed6)
        #expect(swipe.directionalFailures == 0)
        let passed7 = swipe.processNewLocation(CGPoint(x: 310, y: 70), time: 0.06, viewVelocity: fast, heading: (.increasing, .none))
        #expect(passed7)
        let passed8 = swipe.processNewLocation(CGPoint(x: 320, y: 60), time: 0.08, viewVelocity: fast, heading: (.increasing, .none))
        #expect(!passed8)
        // Paging up (vertical offset decreasing): the finger moving up (Δy < 0) works against it.
        var up = PagingSwipeRecognizer(at: CGPoint(x: 300, y: 100), time: 0)
        let passed9 = up.processNewLocation(CGPoint(x: 300, y: 90), time: 0.02, viewVelocity: fast, heading: (.none, .decreasing))
        #expect(passed9)
        let passed10 = up.processNewLocation(CGPoint(x: 300, y: 80), time: 0.04, viewVelocity: fast, heading: (.none, .decreasing))
        #expect(!passed10)
    }

    @Test("a lift recognises only after more than 50 pt along an axis since touch-down")
    func travel() {
        let swipe = PagingSwipeRecognizer(at: CGPoint(x: 300, y: 100), time: 0)
        #expect(!swipe.recognizes(liftingAt: CGPoint(x: 250, y: 50)))
        #expect(swipe.recognizes(liftingAt: CGPoint(x: 249.5, y: 100)))
        #expect(swipe.recognizes(liftingAt: CGPoint(x: 300, y: 151)))
    }

    // MARK: On a paging carousel

    @Test("three quick flicks: each later one is caught at its first move, where the swipe fails; pages 1, 2, 3", arguments: [60, 120])
    func quickFlicks(frameRate: Int) throws {
        let view = Self.carousel(frameRate: frameRate)
        let log = CallbackLog()
        view.delegate = log
        let script = Self.flick(at: 0) + Self.flick(at: 0.25) + Self.flick(at: 0.5)
        let recording = try Simulation.run(view, script: script)
        let alone = try Self.firstFlickAlone(frameRate: frameRate)
        let perFrame = Double(frameRate) / 60
        // Flick 1 on a view at rest: no heading, the swipe fails at once ("pagingIsIdle"); the pan
        // is recognised at its first move, 1/60 s. Flicks 2 and 3 land on the settle heading right:
        // the swipe waits, and their first moves (0.25 + 1/60 and 0.5 + 1/60 s) fail it, the
        // vertical clause holding (view 0 pt/ms, finger 0 pt/ms along y).
        let begins = recording.events.filter { $0.name == .scrollViewWillBeginDragging }.map(\.frameIndex)
        #expect(begins == [1, 16, 31].map { Int(Double($0) * perFrame) })
        // Until that move the settle goes on under the finger: flick 2's catch shows the frame
        // before it as flick 1's settle alone shows it (touch-down at frame 15 changed nothing).
        let caught = begins[1]
        #expect(recording.frames[caught].contentOffset == alone.frames[caught - 1].contentOffset)
        #expect(recording.frames[caught - 1].contentOffset == alone.frames[caught - 1].contentOffset)
        #expect(!recording.frames[caught - 1].isTracking)
        // The failing move's 30 pt are dropped (the translation is set to zero there); the next
        // moves give 30, 60, 90 pt, caught until 10 pt: 20, 50, 80 pt of content, and a release at
        // 1.8 pt/ms heading right from the target 375: the page after it, 750; then 1125.
        let releases = recording.events.filter { $0.name == .scrollViewWillEndDragging }
        #expect(releases.map { $0.target?.x } == [375, 750, 1125])
        #expect(abs(Double(releases[1].contentOffset.x) - Double(alone.frames[caught - 1].contentOffset.x) - 80) < 1e-9)
        #expect(recording.finalOffset == CGPoint(x: 1125, y: 0))
        // No deceleration ends before the last rest: each catch only interrupts the settle.
        #expect(log.merged.filter { $0 == "didEndDecelerating" }.count == 1)
    }

    @Test("a finger resting on a settling page is caught when the swipe's delay runs out, 0.0833 s after touch-down", arguments: [60, 120])
    func restingFinger(frameRate: Int) throws {
        let view = Self.carousel(frameRate: frameRate)
        let log = CallbackLog()
        view.delegate = log
        let rest = TimedGesture.touches([(0.15, CGPoint(x: 300, y: 100)), (0.4, CGPoint(x: 300, y: 100))])
        let recording = try Simulation.run(view, script: Self.flick(at: 0) + rest)
        let alone = try Self.firstFlickAlone(frameRate: frameRate)
        // Touch-down at 0.15 s (frame 9 at 60 Hz, 18 at 120 Hz); the swipe fails at
        // 0.15 + 0.0833333333 = 0.2333 s: frame 14 (28), before that frame steps.
        let perFrame = Double(frameRate) / 60
        let failure = Int(14 * perFrame)
        let begins = recording.events.filter { $0.name == .scrollViewWillBeginDragging }.map(\.frameIndex)
        #expect(begins == [Int(perFrame), failure])
        for k in Int(9 * perFrame)..<failure {
            #expect(recording.frames[k].contentOffset == alone.frames[k].contentOffset)
            #expect(!recording.frames[k].isTracking)
        }
        #expect(recording.frames[failure].contentOffset == alone.frames[failure - 1].contentOffset)
        #expect(recording.frames[failure].isTracking)
        // Lifted unmoved at 0.4 s: velocity 0, the nearest page, 375 (the settle had passed 187.5).
        let release = try #require(recording.events.last { $0.name == .scrollViewWillEndDragging })
        #expect(release.velocity == .zero)
        #expect(release.target?.x == 375)
        #expect(recording.finalOffset == CGPoint(x: 375, y: 0))
    }

    @Test("a finger moving against the settle is caught at its first move and pages back", arguments: [60, 120])
    func againstTheSettle(frameRate: Int) throws {
        let view = Self.carousel(frameRate: frameRate)
        let recording = try Simulation.run(view, script: Self.flick(at: 0) + Self.flick(at: 0.25, dx: 30))
        let perFrame = Double(frameRate) / 60
        let begins = recording.events.filter { $0.name == .scrollViewWillBeginDragging }.map(\.frameIndex)
        // The first move (right, against the heading) already fails on the vertical clause.
        #expect(begins == [1, 16].map { Int(Double($0) * perFrame) })
        // Then 20, 50, 80 pt back, released at −1.8 pt/ms: the finger worked against the heading,
        // which is forgotten, so floor(offset/375) pages back to 0.
        let release = try #require(recording.events.last { $0.name == .scrollViewWillEndDragging })
        #expect(release.target?.x == 0)
        #expect(recording.finalOffset == .zero)
    }

    @Test("a pager that pages both ways, still fast on both axes, recognises a swipe: one more page, no callbacks", arguments: [60, 120])
    func diagonalSwipe(frameRate: Int) throws {
        let view = SimulatedScrollView(
            bounds: CGSize(width: 375, height: 250), contentSize: CGSize(width: 1875, height: 1250), contentOffset: .zero,
            settings: SimulationSettings(frameRate: frameRate))
        view.isPagingEnabled = true
        let log = CallbackLog()
        view.delegate = log
        // Flick 1: 60 pt up and left every 1/60 s, released at 3.6 pt/ms on both axes: pages 1, 1.
        let first = Self.flick(at: 0, dx: -60, dy: -60, moves: 2)
        // Flick 2 lands one frame after the release, when the settle still runs above 1 pt/ms on
        // both axes, so no move fails; its lift, at the time and place of its last move, reads
        // 0 pt/ms, under the view's speed on both axes, and passes; 60 pt > 50: the swipe recognises.
        let second = Self.flick(at: 3.0 / 60, dx: -30, dy: -30, moves: 2)
        let recording = try Simulation.run(view, script: first + second)
        #expect(log.merged.filter { $0 == "willBeginDragging" }.count == 1)
        #expect(log.merged.filter { $0 == "willBeginDecelerating" }.count == 1)
        // `_handleSwipe:` pages on along x from the target 375 (velocity +1, heading right): 750.
        #expect(recording.finalOffset.x == 750)
    }
}
