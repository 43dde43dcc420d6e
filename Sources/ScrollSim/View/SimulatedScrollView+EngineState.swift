import Foundation
import ScrollPhysics

/// The engine's frame counter and event log, public over `state`. The engine itself reads and
/// writes `state` directly.
extension SimulatedScrollView {
    // MARK: Engine

    /// The frame being processed; frame `n` is displayed at `frameTime(n)` seconds.
    public internal(set) var frameIndex: Int {
        get { state.frameIndex }
        set { state.frameIndex = newValue }
    }
    /// The time of `frameIndex`, in seconds (`frameTime(_:)`).
    public var time: Double { frameTime(frameIndex) }
    /// Delegate callbacks and notices, in order, when `settings.recordsDelegateEvents` is on.
    public internal(set) var events: [DelegateEvent] {
        get { state.events }
        _modify { yield &state.events }
    }
    /// What the latest `scrollViewWillEndDragging` was given and answered, kept whether or not
    /// events are recorded; nil before the first release.
    public internal(set) var lastRelease: ReleaseTargets? {
        get { state.lastRelease }
        set { state.lastRelease = newValue }
    }
    /// The number of events logged over the view's life, kept or drained.
    var loggedEventCount: Int { state.discardedEventCount + state.events.count }
}
