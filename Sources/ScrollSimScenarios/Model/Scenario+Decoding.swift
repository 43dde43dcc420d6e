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
        try checkSwiftUI(draft, top: top, reader: reader)
        if draft.layout == nil && draft.swiftUI == nil && scrollView.contentSize == nil {
            throw reader.mismatch("scrollView.contentSize", "the content size [width, height] in points, a layout or swiftUI", nil)
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
            expect: draft.expect, subviews: draft.subviews, swiftUI: draft.swiftUI)
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
