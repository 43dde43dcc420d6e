import Foundation
import ScrollPhysics

/// A headless `UIScrollView`: the same properties, callbacks and physics, advanced frame by frame.
///
/// Drive it with gestures (`beginDragging`, `drag`, `endDragging`) and `advanceFrame()`, or let a
/// `Simulation` replay a script. Offsets are in points, velocities in pt/ms unless a name says
/// otherwise. This is the one reference type of the engine, so that delegates can hold it and call
/// back into it as they do in UIKit.
open class SimulatedScrollView {
    /// Everything the frames read and write, as one value (`ScrollViewState`). The properties
    /// below are the UIKit-shaped API over it.
    ///
    /// `@exclusivity(unchecked)`: the runtime's dynamic exclusivity check on each access of a class
    /// property cost about 40 instructions, more than a frame's arithmetic many times over
    /// (callgrind). A view is driven from one thread, and no engine method calls out (to a delegate
    /// or the layout) while it holds an access to the state, so the check has nothing to catch.
    /// The property is internal: the public properties that forward to it keep Swift's checks for
    /// a user's own accesses.
    @exclusivity(unchecked) var state: ScrollViewState

    // MARK: Geometry

    /// The visible size, in points. `bounds.origin` is the content offset, as in UIKit.
    ///
    /// - Precondition: a new size is positive on both axes.
    public var bounds: CGRect {
        get { CGRect(origin: contentOffset, size: boundsSize) }
        set {
            precondition(newValue.width > 0 && newValue.height > 0, "bounds must have a positive size")
            boundsSize = newValue.size
            if newValue.origin != contentOffset { contentOffset = newValue.origin }
        }
    }
    /// The view's frame in its (absent) superview, in points: origin zero, the bounds' size. Seed
    /// code reads `collectionView.frame.size.width`.
    public var frame: CGRect { CGRect(origin: .zero, size: boundsSize) }
    /// The visible size, in points.
    public internal(set) var boundsSize: CGSize {
        get { state.boundsSize }
        set {
            state.boundsSize = newValue
            updateLimits()
        }
    }
    /// The size of the scrollable content, in points.
    public var contentSize: CGSize {
        get { state.contentSize }
        set {
            state.contentSize = newValue
            updateLimits()
        }
    }
    /// Extra scrollable space around the content, in points.
    public var contentInset: UIEdgeInsets {
        get { state.contentInset }
        set {
            state.contentInset = newValue
            updateLimits()
        }
    }
    /// The insets UIKit would use after safe-area adjustment; here always `contentInset`.
    public var adjustedContentInset: UIEdgeInsets { contentInset }

    /// The point of the content at the bounds' origin, in points. Setting it is
    /// `setContentOffset(_:animated: false)`.
    public var contentOffset: CGPoint {
        get { CGPoint(x: horizontal.offset, y: vertical.offset) }
        set { setContentOffset(newValue, animated: false) }
    }

    // MARK: Behaviour

    /// The per-millisecond velocity factor of free deceleration. Default `.normal` (0.998).
    ///
    /// As in UIKit, the view stores one of two rates: any value below 0.994 reads back as `.fast`,
    /// any other as `.normal` (`DecelerationRate.storedByUIKit`). With
    /// `SimulationSettings.exactDecelerationRate` on, it keeps the value given, a what-if UIKit
    /// cannot run.
    public var decelerationRate: DecelerationRate {
        get { state.decelerationRate }
        set {
            state.decelerationRate = settings.exactDecelerationRate ? newValue : newValue.storedByUIKit
            rebuildConstants()
        }
    }
    /// Whether content may go past its edges and bounce back. Default `true`.
    public var bounces: Bool {
        get { state.bounces }
        set {
            state.bounces = newValue
            updateLimits()
        }
    }
    /// Whether a horizontal drag bounces even when the content is not wider than the bounds.
    public var alwaysBounceHorizontal: Bool {
        get { state.alwaysBounceHorizontal }
        set {
            state.alwaysBounceHorizontal = newValue
            updateLimits()
        }
    }
    /// Whether a vertical drag bounces even when the content is not taller than the bounds.
    public var alwaysBounceVertical: Bool {
        get { state.alwaysBounceVertical }
        set {
            state.alwaysBounceVertical = newValue
            updateLimits()
        }
    }
    /// Whether a release settles on multiples of the bounds size. Default `false`.
    public var isPagingEnabled: Bool {
        get { state.isPagingEnabled }
        set { state.isPagingEnabled = newValue }
    }
    /// Whether drags move the content. Default `true`.
    public var isScrollEnabled: Bool {
        get { state.isScrollEnabled }
        set { state.isScrollEnabled = newValue }
    }
    /// Where page 0 of a paging view lies, in points. UIKit keeps it privately (`_pagingOrigin`,
    /// 0 by default); compositional layout's orthogonal paging sections set it. Pages lie at
    /// `pagingOrigin + k · (bounds + interpageSpacing)`, whatever the content inset.
    public var pagingOrigin: CGPoint {
        get { state.pagingOrigin }
        set { state.pagingOrigin = newValue }
    }
    /// Added to the bounds size to make a paging view's page stride, in points. UIKit keeps it
    /// privately (`_interpageSpacing`, 0 by default); orthogonal paging sections set it so that the
    /// stride is their group's.
    public var interpageSpacing: CGSize {
        get { state.interpageSpacing }
        set { state.interpageSpacing = newValue }
    }
    /// Pixels per point; resting offsets are snapped to this grid. Default 3.
    ///
    /// - Precondition: positive.
    public var displayScale: CGFloat {
        get { state.displayScale }
        set {
            precondition(newValue > 0 && newValue.isFinite, "the display scale must be positive and finite")
            state.displayScale = newValue
            updateLimits()
        }
    }

