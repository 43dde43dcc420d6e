import Foundation

#if !canImport(UIKit)
    /// Insets from each edge of a rectangle, in points, as UIKit's `UIEdgeInsets`.
    ///
    /// Declared only where UIKit is absent; beside UIKit, ScrollSim uses UIKit's own type, so that
    /// insets pass between app code and the simulation without conversion.
    public struct UIEdgeInsets: Equatable, Sendable {
        /// Inset from the top edge, in points.
        public var top: CGFloat
        /// Inset from the left edge, in points.
        public var left: CGFloat
        /// Inset from the bottom edge, in points.
        public var bottom: CGFloat
        /// Inset from the right edge, in points.
        public var right: CGFloat

        /// Creates insets, in points.
        public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
            self.top = top
            self.left = left
            self.bottom = bottom
            self.right = right
        }

        /// No insets.
        public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

        /// No insets.
        public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    }
#endif
