import Foundation

// CoreGraphics' `CGPoint`, `CGSize` and `CGRect` are `Hashable` on Apple platforms only from
// iOS 18, macOS 15, tvOS 18 and visionOS 2 (swift-corelibs-foundation makes them `Hashable`
// everywhere on Linux). Below those versions Swift 6 rejects any use of the conformance, so a type
// holding one cannot synthesize `Hashable`: it hashes the coordinates, which are `CGFloat`
// (`Hashable` on every version), through these.
extension Hasher {
    /// Feeds a point's `x` and then `y` (points).
    package mutating func combine(point: CGPoint) {
        combine(point.x)
        combine(point.y)
    }

    /// Feeds whether a point is present, then its coordinates (points).
    package mutating func combine(point: CGPoint?) {
        combine(point != nil)
        if let point { combine(point: point) }
    }

    /// Feeds a size's `width` and then `height` (points).
    package mutating func combine(size: CGSize) {
        combine(size.width)
        combine(size.height)
    }

    /// Feeds a rectangle's origin and then its size (points).
    package mutating func combine(rect: CGRect) {
        combine(point: rect.origin)
        combine(size: rect.size)
    }

    /// Feeds the count of `rects`, then each one in order (points).
    package mutating func combine(rects: [CGRect]) {
        combine(rects.count)
        for rect in rects { combine(rect: rect) }
    }
}