    /// Receives the callbacks. Held weakly, as in UIKit, except while `Simulation.run` runs the
    /// view: the run keeps the delegate alive until it returns, as UIKit's callers do during a call.
    ///
    /// Setting it reads the delegate's `implementsScrollViewDidScroll` once, as UIKit asks a new
    /// delegate `responds(to:)` once and keeps the answers.
    public weak var delegate: ScrollViewDelegate? {
        didSet {
            // Loaded once: each load of a weak reference retains and releases through a side table.
            let current = delegate
            delegateObservesScrolling = current?.implementsScrollViewDidScroll ?? false
            if runDepth > 0 { heldDelegate = current }
            delegateDidChange(to: current)
        }
    }

    /// Whether the delegate last set implements `scrollViewDidScroll` (read when it was set): the
    /// glide loop tests this instead of loading the weak reference every frame. A delegate
    /// deallocated elsewhere leaves it true, which sends the frames down the general path:
    /// slower, never wrong.
    @exclusivity(unchecked) var delegateObservesScrolling = false

    /// While `Simulation.run` runs (`runDepth` > 0): the delegate, held strongly so that its
    /// callbacks reach it without loading the weak reference. UIKit's callers likewise keep the
    /// delegate alive while they call it; a delegate set during the run replaces it here too.
    var heldDelegate: ScrollViewDelegate? {
        didSet {
            // A delegate replaced during a run may be inside one of its own callbacks, which it
            // was called unretained for: it is kept until the run ends, as UIKit's caller keeps
            // its delegate for the length of a call.
            if runDepth > 0, let oldValue, oldValue !== heldDelegate { replacedDuringRun.append(oldValue) }
            unretainedHeldDelegate = heldDelegate?.unretained()
        }
    }
    /// Delegates replaced while a run held them, released when the outermost run ends.
    var replacedDuringRun: [ScrollViewDelegate] = []
    /// `heldDelegate`, called without retaining it (`UnretainedDelegate`).
    @exclusivity(unchecked) var unretainedHeldDelegate: UnretainedDelegate?
    /// How many `Simulation.run` calls are in progress on this view (a delegate may start one).
    @exclusivity(unchecked) var runDepth = 0

    /// Called after `delegate` is set to `delegate`; a collection view re-asks its layout.
    func delegateDidChange(to delegate: ScrollViewDelegate?) {}

    // MARK: State UIKit reports

    /// Whether a finger is down on the content.
    public internal(set) var isTracking: Bool {
        get { state.isTracking }
        set { state.isTracking = newValue }
    }
    /// Whether the content is following a finger.
    public internal(set) var isDragging: Bool {
        get { state.isDragging }
        set { state.isDragging = newValue }
    }
    /// Whether the content moves by itself after a release (glide, bounce back or paging settle).
    public internal(set) var isDecelerating: Bool {
        get { state.isDecelerating }
        set { state.isDecelerating = newValue }
    }

    // MARK: Engine

    /// How the engine runs and fills UIKit's unknowns.
    public let settings: SimulationSettings
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

    // The engine's own parts of the state, by their short names.
    var horizontal: AxisMotion {
        get { state.horizontal }
        _modify { yield &state.horizontal }
    }
    var vertical: AxisMotion {
        get { state.vertical }
        _modify { yield &state.vertical }
    }
    var drag: DragState {
        get { state.drag }
        _modify { yield &state.drag }
    }
    var animation: ScrollAnimation? {
        get { state.animation }
        _modify { yield &state.animation }
    }
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

