import Foundation
import ScrollSim
import ScrollSimTestSupport
import Testing

/// From inside the content, with the target left as offered, UIKit rests on it: the proposal's
/// continuous formula `(|v| − 0.01)/|ln d|` lands 0.1 % beyond the discrete stop
/// `(|v| − 0.01) · d/(1 − d)` at `.normal` (0.998/0.002 = 499 against 1/0.0020020 = 499.5) and
/// 0.5 % at `.fast` (99 against 99.5), and the stop speed and frame boundaries leave up to 1 pt.
@Suite("Releases from inside rest on the offered target")
struct ReleaseTargetPropertyTests {
    @Test("1,000 seeded releases from inside, target unchanged: rest within 1 pt + 0.6 % of the glide, 30–240 Hz, both rates")
    func unchangedTargetIsTheRest() throws {
        var random = SeededGenerator(seed: 0x7A26)
        for seed in 0..<1000 {
            let axis: ScrollAxis = random.chance(0.5) ? .horizontal : .vertical
            let frameRate = random.int(in: 30...240)
            var content = CGSize(width: 375, height: 600)
            content[axis] = 200_000
            let view = SimulatedScrollView(
                bounds: CGSize(width: 375, height: 600), contentSize: content, settings: SimulationSettings(frameRate: frameRate))
            view.decelerationRate = random.chance(0.5) ? .normal : .fast
            var start = CGPoint.zero
            start[axis] = 100_000
            view.contentOffset = start
            let velocity = random.double(in: 0.3...8) * (random.chance(0.5) ? 1 : -1)
            let distance = random.double(in: -200...200)
            let recording = try Simulation.run(
                view,
                script: TimedGesture.drag(
                    at: 0, distance: distance, releaseVelocity: .pointsPerMillisecond(velocity), axis: axis, frameRate: frameRate))
            let release = try #require(recording.events.last { $0.name == .scrollViewWillEndDragging })
            let target = try #require(release.target)[axis]
            let glide = abs(target - release.contentOffset[axis])
            let gap = abs(recording.finalOffset[axis] - target)
            #expect(
                gap <= 1 + 0.006 * glide,
                "seed \(seed): \(axis), \(frameRate) Hz, \(view.decelerationRate.rawValue), \(velocity) pt/ms: rests \(gap) pt from \(target) after a \(glide) pt glide"
            )
        }
    }
}
