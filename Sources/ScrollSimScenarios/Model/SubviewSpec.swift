import Foundation
import ScrollSim
import ScrollSimStrategies

/// A scroll view inside the scenario's scroll view (`"subviews"`): a carousel in a feed.
public struct SubviewSpec: Equatable, Sendable {
    /// Its name, which its outputs carry (a plain file name, as a scenario's).
    public var name: String
    /// Where it sits in the outer view's content, in points.
    public var frame: CGRect
    /// Its scroll view.
    public var scrollView: ScrollViewSpec
    /// Its flow layout, if its content comes from one.
    public var layout: LayoutSpec?
    /// Its delegate. Default `none`.
    public var strategy: StrategySpec = StrategySpec()
    /// What it must show (`scrollsim` and `checkExpectations()` check it). Default nothing.
    public var expect = Expectations()

    /// A subview from its parts.
    public init(
        name: String, frame: CGRect, scrollView: ScrollViewSpec, layout: LayoutSpec? = nil, strategy: StrategySpec? = nil,
        expect: Expectations = Expectations()
    ) {
        self.name = name
        self.frame = frame
        self.scrollView = scrollView
        self.layout = layout
        if let strategy { self.strategy = strategy }
        self.expect = expect
    }
}

extension Scenario {
    /// The view inside, `subview`, as a scenario of its own: its scroll view, layout and strategy
    /// with this scenario's frame rate and simulation settings, named `NAME.SUBVIEW` (as its
    /// golden is), with no gestures, target change, expectations or views inside.
    public func scenario(of subview: SubviewSpec) -> Scenario {
        var inside = self
        inside.name = name + "." + subview.name
        inside.scrollView = subview.scrollView
        inside.layout = subview.layout
        inside.strategy = subview.strategy
        inside.changeTarget = nil
        inside.gestures = []
        inside.until = nil
        inside.expect = Expectations()
        inside.subviews = []
        return inside
    }
}