    /// Creates a scroll view of `bounds` size (points) showing `contentSize` at `contentOffset`.
    ///
    /// - Precondition: `bounds` is positive and finite on both axes; `contentSize` and
    ///   `contentOffset` are finite. Offsets, sizes and insets are expected to
    ///   be finite and within ±10¹² pt, where a double still resolves a pixel exactly (the scenario
    ///   decoder enforces this for files; the engine does not check it on every assignment).
    public init(
        bounds: CGSize, contentSize: CGSize = .zero, contentOffset: CGPoint = .zero,
        settings: SimulationSettings = SimulationSettings()
    ) {
        precondition(bounds.width > 0 && bounds.height > 0 && bounds.width.isFinite && bounds.height.isFinite, "bounds must have a positive, finite size")
        precondition(contentSize.width.isFinite && contentSize.height.isFinite, "the content size must be finite")
        precondition(contentOffset.x.isFinite && contentOffset.y.isFinite, "the content offset must be finite")
        self.settings = settings
        // The offset is rounded to the pixel grid (scale 3), as UIKit's setter rounds it.
        let shown = CGPoint(x: PixelGrid.round(Double(contentOffset.x), scale: 3), y: PixelGrid.round(Double(contentOffset.y), scale: 3))
        state = ScrollViewState(boundsSize: bounds, contentSize: contentSize, offset: shown, frameDuration: settings.frameDuration)
        updateLimits()
    }

    func rebuildConstants() {
        baseConstants = FrameConstants(rate: Double(decelerationRate.rawValue), frameDuration: baseConstants.frameDuration)
    }

    /// A hook for subclasses (the collection view's layout) to adjust UIKit's proposed target
    /// before the delegate sees it. `velocity` is in pt/ms. The base class returns `proposed`.
    open func adjustedTarget(forProposed proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        proposed
    }

    /// Applies one gesture of a script at `time` seconds. Subclasses add gestures they support
    /// (the collection view handles `.scrollToItem`); the base class records a notice for those.
    open func apply(_ gesture: GestureEvent, at time: Double) {
        switch gesture {
        case .beginDrag: beginDragging(at: time)
        case let .move(translation, velocity):
            // A non-finite translation or velocity (arithmetic gone wrong in a script) would make
            // every later frame NaN: the move is ignored, with a notice.
            guard translation.x.isFinite, translation.y.isFinite, velocity.map({ $0.x.isFinite && $0.y.isFinite }) ?? true else {
                record(.gestureIgnored, message: "A move with a non-finite translation \(translation) or velocity was ignored.")
                return
            }
            drag(translation: translation, velocity: velocity, at: time)
        case let .endDrag(velocity?) where !(velocity.x.isFinite && velocity.y.isFinite):
            record(.gestureIgnored, message: "An endDrag with a non-finite velocity \(velocity) was released without one.")
            endDragging(velocity: nil, at: time)
        case let .endDrag(velocity): endDragging(velocity: velocity, at: time)
        case let .setContentOffset(offset, animated): setContentOffset(offset, animated: animated)
        case let .touchDown(point):
            guard point.x.isFinite, point.y.isFinite else {
                record(.gestureIgnored, message: "A touch at a non-finite point \(point) was ignored.")
                return
            }
            touchDown(at: point, time: time)
        case let .touchMove(point):
            guard point.x.isFinite, point.y.isFinite else {
                record(.gestureIgnored, message: "A touch move to a non-finite point \(point) was ignored.")
                return
            }
            touchMoved(to: point, time: time)
        case .touchUp: touchUp(at: time)
        case .scrollToItem:
            record(.gestureIgnored, message: "scrollToItem needs a collection view; the gesture was ignored.")
        }
    }

    // MARK: Allowed offsets

    /// The smallest allowed offset on `axis`, in points: `−inset.leading` rounded to the pixel grid
    /// (UIKit 26.1 `_minimumContentOffset`, with no first-page offset).
    public func minimumOffset(_ axis: ScrollAxis) -> Double {
        PixelGrid.round(-contentInset.leading(axis), scale: Double(displayScale))
    }

    /// The largest allowed offset on `axis`, in points: `max(minimum, round(contentSize +
    /// inset.trailing) − bounds)`, rounding to the pixel grid as UIKit 26.1 does
    /// (`_maximumContentOffsetForContentSize:`).
    public func maximumOffset(_ axis: ScrollAxis) -> Double {
        Swift.max(minimumOffset(axis), unraisedMaximumOffset(axis))
    }

    /// `round(contentSize + inset.trailing) − bounds`, not raised to the minimum.
    func unraisedMaximumOffset(_ axis: ScrollAxis) -> Double {
        PixelGrid.round(contentInset.trailing(axis) + contentSize[axis], scale: Double(displayScale)) - boundsSize[axis]
    }

