import Foundation

/// SwiftUI's scroll-target names, as ScrollSim models them, as member types: inside an
/// `extension SimulatedSwiftUI { … }`, `ScrollTargetBehavior`, `ScrollTarget`,
/// `ScrollTargetBehaviorContext`, `ScrollTargetBehaviorProperties`, `PagingScrollTargetBehavior`,
/// `ViewAlignedScrollTargetBehavior`, `UnitPoint`, `Axis`, `EdgeInsets`, `LayoutDirection` and
/// `UserInterfaceSizeClass` are these, on every platform and whatever the file imports, because
/// Swift looks a name up in the extended type before the modules. An app's own behavior pastes into
/// such an extension unchanged, can be called with a context built by its public initialiser, and
/// runs on a scroll view through `SwiftUIScrollTargetDelegate`.
///
/// ```swift
/// extension SimulatedSwiftUI {
///     struct TenPoints: ScrollTargetBehavior {
///         func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
///             target.rect.origin.y = (target.rect.origin.y / 10).rounded() * 10
///         }
///     }
/// }
/// ```
///
/// Where SwiftUI does not exist (Linux), the same names are also declared at the top level.
public enum SimulatedSwiftUI {}

extension SimulatedSwiftUI {
    /// SwiftUI's `Axis`: a horizontal or vertical dimension.
    public enum Axis: Int8, CaseIterable, Hashable, Sendable {
        /// The horizontal dimension (x).
        case horizontal
        /// The vertical dimension (y).
        case vertical

        /// SwiftUI's `Axis.Set`: a set of axes (raw values 1 horizontal, 2 vertical, as SwiftUI's).
        public struct Set: OptionSet, Hashable, Sendable {
            /// The bits: 1 horizontal, 2 vertical.
            public let rawValue: Int8
            /// A set from its bits.
            public init(rawValue: Int8) { self.rawValue = rawValue }
            /// The horizontal axis.
            public static let horizontal = Set(rawValue: 1)
            /// The vertical axis.
            public static let vertical = Set(rawValue: 2)
        }
    }

    /// SwiftUI's `LayoutDirection`.
    public enum LayoutDirection: Hashable, Sendable, CaseIterable {
        /// Text and stacks run from left to right.
        case leftToRight
        /// Text and stacks run from right to left; the leading edge is the right one.
        case rightToLeft
    }

    /// SwiftUI's `UserInterfaceSizeClass`.
    public enum UserInterfaceSizeClass: Hashable, Sendable, CaseIterable {
        /// A constrained space (an iPhone's width in portrait).
        case compact
        /// An expansive space (an iPad's width, an iPhone's height in portrait).
        case regular
    }

    /// SwiftUI's `EdgeInsets`: insets from each edge, in points, leading and trailing following
    /// the layout direction.
    public struct EdgeInsets: Hashable, Sendable {
        /// From the top edge, in points.
        public var top: CGFloat
        /// From the leading edge, in points.
        public var leading: CGFloat
        /// From the bottom edge, in points.
        public var bottom: CGFloat
        /// From the trailing edge, in points.
        public var trailing: CGFloat

        /// Insets from each edge, in points.
        public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
            self.top = top
            self.leading = leading
            self.bottom = bottom
            self.trailing = trailing
        }
    }

    /// SwiftUI's `UnitPoint`: a point in a rectangle as fractions (dimensionless) of its width and
    /// height from its top-left corner.
    public struct UnitPoint: Hashable, Sendable {
        /// The fraction of the width.
        public var x: CGFloat
        /// The fraction of the height.
        public var y: CGFloat

        /// The top-left corner, (0, 0).
        public init() { self.init(x: 0, y: 0) }
        /// The point at fractions `x` and `y`.
        public init(x: CGFloat, y: CGFloat) {
            self.x = x
            self.y = y
        }

        /// (0, 0).
        public static let zero = UnitPoint(x: 0, y: 0)
        /// (0.5, 0.5).
        public static let center = UnitPoint(x: 0.5, y: 0.5)
        /// (0, 0.5).
        public static let leading = UnitPoint(x: 0, y: 0.5)
        /// (1, 0.5).
        public static let trailing = UnitPoint(x: 1, y: 0.5)
        /// (0.5, 0).
        public static let top = UnitPoint(x: 0.5, y: 0)
        /// (0.5, 1).
        public static let bottom = UnitPoint(x: 0.5, y: 1)
        /// (0, 0).
        public static let topLeading = UnitPoint(x: 0, y: 0)
        /// (1, 0).
        public static let topTrailing = UnitPoint(x: 1, y: 0)
        /// (0, 1).
        public static let bottomLeading = UnitPoint(x: 0, y: 1)
        /// (1, 1).
        public static let bottomTrailing = UnitPoint(x: 1, y: 1)

        /// The point in a rectangle of `size` (points): `(x · width, y · height)`, as SwiftUI's
        /// internal `UnitPoint.in(_:)`.
        func point(in size: CGSize) -> CGPoint { CGPoint(x: x * size.width, y: y * size.height) }
    }
}
