import Foundation
import ScrollSim
import ScrollSimStrategies

/// The property sweep: every start page × drags of −2…+2 pages × release velocities of
/// −5…+5 pt/ms, on a fresh view each time.
///
/// For each run it checks that no frame has a non-finite offset, that the view rests inside the
/// allowed range, that the rest is one of the strategy's snap offsets (or an exception the caller
/// documents), and, when `pitch` is given, that it moved at most one pitch from the start.
struct PropertySweep {
    /// The drag distances, in pages (the grid is coarse so the suite stays fast).
    static let pages: [Double] = [-2, -1, -0.3, 0, 0.3, 1, 2]
    /// The release velocities, in pt/ms (|v| < 0.25 releases with no velocity).
    static let velocities: [Double] = [-5, -2, -0.5, 0, 0.5, 2, 5]

    /// The strategy's catalog name.
    var name: String
    /// Catalog parameters.
    var parameters: [String: StrategyParameter] = [:]
    /// A fresh collection view for one run.
    var makeView: () -> SimulatedCollectionView = { cardsCollectionView() }
    /// The length of a page for the drag distances, in points.
    var pageLength: Double = 296
    /// When the strategy promises at most one page per gesture: that page, in points.
    var promisedPitch: Double?
    /// When the rest must be the page boundary just below or just above the release offset (§9's
    /// "at most one page per flick", counted from where the finger lifted): the page, in points.
    var releasePage: Double?
    /// Puts strategy state in line with start page `page` (its own page counter, for example).
    var prepare: (any SnappingStrategy, Int) -> Void = { _, _ in }
    /// Whether a rest that is not a snap offset is a documented exception.
    var isException: (_ rest: Double, _ run: StrategyRun) -> Bool = { _, _ in false }

    /// One failed check, in words.
    struct Failure: CustomStringConvertible {
        var description: String
    }

    /// Runs the sweep; returns the failures (empty when every property holds) and the run count.
    func run() throws -> (failures: [Failure], runs: Int) {
        var failures: [Failure] = []
        var runs = 0
        let probe = makeView()
        let probeStrategy = try StrategyCatalog.make(name: name, parameters: parameters)
        probeStrategy.install(on: probe)
        let starts = probeStrategy.snapOffsets(in: probe) ?? [0]
        let pageStarts = probe.numberOfItems > 0 ? Array(starts.prefix(probe.numberOfItems)) : starts
        for (page, start) in pageStarts.enumerated() {
            for pages in Self.pages {
                for velocity in Self.velocities {
                    let view = makeView()
                    let strategy = try StrategyCatalog.make(name: name, parameters: parameters)
                    attach(strategy, to: view)
                    prepare(strategy, page)
                    let result = try drag(view, from: start, by: pages * pageLength, releasingAt: velocity)
                    let rest = result.rest
                    runs += 1
                    let label = "\(name): start \(start) (page \(page)), drag \(pages) pages, release \(velocity) pt/ms, rest \(rest)"
                    if result.recording.frames.contains(where: { !$0.contentOffset.x.isFinite || !$0.contentOffset.y.isFinite }) {
                        failures.append(Failure(description: "\(label): a frame has a non-finite offset"))
                        continue
                    }
                    let lower = view.minimumOffset(.horizontal)
                    let upper = view.maximumOffset(.horizontal)
                    if rest < lower - 0.01 || rest > upper + 0.01 {
                        failures.append(Failure(description: "\(label): outside \(lower)…\(upper)"))
                    }
                    // A strategy's offsets, as the view rests on them: on the pixel grid.
                    let snaps = (strategy.snapOffsets(in: view) ?? []).map(onGrid)
                    if !snaps.contains(where: { abs($0 - rest) <= 0.02 }) && !isException(rest, result) {
                        failures.append(Failure(description: "\(label): not on a snap offset \(snaps)"))
                    }
                    if let releasePage, let released = result.releaseOffset {
                        let r = min(max(released, lower), upper)
                        let below = onGrid(min(max((r / releasePage).rounded(.down) * releasePage, lower), upper))
                        let above = onGrid(min(max((r / releasePage).rounded(.up) * releasePage, lower), upper))
                        if abs(rest - below) > 0.02 && abs(rest - above) > 0.02 {
                            failures.append(
                                Failure(description: "\(label): not the page below (\(below)) or above (\(above)) the release at \(released)"))
                        }
                    }
                    if let promisedPitch, abs(rest - onGrid(start)) > promisedPitch + 0.02 {
                        failures.append(Failure(description: "\(label): moved more than one page (\(promisedPitch) pt)"))
                    }
                }
            }
        }
        return (failures, runs)
    }
}