    /// The nearest allowed offset to `point`, in points.
    public func clampedOffset(_ point: CGPoint) -> CGPoint {
        CGPoint(
            x: Swift.min(Swift.max(Double(point.x), minimumOffset(.horizontal)), maximumOffset(.horizontal)),
            y: Swift.min(Swift.max(Double(point.y), minimumOffset(.vertical)), maximumOffset(.vertical)))
    }

    /// Whether `axis` scrolls: the content with its insets overflows the bounds (on the pixel
    /// grid), or it always bounces and bounces (UIKit 26.1 `_updatePanGesture`).
    public func scrolls(_ axis: ScrollAxis) -> Bool {
        let always = axis == .horizontal ? alwaysBounceHorizontal : alwaysBounceVertical
        let scale = Double(displayScale)
        let content = PixelGrid.round(contentInset.leading(axis) + contentInset.trailing(axis) + contentSize[axis], scale: scale)
        return PixelGrid.round(boundsSize[axis], scale: scale) < content || (always && bounces)
    }

    /// The allowed offsets on `axis` and how the axis behaves at them.
    @inline(__always)
    func limits(_ axis: ScrollAxis) -> AxisMotion.Limits {
        if _slowPath(contentSizeIsStale) { resolveStaleContentSize() }
        return axis == .horizontal ? cachedLimits.horizontal : cachedLimits.vertical
    }

    /// `updateStaleContentSize()` out of line, so that `limits(_:)` stays a load and a branch.
    @inline(never)
    private func resolveStaleContentSize() {
        updateStaleContentSize()
    }

    /// Set by a subclass whose content size derives from something that changed (a collection
    /// view's layout): the size is brought up to date by `updateStaleContentSize()` when it is
    /// next read, directly or through the limits, rather than at every change.
    @exclusivity(unchecked) var contentSizeIsStale = false

    /// Recomputes a stale content size; a subclass that sets `contentSizeIsStale` overrides it.
    func updateStaleContentSize() {
        contentSizeIsStale = false
    }

    /// Recomputes what derives from the geometry: the limits, and the paging spring of the bounds.
    func updateLimits() {
        cachedLimits = (computeLimits(.horizontal), computeLimits(.vertical))
        state.spring = PagingSpring(pageDimension: Double(boundsSize.width))
    }

    private func computeLimits(_ axis: ScrollAxis) -> AxisMotion.Limits {
        let movable = scrolls(axis)
        return AxisMotion.Limits(
            minimum: minimumOffset(axis), maximum: maximumOffset(axis), pageMaximum: unraisedMaximumOffset(axis),
            range: boundsSize[axis], bounces: bounces, dragBounces: bounces && movable, movable: movable,
            scale: Double(displayScale))
    }

    func motion(_ axis: ScrollAxis) -> AxisMotion { axis == .horizontal ? horizontal : vertical }

    // MARK: Reported state

    /// What the view is doing this frame.
    public var phase: MotionPhase {
        if isTracking { return .dragging }
        if animation != nil { return .animating }
        return motionPhase(horizontal, vertical)
    }

    /// The phase of a view neither tracking nor animating whose axes move so: paging, bouncing
    /// (decelerating with the content past an edge), decelerating or idle.
    func motionPhase(_ h: AxisMotion, _ v: AxisMotion) -> MotionPhase {
        if h.mode == .paging || v.mode == .paging { return .paging }
        guard h.mode == .decelerating || v.mode == .decelerating else { return .idle }
        let outside = h.isBouncing || v.isBouncing || !limits(.horizontal).contains(h.offset) || !limits(.vertical).contains(v.offset)
        return outside ? .bouncing : .decelerating
    }

    /// Whether nothing moves and no finger is down.
    public var isAtRest: Bool {
        !isTracking && animation == nil && !horizontal.isMoving && !vertical.isMoving
    }

    /// The velocity of the content offset this frame, in points per second.
    public var velocity: CGPoint {
        if animation != nil || isTracking {
            return CGPoint(x: reportedVelocity.x * 1000, y: reportedVelocity.y * 1000)
        }
        return CGPoint(
            x: horizontal.offsetVelocity(limits: limits(.horizontal)) * 1000,
            y: vertical.offsetVelocity(limits: limits(.vertical)) * 1000)
    }

    /// The state of the frame last displayed (the one `advanceFrame()` just produced), as the
    /// recorder keeps it.
    public var displayedFrame: Frame {
        let index = Swift.max(0, frameIndex - 1)
        return Frame(
            index: index, time: frameTime(index), contentOffset: contentOffset, velocity: velocity, phase: phase,
            isTracking: isTracking, isDragging: isDragging, isDecelerating: isDecelerating)
    }
}
