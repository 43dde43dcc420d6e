import Foundation
import ScrollPhysics
import ScrollSim
import ScrollSimStrategies
import ScrollSimTestSupport

/// The layout of seeds 000 and 004 (and the misalignment example of `docs/strategies.md`): bounds 375 × 250,
/// items 280 × `itemHeight`, `sectionInset` left/right 20, line spacing 16, `count` items.
///
/// Item k spans x = 20 + 296k … 300 + 296k; with 5 items the content is 1504 wide and the largest
/// offset is 1504 − 375 = 1129.
func cardsCollectionView(count: Int = 5, itemHeight: Double = 250, settings: SimulationSettings = SimulationSettings()) -> SimulatedCollectionView {
    SimulatedCollectionView(
        bounds: CGSize(width: 375, height: 250), collectionViewLayout: cardLayout(itemHeight: itemHeight), numberOfItems: count,
        settings: settings)
}

/// A horizontal collection view with bounds 375 × 250 and one line of items.
func collectionView(
    itemWidth: Double, itemHeight: Double = 250, inset: Double, spacing: Double, count: Int,
    settings: SimulationSettings = SimulationSettings()
) -> SimulatedCollectionView {
    let layout = CollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: itemWidth, height: itemHeight)
    layout.sectionInset = UIEdgeInsets(top: 0, left: CGFloat(inset), bottom: 0, right: CGFloat(inset))
    layout.minimumLineSpacing = CGFloat(spacing)
    layout.minimumInteritemSpacing = CGFloat(spacing)
    return SimulatedCollectionView(
        bounds: CGSize(width: 375, height: 250), collectionViewLayout: layout, numberOfItems: count, settings: settings)
}

/// The outcome of one drag-and-release.
struct StrategyRun {
    /// Every frame and callback of the run.
    var recording: Recording
    /// Where the content came to rest, in points (x).
    var rest: Double { Double(recording.finalOffset.x) }
    /// The `scrollViewWillEndDragging` record: velocity, proposed target and final target.
    var release: DelegateEvent? { recording.events.last { $0.name == .scrollViewWillEndDragging } }
    /// The target after the delegate, in points (x).
    var target: Double? { release?.target.map { Double($0.x) } }
    /// The content offset at release, in points (x).
    var releaseOffset: Double? { release.map { Double($0.contentOffset.x) } }
}

/// Installs `strategy` on `view` and makes it the delegate. The caller keeps `strategy` alive
/// (the delegate is weak, as in UIKit).
func attach(_ strategy: any SnappingStrategy, to view: SimulatedCollectionView) {
    strategy.install(on: view)
    view.delegate = strategy
}

/// Places the content at `start` (x, points), drags it by `distance` points over 0.1 s and
/// releases it at `velocity` pt/ms, then runs until it rests.
@discardableResult
func drag(_ view: SimulatedCollectionView, from start: Double? = nil, by distance: Double, releasingAt velocity: Double) throws -> StrategyRun {
    if let start { view.contentOffset = CGPoint(x: start, y: 0) }
    let begin = Double(view.frameIndex) / Double(view.settings.frameRate)
    let script = TimedGesture.drag(
        at: begin, distance: distance, releaseVelocity: .pointsPerMillisecond(velocity), frameRate: view.settings.frameRate)
    return StrategyRun(recording: try Simulation.run(view, script: script))
}

/// Calls `scrollViewWillEndDragging` directly, with the content at `offset` and a proposed
/// `target` (x, points), and returns the target the strategy leaves (x, points).
func decide(
    _ strategy: any SnappingStrategy, on view: SimulatedCollectionView, at offset: Double, proposed target: Double,
    velocity: Double = 0
) -> Double {
    view.contentOffset = CGPoint(x: offset, y: 0)
    var point = CGPoint(x: target, y: 0)
    strategy.scrollViewWillEndDragging(view, withVelocity: CGPoint(x: velocity, y: 0), targetContentOffset: &point)
    return Double(point.x)
}

/// `offset` on the pixel grid at scale 3, as UIKit rounds an offset it stores and a target the
/// delegate changed (`PixelGrid`): 268.5 → 268.667.
func onGrid(_ offset: Double) -> Double { PixelGrid.round(offset, scale: 3) }

/// `|a − b| ≤ 0.01`: offsets that differ by less than a thirtieth of a pixel.
func same(_ a: Double?, _ b: Double) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= 0.01
}

/// The rubber-banded offset past an edge for a raw overshoot of `raw` points on a 375-point
/// range: `375 · (1 − 1 / (1 + 0.55 · raw / 375))`. Raw 100 → 47.965, raw 200 → 85.052.
func rubberBand(_ raw: Double) -> Double { 375 * (1 - 1 / (1 + 0.55 * raw / 375)) }
