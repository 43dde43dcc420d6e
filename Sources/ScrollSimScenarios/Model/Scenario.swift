import Foundation
import ScrollPhysics
import ScrollSim
import ScrollSimStrategies

/// A scenario file: a scroll view, an optional flow layout, a strategy, a gesture script and what
/// the run must show. Every field has the default documented in docs/scenario-format.md.
public struct Scenario: Equatable, Sendable {
    /// The scenario's name, used for its golden file (`goldens/NAME.frames`).
    public var name: String
    /// One paragraph: what it shows and how the expectations were derived.
    public var description: String
    /// Display frames per second, 30 to 240. Default 60.
    public var frameRate: Int
    /// The scroll view's geometry and behaviour.
    public var scrollView: ScrollViewSpec
    /// The flow layout, if the content comes from one.
    public var layout: LayoutSpec?
    /// The snapping strategy, by catalog name. Default `none`.
    public var strategy: StrategySpec
    /// Engine settings for UIKit's open questions (extension).
    public var simulation: SimulationSpec
    /// A target the test delegate forces in `scrollViewWillEndDragging`, in points (extension).
    public var changeTarget: CGPoint?
    /// The gesture script, in time order as written.
    public var gestures: [GestureSpec]
    /// The last frame time to record, in seconds; nil runs until rest after the last gesture.
    public var until: Double?
    /// What the run must show.
    public var expect: Expectations

    /// The axis the content scrolls along: the layout's direction, or the one with the larger
    /// scrollable range (horizontal when `alwaysBounceHorizontal` decides a tie).
    public var axis: ScrollAxis {
        if let layout { return layout.scrollDirection.axis }
        let s = scrollView
        let size = s.contentSize ?? CGSize(width: 0, height: 0)
        let h = max(0, Double(size.width + s.contentInset.left + s.contentInset.right - s.bounds.width))
        let v = max(0, Double(size.height + s.contentInset.top + s.contentInset.bottom - s.bounds.height))
        if h > v { return .horizontal }
        if h < v { return .vertical }
        return s.alwaysBounceHorizontal && !s.alwaysBounceVertical ? .horizontal : .vertical
    }
}

/// The scroll view part of a scenario, with UIKit's property names.
public struct ScrollViewSpec: Equatable, Sendable {
    /// The visible size, in points.
    public var bounds: CGSize
    /// The content size, in points; nil when the layout gives it.
    public var contentSize: CGSize?
    /// Extra scrollable space around the content, in points.
    public var contentInset: UIEdgeInsets = .zero
    /// The offset at the start of the run, in points.
    public var contentOffset: CGPoint = .zero
    /// The per-millisecond deceleration factor. Default 0.998 (`normal`).
    public var decelerationRate: Double = SimulatedScrollView.DecelerationRate.normal.rawValue
    /// `bounces`. Default true.
    public var bounces = true
    /// `alwaysBounceHorizontal`. Default false.
    public var alwaysBounceHorizontal = false
    /// `alwaysBounceVertical`. Default false.
    public var alwaysBounceVertical = false
    /// `isPagingEnabled`. Default false.
    public var isPagingEnabled = false
    /// Pixels per point. Default 3.
    public var displayScale: Double = 3
}

/// The flow layout part of a scenario, with `UICollectionViewFlowLayout`'s property names.
public struct LayoutSpec: Equatable, Sendable {
    /// The scroll direction. Default horizontal.
    public var scrollDirection: CollectionViewFlowLayout.ScrollDirection = .horizontal
    /// The number of items: with `sections`, their total (the decoder sets it from them);
    /// otherwise the count of the one section.
    public var itemCount: Int
    /// The size of every item, in points.
    public var itemSize: CGSize
    /// Spacing between lines, in points. Default 10.
    public var minimumLineSpacing: Double = 10
    /// Spacing between items of a line, in points. Default 10.
    public var minimumInteritemSpacing: Double = 10
    /// Margins around the items, in points. Default zero.
    public var sectionInset: UIEdgeInsets = .zero
    /// The sections, in order, when the file gives `sections` instead of `itemCount`; nil for
    /// the usual single section of `itemCount` items.
    public var sections: [LayoutSectionSpec]?

    /// The number of items in each section: `sections`' counts, or `[itemCount]`.
    public var sectionItemCounts: [Int] { sections?.map(\.itemCount) ?? [itemCount] }
}

/// One entry of `layout.sections`: a section's item count and the values it uses instead of the
/// layout's (nil: the layout's), as `UICollectionViewDelegateFlowLayout` gives them per section.
public struct LayoutSectionSpec: Equatable, Sendable {
    /// The number of items in the section.
    public var itemCount: Int
    /// The size of the section's items, in points.
    public var itemSize: CGSize?
    /// Spacing between the section's lines, in points.
    public var minimumLineSpacing: Double?
    /// Spacing between items of a line of the section, in points.
    public var minimumInteritemSpacing: Double?
    /// Margins around the section's items, in points.
    public var sectionInset: UIEdgeInsets?

    /// Creates a section of `itemCount` items; nil values fall back to the layout's.
    public init(
        itemCount: Int, itemSize: CGSize? = nil, minimumLineSpacing: Double? = nil, minimumInteritemSpacing: Double? = nil,
        sectionInset: UIEdgeInsets? = nil
    ) {
        self.itemCount = itemCount
        self.itemSize = itemSize
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.sectionInset = sectionInset
    }

