import Foundation

#if !canImport(CoreGraphics)
    /// A two-dimensional vector, as CoreGraphics' `CGVector` (SwiftUI's scroll velocity).
    ///
    /// Declared only where CoreGraphics is absent (Linux's Foundation has no `CGVector`); beside
    /// CoreGraphics, ScrollSim uses its own type.
    public struct CGVector: Hashable, Sendable {
        /// The x component.
        public var dx: CGFloat
        /// The y component.
        public var dy: CGFloat

        /// A vector from its components.
        public init(dx: CGFloat, dy: CGFloat) {
            self.dx = dx
            self.dy = dy
        }
        /// (0, 0).
        public init() { self.init(dx: 0, dy: 0) }
        /// (0, 0).
        public static let zero = CGVector()
    }
#endif
