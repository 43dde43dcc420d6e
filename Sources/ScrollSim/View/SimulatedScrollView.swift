import Foundation
import ScrollPhysics

/// A headless `UIScrollView`: the same properties, callbacks and physics, advanced frame by frame.
///
/// Drive it with gestures (`beginDragging`, `drag`, `endDragging`) and `advanceFrame()`, or let a
/// `Simulation` replay a script. Offsets are in points, velocities in pt/ms unless a name says
/// otherwise. This is the one reference type of the engine, so that delegates can hold it and call
/// back into it as they do in UIKit.
open class SimulatedScrollView {
    // MARK: Storage the frames read without exclusivity checks (release builds)
    //
    // The runtime's dynamic exclusivity check on each access of a class's stored property costs
    // about 40 instructions, more than a frame's arithmetic many times over (callgrind). Measured
    // in one benchmark session (docs/performance.md), leaving it on for the first five properties
    // makes the recording of a run with events 28 % slower and the peek sweep 33 % slower; the
    // sixth, `hasRefreshControl`, replaces a checked read of `refreshControl` in every frame that
    // scrolls (about 100 of an observed frame's 650 instructions). So in release builds they are
    // `@exclusivity(unchecked)`; in debug builds (every `swift test`, the example package, the
    // CLI's debug build) they are not, and Swift's check enforces the invariant the release build
    // relies on:
    //
    //   No engine method holds an access to one of these properties while it starts another
    //   access to the same property (a `_modify` of `state.horizontal` while reading
    //   `state.spring` is two accesses to `state`), or while it calls out to a delegate or a
    //   layout, which may read the view. Code that steps several parts of the state at once does
    //   it inside one access (`advanceMotion`).
    //
    // Three more hold what every run reads once or twice, at about 80 instructions a checked
    // read, a few per cent of a sweep cell: the weak delegate's storage (read by `Simulation.run`
    // as it starts), the delegates replaced during a run (tested as it ends) and the views inside
    // (tested as it starts).
    //
    // All are internal: the public properties over them are computed, and a user's own accesses
    // reach the storage only through the view's code.

    #if DEBUG
        /// Everything the frames read and write, as one value (`ScrollViewState`). The properties
        /// of the view are the UIKit-shaped API over it.
        var state: ScrollViewState
        /// Whether the delegate last set implements `scrollViewDidScroll` (read when it was set): the
        /// glide loop tests this instead of loading the weak reference every frame. A delegate
        /// deallocated elsewhere leaves it true, which sends the frames down the general path:
        /// slower, never wrong.
        var delegateObservesScrolling = false
        /// `heldCaller`, which calls `heldDelegate` without retaining it (`UnretainedDelegate`),
        /// itself not retained at each call: `heldCaller` holds it, and a caller replaced during a
        /// run is kept until the run ends (`replacedDuringRun`).
        var unretainedHeldDelegate: Unretained<UnretainedDelegate>?
        /// How many `Simulation.run` calls are in progress on this view (a delegate may start one).
        var runDepth = 0
        /// Set by a subclass whose content size derives from something that changed (a collection
        /// view's layout): the size is brought up to date by `updateStaleContentSize()` when it is
        /// next read, directly or through the limits, rather than at every change.
        var contentSizeIsStale = false
        /// Whether `refreshControl` is set: every frame that scrolls asks, and a read of the
        /// public property itself is a checked access (about 75 instructions).
        var hasRefreshControl = false
        /// `delegate`'s storage, held weakly.
        weak var storedDelegate: ScrollViewDelegate?
        /// Delegates (and their callers) replaced while a run held them, released when the
        /// outermost run ends.
        var replacedDuringRun: [AnyObject] = []
        /// `subviews`' storage.
        var storedSubviews: [SimulatedScrollView] = []
    #else
        @exclusivity(unchecked) var state: ScrollViewState
        @exclusivity(unchecked) var delegateObservesScrolling = false
        @exclusivity(unchecked) var unretainedHeldDelegate: Unretained<UnretainedDelegate>?
        @exclusivity(unchecked) var runDepth = 0
        @exclusivity(unchecked) var contentSizeIsStale = false
        @exclusivity(unchecked) var hasRefreshControl = false
        @exclusivity(unchecked) weak var storedDelegate: ScrollViewDelegate?
        @exclusivity(unchecked) var replacedDuringRun: [AnyObject] = []
        @exclusivity(unchecked) var storedSubviews: [SimulatedScrollView] = []
    #endif

    /// How the engine runs and fills UIKit's unknowns.
    public let settings: SimulationSettings

    /// A name for the view in a test (UIKit's `accessibilityIdentifier`): `sceneIndex(named:)`
    /// finds the view by it. Nil by default; a scenario's views carry their names.
    public var accessibilityIdentifier: String?

    // MARK: The scene (`SimulatedScrollView+Scene.swift`)

