import Foundation
import ScrollSimTestSupport
import Testing
@testable import ScrollSim

/// Seeded random scroll views and gesture scripts. A failure names its seed and the generated case.
@Suite("Engine properties over random scroll views and gestures")
struct EnginePropertyTests {
    struct Case: CustomStringConvertible {
        var bounds: CGSize
        var content: CGSize
        var inset: UIEdgeInsets
        var offset: CGPoint
        var rate: Double
        var bounces: Bool
        var paging: Bool
        var script: [TimedGesture]

        var description: String {
            "bounds \(bounds), content \(content), inset \(inset), offset \(offset), rate \(rate), bounces \(bounces), paging \(paging), gestures \(script.map { "\($0.time): \($0.gesture)" })"
        }

        func makeView(frameRate: Int = 60, recordsDelegateEvents: Bool = true) -> ScrollView {
            let settings = SimulationSettings(frameRate: frameRate, recordsDelegateEvents: recordsDelegateEvents)
            let view = ScrollView(bounds: bounds, contentSize: content, contentOffset: offset, settings: settings)
            view.contentInset = inset
            view.decelerationRate = .init(rawValue: CGFloat(rate))
            view.bounces = bounces
            view.isPagingEnabled = paging
            return view
        }
    }

    static func generate(seed: UInt64) -> Case {
        var g = SeededGenerator(seed: seed)
        let bounds = CGSize(width: g.double(in: 100...1000).rounded(), height: g.double(in: 100...1000).rounded())
        let content = CGSize(width: g.double(in: 50...8000).rounded(), height: g.double(in: 50...8000).rounded())
        let inset = UIEdgeInsets(
            top: g.double(in: 0...40).rounded(), left: g.double(in: 0...40).rounded(),
            bottom: g.double(in: 0...40).rounded(), right: g.double(in: 0...40).rounded())
        let maxX = max(-inset.left, content.width + inset.right - bounds.width)
        let maxY = max(-inset.top, content.height + inset.bottom - bounds.height)
        let offset = CGPoint(x: g.double(in: Double(-inset.left)...Double(maxX)).rounded(), y: g.double(in: Double(-inset.top)...Double(maxY)).rounded())
        let rate = [0.998, 0.99, g.double(in: 0.95...0.9995)][g.int(in: 0...2)]
        var script: [TimedGesture] = []
        var t = 0.0
        for _ in 0..<g.int(in: 1...3) {
            let duration = g.double(in: 0.05...0.3)
            let steps = g.int(in: 1...8)
            let dx = g.double(in: -600...600), dy = g.double(in: -600...600)
            script.append(TimedGesture(.beginDrag, at: t))
            for i in 1...steps {
                let f = Double(i) / Double(steps)
                let v: CGPoint? = g.chance(0.5) ? CGPoint(x: g.double(in: -6000...6000), y: g.double(in: -6000...6000)) : nil
                script.append(TimedGesture(.move(translation: CGPoint(x: dx * f, y: dy * f), velocity: v), at: t + duration * f))
            }
            let release: CGPoint? = g.chance(0.5) ? CGPoint(x: g.double(in: -8000...8000), y: g.double(in: -8000...8000)) : nil
            script.append(TimedGesture(.endDrag(velocity: release), at: t + duration + 0.01))
            t += duration + g.double(in: 0.05...2.5)
        }
        return Case(bounds: bounds, content: content, inset: inset, offset: offset, rate: rate, bounces: g.chance(0.8), paging: g.chance(0.25), script: script)
    }

    @Test("no NaN, rest inside the allowed offsets within 60 s, and identical bits on a second run", arguments: 0..<1000)
    func properties(seed: Int) throws {
        let c = Self.generate(seed: UInt64(seed))
        let view = c.makeView()
        let recording = try Simulation.run(view, script: c.script)
        let again = try Simulation.run(c.makeView(), script: c.script)
        #expect(recording == again, "seed \(seed): \(c)")
        #expect(recording.frames.allSatisfy { $0.contentOffset.x.isFinite && $0.contentOffset.y.isFinite && $0.velocity.x.isFinite && $0.velocity.y.isFinite }, "seed \(seed): \(c)")
        let final = recording.finalOffset
        for axis in Axis.allCases {
            let x = final[axis]
            #expect(x >= view.minimumOffset(axis) - 1e-9 && x <= view.maximumOffset(axis) + 1e-9, "seed \(seed) \(axis): rest \(x) outside; \(c)")
        }
        #expect(recording.restTime != nil, "seed \(seed): still moving; \(c)")
    }