    /// The engine's per-section overrides for this entry.
    public var overrides: CollectionViewFlowLayout.SectionOverrides {
        CollectionViewFlowLayout.SectionOverrides(
            itemSize: itemSize, minimumLineSpacing: minimumLineSpacing.map { CGFloat($0) },
            minimumInteritemSpacing: minimumInteritemSpacing.map { CGFloat($0) }, sectionInset: sectionInset)
    }
}

/// A strategy by catalog name with its parameters.
public struct StrategySpec: Equatable, Sendable {
    /// The catalog name, e.g. `native-paging`.
    public var name: String = "none"
    /// The parameters, by the catalog's parameter names.
    public var parameters: [String: StrategyParameter] = [:]
}

/// Engine settings for what UIKit leaves open (extension: `"simulation"`).
public struct SimulationSpec: Equatable, Sendable {
    /// Duration of animated scrolls, in seconds. Default 0.3.
    public var animationDuration: Double = 0.3
    /// The timing curve of animated scrolls. Default `easeInOut`.
    public var animationCurve: AnimationCurve = .easeInOut
    /// Whether repeated quick flicks glide further (UIKit's fast scroll). Default `true`.
    public var fastScroll = true
    /// Whether `scrollView.decelerationRate` runs as given instead of UIKit's two stored values.
    /// Default `false`; a what-if UIKit cannot run, and every output of such a run says so.
    public var exactDecelerationRate = false
    /// `pointsPerMillisecond` or `pointsPerSecond`. Default `pointsPerMillisecond`.
    public var layoutVelocityUnit: SimulationSettings.LayoutVelocityUnit = .pointsPerMillisecond
    /// The longest run, in simulated seconds, at most `longestDuration`. Default 60.
    public var maximumDuration: Double = 60
    /// Seconds a finger must rest before an `endDrag` without velocity releases with none, or nil
    /// (default: the last samples stand). At most `longestDuration`.
    public var heldFingerTimeout: Double?
    /// The display times of frames 0, 1, 2… in seconds, ascending, or nil (default: a frame every
    /// `1 / frameRate` s). Frames after the last follow at `frameRate` (`SimulationSettings.frameTimes`).
    public var frameTimes: [Double]?

    /// The most frame times a file may list: an hour at 240 Hz.
    public static let mostFrameTimes = 864_000

    /// The largest `maximumDuration` a file may ask for: one hour, in seconds.
    public static let longestDuration = 3600.0
}

/// One entry of a gesture script, at `t` seconds.
public struct GestureSpec: Equatable, Sendable {
    /// What the entry does.
    public enum Kind: Equatable, Sendable {
        /// A pan is recognised.
        case beginDrag
        /// Cumulative finger translation (points) and optional recognizer velocity (pt/s).
        case move(translation: CGPoint, velocity: CGPoint?)
        /// The finger lifts, with an optional recognizer velocity (pt/s).
        case endDrag(velocity: CGPoint?)
        /// A whole drag at constant finger velocity: translation (points) over duration (seconds).
        case swipe(translation: CGPoint, duration: Double)
        /// A whole drag that moves the content `distance` points along the scroll axis and releases
        /// it at `releaseVelocity` pt/ms of content offset (what the delegate receives).
        case drag(distance: Double, releaseVelocity: Double, duration: Double)
        /// Raw touches: the finger's path as times (seconds after `t`) and positions (points, in
        /// the scroll view's frame); down at the first, up at the last.
        case touches([TouchSample])
        /// `setContentOffset(_:animated:)`, in points.
        case setContentOffset(CGPoint, animated: Bool)
        /// `scrollToItem(at:at:animated:)` for item `item` of `section` (default 0).
        case scrollToItem(item: Int, section: Int = 0, position: SimulatedCollectionView.ScrollPosition, animated: Bool)
    }

    /// When, in seconds from the start.
    public var t: Double
    /// What.
    public var kind: Kind

    /// Creates a gesture entry at `t` seconds.
    public init(t: Double, kind: Kind) {
        self.t = t
        self.kind = kind
    }
}

extension Scenario {
    /// A sentence saying that UIKit cannot make this run, or nil when it can: the deceleration
    /// rate runs as given (`simulation.exactDecelerationRate`) and is neither of the two values
    /// UIKit stores (0.998, 0.99). Every output of such a run carries it.
    public var whatIf: String? {
        let rate = scrollView.decelerationRate
        guard simulation.exactDecelerationRate,
            rate != UIKitConstants.normalDecelerationRate, rate != UIKitConstants.fastDecelerationRate
        else { return nil }
        let stored = rate < UIKitConstants.fastRateThreshold ? "fast (0.99)" : "normal (0.998)"
        return "decelerationRate \(JSONValue.format(rate)) runs as given (simulation.exactDecelerationRate); "
            + "UIKit cannot decelerate at it: it stores only 0.998 or 0.99, and would run this one as \(stored)"
    }
}

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

    /// No expectations.
    public init() {}

    /// Whether nothing is checked.
    public var isEmpty: Bool {
        finalOffset == nil && restBefore == nil && restAfter == nil && maxOvershoot == nil && minOvershoot == nil
            && finalPage == nil && target == nil && releaseVelocity == nil && callbacks == nil && restsAtTarget == nil
    }
}
