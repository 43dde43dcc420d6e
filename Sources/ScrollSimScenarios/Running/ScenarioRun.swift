import Foundation
import ScrollPhysics
import ScrollSim
import ScrollSimJSON
import ScrollSimStrategies

/// The outcome of running one scenario.
public struct ScenarioRun: Sendable {
    /// The scenario that ran.
    public var scenario: Scenario
    /// Every frame and event.
    public var recording: Recording
    /// Where pages are, to name the final page: the view's geometry at the end of the run (its
    /// minimum offset then, which while refreshing includes the refresh control's height, and its
    /// items then).
    public var pages: PageGrid
    /// Set when the run stopped early (the view was still moving at the maximum duration): one
    /// sentence without its final period, naming the likely cause (`StopExplanation`).
    public var stopReason: String?
    /// The runs of the views inside this one, at any depth (`Scenario.allSubviews`, in that
    /// order), driven by the same touches.
    public var subviews: [Subview] = []
    /// The view's offset before the run, in points (its first frame may already have moved);
    /// nil: the scenario's `scrollView.contentOffset`.
    public var startOffset: CGPoint?

    /// A subview's run.
    public struct Subview: Sendable {
        /// Its name.
        public var name: String
        /// The name of the view it sits in; nil when it sits in the scenario's own view.
        public var parent: String?
        /// Every frame and event of it.
        public var recording: Recording
        /// Where its pages are.
        public var pages: PageGrid
        /// Its offset before the run, in points.
        public var startOffset: CGPoint
    }

    /// Whether the view's offset left its start at any frame: a view that moved and came back
    /// (a paging parent that followed a view inside) moved.
    public var moved: Bool {
        let start = startOffset ?? scenario.scrollView.contentOffset
        return recording.frames.contains { $0.contentOffset != start }
    }

    /// The final offset, in points.
    public var finalOffset: CGPoint { recording.finalOffset }
    /// The final page index along the scroll axis.
    public var finalPage: Int { pages.page(of: recording.finalOffset) }
}
