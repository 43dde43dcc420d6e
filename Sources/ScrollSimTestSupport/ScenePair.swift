import Foundation
import ScrollSim

/// A view inside another, run as a scene (`Simulation.run(scene:script:until:)`) and read back as a
/// pair: each view's recording and the view each touch went to.
public final class ScenePair {
    /// Which of the two views a touch went to.
    public enum Owner: Equatable, Sendable {
        /// The view that holds the other.
        case outer
        /// The view inside.
        case inner
    }
    /// The view that holds the other.
    public let outer: SimulatedScrollView
    /// The view inside.
    public let inner: SimulatedScrollView
    /// The view each touch of the last run went to (nil: no pan took it).
    public private(set) var owners: [Owner?] = []

    /// Places `inner` inside `outer` at `innerFrame` (points, in `outer`'s content).
    public init(outer: SimulatedScrollView, inner: SimulatedScrollView, innerFrame: CGRect) {
        self.outer = outer
        self.inner = inner
        outer.addSubview(inner, frame: innerFrame)
    }

    /// Runs `script` on the pair; returns each view's recording.
    public func run(script: [TimedGesture], until: Double? = nil) throws -> (outer: Recording, inner: Recording) {
        let run = try Simulation.run(scene: outer, script: script, until: until)
        owners = run.touchOwners.map { $0.map { $0 == 0 ? .outer : .inner } }
        return (try run[outer], try run[inner])
    }
}
