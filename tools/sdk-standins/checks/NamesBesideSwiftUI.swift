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
}
