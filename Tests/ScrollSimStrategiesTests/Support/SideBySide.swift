import Foundation
import ScrollSim
import ScrollSimStrategies

/// One drag of a side-by-side comparison: distance in points, release velocity in pt/ms.
struct DragStep {
    var distance: Double
    var velocity: Double
}

/// The gestures every pasted-code test replays: forward and backward drags, slow and fast, below
/// and above each seed's thresholds, into both edges.
let comparisonSteps: [DragStep] = [
    DragStep(distance: 60, velocity: 0), DragStep(distance: 30, velocity: 2), DragStep(distance: 300, velocity: 5),
    DragStep(distance: 120, velocity: 1.5), DragStep(distance: 400, velocity: 0.5), DragStep(distance: 200, velocity: 3),
    DragStep(distance: -40, velocity: 0), DragStep(distance: -70, velocity: -0.8), DragStep(distance: -300, velocity: -5),
    DragStep(distance: -20, velocity: -1.2), DragStep(distance: -600, velocity: -2), DragStep(distance: -100, velocity: 0),
]

/// Replays `steps` one after the other on `view` (each drag starts where the last rested) and
/// returns every rest offset (x, points).
func restOffsets(of view: SimulatedCollectionView, steps: [DragStep] = comparisonSteps) throws -> [Double] {
    try steps.map { try drag(view, by: $0.distance, releasingAt: $0.velocity).rest }
}
