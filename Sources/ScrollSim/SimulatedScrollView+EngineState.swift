import Foundation
import ScrollPhysics

/// The engine's frame counter, event log and the parts of `state` the engine reads by short names.
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

    // The engine's own parts of the state, by their short names. Plain `get` and `set`, not
    // `_modify`: an unoptimised build (every `swift test`) allocates a `_modify` coroutine's frame
    // on the heap, which the allocation tests would count; an optimised build inlines either.
    var horizontal: AxisMotion {
        get { state.horizontal }
        set { state.horizontal = newValue }
    }
    var vertical: AxisMotion {
        get { state.vertical }
        set { state.vertical = newValue }
    }
    var drag: DragState {
        get { state.drag }
        set { state.drag = newValue }
    }
    var animation: ScrollAnimation? {
        get { state.animation }
        set { state.animation = newValue }
    }
    /// Whether an animation runs: `animation != nil`, read with one load.
    var isAnimating: Bool { state.isAnimating }
    var baseConstants: FrameConstants {
        get { state.baseConstants }
        set { state.baseConstants = newValue }
    }
    var spring: PagingSpring {
        get { state.spring }
        set { state.spring = newValue }
    }
    var reportedVelocity: CGPoint {
        get { state.reportedVelocity }
        set { state.reportedVelocity = newValue }
    }
    var isDraggedByChild: Bool {
        get { state.isDraggedByChild }
        set { state.isDraggedByChild = newValue }
    }
    var cachedLimits: (horizontal: AxisMotion.Limits, vertical: AxisMotion.Limits) {
        get { state.cachedLimits }
        set { state.cachedLimits = newValue }
    }
    var notifiedOffset: CGPoint {
        get { state.notifiedOffset }
        set { state.notifiedOffset = newValue }
    }
    var displayedOffset: CGPoint {
        get { state.displayedOffset }
        set { state.displayedOffset = newValue }
    }
    var releaseInProgress: Bool {
        get { state.releaseInProgress }
        set { state.releaseInProgress = newValue }
    }
    var scrollStartedDuringRelease: Bool {
        get { state.scrollStartedDuringRelease }
        set { state.scrollStartedDuringRelease = newValue }
    }
    var endingDrag: Bool {
        get { state.endingDrag }
        set { state.endingDrag = newValue }
    }
    var didScrollDepth: Int {
        get { state.didScrollDepth }
        set { state.didScrollDepth = newValue }
    }
    var discardedEventCount: Int {
        get { state.discardedEventCount }
        set { state.discardedEventCount = newValue }
    }
}
