import Foundation

extension Recording {
    /// A paging view's pages: page `k` at `origin + k · stride` on each axis, clamped to the
    /// allowed offsets (UIKit's `_pagingOrigin`, and the bounds size plus `_interpageSpacing`).
    public struct Paging: Hashable, Sendable {
        /// Where page 0 lies, in points of content offset (`pagingOrigin`, 0 by default).
        public var origin: CGPoint
        /// The distance between pages, in points: the bounds size plus the interpage spacing.
        public var stride: CGSize

        /// Pages from `origin` every `stride` (points).
        public init(origin: CGPoint, stride: CGSize) {
            self.origin = origin
            self.stride = stride
        }

        /// Hashes the origin and the stride (CoreGraphics' own `Hashable` is iOS 18 / macOS 15 only).
        public func hash(into hasher: inout Hasher) {
            hasher.combine(point: origin)
            hasher.combine(size: stride)
        }
    }
}
