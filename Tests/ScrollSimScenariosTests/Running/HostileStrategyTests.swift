import Foundation
import ScrollSim
import ScrollSimScenarios
import ScrollSimStrategies
import ScrollSimTestSupport
import Testing

/// Every strategy, driven with parameters and gestures drawn across the whole range the decoder
/// accepts (parameters from their smallest accepted values to 10¹², drags and release velocities
/// up to 10⁹), never traps and never produces a non-finite frame or event value. A trap would
/// end the test process; a failure names its seed and prints the scenario.
@Suite("Strategies across the whole accepted range")
struct HostileStrategyTests {
    static let seeds = 0..<600

    /// A value `descriptor` accepts, drawn from its range's edges and across its magnitudes.
    static func extreme(_ descriptor: StrategyParameterDescriptor, _ g: inout SeededGenerator) -> StrategyParameter? {
        switch descriptor.kind {
        case .number:
            let candidates: [Double]
            switch descriptor.range {
            case .openUnitInterval?: candidates = [1e-9, 0.001, 0.5, 0.999, 1 - 1e-9]
            case .positive?: candidates = [1e-9, 0.001, 1, 1e3, 1e6, 1e9, 1e12]
            case .nonNegative?: candidates = [0, 1e-9, 1, 1e3, 1e6, 1e9, 1e12]
            case nil: candidates = [-1e12, -1e6, -1, 0, 1, 1e6, 1e12]
            }
            let value = candidates[g.int(in: 0...candidates.count - 1)]
            return descriptor.accepts(.number(value)) ? .number(value) : nil
        case .text:
            guard !descriptor.choices.isEmpty else { return nil }
            return .text(descriptor.choices[g.int(in: 0...descriptor.choices.count - 1)])
        case .flag:
            return .flag(g.chance(0.5))
        }
    }

    /// A generated scenario with extreme parameters, a start offset anywhere within ±10¹², and
    /// drags and velocities scaled up to 10⁹.
    static func generate(seed: UInt64) -> Scenario {
        var scenario = StrategyPropertyTests.generate(seed: UInt64(50_000) + seed)
        var g = SeededGenerator(seed: 90_000 + seed)
        let entry = StrategyCatalog.entries.first { $0.name == scenario.strategy.name }!
        for descriptor in entry.parameters where g.chance(0.8) {
            if let value = extreme(descriptor, &g) { scenario.strategy.parameters[descriptor.name] = value }
        }
        let scale = [1.0, 1e3, 1e6, 1e9][g.int(in: 0...3)]
        scenario.gestures = scenario.gestures.map { gesture in
            var gesture = gesture
            switch gesture.kind {
            case .drag(let distance, let velocity, let duration):
                gesture.kind = .drag(distance: distance * scale, releaseVelocity: velocity * scale, duration: duration)
            case .swipe(let translation, let duration):
                gesture.kind = .swipe(translation: CGPoint(x: translation.x * scale, y: translation.y * scale), duration: duration)
            case .event(.move(let translation, let velocity)):
                gesture.kind = .event(.move(translation: CGPoint(x: translation.x * scale, y: translation.y * scale), velocity: velocity))
            default: break
            }
            return gesture
        }
        if g.chance(0.3) {
            let start = [-1e12, -1e6, 1e6, 1e12][g.int(in: 0...3)]
            scenario.scrollView.contentOffset = scenario.axis == .horizontal ? CGPoint(x: start, y: 0) : CGPoint(x: 0, y: start)
        }
        // Glides at 10⁹ pt/ms last long: a few seconds of frames are enough to reach every rule.
        scenario.simulation.maximumDuration = 4
        return scenario
    }

    @Test("no trap and no non-finite frame or event value, for every strategy over the whole accepted range", arguments: seeds)
    func finite(seed: Int) throws {
        let scenario = Self.generate(seed: UInt64(seed))
        // A run cut off at the maximum duration is fine here (the runner keeps its frames and
        // events): what it made must be finite.
        let recording = try ScenarioRunner.run(scenario).recording
        let report = "seed \(seed): \(scenario.json.rendered(pretty: true))"
        // The run happened: frames were made (a script that could not start tests nothing).
        #expect(!recording.frames.isEmpty, "no frames: \(report)")
        for frame in recording.frames {
            let o = frame.contentOffset
            let v = frame.velocityPointsPerSecond
            #expect(o.x.isFinite && o.y.isFinite && v.x.isFinite && v.y.isFinite, "frame \(frame.index): \(report)")
            if !(o.x.isFinite && o.y.isFinite && v.x.isFinite && v.y.isFinite) { return }
        }
        for event in recording.events {
            let points = [event.contentOffset, event.velocity, event.proposedTarget, event.target].compactMap { $0 }
            #expect(points.allSatisfy { $0.x.isFinite && $0.y.isFinite }, "\(event.name): \(report)")
        }
    }
}
