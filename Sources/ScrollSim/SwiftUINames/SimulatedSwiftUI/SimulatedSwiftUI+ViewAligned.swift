import Foundation

extension SimulatedSwiftUI {
    /// SwiftUI's `ViewAlignedScrollTargetBehavior` (`.viewAligned`), as 26.1's
    /// `updateTarget(_:context:)` computes it: on one axis only, clamp when limiting (not for
    /// `.alwaysByFew`), leave a target at or beyond an end alone, then the `scrollTargetLayout`
    /// child nearest the target (children longer than 1.1 containers ignored), stepped one child
    /// with the velocity when limiting and it is the child nearest the drag's start; with an anchor,
    /// offset by `anchor·container − anchor·child`. docs/physics.md, "SwiftUI scroll targets".
    public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Hashable, Sendable {
        /// SwiftUI's `ViewAlignedScrollTargetBehavior.LimitBehavior`: whether one gesture may pass
        /// more than about a container's length of children.
        public struct LimitBehavior: Hashable, Sendable {
            /// SwiftUI's internal role: 0 automatic, 1 always (and alwaysByOne), 2 alwaysByFew,
            /// 3 never.
            let role: UInt8

            /// Limits in a compact size class along the scroll axis.
            public static let automatic = LimitBehavior(role: 0)
            /// Always limits: clamped to one container length, stepped with the velocity.
            public static let always = LimitBehavior(role: 1)
            /// Never limits: no clamp, no velocity step.
            public static let never = LimitBehavior(role: 3)
            /// Limits as `.always` (a choice: its raw value is not in the code read).
            public static let alwaysByOne = LimitBehavior(role: 1)
            /// Limits without the clamp: the nearest child, stepped with the velocity.
            public static let alwaysByFew = LimitBehavior(role: 2)
        }

        /// How far one gesture may go.
        public var limitBehavior: LimitBehavior
        /// Which point of a child meets the same point of the container; nil: leading edges.
        public var anchor: UnitPoint?

        /// `.viewAligned(limitBehavior:anchor:)`.
        public init(limitBehavior: LimitBehavior = .automatic, anchor: UnitPoint? = nil) {
            self.limitBehavior = limitBehavior
            self.anchor = anchor
        }
        /// `.viewAligned(anchor:)`.
        public init(anchor: UnitPoint?) { self.init(limitBehavior: .automatic, anchor: anchor) }

        /// `ViewAlignedScrollTargetBehavior.properties(context:)`: always and alwaysByFew limit;
        /// automatic limits when the size class along a scrolling axis is compact; never does not.
        public func properties(context: PropertiesContext) -> ScrollTargetBehaviorProperties {
            var properties = ScrollTargetBehaviorProperties()
            switch limitBehavior.role {
            case 1, 2: properties.limitsScrolls = true
            case 0:
                properties.limitsScrolls =
                    (context.horizontalSizeClass == .compact && context.axes.contains(.horizontal))
                    || (context.verticalSizeClass == .compact && context.axes.contains(.vertical))
            default: properties.limitsScrolls = false
            }
            return properties
        }

        /// Aligns `target` to a child, as `ViewAlignedScrollTargetBehavior.updateTarget(_:context:)`.
        public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            guard let axis = context.singleAxis else { return }
            let limits = context.limits(self)
            if limits && limitBehavior.role != 2 { context.clamp(&target, on: axis) }
            guard context.isInside(axis.of(target.rect.origin), on: axis),
                var rect = Self.makeTarget(target: target, context: context, axis: axis, limits: limits)
            else { return }
            if let anchor {
                let container = anchor.point(in: context.containerSize)
                let child = anchor.point(in: rect.size)
                rect = rect.offsetBy(dx: container.x - child.x, dy: container.y - child.y)
            }
            axis.set(&target.rect.origin, axis.of(rect.origin))
        }

