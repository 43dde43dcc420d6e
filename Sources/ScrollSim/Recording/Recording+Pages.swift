import Foundation

extension Recording {
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
}
