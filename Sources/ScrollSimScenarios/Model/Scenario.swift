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
    /// Scroll views inside this one (each may hold more), driven by the same touches. Default none.
    public var subviews: [SubviewSpec] = []
    /// A SwiftUI scroll view: its stack, margins and scroll-target behavior; nil for none.
    public var swiftUI: SwiftUISpec? = nil

    /// The axis the content scrolls along: the layout's direction, the SwiftUI stack's, or the one with the larger
    /// scrollable range (horizontal when `alwaysBounceHorizontal` decides a tie).
    public var axis: ScrollAxis {
        if let layout { return layout.scrollDirection.axis }
        if let swiftUI { return swiftUI.axis == .horizontal ? .horizontal : .vertical }
        let s = scrollView
        let size = s.contentSize ?? CGSize(width: 0, height: 0)
        let h = max(0, Double(size.width + s.contentInset.left + s.contentInset.right - s.bounds.width))
        let v = max(0, Double(size.height + s.contentInset.top + s.contentInset.bottom - s.bounds.height))
        if h > v { return .horizontal }
        if h < v { return .vertical }
        return s.alwaysBounceHorizontal && !s.alwaysBounceVertical ? .horizontal : .vertical
    }
}

extension Scenario {
    /// A sentence saying that UIKit cannot make this run, or nil when it can: a deceleration rate
    /// (the scroll view's, or a view inside's, named) runs as given
    /// (`simulation.exactDecelerationRate`) and is neither of the two values UIKit stores (0.998,
    /// 0.99). Every output of such a run carries it.
    public var whatIf: String? {
        guard simulation.exactDecelerationRate else { return nil }
        if let sentence = Self.whatIf(rate: scrollView.decelerationRate) { return sentence }
        for placed in allSubviews {
            if let sentence = Self.whatIf(rate: placed.spec.scrollView.decelerationRate) { return "\(placed.spec.name): " + sentence }
        }
        return nil
    }

    /// The what-if sentence of `rate` run as given, or nil for a rate UIKit stores.
    static func whatIf(rate: Double) -> String? {
        guard !SimulatedScrollView.DecelerationRate.isStoredByUIKit(rate) else { return nil }
        let storedRate = SimulatedScrollView.DecelerationRate.storedByUIKit(rate)
        let stored = "\(storedRate) (\(Double(storedRate.rawValue)))"
        return "decelerationRate \(JSONValue.format(rate)) runs as given (simulation.exactDecelerationRate); "
            + "UIKit cannot decelerate at it: it stores only 0.998 or 0.99, and would run this one as \(stored)"
    }
}
