import Foundation
import ScrollSim
import ScrollSimTestSupport
import Testing

/// Seeded releases at and past the edges of short ranges: content past an edge is in the bounce
/// regime (docs/physics.md §7), so no frame glides freely outside the allowed offsets, and no run
/// rests outside them, whatever the delegate's target.
@Suite("Edges: no free glide outside the allowed offsets, no rest outside them")
struct EdgePropertyTests {
    /// Where the delegate puts the target, relative to the allowed range.
    enum TargetChoice: CaseIterable {
        case unchanged, releaseOffset, minimumEdge, maximumEdge, inside, beforeMinimum, beyondMaximum
    }

    /// Sets the target on one axis as the case says.
    final class TargetSetter: ScrollViewDelegate {
        let axis: ScrollAxis
        let choice: TargetChoice
        let inside: Double
        let outside: Double

        init(axis: ScrollAxis, choice: TargetChoice, inside: Double, outside: Double) {
            self.axis = axis
            self.choice = choice
            self.inside = inside
            self.outside = outside
        }

        func scrollViewWillEndDragging(
            _ scrollView: SimulatedScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            let low = scrollView.minimumOffset(axis)
            let high = scrollView.maximumOffset(axis)
            switch choice {
            case .unchanged: return
            case .releaseOffset: targetContentOffset.pointee[axis] = scrollView.contentOffset[axis]
            case .minimumEdge: targetContentOffset.pointee[axis] = low
            case .maximumEdge: targetContentOffset.pointee[axis] = high
            case .inside: targetContentOffset.pointee[axis] = low + inside * (high - low)
            case .beforeMinimum: targetContentOffset.pointee[axis] = low - outside
            case .beyondMaximum: targetContentOffset.pointee[axis] = high + outside
            }
        }
    }

    @Test("2,000 seeded releases, ranges 0–120 pt, past either edge inwards and outwards, every target kind, both axes, 30–240 Hz")
    func noFreeGlideOutsideAndNoRestOutside() throws {
        var random = SeededGenerator(seed: 0xED6E)
        for seed in 0..<2000 {
            let axis: ScrollAxis = random.chance(0.5) ? .horizontal : .vertical
            let range = random.chance(0.1) ? 0 : random.double(in: 1...120)
            let frameRate = random.int(in: 30...240)
            let choice = TargetChoice.allCases[random.int(in: 0...(TargetChoice.allCases.count - 1))]
            let settings = SimulationSettings(frameRate: frameRate)
            let bounds = CGSize(width: 375, height: 600)
            var content = bounds
            content[axis] += range
            let view = SimulatedScrollView(bounds: bounds, contentSize: content, settings: settings)
            if range == 0 {
                if axis == .horizontal { view.alwaysBounceHorizontal = true } else { view.alwaysBounceVertical = true }
            }
            view.decelerationRate = random.chance(0.5) ? .normal : .fast
            // Start inside, or up to 120 pt past either edge.
            let start: Double =
                switch random.int(in: 0...2) {
                case 0: random.double(in: 0...range)
                case 1: -random.double(in: 0.5...120)
                default: range + random.double(in: 0.5...120)
                }
            var offset = CGPoint.zero
            offset[axis] = start
            view.contentOffset = offset
            let delegate = TargetSetter(
                axis: axis, choice: choice, inside: random.double(in: 0...1), outside: random.double(in: 1...2500))
            view.delegate = delegate
            // Released after a still touch, in either direction, up to 8 pt/ms.
            let speed = random.double(in: 0...8) * (random.chance(0.5) ? 1 : -1)
            var finger = CGPoint.zero
            finger[axis] = -speed * 1000
            let script = [TimedGesture(.beginDrag, at: 0), TimedGesture(.endDrag(velocity: finger), at: 0.05)]
            let label = "seed \(seed): \(axis), range \(range), start \(start), \(speed) pt/ms, target \(choice), \(frameRate) Hz"
            let recording: Recording
            do {
                recording = try Simulation.run(view, script: script)
            } catch {
                Issue.record("\(label): \(error)")
                continue
            }
            // The allowed offsets on the pixel grid, as UIKit rounds them.
            let low = view.minimumOffset(axis)
            let high = view.maximumOffset(axis)
            for frame in recording.frames where frame.phase == .decelerating {
                let x = frame.contentOffset[axis]
                #expect(x >= low - 1e-6 && x <= high + 1e-6, "\(label): frame \(frame.index) glides at \(x)")
                if !(x >= low - 1e-6 && x <= high + 1e-6) { break }
            }
            let rest = recording.finalOffset[axis]
            #expect(rest >= low - 1e-6 && rest <= high + 1e-6, "\(label): rests at \(rest)")
        }
    }
}
