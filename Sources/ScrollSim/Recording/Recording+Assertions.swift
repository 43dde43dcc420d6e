import Foundation
import ScrollPhysics

/// The checks of a recording, and only checks: each throws a `RecordingAssertionError` whose
/// message reads like the docs (expected, actual, difference, tolerance, the frame and its time)
/// and returns nothing. The measures they check are the recording's own (`restFrame`,
/// `restsBefore`, the overshoot, `feelNotes`); ScrollSimTesting's `expect…` forms record the
/// failure at the caller's line instead of throwing.
extension Recording {
    /// Throws unless the final offset is within `tolerance` points of `expected` on both axes.
    public func assertFinalOffset(_ expected: CGPoint, tolerance: Double = 0.5) throws {
        guard let last = frames.last else {
            throw RecordingAssertionError(description: "Expected a final offset of \(format(expected)) but the recording has no frames.")
        }
        try assertOffset(of: last, equals: expected, tolerance: tolerance, what: "final offset")
    }

    /// Throws unless the frame displayed at `time` seconds is within `tolerance` points of `expected`.
    public func assertOffset(at time: Double, equals expected: CGPoint, tolerance: Double = 0.5) throws {
        guard let frame = frame(at: time) else {
            throw RecordingAssertionError(description: "Expected an offset at \(time) s but the recording starts later.")
        }
        try assertOffset(of: frame, equals: expected, tolerance: tolerance, what: "offset")
    }

    /// Throws unless the view came to rest no later than `time` seconds.
    public func assertRest(before time: Double) throws {
        guard let rest = restFrame else {
            let last = frames.last
            throw RecordingAssertionError(
                description: "Expected rest before \(time) s but the view was still moving at the last frame"
                    + (last.map { " (frame \($0.index), \(formatTime($0.time)) s, phase \($0.phase))" } ?? "") + ".")
        }
        if !restsBefore(time) {
            throw RecordingAssertionError(
                description:
                    "Expected rest before \(time) s but it came at frame \(rest.index), \(formatTime(rest.time)) s (late by \(formatTime(rest.time - time)) s)."
            )
        }
    }

    /// Throws if the content ever went more than `limit` points past any edge; the message names
    /// the largest overshoot (its frame, time, edge and offset) and the first frame over the limit.
    public func assertMaximumOvershoot(atMost limit: Double) throws {
        var first: Frame?
        var largest: (amount: Double, frame: Frame, edge: ContentEdge)?
        forEachFrameWithLimits { frame, maximum in
            for edge in ContentEdge.allCases {
                let amount = overshoot(of: frame.contentOffset, past: edge, maximum: maximum)
                guard amount > limit + 1e-9 else { continue }
                if first == nil { first = frame }
                if amount > largest?.amount ?? 0 { largest = (amount, frame, edge) }
            }
        }
        guard let largest, let first else { return }
        let from = first.index == largest.frame.index ? "" : "; it first went over the limit at frame \(first.index) (\(formatTime(first.time)) s)"
        throw RecordingAssertionError(
            description:
                "Expected an overshoot of at most \(limit) pt but it reached \(FixedDecimal.text(largest.amount, decimals: 3)) pt past the "
                + "\(largest.edge.rawValue) edge at frame \(largest.frame.index), \(formatTime(largest.frame.time)) s (offset \(format(largest.frame.contentOffset)))\(from)."
        )
    }

    private func assertOffset(of frame: Frame, equals expected: CGPoint, tolerance: Double, what: String) throws {
        let dx = Double(frame.contentOffset.x - expected.x)
        let dy = Double(frame.contentOffset.y - expected.y)
        if abs(dx) > tolerance || abs(dy) > tolerance {
            throw RecordingAssertionError(
                description:
                    "Expected \(what) \(format(expected)) but was \(format(frame.contentOffset)) (difference \(format(CGPoint(x: dx, y: dy))), tolerance \(tolerance) pt) at frame \(frame.index), \(formatTime(frame.time)) s."
            )
        }
    }

