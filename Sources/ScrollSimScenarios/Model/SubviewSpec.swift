import Foundation
import ScrollSim
import ScrollSimStrategies

/// A scroll view inside the scenario's scroll view, or inside another of these (`"subviews"`): a
/// carousel in a feed, a feed in a pager.
public struct SubviewSpec: Equatable, Sendable {
    /// Its name, which its outputs carry (a plain file name, as a scenario's), unique in the scene.
    public var name: String
    /// Where it sits in its parent's content, in points; its size is its bounds' size.
    public var frame: CGRect
    /// Its scroll view.
    public var scrollView: ScrollViewSpec
    /// Its flow layout, if its content comes from one.
    public var layout: LayoutSpec?
    /// Its delegate. Default `none`.
    public var strategy: StrategySpec = StrategySpec()
    /// What it must show (`scrollsim` and `checkExpectations()` check it). Default nothing.
    public var expect = Expectations()
    /// Scroll views inside this one. Default none.
    public var subviews: [SubviewSpec] = []

    /// A subview from its parts.
    public init(
        name: String, frame: CGRect, scrollView: ScrollViewSpec, layout: LayoutSpec? = nil, strategy: StrategySpec? = nil,
        expect: Expectations = Expectations(), subviews: [SubviewSpec] = []
    ) {
        self.name = name
        self.frame = frame
        self.scrollView = scrollView
        self.layout = layout
        if let strategy { self.strategy = strategy }
        self.expect = expect
        self.subviews = subviews
    }
}

/// A view of a scenario's scene other than its own, with where it sits (`Scenario.allSubviews`).
public struct PlacedSubview: Equatable, Sendable {
    /// The view.
    public var spec: SubviewSpec
    /// The name of the view it sits in, or nil when it sits in the scenario's own view.
    public var parent: String?
    /// Where it is written in the file: `subviews[0]`, `subviews[0].subviews[1]`, ….
    public var path: String
    /// For the scroll view of an orthogonal section of a compositional `layout` (which the
    /// collection view's layout makes): the section's index in `layout.sections`. Nil otherwise.
    public var section: Int?

    /// A view placed in `parent` (nil: the scenario's own view), written at `path`; `section` for
    /// an orthogonal section's scroll view.
    public init(spec: SubviewSpec, parent: String?, path: String, section: Int? = nil) {
        self.spec = spec
        self.parent = parent
        self.path = path
        self.section = section
    }
}

extension Scenario {
    /// Every view inside the scenario's view, at any depth, parents before the views inside them,
    /// each level in file order: the order `SimulatedScrollView.sceneViews` numbers them (after
    /// the scenario's own view, number 0).
    public var allSubviews: [PlacedSubview] { compositionalSubviews + Self.placed(subviews) }

    /// `subviews` and every view inside them, placed as `allSubviews` places them.
    static func placed(_ subviews: [SubviewSpec]) -> [PlacedSubview] {
        var out: [PlacedSubview] = []
        func visit(_ views: [SubviewSpec], parent: String?, path: String) {
            for (i, view) in views.enumerated() {
                let here = path.isEmpty ? "subviews[\(i)]" : path + ".subviews[\(i)]"
                out.append(PlacedSubview(spec: view, parent: parent, path: here))
                visit(view.subviews, parent: view.name, path: here)
            }
        }
        visit(subviews, parent: nil, path: "")
        return out
    }

    /// The view inside named `name`, at any depth, or nil. Each call places every view
    /// (`allSubviews`): to look up many, use `subviewsByName`.
    public func subview(named name: String) -> PlacedSubview? {
        allSubviews.first { $0.spec.name == name }
    }

    /// Every view inside by name, with its index in `allSubviews` (the scene's index less one),
    /// placed once: looking up each of n views costs O(n) in all, not O(n²).
    public var subviewsByName: [String: (index: Int, placed: PlacedSubview)] {
        var out: [String: (index: Int, placed: PlacedSubview)] = [:]
        for (i, placed) in allSubviews.enumerated() where out[placed.spec.name] == nil { out[placed.spec.name] = (i, placed) }
        return out
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