        /// `makeTarget(_:context:)`: the children no longer than `1.1 · c`, the chosen one, moved by
        /// minus the origin of the child at `(0, 0, containerSize)` when that child is no longer
        /// than `1.1 · c`. Nil without a scroll-target layout or a choice.
        static func makeTarget(target: ScrollTarget, context: ScrollTargetBehaviorContext, axis: Axis, limits: Bool) -> CGRect? {
            guard let frames = context.scrollTargetFrames else { return nil }
            let longest = axis.of(context.containerSize) * 1.1
            let candidates = frames.filter { axis.of($0.size) <= longest }
            guard let chosen = findClosestRect(candidates, target: target, context: context, axis: axis, limits: limits) else {
                return nil
            }
            let home = CGRect(origin: .zero, size: context.containerSize)
            guard let first = frames.first(where: { $0.intersects(home) }), axis.of(first.size) <= longest else { return chosen }
            return chosen.offsetBy(dx: -first.origin.x, dy: -first.origin.y)
        }

        /// `findClosestRect(rects:targetOffset:context:)`: sorted by the axis minimum (stable), nil
        /// when the target's coordinate lies outside `[first.min − first.length, last.max +
        /// last.length]`; the rect whose origin is nearest the target's origin, stepped past rects
        /// at the same axis origin when limiting and it is also nearest the original target's origin
        /// (back to the nearest if the step leaves the list).
        static func findClosestRect(
            _ candidates: [CGRect], target: ScrollTarget, context: ScrollTargetBehaviorContext, axis: Axis, limits: Bool
        ) -> CGRect? {
            let rects = candidates.enumerated().sorted {
                (axis.of($0.element.origin), $0.offset) < (axis.of($1.element.origin), $1.offset)
            }.map(\.element)
            guard let first = rects.first, let last = rects.last else { return nil }
            let lower = axis.of(first.origin) - axis.of(first.size)
            let upper = axis.of(last.origin) + 2 * axis.of(last.size)
            let t = axis.of(target.rect.origin)
            guard lower <= t, t <= upper else { return nil }
            let nearest = closestIndex(rects, to: target.rect.origin)
            let step = limits && nearest == closestIndex(rects, to: context.originalTarget.rect.origin) ? context.velocityStep(on: axis) : 0
            guard step != 0 else { return rects[nearest] }
            var index = nearest + step
            while rects.indices.contains(index) {
                if axis.of(rects[index].origin) != axis.of(rects[nearest].origin) { return rects[index] }
                index += step
            }
            return rects[nearest]
        }

        /// `findClosestRectIndex(rects:targetOffset:context:)`: the first index whose origin is
        /// strictly nearer `point` (Euclidean) than every earlier one.
        static func closestIndex(_ rects: [CGRect], to point: CGPoint) -> Int {
            var best = 0
            for i in rects.indices.dropFirst() where distance(rects[i].origin, point) < distance(rects[best].origin, point) {
                best = i
            }
            return best
        }

        /// The Euclidean distance between two points, in points.
        static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
            ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
        }
    }
}

extension SimulatedSwiftUI.ScrollTargetBehavior where Self == SimulatedSwiftUI.ViewAlignedScrollTargetBehavior {
    /// SwiftUI's `.viewAligned`: automatic limit, leading edges.
    public static var viewAligned: SimulatedSwiftUI.ViewAlignedScrollTargetBehavior { SimulatedSwiftUI.ViewAlignedScrollTargetBehavior() }
    /// SwiftUI's `.viewAligned(limitBehavior:)`.
    public static func viewAligned(
        limitBehavior: SimulatedSwiftUI.ViewAlignedScrollTargetBehavior.LimitBehavior
    ) -> SimulatedSwiftUI.ViewAlignedScrollTargetBehavior {
        SimulatedSwiftUI.ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
    /// SwiftUI's `.viewAligned(limitBehavior:anchor:)` (iOS 26).
    public static func viewAligned(
        limitBehavior: SimulatedSwiftUI.ViewAlignedScrollTargetBehavior.LimitBehavior, anchor: SimulatedSwiftUI.UnitPoint?
    ) -> SimulatedSwiftUI.ViewAlignedScrollTargetBehavior {
        SimulatedSwiftUI.ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior, anchor: anchor)
    }
    /// SwiftUI's `.viewAligned(anchor:)` (iOS 26).
    public static func viewAligned(anchor: SimulatedSwiftUI.UnitPoint?) -> SimulatedSwiftUI.ViewAlignedScrollTargetBehavior {
        SimulatedSwiftUI.ViewAlignedScrollTargetBehavior(anchor: anchor)
    }
}
