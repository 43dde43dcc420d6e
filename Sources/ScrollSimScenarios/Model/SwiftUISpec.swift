import Foundation
import ScrollSim

/// A SwiftUI `ScrollView` in a scenario file (`swiftUI`): a `scrollTargetLayout` stack of children
/// with `contentMargins`, and the `scrollTargetBehavior` SwiftUI 26.1 runs at each release
/// (`SwiftUIScrollTargetDelegate`). The stack gives the content size, the margins the content
/// inset, and the view starts at its leading rest (docs/scenario-format.md, `swiftUI`).
public struct SwiftUISpec: Equatable, Sendable {
    /// `.scrollTargetBehavior(_:)`: a built-in behavior, as a file names it.
    public enum Behavior: Equatable, Sendable {
        /// `.paging`.
        case paging
        /// `.viewAligned(limitBehavior:anchor:)`; a nil anchor aligns leading edges.
        case viewAligned(limitBehavior: LimitBehavior, anchor: SimulatedSwiftUI.UnitPoint?)
        /// An app's behavior by its name in `SwiftUIBehaviorCatalog` (`tenths`, or one registered).
        case named(String)

        /// The behavior SwiftUI runs; a name not in the catalog (only possible in code: files are
        /// checked) leaves every target as UIKit proposes it.
        public var behavior: any SimulatedSwiftUI.ScrollTargetBehavior {
            switch self {
            case .paging: SimulatedSwiftUI.PagingScrollTargetBehavior()
            case .viewAligned(let limit, let anchor):
                SimulatedSwiftUI.ViewAlignedScrollTargetBehavior(limitBehavior: limit.value, anchor: anchor)
            case .named(let name): SwiftUIBehaviorCatalog.make(name) ?? UnchangedTarget()
            }
        }
    }

    /// `ViewAlignedScrollTargetBehavior.LimitBehavior`, by the name a file writes.
    public enum LimitBehavior: String, CaseIterable, Sendable {
        /// `.automatic`: limits in a compact size class along the scroll axis.
        case automatic
        /// `.always`: clamped to one container length, stepped with the velocity.
        case always
        /// `.alwaysByOne`: as `.always` (docs/physics.md, "SwiftUI scroll targets", a choice).
        case alwaysByOne
        /// `.alwaysByFew`: stepped with the velocity, not clamped.
        case alwaysByFew
        /// `.never`: neither clamped nor stepped.
        case never

        /// SwiftUI's value.
        public var value: SimulatedSwiftUI.ViewAlignedScrollTargetBehavior.LimitBehavior {
            switch self {
            case .automatic: .automatic
            case .always: .always
            case .alwaysByOne: .alwaysByOne
            case .alwaysByFew: .alwaysByFew
            case .never: .never
            }
        }
    }

    /// The behavior (a file must give it; `.viewAligned` with the automatic limit until read).
    public var scrollTargetBehavior = Behavior.viewAligned(limitBehavior: .automatic, anchor: nil)
    /// The axis the stack and the scroll view run along. Default horizontal.
    public var axis = SimulatedSwiftUI.Axis.horizontal
    /// Each child's length along `axis`, in points, leading first.
    public var childLengths: [Double] = []
    /// The space between neighbouring children, in points. Default 0.
    public var spacing: Double = 0
    /// `contentMargins(_:for: .scrollContent)`, leading and trailing by layout direction, in points.
    public var contentMargins = SimulatedSwiftUI.EdgeInsets()
    /// The environment's layout direction. Default left to right.
    public var layoutDirection = SimulatedSwiftUI.LayoutDirection.leftToRight
    /// The environment's horizontal size class. Default compact (an iPhone in portrait).
    public var horizontalSizeClass = SimulatedSwiftUI.UserInterfaceSizeClass.compact
    /// The environment's vertical size class. Default regular (an iPhone in portrait).
    public var verticalSizeClass = SimulatedSwiftUI.UserInterfaceSizeClass.regular
    /// `onScrollTargetVisibilityChange(idType:threshold:_:)`'s threshold: the fraction of a child's
    /// area (dimensionless, 0 to 1) that must be visible for it to count. Default 0.5, SwiftUI's.
    public var visibilityThreshold = SimulatedSwiftUI.ScrollTargetVisibility.defaultThreshold

    /// The stack and its margins, as the delegate lays them out.
    public var layout: SwiftUIScrollTargetLayout {
        SwiftUIScrollTargetLayout(
            axis: axis, childLengths: childLengths.map { CGFloat($0) }, spacing: CGFloat(spacing), contentMargins: contentMargins,
            layoutDirection: layoutDirection)
    }

    /// A new delegate running the behavior on the stack; the view holds it weakly.
    public func makeDelegate() -> SwiftUIScrollTargetDelegate {
        SwiftUIScrollTargetDelegate(
            behavior: scrollTargetBehavior.behavior, layout: layout, horizontalSizeClass: horizontalSizeClass,
            verticalSizeClass: verticalSizeClass)
    }

    /// The children's frames in UIKit's content space of a view of `bounds` (points): along the
    /// axis from the content's left or top edge (from the right end in right-to-left), across it
    /// the container less the margins. For drawing the run.
    public func childFrames(bounds: CGSize) -> [CGRect] { layout.uikitFrames(containerSize: bounds) }
}

extension Scenario {
    /// What decides the rests, as reports name it: the strategy's catalog name, or for a SwiftUI
    /// scroll view `swiftUI paging`, `swiftUI viewAligned` or `swiftUI` and the behavior's name.
    public var delegateName: String {
        switch swiftUI?.scrollTargetBehavior {
        case .paging?: "swiftUI paging"
        case .viewAligned?: "swiftUI viewAligned"
        case .named(let name)?: "swiftUI \(name)"
        case nil: strategy.name
        }
    }
}

/// A behavior that leaves the target as it is.
private struct UnchangedTarget: SimulatedSwiftUI.ScrollTargetBehavior {
    func updateTarget(_ target: inout SimulatedSwiftUI.ScrollTarget, context: TargetContext) {}
}
