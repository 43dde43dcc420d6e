import Foundation
import ScrollPhysics
import ScrollSim
import ScrollSimStrategies

/// What a run must show. Every field is optional; absent fields are not checked.
public struct Expectations: Equatable, Sendable {
    /// The final offset, in points.
    public var finalOffset: CGPoint?
    /// Allowed difference for offsets and targets, in points. Default 0.5.
    public var tolerance: Double = 0.5
    /// The view must be at rest before this time, in seconds.
    public var restBefore: Double?
    /// The view must still move at this time, in seconds (rest time ≥ it).
    public var restAfter: Double?
    /// The largest overshoot past any edge must not exceed this, in points (plus tolerance).
    public var maxOvershoot: Double?
    /// The largest overshoot must be at least this, in points (minus tolerance).
    public var minOvershoot: Double?
    /// The final page (see `ScenarioRun.page`).
    public var finalPage: Int?
    /// The target after the delegate at the first release, in points.
    public var target: CGPoint?
    /// The velocity the delegate received at the first release, in pt/ms (±0.0005).
    public var releaseVelocity: CGPoint?
    /// The delegate callbacks in order, with runs of `scrollViewDidScroll` merged.
    public var callbacks: [String]?
    /// Whether the view rests on the target of the last release (after the delegate), within
    /// `tolerance`: `true` for a strategy that relies on it; `false` pins UIKit's behaviour for a
    /// release past an edge, where the bounce decides the rest (open radar 46437787).
    public var restsAtTarget: Bool?
    /// Whether no frame jumps (`FeelNote.jump`: a frame moves further than its velocity allows):
    /// `true` for a delegate that must never put the content in place at once; `false` pins a jump
    /// that is the behaviour meant (a target behind the flick, reached on the release frame).
    /// Without it a jump is a note in every report, not a failure.
    public var noJumps: Bool?
    /// The collection view's selected items at the end of the run, `[section, item]` pairs in the
    /// order selected (`Recording.selectedItems`); `[]` pins that no tap selected anything.
    public var selectedItems: [[Int]]?
    /// The zoom scale at the end of the run (`Recording.finalZoomScale`, unitless), within 0.0005.
    public var finalZoomScale: Double?
    /// A SwiftUI scroll view's phases, from `idle` before the first frame, each once per stretch
    /// (`Recording.swiftUIPhaseSequence`), as `ScrollPhase` names.
    public var phases: [String]?
    /// The `scrollTargetLayout` children (indices) visible at the end of the run, in stack order.
    public var visibleTargets: [Int]?
    /// `scrollTargetLayout` children (indices) that must become visible during the run.
    public var becomesVisible: [Int]?

    /// No expectations.
    public init() {}

    /// Whether nothing is checked: every expectation is absent (the tolerance alone checks nothing).
    public var isEmpty: Bool {
        var checks = self
        checks.tolerance = Expectations().tolerance
        return checks == Expectations()
    }
}
