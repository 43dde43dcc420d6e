import Foundation
import ScrollSim
import ScrollSimJSON

/// The checks of the gestures that name items: `scrollToItem` and `setItemCount` are for a view
/// with a flow layout, name its sections and items, and keep it within the item limit and 10¹² pt.
extension Scenario {
    /// The layout whose items a gesture for view `name` (nil: the scenario's view) names, or why
    /// it has none: the gesture's `type` is then the error, in one sentence true for that view.
    enum ItemLayout {
        case flow(LayoutSpec)
        case refused(String)
    }

    /// The flow layout of the view a `scrollToItem` or `setItemCount` (`gesture`, a word for the
    /// message) is for, or the reason there is none: a view without a layout, a compositional
    /// layout's root, or one of its orthogonal sections.
    static func itemLayout(for name: String?, gesture: String, layout: LayoutSpec?, subviews: [SubviewSpec]) -> ItemLayout {
        let notSimulated = "\(gesture) on a compositional layout is not simulated"
        guard let name else {
            if let compositional = layout?.compositional {
                return .refused(
                    "expected a view with a flow layout for \(gesture) but the scenario's view has a compositional layout of "
                        + "\(compositional.sections.count) section\(compositional.sections.count == 1 ? "" : "s") (\(notSimulated); "
                        + (gesture == "scrollToItem"
                            ? "setContentOffset moves it to an item's offset)" : "its sections' itemCount is fixed for the run)"))
            }
            guard let layout else {
                return .refused(
                    "expected a view with a layout for \(gesture) but the scenario's view has none (its content size is set directly"
                        + (gesture == "setItemCount" ? ": use setContentSize)" : ")"))
            }
            return .flow(layout)
        }
        if let sections = layout?.compositional?.sections, let i = sections.firstIndex(where: { $0.name == name }) {
            return .refused(
                "expected a view with a flow layout for \(gesture) but the view \(JSONValue.quoted(name)) is the scroll view of "
                    + "layout.sections[\(i)], an orthogonal section of a compositional layout (\(notSimulated); its items are "
                    + "layout.sections[\(i)].itemCount)")
        }
        guard let view = Scenario.placed(subviews).first(where: { $0.spec.name == name })?.spec else {
            return .refused("expected a view of the scene for \(gesture) but found none named \(JSONValue.quoted(name))")
        }
        guard let layout = view.layout else {
            return .refused(
                "expected a view with a layout for \(gesture) but the view \(JSONValue.quoted(name)) has none (its content size is set "
                    + "directly" + (gesture == "setItemCount" ? ": use setContentSize)" : ")"))
        }
        return .flow(layout)
    }

    /// Every `scrollToItem` is for a view with a flow layout (its own view, or the named view
    /// inside) and names a section and an item of it.
    static func checkItems(_ gestures: [GestureSpec], layout: LayoutSpec?, subviews: [SubviewSpec], reader: JSONReader) throws {
        for (i, g) in gestures.enumerated() {
            guard case .event(.scrollToItem(let item, let section, _, _)) = g.kind else { continue }
            let path = JSONReader.join("gestures", i)
            let viewLayout: LayoutSpec
            switch itemLayout(for: g.view, gesture: "scrollToItem", layout: layout, subviews: subviews) {
            case .flow(let found): viewLayout = found
            case .refused(let sentence): throw InputError(.invalidValue, source: reader.source, path: JSONReader.join(path, "type"), sentence)
            }
            let counts = viewLayout.sectionItemCounts
            if section < 0 || section >= max(counts.count, 1) {
                let expected =
                    counts.count <= 1
                    ? "section 0 (the layout has one section)" : "a section index from 0 to \(counts.count - 1)"
                throw InputError.mismatch(
                    source: reader.source, path: JSONReader.join(path, "section"), expected: expected, found: .number(Double(section)))
            }
            let count = counts.indices.contains(section) ? counts[section] : 0
            guard item < 0 || item >= count else { continue }
            let inSection = viewLayout.sections == nil ? "" : " (section \(section) has \(count) items)"
            let expected =
                count == 0
                ? "no scrollToItem, as \(viewLayout.sections == nil ? "the layout" : "section \(section)") has no items"
                : "an item index from 0 to \(count - 1)\(inSection)"
            throw InputError.mismatch(
                source: reader.source, path: JSONReader.join(path, "item"), expected: expected, found: .number(Double(item)))
        }
    }
}

extension Scenario {
    /// A `setItemCount` is for a view with a flow layout (its own or the named subview's), names
    /// one of that layout's sections, and leaves the layout with at most `LayoutSpec.mostItems`
    /// items in all, counting the sections' counts as the earlier `setItemCount`s of the view left
    /// them.
    static func checkItemCounts(
        _ gestures: [GestureSpec], layout: LayoutSpec?, scrollView: ScrollViewSpec, subviews: [SubviewSpec], reader: JSONReader
    ) throws {
        var counts: [String: [Int]] = [:]  // each view's section counts so far, by view name ("" for the scenario's view)
        for (i, g) in gestures.enumerated() {
            guard case .event(.setItemCount(let count, let section)) = g.kind else { continue }
            let path = JSONReader.join("gestures", i)
            let viewLayout: LayoutSpec
            switch itemLayout(for: g.view, gesture: "setItemCount", layout: layout, subviews: subviews) {
            case .flow(let found): viewLayout = found
            case .refused(let sentence): throw InputError(.invalidValue, source: reader.source, path: JSONReader.join(path, "type"), sentence)
            }
            let sections = viewLayout.sectionItemCounts.count
            guard section >= 0, section < max(sections, 1) else {
                let expected = sections <= 1 ? "section 0 (the layout has one section)" : "a section index from 0 to \(sections - 1)"
                throw InputError.mismatch(
                    source: reader.source, path: JSONReader.join(path, "section"), expected: expected, found: .number(Double(section)))
            }
            var sectionCounts = counts[g.view ?? ""] ?? viewLayout.sectionItemCounts
            let others = sectionCounts.indices.reduce(0) { $1 == section ? $0 : $0 + sectionCounts[$1] }
            guard count <= LayoutSpec.mostItems - others else {
                let rest = others == 0 ? "" : " (the other sections hold \(others) at this point)"
                throw InputError.mismatch(
                    source: reader.source, path: JSONReader.join(path, "count"),
                    expected: "at most \(LayoutSpec.mostItems - others) items\(rest); a layout holds at most \(LayoutSpec.mostItems) in all sections",
                    found: .number(Double(count)))
            }
            sectionCounts[section] = count
            counts[g.view ?? ""] = sectionCounts
            // The layout with the counts as they are now stays within 10¹² pt, as the file's own.
            var grown = viewLayout
            if grown.sections == nil { grown.itemCount = count } else { grown.sections?[section].itemCount = count }
            for (i, n) in sectionCounts.enumerated() where grown.sections != nil { grown.sections?[i].itemCount = n }
            let view = g.view.flatMap { name in Scenario.placed(subviews).first { $0.spec.name == name }?.spec.scrollView } ?? scrollView
            let size = grown.flowContentSize(in: view, axis: grown.scrollDirection.axis)
            if Double(size.width) > JSONReader.largestMagnitude || Double(size.height) > JSONReader.largestMagnitude {
                throw InputError.mismatch(
                    source: reader.source, path: JSONReader.join(path, "count"),
                    expected: "a count whose layout stays within 1e12 pt (with it the content comes out "
                        + "\(JSONValue.format(Double(size.width))) × \(JSONValue.format(Double(size.height))) pt)",
                    found: .number(Double(count)))
            }
        }
    }
}
