import Foundation

extension SimulatedSwiftUI {
    /// SwiftUI's `ScrollTargetBehaviorContext`, with a public initialiser: what a behavior's
    /// `updateTarget(_:context:)` reads. `SwiftUIScrollTargetDelegate` fills it at release as
    /// docs/physics.md ("SwiftUI scroll targets") says; a test may build one.
    public struct ScrollTargetBehaviorContext: Sendable {
        /// The target when the gesture began: the offset where the drag started (SwiftUI's space),
        /// with the container's size.
        public var originalTarget: ScrollTarget
        /// The release velocity as UIKit reports it: points per millisecond of content offset, in
        /// UIKit's physical sign (positive towards larger UIKit offsets, also in right-to-left).
        public var velocity: CGVector
        /// The content's size with its insets (contentMargins), in points.
        public var contentSize: CGSize
        /// The scroll view's visible size, in points.
        public var containerSize: CGSize
        /// The axes the scroll view scrolls on.
        public var axes: Axis.Set
        /// The environment's layout direction.
        public var layoutDirection: LayoutDirection
        /// The scroll view's content insets (contentMargins), leading and trailing by layout
        /// direction, in points. SwiftUI keeps them in the context's internal geometry.
        public var contentInsets: EdgeInsets
        /// The environment's horizontal size class.
        public var horizontalSizeClass: UserInterfaceSizeClass?
        /// The environment's vertical size class.
        public var verticalSizeClass: UserInterfaceSizeClass?
        /// The frames of the `scrollTargetLayout`'s children in the content (SwiftUI's space, the
        /// first child's leading edge at 0), in points; nil: the content has no scroll-target
        /// layout (`.viewAligned` then leaves the target alone).
        public var scrollTargetFrames: [CGRect]?
        /// Whether the behavior SwiftUI runs limits scrolls (its `properties(context:)`); nil: ask
        /// the behavior being called. SwiftUI's built-in behaviors step and clamp only when it does.
        public var limitsScrolls: Bool?

        /// A context, as SwiftUI fills one at release.
        public init(
            originalTarget: ScrollTarget, velocity: CGVector, contentSize: CGSize, containerSize: CGSize, axes: Axis.Set,
            layoutDirection: LayoutDirection = .leftToRight, contentInsets: EdgeInsets = EdgeInsets(),
            horizontalSizeClass: UserInterfaceSizeClass? = .compact, verticalSizeClass: UserInterfaceSizeClass? = .regular,
            scrollTargetFrames: [CGRect]? = nil, limitsScrolls: Bool? = nil
        ) {
            self.originalTarget = originalTarget
            self.velocity = velocity
            self.contentSize = contentSize
            self.containerSize = containerSize
            self.axes = axes
            self.layoutDirection = layoutDirection
            self.contentInsets = contentInsets
            self.horizontalSizeClass = horizontalSizeClass
            self.verticalSizeClass = verticalSizeClass
            self.scrollTargetFrames = scrollTargetFrames
            self.limitsScrolls = limitsScrolls
        }

        /// The context `properties(context:)` gets for the same scroll view.
        public var propertiesContext: ScrollTargetBehaviorPropertiesContext {
            ScrollTargetBehaviorPropertiesContext(
                axes: axes, contentSize: contentSize, containerSize: containerSize, horizontalSizeClass: horizontalSizeClass,
                verticalSizeClass: verticalSizeClass)
        }

        /// Whether `behavior` runs limited here: `limitsScrolls` when set, else its properties.
        func limits(_ behavior: some ScrollTargetBehavior) -> Bool {
            limitsScrolls ?? behavior.properties(context: propertiesContext).limitsScrolls
        }

        /// The single scrolling axis, or nil with both or none (the built-in behaviors' test).
        var singleAxis: Axis? {
            switch axes {
            case .horizontal: .horizontal
            case .vertical: .vertical
            default: nil
            }
        }
    }
}

extension SimulatedSwiftUI.Axis {
    /// `point`'s coordinate on this axis, in points.
    func of(_ point: CGPoint) -> CGFloat { self == .horizontal ? point.x : point.y }
    /// `size`'s length on this axis, in points.
    func of(_ size: CGSize) -> CGFloat { self == .horizontal ? size.width : size.height }
    /// Sets `point`'s coordinate on this axis.
    func set(_ point: inout CGPoint, _ value: CGFloat) {
        if self == .horizontal { point.x = value } else { point.y = value }
    }
}
