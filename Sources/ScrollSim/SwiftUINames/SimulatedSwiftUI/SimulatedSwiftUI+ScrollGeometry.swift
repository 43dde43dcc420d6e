import Foundation

extension SimulatedSwiftUI {
    /// What `onScrollGeometryChange(for:of:action:)` reads of a scroll view in one frame, with
    /// SwiftUI's names (docs/physics.md, "SwiftUI scroll phases, geometry and visibility").
    ///
    /// Built from UIKit's state as SwiftUI 26.1 builds one from a `UIScrollView`
    /// (`PlatformBarUpdater.scrollGeometry(edge:)`: `contentOffset`, `contentSize`, and `bounds` for
    /// the container): `contentOffset` is UIKit's, so at the leading rest with a 20 pt margin it
    /// reads −20, and it runs past the content while the view rubber-bands.
    public struct ScrollGeometry: Equatable, Hashable, Sendable, CustomStringConvertible {
        /// The content offset, in points: UIKit's (the container's origin in the content's
        /// coordinates, insets included).
        public var contentOffset: CGPoint
        /// The content's size, in points: UIKit's `contentSize` (the stack, margins not included).
        public var contentSize: CGSize
        /// The insets around the content, in points: the view's adjusted content inset (the
        /// content margins), leading and trailing by layout direction.
        public var contentInsets: EdgeInsets
        /// The container's size, in points: the scroll view's bounds size.
        public var containerSize: CGSize

        /// A geometry of these values (points).
        public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
            self.contentOffset = contentOffset
            self.contentSize = contentSize
            self.contentInsets = contentInsets
            self.containerSize = containerSize
        }

        /// The container's rect in the content's coordinates, in points: `(contentOffset,
        /// containerSize)`.
        public var bounds: CGRect { CGRect(origin: contentOffset, size: containerSize) }

        /// The rect of the content on screen, in the content's coordinates, in points: `bounds`,
        /// insets not taken off (content under a margin is on screen). What visibility is judged
        /// in (`ScrollTargetVisibility.visibleRect(contentOffset:containerSize:)`).
        public var visibleRect: CGRect {
            ScrollTargetVisibility.visibleRect(contentOffset: contentOffset, containerSize: containerSize)
        }

        /// `offset (x, y) size w × h insets (top, leading, bottom, trailing) container w × h`,
        /// points to at most 3 decimals.
        public var description: String {
            func n(_ v: CGFloat) -> String { Self.points(v) }
            let i = contentInsets
            return "offset (\(n(contentOffset.x)), \(n(contentOffset.y))) size \(n(contentSize.width)) × \(n(contentSize.height)) "
                + "insets (\(n(i.top)), \(n(i.leading)), \(n(i.bottom)), \(n(i.trailing))) "
                + "container \(n(containerSize.width)) × \(n(containerSize.height))"
        }

        /// `v` to at most 3 decimals, trailing zeros dropped: `-20`, `12.5`, `0.333`.
        package static func points(_ v: CGFloat) -> String {
            var text = FixedDecimal.text(Double(v), decimals: 3)
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
            return text == "-0" ? "0" : text
        }

        /// Whether anything but the offset differs from `other`: the content size, the insets or
        /// the container size.
        public func differsBesidesOffset(from other: Self) -> Bool {
            contentSize != other.contentSize || contentInsets != other.contentInsets || containerSize != other.containerSize
        }

        /// Hashes every field as `CGFloat`s (CoreGraphics' own `Hashable` is iOS 18 / macOS 15 only).
        public func hash(into hasher: inout Hasher) {
            hasher.combine(point: contentOffset)
            hasher.combine(size: contentSize)
            hasher.combine(contentInsets)
            hasher.combine(size: containerSize)
        }

        /// Field by field.
        public static func == (a: Self, b: Self) -> Bool {
            a.contentOffset == b.contentOffset && a.contentSize == b.contentSize && a.contentInsets == b.contentInsets
                && a.containerSize == b.containerSize
        }
    }
}