    /// The scroll views inside this one (`addSubview(_:frame:)`), in the order added: the last
    /// added lies on top, where a touch finds it first.
    public internal(set) var subviews: [SimulatedScrollView] {
        get { storedSubviews }
        set { storedSubviews = newValue }
    }
    /// The nearest scroll view this one sits inside (UIKit's `_parentScrollView`), or nil for the
    /// root of a scene. Held weakly, as a view's superview is.
    public internal(set) weak var superview: SimulatedScrollView?
    /// Where this view's top-left corner sits in its superview's content, in points; `.zero` for a
    /// root (`frame`).
    var frameOrigin = CGPoint.zero
    /// How far this view's overscroll has moved its paging superview, in points (UIKit's
    /// `_parentAdjustment`; `ParentFollow.adjustment`).
    var parentAdjustment: CGPoint {
        get { state.parentFollow.adjustment }
        set { state.parentFollow.adjustment = newValue }
    }
    /// The view inside that is dragging this one by its overscroll (UIKit's
    /// `_draggingChildScrollView`): while set, every touch on this view goes to that one.
    weak var draggingChild: SimulatedScrollView?

    /// The pull-to-refresh control, if any (`refreshControl`). Setting one turns on
    /// `alwaysBounceVertical`, as 26.1's `setRefreshControl:` does.
    public var refreshControl: SimulatedRefreshControl? {
        didSet {
            oldValue?.scrollView = nil
            hasRefreshControl = refreshControl != nil
            if let control = refreshControl {
                control.scrollView = self
                alwaysBounceVertical = true
            }
            state.refreshFreeZone = refreshControl?.height ?? 0
            refreshInsetChanged(scrollsBack: false)
        }
    }

    /// The size of the scrollable content, in points. (In the class body: the collection view
    /// overrides it.)
    ///
    /// Settable at any time between frames, from a script or from a delegate's callback: as 26.1's
    /// `setContentSize:` does, a drag past the trailing edge that the new content covers goes on
    /// from where the content is, a glide or bounce goes on against the new limits, and at rest an
    /// offset the new size no longer allows moves to the nearest allowed one
    /// (`resizeContent(to:)`).
    public var contentSize: CGSize {
        get { state.contentSize }
        set { resizeContent(to: newValue) }
    }

    /// Recomputes a stale content size; a subclass that sets `contentSizeIsStale` overrides it.
    func updateStaleContentSize() {
        contentSizeIsStale = false
    }

    /// Sets the content size and the limits, and nothing else: for a size read lazily from a
    /// layout, which may happen in the middle of a frame, where no callback may be made.
    func setContentSizeQuietly(_ size: CGSize) {
        state.contentSize = size
        updateLimits()
    }

    /// The content size a view is set up with before it runs, in points: unlike `contentSize`'s
    /// setter, no offset moves (a scenario may start past the end of its content).
    package func placeContentSize(_ size: CGSize) {
        contentSizeIsStale = false
        setContentSizeQuietly(size)
    }

    /// Receives the callbacks. Held weakly, as in UIKit, except while `Simulation.run` runs the
    /// view: the run keeps the delegate alive until it returns, as UIKit's callers do during a call.
    ///
    /// Setting it reads the delegate's `implementsScrollViewDidScroll` once, as UIKit asks a new
    /// delegate `responds(to:)` once and keeps the answers.
    public var delegate: ScrollViewDelegate? {
        get { storedDelegate }
        set {
            storedDelegate = newValue
            // The new value, not a load of the weak reference (which retains and releases through
            // a side table): the setter holds it alive.
            let current = newValue
            hadDelegate = current != nil
            delegateObservesScrolling = current?.implementsScrollViewDidScroll ?? false
            // One caller per delegate set, not per run: a run that holds this delegate reuses it.
            delegateCaller = current?.unretained()
            if runDepth > 0 { heldDelegate = current }
            delegateDidChange(to: current)
        }
    }

    /// Whether a delegate was set (and not set back to nil): with `delegate` nil, it was released.
    var hadDelegate = false

    /// `heldDelegate`'s storage (`SimulatedScrollView+HeldDelegate.swift`): nil between runs.
    var heldDelegateStorage: ScrollViewDelegate?
    /// The caller for `delegate`, made when it is set (`UnretainedDelegate`).
    var delegateCaller: UnretainedDelegate?
    /// The caller for `heldDelegate`, held strongly; the frames call it through
    /// `unretainedHeldDelegate`.
    var heldCaller: UnretainedDelegate?

    /// Called after `delegate` is set to `delegate`; a collection view re-asks its layout.
    func delegateDidChange(to delegate: ScrollViewDelegate?) {}

