import Foundation

extension SimulatedSwiftUI {
    /// SwiftUI's `ScrollTarget`: where a scroll view should come to rest. `rect.origin` is the
    /// content offset in SwiftUI's space (0 is the rest with the leading content margin showing;
    /// leading-origin in right-to-left), `rect.size` the container size, in points.
    public struct ScrollTarget: Equatable, Sendable {
        /// The rectangle to show, in SwiftUI's content space, in points.
        public var rect: CGRect
        /// Which point of `rect` meets the same point of the container; nil: the top-leading one.
        public var anchor: UnitPoint?

        /// A target showing `rect`, aligned at `anchor`.
        public init(rect: CGRect, anchor: UnitPoint? = nil) {
            self.rect = rect
            self.anchor = anchor
        }
    }

    /// SwiftUI's `ScrollTargetBehaviorProperties` (iOS 18.4).
    public struct ScrollTargetBehaviorProperties: Hashable, Sendable {
        /// Whether one gesture may scroll only about a container's length (SwiftUI's built-in
        /// behaviors then clamp and step; docs/physics.md, "SwiftUI scroll targets").
        public var limitsScrolls: Bool

        /// SwiftUI's default: does not limit scrolls.
        public init() { limitsScrolls = false }
    }

    /// SwiftUI's `ScrollTargetBehaviorPropertiesContext`: what `properties(context:)` may read.
    public struct ScrollTargetBehaviorPropertiesContext: Equatable, Sendable {
        /// The axes the scroll view scrolls on.
        public var axes: Axis.Set
        /// The content's size with its insets (contentMargins), in points.
        public var contentSize: CGSize
        /// The scroll view's visible size, in points.
        public var containerSize: CGSize
        /// The environment's horizontal size class (nil: none).
        public var horizontalSizeClass: UserInterfaceSizeClass?
        /// The environment's vertical size class (nil: none).
        public var verticalSizeClass: UserInterfaceSizeClass?

        /// A properties context; the size classes default to an iPhone in portrait.
        public init(
            axes: Axis.Set, contentSize: CGSize = .zero, containerSize: CGSize = .zero,
            horizontalSizeClass: UserInterfaceSizeClass? = .compact, verticalSizeClass: UserInterfaceSizeClass? = .regular
        ) {
            self.axes = axes
            self.contentSize = contentSize
            self.containerSize = containerSize
            self.horizontalSizeClass = horizontalSizeClass
            self.verticalSizeClass = verticalSizeClass
        }
    }

    /// SwiftUI's `ScrollTargetBehavior`: decides where a scroll gesture ends.
    public protocol ScrollTargetBehavior {
        /// The context `updateTarget(_:context:)` reads.
        typealias TargetContext = ScrollTargetBehaviorContext
        /// The context `properties(context:)` reads.
        typealias PropertiesContext = ScrollTargetBehaviorPropertiesContext
        /// Changes `target` (UIKit's projected rest, in SwiftUI's space) to where the gesture ends.
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
        /// The behavior's properties; the default does not limit scrolls.
        func properties(context: PropertiesContext) -> ScrollTargetBehaviorProperties
    }
}

extension SimulatedSwiftUI.ScrollTargetBehavior {
    /// SwiftUI's default: `ScrollTargetBehaviorProperties()`, which does not limit scrolls.
    public func properties(context: PropertiesContext) -> SimulatedSwiftUI.ScrollTargetBehaviorProperties {
        SimulatedSwiftUI.ScrollTargetBehaviorProperties()
    }
}