    /// Throws unless the view rests on the target of the last `scrollViewWillEndDragging` (after
    /// the delegate), on both axes: within `tolerance` points for a target the delegate changed,
    /// and within `tolerance` plus `glideFraction` of the glide (the distance from the release
    /// offset to the target) for UIKit's own proposal.
    ///
    /// A changed target is one UIKit reaches exactly: it re-times the glide onto it and puts the
    /// content on it when the glide passes it (docs/physics.md §5). Its own proposal, left
    /// unchanged, is a projection: from a release inside the content the glide stops within 1 pt
    /// plus 0.6 % of it (the continuous formula lands 0.1 % beyond the frames' stop at `.normal`,
    /// 0.5 % at `.fast`); from a release past an edge it does not: the bounce takes over, and the
    /// offered target is not where the content stops (UIKit's own behaviour, open radar 46437787).
    /// The message says so, since a strategy that trusts the offered target there trips over it.
    public func assertRestsAtTarget(tolerance: Double = 1, glideFraction: Double = RestTolerance.proposalGlideFraction) throws {
        guard let release = events.last(where: { $0.name == .scrollViewWillEndDragging }), let target = release.target else {
            throw RecordingAssertionError(description: "Expected the view to rest at its release target but the recording has no release.")
        }
        guard let last = frames.last else {
            throw RecordingAssertionError(description: "Expected the view to rest at \(format(target)) but the recording has no frames.")
        }
        let dx = Double(last.contentOffset.x - target.x)
        let dy = Double(last.contentOffset.y - target.y)
        let glide = max(abs(Double(target.x - release.contentOffset.x)), abs(Double(target.y - release.contentOffset.y)))
        let changed = release.proposedTarget != target
        let allowed = RestTolerance.restAtTarget(tolerance: tolerance, glide: glide, targetChanged: changed, glideFraction: glideFraction)
        guard abs(dx) > allowed || abs(dy) > allowed else { return }
        var message =
            "Expected the view to rest at the target of scrollViewWillEndDragging, \(format(target)), but it rests at "
            + "\(format(last.contentOffset)) (difference \(format(CGPoint(x: dx, y: dy))), tolerance "
            + "\(FixedDecimal.text(allowed, decimals: 3)) pt for a \(FixedDecimal.text(glide, decimals: 3)) pt glide) at frame \(last.index), "
            + "\(formatTime(last.time)) s."
        if releasedPastEdge(release.contentOffset) && !changed {
            message +=
                " The release at \(format(release.contentOffset)) was past an edge: there UIKit's bounce decides the rest, not"
                + " the offered target (UIKit's own behaviour, open radar 46437787); set the target in the delegate to land on it."
        }
        throw RecordingAssertionError(description: message)
    }

    /// Throws if any frame jumps (`FeelNote.jump`), naming the first.
    public func assertNoJump() throws {
        for case .jump(let frame, let time, let distance, let allowed) in feelNotes {
            throw RecordingAssertionError(
                description: "Expected no jump but \(FeelNote.jump(frame: frame, time: time, distance: distance, allowed: allowed)).")
        }
    }

    /// Throws unless the run came to rest on page `page` of `view` along `axis`: the nearest
    /// multiple of the bounds size from the minimum offset, as `PageGrid` counts pages, read from
    /// `view` as it is after the run (while refreshing, its top is the refresh control's). The
    /// message says the expected and actual pages and their offsets, in points.
    ///
    /// For a collection view, pages are its items: use `assertRests(onItem:of:)`.
    public func assertRests(onPage page: Int, of view: SimulatedScrollView, axis: ScrollAxis) throws {
        let pages = PageGrid(view: view, axis: axis)
        let pagesOnly = PageGrid(axis: axis, minimum: pages.minimum, pageLength: pages.pageLength, itemCenters: [], stride: pages.stride)
        try assertRests(on: page, of: pagesOnly, named: { "page \($0)" }, explaining: "pages")
    }

