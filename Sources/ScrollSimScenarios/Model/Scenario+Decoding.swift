import Foundation
import ScrollPhysics
import ScrollSim
import ScrollSimJSON
import ScrollSimStrategies

extension Scenario {
    /// Decodes a scenario from a parsed file; `defaultName` is used when the file has no `name`.
    ///
    /// - Throws: `InputError` naming the JSON path of the first wrong value.
    public static func decode(_ json: JSONValue, defaultName: String, reader: inout JSONReader) throws -> Scenario {
        let top = try reader.object(json, at: "", known: keys)
        var draft = table.defaults
        try table.read(top, at: "", into: &draft, reader: &reader)
        let name = draft.name ?? defaultName
        // A file without a name is named after its file: the same rules apply to that name.
        if draft.name == nil, let problem = nameProblem(name) {
            throw InputError(
                .invalidValue, source: reader.source, path: "name",
                "the scenario has no name, and its file name \(JSONValue.quoted(name)) cannot name a golden file: \(problem); give it a \"name\"")
        }
        // The table requires a scroll view.
        let scrollView = draft.scrollView!
        if draft.layout == nil && scrollView.contentSize == nil {
            throw reader.mismatch("scrollView.contentSize", "the content size [width, height] in points, or a layout", nil)
        }
        let simulation = draft.simulation
        var sections = Scenario(
            name: name, description: "", frameRate: draft.frameRate, scrollView: scrollView, layout: draft.layout, strategy: draft.strategy,
            simulation: draft.simulation, changeTarget: nil, gestures: [], until: nil, expect: Expectations())
        sections.subviews = draft.subviews
        try checkSubviewNames(sections.allSubviews, of: name, gestures: draft.gestures, reader: reader)
        for (i, gesture) in draft.gestures.enumerated() {
            let path = JSONReader.join("gestures", i)
            // A run never lasts longer than the maximum duration, so a later gesture never happens.
            try checkWithinMaximumDuration(gesture.t, at: JSONReader.join(path, "t"), simulation: simulation, reader: reader)
            // A swipe or drag is expanded into one move per frame: one that cannot end within the
            // run is refused here, before anything is expanded.
            if case .swipe(_, let duration) = gesture.kind {
                try checkDuration(duration, of: gesture, at: path, simulation: simulation, reader: reader)
            }
            if case .drag(_, _, let duration) = gesture.kind {
                try checkDuration(duration, of: gesture, at: path, simulation: simulation, reader: reader)
            }
        }
        if let until = draft.until {
            // A run never lasts longer than the maximum duration, so a later `until` cannot be reached.
            try checkWithinMaximumDuration(until, at: "until", simulation: simulation, reader: reader)
        }
        // A compositional layout gives the collection view no items of its own to snap or scroll to.
        let flowLayout = draft.layout?.compositional == nil ? draft.layout : nil
        if let problem = draft.strategy.requirementError(layout: flowLayout, source: reader.source) { throw problem }
        try checkItems(draft.gestures, layout: draft.layout, subviews: draft.subviews, reader: reader)
        try checkSceneLimits(
            gestures: draft.gestures, layout: draft.layout, subviews: draft.subviews, frameRate: draft.frameRate, until: draft.until,
            reader: reader)
        try checkItemCounts(draft.gestures, layout: draft.layout, scrollView: scrollView, subviews: draft.subviews, reader: reader)
        try checkOrthogonalSectionSizes(draft.layout, scrollView: scrollView, reader: reader)
        try checkContentExtents(draft.layout, scrollView: scrollView, subviews: draft.subviews, reader: reader)
        try GestureSpec.checkScript(draft.gestures, frameRate: draft.frameRate, reader: reader)
        // Values in the wrong unit decode but mislead: warnings, and touches past the limit an error.
        try checkPlausibility(draft.gestures, frameRate: draft.frameRate, simulation: simulation, reader: &reader)
        return Scenario(
            name: name, description: draft.description, frameRate: draft.frameRate, scrollView: scrollView, layout: draft.layout,
            strategy: draft.strategy, simulation: simulation, changeTarget: draft.changeTarget, gestures: draft.gestures, until: draft.until,
            expect: draft.expect, subviews: draft.subviews)
    }
}

extension Scenario {
    /// The longest `name`, in UTF-8 bytes (`GoldenName.longest`).
    public static let longestName = GoldenName.longest

    /// Whether `name` can name a golden file `goldens/NAME.frames` (`GoldenName.problem`).
    public static func isValidName(_ name: String) -> Bool {
        nameProblem(name) == nil
    }

    /// Which of the name rules `name` breaks, as a phrase, or nil when it can name a golden file
    /// (`GoldenName.problem`: one definition for scenarios, recordings and feel goldens).
    public static func nameProblem(_ name: String) -> String? { GoldenName.problem(name) }

    /// Throws when `time` (at `path`) lies after `simulation.maximumDuration`: a run stops there,
    /// so a gesture or an `until` later than that could never be reached.
    static func checkWithinMaximumDuration(_ time: Double, at path: String, simulation: SimulationSpec, reader: JSONReader) throws {
        guard time > simulation.maximumDuration else { return }
        throw reader.mismatch(
            path, "at most \(JSONValue.format(simulation.maximumDuration)) s (simulation.maximumDuration, the longest a run lasts)",
            .number(time))
    }