    /// Creates a scroll view of `bounds` size (points) showing `contentSize` at `contentOffset`, on
    /// a display of `displayScale` pixels per point.
    ///
    /// The offset is put on the pixel grid of `displayScale`, as UIKit's setter puts it on the grid
    /// of the screen scale that `initWithFrame:` has already read (`_accuracy`).
    ///
    /// - Precondition: `bounds` is positive and finite on both axes; `contentSize` and
    ///   `contentOffset` are finite; `displayScale` is positive and finite. Offsets, sizes and
    ///   insets are expected to be finite and within ±10¹² pt, where a double still resolves a pixel
    ///   exactly (the scenario decoder enforces this for files; the engine does not check it on
    ///   every assignment).
    public init(
        bounds: CGSize, contentSize: CGSize = .zero, contentOffset: CGPoint = .zero, displayScale: CGFloat = 3,
        settings: SimulationSettings = SimulationSettings()
    ) {
        precondition(
            bounds.width > 0 && bounds.height > 0 && bounds.width.isFinite && bounds.height.isFinite, "bounds must have a positive, finite size")
        precondition(contentSize.width.isFinite && contentSize.height.isFinite, "the content size must be finite")
        precondition(contentOffset.x.isFinite && contentOffset.y.isFinite, "the content offset must be finite")
        precondition(displayScale > 0 && displayScale.isFinite, "the display scale must be positive and finite")
        self.settings = settings
        let scale = Double(displayScale)
        let shown = CGPoint(
            x: PixelGrid.round(Double(contentOffset.x), scale: scale), y: PixelGrid.round(Double(contentOffset.y), scale: scale))
        state = ScrollViewState(boundsSize: bounds, contentSize: contentSize, offset: shown, frameDuration: settings.frameDuration)
        state.displayScale = displayScale
        state.requestedOffset = contentOffset
        updateLimits()
    }

    func rebuildConstants() {
        state.baseConstants = FrameConstants(rate: Double(decelerationRate.rawValue), frameDuration: state.baseConstants.frameDuration)
    }

    /// A hook for subclasses (the collection view's layout) to adjust UIKit's proposed target
    /// before the delegate sees it. `velocity` is in pt/ms. The base class returns `proposed`.
    open func adjustedTarget(forProposed proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        proposed
    }

    /// `touchesBegan` reached the content at `location` (content coordinates, points), a touch no
    /// pan kept (docs/physics.md "Touches on the content"). Subclasses respond as their content
    /// would (the collection view highlights the item there); the base class does nothing.
    open func contentTouchesBegan(at location: CGPoint) {}
    /// The content's touch ended at `location` (content coordinates, points): a tap. Does nothing.
    open func contentTouchesEnded(at location: CGPoint) {}
    /// The content's touch was cancelled: a pan took it over. The base class does nothing.
    open func contentTouchesCancelled() {}

    /// Applies one gesture of a script at `time` seconds. Subclasses add gestures they support
    /// (the collection view handles `.scrollToItem`); the base class records a notice for those.
    open func apply(_ gesture: GestureEvent, at time: Double) {
        switch gesture {
        case .beginDrag: beginDragging(at: time)
        case .move(let translation, let velocity):
            // A non-finite translation or velocity (arithmetic gone wrong in a script) would make
            // every later frame NaN: the move is ignored, with a notice.
            guard translation.x.isFinite, translation.y.isFinite, velocity.map({ $0.x.isFinite && $0.y.isFinite }) ?? true else {
                record(.gestureIgnored, message: "A move with a non-finite translation \(translation) or velocity was ignored.")
                return
            }
            drag(translation: translation, velocity: velocity, at: time)
        case .endDrag(let velocity?) where !(velocity.x.isFinite && velocity.y.isFinite):
            record(.gestureIgnored, message: "An endDrag with a non-finite velocity \(velocity) was released without one.")
            endDragging(velocity: nil, at: time)
        case .endDrag(let velocity): endDragging(velocity: velocity, at: time)
        case .setContentOffset(let offset, let animated): setContentOffset(offset, animated: animated)
        case .touchDown(let point):
            guard point.x.isFinite, point.y.isFinite else {
                record(.gestureIgnored, message: "A touch at a non-finite point \(point) was ignored.")
                return
            }
            touchDown(at: point, time: time)
        case .touchMove(let point):
            guard point.x.isFinite, point.y.isFinite else {
                record(.gestureIgnored, message: "A touch move to a non-finite point \(point) was ignored.")
                return
            }
            touchMoved(to: point, time: time)
        case .touchUp: touchUp(at: time)
        case .scrollToItem:
            record(.gestureIgnored, message: "scrollToItem needs a collection view; the gesture was ignored.")
        case .scrollToTop: scrollToTop()
        case .endRefreshing:
            guard let control = refreshControl else {
                record(.gestureIgnored, message: "endRefreshing needs a refresh control; the gesture was ignored.")
                return
            }
            control.endRefreshing()
        case .scrollRectToVisible(let rect, let animated): scrollRectToVisible(rect, animated: animated)
        case .setContentSize(let size):
            guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
                record(.gestureIgnored, message: "setContentSize was given \(size), not a finite size of 0 or more; the gesture was ignored.")
                return
            }
            contentSize = size
        case .setItemCount:
            record(.gestureIgnored, message: "setItemCount needs a collection view; the gesture was ignored.")
        case .pinchBegan, .pinchChanged, .pinchEnded, .setZoomScale, .zoomTo: applyPinch(gesture)
        case .scrollPosition, .setSwiftUILayout: applySwiftUI(gesture)
        }
    }
}
