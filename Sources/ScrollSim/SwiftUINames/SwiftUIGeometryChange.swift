import Foundation

/// A change of a value SwiftUI derives from a scroll view's geometry, as
/// `onScrollGeometryChange(for:of:action:)` passes it to its action: the value's old and new
/// values and the frame that first shows the new one (docs/physics.md, "SwiftUI scroll phases,
/// geometry and visibility").
public struct SwiftUIGeometryChange<Value: Equatable>: Equatable {
    /// The frame the new value is first shown in (`Frame.index`).
    public var frameIndex: Int
    /// That frame's display time, in seconds.
    public var time: Double
    /// The value before the change (the action's first argument).
    public var oldValue: Value
    /// The value after it (the action's second argument).
    public var newValue: Value

    /// A change from `oldValue` to `newValue` shown first in frame `frameIndex` at `time` seconds.
    public init(frameIndex: Int, time: Double, oldValue: Value, newValue: Value) {
        self.frameIndex = frameIndex
        self.time = time
        self.oldValue = oldValue
        self.newValue = newValue
    }

    /// The changes of `transform`'s value over a run: `geometries[i]` is what `frames[i]` shows.
    /// SwiftUI calls the action only when the value changes, so the first frame sets the value
    /// without a change (**Choice**: no call on appearance, as `onChange(of:)` without `initial`),
    /// and each later frame whose value differs from the last one's is a change.
    public static func changes(
        frames: [Frame], geometries: [SimulatedSwiftUI.ScrollGeometry], of transform: (SimulatedSwiftUI.ScrollGeometry) -> Value
    ) -> [Self] {
        var out: [Self] = []
        var last: Value?
        for (frame, geometry) in zip(frames, geometries) {
            let value = transform(geometry)
            if let old = last, old != value { out.append(Self(frameIndex: frame.index, time: frame.time, oldValue: old, newValue: value)) }
            last = value
        }
        return out
    }
}

extension SwiftUIGeometryChange: Hashable where Value: Hashable {}
extension SwiftUIGeometryChange: Sendable where Value: Sendable {}

extension SimulatedSwiftUI.EdgeInsets {
    /// UIKit's `insets` (points) as SwiftUI's, left and right read as leading and trailing by
    /// `layoutDirection` (right-to-left swaps them).
    public init(_ insets: UIEdgeInsets, layoutDirection: SimulatedSwiftUI.LayoutDirection) {
        let rightToLeft = layoutDirection == .rightToLeft
        self.init(
            top: insets.top, leading: rightToLeft ? insets.right : insets.left, bottom: insets.bottom,
            trailing: rightToLeft ? insets.left : insets.right)
    }
}
