import Foundation

/// What `onScrollGeometryChange(for:of:action:)` sees of the run (docs/physics.md, "SwiftUI scroll
/// phases, geometry and visibility"), from the recorded frames and the content the run started with
/// (`geometry.contentSize`, `geometry.contentInset`, `geometry.boundsSize`). A run whose stack changes (`setSwiftUILayout`)
/// is followed by `SwiftUIReport` in ScrollSimScenarios, which knows when each change is shown.
extension Recording {
    /// Each frame's geometry, one per frame: the frame's offset with the content the run started
    /// with, the insets read by `layoutDirection`.
    public func swiftUIGeometries(
        layoutDirection: SimulatedSwiftUI.LayoutDirection = .leftToRight
    ) -> [SimulatedSwiftUI.ScrollGeometry] {
        let insets = SimulatedSwiftUI.EdgeInsets(geometry.contentInset, layoutDirection: layoutDirection)
        return frames.map {
            SimulatedSwiftUI.ScrollGeometry(
                contentOffset: $0.contentOffset, contentSize: geometry.contentSize, contentInsets: insets, containerSize: geometry.boundsSize)
        }
    }

    /// When `transform`'s value of the geometry changes, as `onScrollGeometryChange(for:of:action:)`
    /// calls its action: each change with the frame it is first shown in, the old and the new value
    /// (none for the first frame). For example `recording.swiftUIGeometryChanges { $0.visibleRect.minX > 100 }`
    /// gives one change when the content passes 100 pt and another if it comes back.
    public func swiftUIGeometryChanges<Value: Equatable>(
        layoutDirection: SimulatedSwiftUI.LayoutDirection = .leftToRight, of transform: (SimulatedSwiftUI.ScrollGeometry) -> Value
    ) -> [SwiftUIGeometryChange<Value>] {
        SwiftUIGeometryChange.changes(frames: frames, geometries: swiftUIGeometries(layoutDirection: layoutDirection), of: transform)
    }
}