    /// A swipe or drag of `duration` seconds, starting at `gesture.t`, ends within
    /// `simulation.maximumDuration`.
    static func checkDuration(
        _ duration: Double, of gesture: GestureSpec, at path: String, simulation: SimulationSpec, reader: JSONReader
    ) throws {
        let longest = simulation.maximumDuration - gesture.t
        guard duration > longest else { return }
        throw reader.mismatch(
            JSONReader.join(path, "duration"),
            "at most \(JSONValue.format(longest)) s (the gesture starts at \(JSONValue.format(gesture.t)) s and a run lasts at most "
                + "simulation.maximumDuration, \(JSONValue.format(simulation.maximumDuration)) s)",
            .number(duration))
    }

    /// `name`: a string that `isValidName` accepts, as it becomes a file name.
    static func decodeName(_ value: JSONValue, reader: JSONReader) throws -> String {
        let name = try reader.string(value, at: "name")
        if let problem = nameProblem(name) {
            throw reader.mismatch(
                "name",
                "a file name of 1 to \(longestName) bytes in UTF-8 (the golden file NAME.frames and its temporary file must fit the "
                    + "255-byte limit of file names) with no /, \\, control, invisible or bidirectional-control characters or leading "
                    + "dot (this one: \(problem))", value)
        }
        return name
    }

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
            let size = ScenarioRunner.flowContentSize(grown, scrollView: view, axis: grown.scrollDirection.axis)
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

extension StrategySpec {
    /// Reads `{"name": …, PARAMETER: value…}` at `path`; parameters are checked against the catalog.
    static func decode(_ json: JSONValue, at strategyPath: String = "strategy", reader: inout JSONReader) throws -> StrategySpec {
        if case .string(let name) = json {
            let spec = StrategySpec(name: name, parameters: [:])
            _ = try spec.makeStrategy(source: reader.source, path: strategyPath)
            return spec
        }
        guard case .object(let members) = json else { throw reader.mismatch(strategyPath, "an object with a \"name\"", json) }
        var spec = StrategySpec()
        for member in members {
            let path = JSONReader.join(strategyPath, member.key)
            if member.key == "name" {
                spec.name = try reader.string(member.value, at: path)
                continue
            }
            switch member.value {
            case .number(let n): spec.parameters[member.key] = .number(n)
            case .string(let s): spec.parameters[member.key] = .text(s)
            case .bool(let b): spec.parameters[member.key] = .flag(b)
            default: throw reader.mismatch(path, "a number, a string or a boolean", member.value)
            }
        }
        // A text parameter whose open values include whole numbers (`limitBehavior`: never,
        // always or N) takes the number written as a number too: 2 means "2".
        for descriptor in StrategyCatalog.entry(named: spec.name)?.parameters ?? [] where descriptor.kind == .text && descriptor.pattern != nil {
            if case .number(let n)? = spec.parameters[descriptor.name], n == n.rounded(), abs(n) < 1e15,
                let pattern = descriptor.pattern.flatMap({ try? Regex($0) }), String(Int(n)).wholeMatch(of: pattern) != nil
            {
                spec.parameters[descriptor.name] = .text(String(Int(n)))
            }
        }
        _ = try spec.makeStrategy(source: reader.source, path: strategyPath)
        return spec
    }
}

extension Scenario {
    /// Every view's name is unique in the scene and differs from the scenario's (they name its
    /// goldens, `NAME.SUBVIEW.frames`, and its rows); with the scenario's name `scenario` it makes
    /// a golden name of at most `GoldenName.longest` bytes; each gesture's `view` names one of them.
    static func checkSubviewNames(_ views: [PlacedSubview], of scenario: String, gestures: [GestureSpec], reader: JSONReader) throws {
        var seen: [String: String] = [:]
        for placed in views {
            let path = JSONReader.join(placed.path, "name")
            try checkGoldenNameLength(scenario: scenario, view: placed.spec.name, at: path, reader: reader)
            if let first = seen[placed.spec.name] {
                throw reader.mismatch(
                    path, "a name no other view of the scene has (\(first).name is \(JSONValue.quoted(placed.spec.name)))", .string(placed.spec.name))
            }
            seen[placed.spec.name] = placed.path
        }
        for (i, gesture) in gestures.enumerated() {
            guard let view = gesture.view, seen[view] == nil else { continue }
            let names = seen.keys.sorted()
            throw reader.mismatch(
                JSONReader.join(JSONReader.join("gestures", i), "view"),
                names.isEmpty ? "no view: the scenario has no subviews" : "the name of a view of the scene (\(names.joined(separator: ", ")))",
                .string(view))
        }
    }
}

extension Scenario {
    /// A view's golden is `goldens/NAME.SUBVIEW.frames`: both names may be within their limits
    /// and their join beyond the 255-byte limit of a file name, which the file system would only
    /// report when the golden is written, as a folder that cannot be written to. Checked here,
    /// before anything runs or is written.
    static func checkGoldenNameLength(scenario: String, view: String, at path: String, reader: JSONReader) throws {
        let joined = scenario.utf8.count + 1 + view.utf8.count
        guard joined > GoldenName.longest else { return }
        throw reader.error(
            .invalidValue, at: path,
            "the view's golden name \"NAME.SUBVIEW\" is too long: the scenario's name (\(scenario.utf8.count) bytes in UTF-8), a dot and "
                + "this view's name (\(view.utf8.count) bytes) make \(joined) bytes, more than the \(GoldenName.longest) a golden's name may "
                + "have (the golden file NAME.SUBVIEW.frames and its temporary file must fit the 255-byte limit of file names); shorten "
                + "either name")
    }
}