    /// Throws unless the run came to rest on item `item` of the collection view `view`: the item
    /// whose centre is nearest the centre of the bounds, along the layout's scroll direction, read
    /// from `view` as it is after the run. The message says the expected and actual items and the
    /// offsets that centre them and where the run rested, in points.
    public func assertRests(onItem item: IndexPath, of view: SimulatedCollectionView) throws {
        let counts = view.numberOfItemsInSections
        guard counts.indices.contains(item.section), item.item >= 0, item.item < counts[item.section] else {
            throw RecordingAssertionError(
                description: "Expected rest on item \(Self.name(item)), which the collection view does not have (its sections hold "
                    + "\(counts.map(String.init).joined(separator: ", ")) items).")
        }
        let flat = counts.prefix(item.section).reduce(0, +) + item.item
        func indexPath(_ index: Int) -> IndexPath {
            var rest = index
            for (section, count) in counts.enumerated() {
                if rest < count { return IndexPath(item: rest, section: section) }
                rest -= count
            }
            return IndexPath(item: rest, section: counts.count)
        }
        let grid = PageGrid(view: view, axis: view.flowLayout?.scrollDirection.axis ?? .vertical)
        try assertRests(on: flat, of: grid, named: { "item \(Self.name(indexPath($0)))" }, explaining: "items")
    }

    /// The one check behind both: at rest, on `page` of `grid`.
    private func assertRests(on page: Int, of grid: PageGrid, named name: (Int) -> String, explaining kind: String) throws {
        let axis = grid.axis == .horizontal ? "x" : "y"
        let expectedOffset = grid.offset(ofPage: page).map { "at \(axis) = \(FixedDecimal.text($0, decimals: 3)) pt" } ?? "nowhere"
        guard let rest = restFrame else {
            let last = frames.last.map {
                " (frame \($0.index), \(FixedDecimal.text($0.time, decimals: 4)) s, \(axis) = \(FixedDecimal.text($0.contentOffset[grid.axis], decimals: 3)) pt)"
            }
            throw RecordingAssertionError(
                description: "Expected rest on \(name(page)) (\(expectedOffset)) but the view was still moving at the last frame\(last ?? "")."
            )
        }
        let actual = grid.page(of: rest.contentOffset)
        guard actual != page else { return }
        let rested = rest.contentOffset[grid.axis]
        let actualOffset = grid.offset(ofPage: actual).map { ", which sits at \(axis) = \(FixedDecimal.text($0, decimals: 3)) pt" } ?? ""
        let rule =
            kind == "items"
            ? "the item whose centre is nearest the bounds' centre"
            : "round((offset − \(FixedDecimal.text(grid.minimum, decimals: 3))) / \(FixedDecimal.text(grid.stride, decimals: 3)))"
        throw RecordingAssertionError(
            description: "Expected rest on \(name(page)) (\(expectedOffset)) but the view rested on \(name(actual))\(actualOffset): at "
                + "\(axis) = \(FixedDecimal.text(rested, decimals: 3)) pt from frame \(rest.index), \(FixedDecimal.text(rest.time, decimals: 4)) s "
                + "(\(kind) counted as \(rule)).")
    }

    /// `[section, item]`, as the messages write an index path.
    private static func name(_ indexPath: IndexPath) -> String { "[\(indexPath.section), \(indexPath.item)]" }

    private func format(_ p: CGPoint) -> String {
        "(\(FixedDecimal.text(Double(p.x), decimals: 3)), \(FixedDecimal.text(Double(p.y), decimals: 3)))"
    }

    /// A time in seconds as the messages write it, to 4 decimals.
    func formatTime(_ t: Double) -> String { FixedDecimal.text(t, decimals: 4) }
}
