// A test file as an app's test target has it: ScrollSim beside SwiftUI (and UIKit where it
// exists), every name used unqualified. It must type-check without one ambiguity.
import ScrollSim
import ScrollSimScenarios
import ScrollSimStrategies
import SwiftUI

#if canImport(UIKit)
    import UIKit
#endif

@MainActor func namesBesideSwiftUI() throws {
    // The README's example, as printed.
    let view = SimulatedScrollView(
        bounds: CGSize(width: 375, height: 667), contentSize: CGSize(width: 375, height: 20_000))
    let script = TimedGesture.drag(at: 0, distance: 100, releaseVelocity: .pointsPerMillisecond(2), axis: .vertical, frameRate: 60)
    let recording = try Simulation.run(view, script: script)
    try recording.assertFinalOffset(CGPoint(x: 0, y: 1093.01), tolerance: 0.5)
    try recording.assertRest(before: 3.0)

    // ScrollSim's names.
    let axis: ScrollAxis = .horizontal
    let phase: MotionPhase = recording.frames.last?.phase ?? .idle
    let edge: ContentEdge? = nil
    let event: GestureEvent = .beginDrag
    let layout = CollectionViewFlowLayout()
    layout.sectionInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
    let collection = SimulatedCollectionView(
        bounds: CGSize(width: 375, height: 250), collectionViewLayout: layout, numberOfItems: 5)
    collection.scrollToItem(at: IndexPath(item: 2, section: 0), at: .centeredHorizontally, animated: false)
    let path = IndexPath(item: 3, section: 0)
    _ = (axis, phase, edge, event, path.item, path.section, collection.contentOffset)
    #if canImport(UIKit) || !canImport(AppKit)
        _ = IndexPath(row: 1, section: 0).row
    #endif
    _ = try StrategyCatalog.make(name: "peek")
    _ = InputError(.invalidValue, source: "x.json", "expected a number")

    // SwiftUI's names, in the same file.
    let swiftUIAxis: Axis = .vertical
    let swiftUIEdge: Edge = .top
    let swiftUIPhase: ScrollPhase = .decelerating
    var position = ScrollPosition(edge: .top)
    position.scrollTo(edge: .bottom)
    _ = ScrollView(.horizontal) { Text("cards") }
    _ = (swiftUIAxis, swiftUIEdge, swiftUIPhase, position)

    // SwiftUI's scroll-target names are SwiftUI's here; ScrollSim's are in its namespace (the README).
    var swiftUITarget = ScrollTarget(rect: .zero, anchor: UnitPoint.center)
    let swiftUIBehavior: some ScrollTargetBehavior = .viewAligned(limitBehavior: .always)
    _ = (swiftUIBehavior, PagingScrollTargetBehavior.paging, LayoutDirection.rightToLeft, UserInterfaceSizeClass.compact)
    swiftUITarget.rect.origin.x = 0
    let carousel = SwiftUIScrollTargetLayout(
        axis: .horizontal, childLengths: [300, 300], spacing: 10,
        contentMargins: SimulatedSwiftUI.EdgeInsets(top: 0, leading: 45, bottom: 0, trailing: 45))
    let delegate = SwiftUIScrollTargetDelegate(behavior: SimulatedSwiftUI.TenPoints(), layout: carousel)
    _ = SwiftUIScrollTargetDelegate(behavior: .viewAligned(limitBehavior: .always), layout: carousel)
    _ = SwiftUIScrollTargetDelegate(behavior: SimulatedSwiftUI.PagingScrollTargetBehavior.paging, layout: carousel)
    _ = delegate
}

// An app's behavior pasted into the namespace: every name in it is ScrollSim's.
extension SimulatedSwiftUI {
    struct TenPoints: ScrollTargetBehavior {
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            target.rect.origin.x = (target.rect.origin.x / 10).rounded() * 10
            _ = (context.velocity.dx, context.originalTarget.anchor ?? UnitPoint.center, context.axes.contains(.horizontal))
        }
        func properties(context: PropertiesContext) -> ScrollTargetBehaviorProperties {
            var properties = ScrollTargetBehaviorProperties()
            properties.limitsScrolls = context.axes == Axis.Set.horizontal
            return properties
        }
    }
}
