import Foundation
import ScrollPhysics
import ScrollSim
import ScrollSimStrategies

/// One sample of a `touches` gesture.
public struct TouchSample: Equatable, Sendable {
    /// Seconds after the gesture's `t`.
    public var time: Double
    /// The finger's position, in points, in the scroll view's frame.
    public var point: CGPoint

    /// Creates a sample.
    public init(time: Double, point: CGPoint) {
        self.time = time
        self.point = point
    }
}
