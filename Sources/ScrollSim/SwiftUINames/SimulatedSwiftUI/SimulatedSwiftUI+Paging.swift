import Foundation

extension SimulatedSwiftUI {
    /// SwiftUI's `PagingScrollTargetBehavior` (`.paging`), as 26.1's `updateTarget(_:context:)`
    /// computes it: clamp to one container length from the drag's start, then on each axis inside
    /// `(0, C − c)` the page nearest the target, stepped one page with the velocity when that is the
    /// start page. Pages are `L = c + inset/2` long when the leading and trailing insets are equal,
    /// else `c`. UIKit's `isPagingEnabled` stays off. docs/physics.md, "SwiftUI scroll targets".
    public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Hashable, Sendable {
        /// `.paging`.
        public init() {}

        /// Snaps `target` to a page, as `PagingScrollTargetBehavior.updateTarget(_:context:)`.
        public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            let limits = context.limits(self)
            for axis in [Axis.vertical, .horizontal] where context.axes.contains(axis == .vertical ? .vertical : .horizontal) {
                context.clamp(&target, on: axis)
            }
            for axis in [Axis.vertical, .horizontal] where context.axes.contains(axis == .vertical ? .vertical : .horizontal) {
                let t = axis.of(target.rect.origin)
                guard context.isInside(t, on: axis) else { continue }
                let length = Self.pageLength(context: context, axis: axis)
                let targetPage = (t / length).rounded(.toNearestOrAwayFromZero)
                let startPage = (axis.of(context.originalTarget.rect.origin) / length).rounded(.toNearestOrAwayFromZero)
                let step = limits && startPage == targetPage ? CGFloat(context.velocityStep(on: axis)) : 0
                let page = targetPage + step
                if page >= 0 { axis.set(&target.rect.origin, page * length) }
            }
        }

        /// `.paging` limits scrolls (a choice: SwiftUI's `properties(context:)` for `.paging` is not
        /// in the code read; `TabView`'s page style answers so, and only then does the step apply).
        public func properties(context: PropertiesContext) -> ScrollTargetBehaviorProperties {
            var properties = ScrollTargetBehaviorProperties()
            properties.limitsScrolls = true
            return properties
        }

        /// `makeInfo`'s page length on `axis`, in points: `c + inset · 0.5` when
        /// `contentInsets.leading == contentInsets.trailing` (compared for both axes, as the code
        /// reads those two fields), else `c`. The inset halved is the axis's leading edge
        /// (leading, or top vertically; a choice, the edge is not shown).
        static func pageLength(context: ScrollTargetBehaviorContext, axis: Axis) -> CGFloat {
            let insets = context.contentInsets
            let half = insets.leading == insets.trailing ? (axis == .horizontal ? insets.leading : insets.top) * 0.5 : 0
            return half + axis.of(context.containerSize)
        }
    }
}

extension SimulatedSwiftUI.ScrollTargetBehavior where Self == SimulatedSwiftUI.PagingScrollTargetBehavior {
    /// SwiftUI's `.paging`: one container length (plus half the inset) per page.
    public static var paging: SimulatedSwiftUI.PagingScrollTargetBehavior { SimulatedSwiftUI.PagingScrollTargetBehavior() }
}