    @Test("the resting offset at 60 Hz and 120 Hz agrees within 0.65 pt (pages and edges exactly)", arguments: 0..<400)
    func frameRates(seed: Int) throws {
        var c = Self.generate(seed: UInt64(1000 + seed))
        // One gesture, so that the later gestures do not catch the content at frame-rate-dependent places.
        if let end = c.script.firstIndex(where: { if case .endDrag = $0.gesture { return true } else { return false } }) {
            c.script = Array(c.script[...end])
        }
        let a = try Simulation.run(c.makeView(frameRate: 60), script: c.script).finalOffset
        let b = try Simulation.run(c.makeView(frameRate: 120), script: c.script).finalOffset
        #expect(abs(Double(a.x - b.x)) < 0.65 && abs(Double(a.y - b.y)) < 0.65, "seed \(seed): 60 Hz \(a), 120 Hz \(b); \(c)")
    }

    /// With no delegate and no event log, glides run in `glideUnobserved`'s tight loops (one axis
    /// free with the other still, or the general two-axis loop); with the event log on, every frame
    /// takes `advanceFrame()`. Both must record the same bits. A third of the cases fix one axis
    /// (content no larger than the bounds), so that the one-axis loop runs.
    @Test("the unobserved glide loops record the same frames, bit for bit, as frame-by-frame stepping", arguments: 0..<600)
    func unobservedGlide(seed: Int) throws {
        var c = Self.generate(seed: UInt64(5000 + seed))
        switch seed % 3 {
        case 1: c.content.height = c.bounds.height
        case 2: c.content.width = c.bounds.width
        default: break
        }
        let frameRate = [60, 120, 240, 90][seed % 4]
        let general = try Simulation.run(c.makeView(frameRate: frameRate, recordsDelegateEvents: true), script: c.script)
        let fast = try Simulation.run(c.makeView(frameRate: frameRate, recordsDelegateEvents: false), script: c.script)
        #expect(fast.frames.count == general.frames.count, "seed \(seed): \(c)")
        if let index = zip(fast.frames, general.frames).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
            Issue.record("seed \(seed), frame \(index): \(fast.frames[index]) ≠ \(general.frames[index]); \(c)")
        }
    }

    /// The glide loop skips a view whose delegate was set; a delegate that has since been
    /// deallocated (the weak reference is nil) must still give the frames of a view without one.
    @Test("a view whose weakly held delegate was deallocated records the same frames as a view without a delegate")
    func deallocatedDelegate() throws {
        final class Silent: ScrollViewDelegate {}
        func makeView() -> ScrollView {
            ScrollView(
                bounds: CGSize(width: 375, height: 600), contentSize: CGSize(width: 5000, height: 600),
                settings: SimulationSettings(recordsDelegateEvents: false))
        }
        // A 100 pt drag released at 3 pt/ms, then 2.85 s of glide (§2: 3 pt/ms → 0.01 pt/ms in
        // ln(300)/|ln 0.998| ≈ 2,850 ms, about 171 frames at 60 Hz), all of it unobserved.
        let script = TimedGesture.drag(at: 0, distance: 100, releaseVelocity: 3, frameRate: 60)
        let plain = makeView()
        let orphaned = makeView()
        do {
            let delegate = Silent()
            orphaned.delegate = delegate
        }
        #expect(orphaned.delegate == nil)
        let expected = try Simulation.run(plain, script: script)
        let actual = try Simulation.run(orphaned, script: script)
        #expect(actual.frames == expected.frames)
        #expect(expected.frames.count > 150)
    }
}
