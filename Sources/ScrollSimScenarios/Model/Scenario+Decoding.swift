import Foundation
import ScrollPhysics
import ScrollSim
import ScrollSimJSON
import ScrollSimStrategies

extension Scenario {
    /// The top-level keys a scenario file may have.
    public static let keys = [
        "$schema", "name", "description", "frameRate", "scrollView", "layout", "strategy", "simulation",
        "changeTarget", "gestures", "until", "expect",
    ]

    /// Decodes a scenario from a parsed file; `defaultName` is used when the file has no `name`.
    ///
    /// - Throws: `InputError` naming the JSON path of the first wrong value.
    public static func decode(_ json: JSONValue, defaultName: String, reader: inout JSONReader) throws -> Scenario {
        let top = try reader.object(json, at: "", known: keys)
        let name = try top["name"].map { try decodeName($0, reader: reader) } ?? defaultName
        let description = try top["description"].map { try reader.string($0, at: "description") } ?? ""
        let frameRate = try top["frameRate"].map {
            try reader.integer($0, at: "frameRate", in: SimulationSettings.frameRates)
        } ?? 60
        try reader.throwUnknownKeyIfMissing(["scrollView"], in: top, at: "")
        guard let scrollJSON = top["scrollView"] else {
            throw reader.mismatch("scrollView", "an object with at least \"bounds\" (a scenario needs a scroll view)", nil)
        }
        let scrollView = try ScrollViewSpec.decode(scrollJSON, reader: &reader)
        let layout = try top["layout"].map { try LayoutSpec.decode($0, reader: &reader) }
        if layout == nil && scrollView.contentSize == nil {
            try reader.throwUnknownKeyIfMissing(["layout"], in: top, at: "")
            if case let .object(members)? = top["scrollView"] {
                try reader.throwUnknownKeyIfMissing(["contentSize"], in: Dictionary(members.map { ($0.key, $0.value) }) { $1 }, at: "scrollView")
            }
            throw reader.mismatch("scrollView.contentSize", "the content size [width, height] in points, or a layout", nil)
        }
        let strategy = try top["strategy"].map { try StrategySpec.decode($0, reader: &reader) } ?? StrategySpec()
        let simulation = try top["simulation"].map { try SimulationSpec.decode($0, reader: &reader) } ?? SimulationSpec()
        let changeTarget = try top["changeTarget"].map { try reader.point($0, at: "changeTarget") }
        let gestureItems = try top["gestures"].map { try reader.array($0, at: "gestures") } ?? []
        var gestures: [GestureSpec] = []
        for (i, item) in gestureItems.enumerated() {
            let path = JSONReader.join("gestures", i)
            let gesture = try GestureSpec.decode(item, at: path, reader: &reader)
            // A run never lasts longer than the maximum duration, so a later gesture never happens.
            try checkWithinMaximumDuration(gesture.t, at: JSONReader.join(path, "t"), simulation: simulation, reader: reader)
            gestures.append(gesture)
        }
        let until = try top["until"].map { try reader.positive($0, at: "until") }
        if let until {
            // A run never lasts longer than the maximum duration, so a later `until` cannot be reached.
            try checkWithinMaximumDuration(until, at: "until", simulation: simulation, reader: reader)
        }
        let expect = try top["expect"].map { try Expectations.decode($0, reader: &reader) } ?? Expectations()
        try checkItems(strategy: strategy, layout: layout, gestures: gestures, reader: reader)
        try GestureSpec.checkScript(gestures, frameRate: frameRate, reader: reader)
        return Scenario(
            name: name, description: description, frameRate: frameRate, scrollView: scrollView, layout: layout,
            strategy: strategy, simulation: simulation, changeTarget: changeTarget, gestures: gestures, until: until,
            expect: expect)
    }
}

extension Scenario {
    /// The longest `name`, in Unicode scalars (the schema's `maxLength`).
    public static let longestName = 200

    /// Whether `name` can name a golden file `goldens/NAME.frames` inside the goldens folder:
    /// 1 to `longestName` characters, no `/` or `\`, no control characters, no leading `.`
    /// (which would hide the file or climb out of the folder with `..`).
    public static func isValidName(_ name: String) -> Bool {
        let scalars = name.unicodeScalars
        guard let first = scalars.first, first != ".", scalars.count <= longestName else { return false }
        return !scalars.contains { $0 == "/" || $0 == "\\" || $0.properties.generalCategory == .control }
    }

    /// Throws when `time` (at `path`) lies after `simulation.maximumDuration`: a run stops there,
    /// so a gesture or an `until` later than that could never be reached.
    static func checkWithinMaximumDuration(_ time: Double, at path: String, simulation: SimulationSpec, reader: JSONReader) throws {
        guard time > simulation.maximumDuration else { return }
        throw reader.mismatch(
            path, "at most \(JSONValue.format(simulation.maximumDuration)) s (simulation.maximumDuration, the longest a run lasts)",
            .number(time))
    }

    /// `name`: a string that `isValidName` accepts, as it becomes a file name.
    static func decodeName(_ value: JSONValue, reader: JSONReader) throws -> String {
        let name = try reader.string(value, at: "name")
        guard isValidName(name) else {
            throw reader.mismatch(
                "name", "a file name of 1 to \(longestName) characters with no /, \\, control characters or leading dot", value)
        }
        return name
    }

    /// A strategy that needs items has a layout with items in section 0 (the strategies snap
    /// section 0), one that reads the layout's item width has a layout or the parameter that
    /// replaces it, and every `scrollToItem` names a section and an item of it.
    static func checkItems(strategy: StrategySpec, layout: LayoutSpec?, gestures: [GestureSpec], reader: JSONReader) throws {
        let counts = layout?.sectionItemCounts ?? []
        if let problem = strategy.requirementError(layout: layout, source: reader.source) { throw problem }
        for (i, g) in gestures.enumerated() {
            guard case let .scrollToItem(item, section, _, _) = g.kind else { continue }
            let path = JSONReader.join("gestures", i)
            if section < 0 || section >= max(counts.count, 1) {
                let expected = counts.count <= 1
                    ? "section 0 (the layout has one section)" : "a section index from 0 to \(counts.count - 1)"
                throw InputError.mismatch(
                    source: reader.source, path: JSONReader.join(path, "section"), expected: expected, found: .number(Double(section)))
            }
            let count = counts.indices.contains(section) ? counts[section] : 0
            guard item < 0 || item >= count else { continue }
            let inSection = layout?.sections == nil ? "" : " (section \(section) has \(count) items)"
            let expected = count == 0
                ? "no scrollToItem, as \(layout?.sections == nil ? "the layout" : "section \(section)") has no items"
                : "an item index from 0 to \(count - 1)\(inSection)"
            throw InputError.mismatch(
                source: reader.source, path: JSONReader.join(path, "item"), expected: expected, found: .number(Double(item)))
        }
    }
}

extension ScrollViewSpec {
    static let keys = [
        "bounds", "contentSize", "contentInset", "contentOffset", "decelerationRate", "bounces",
        "alwaysBounceHorizontal", "alwaysBounceVertical", "isPagingEnabled", "displayScale",
    ]

    /// Decodes `scrollView` (or a recording's `scrollView`) at `path`.
    public static func decode(_ json: JSONValue, at path: String = "scrollView", reader: inout JSONReader) throws -> ScrollViewSpec {
        let o = try reader.object(json, at: path, known: keys)
        func p(_ key: String) -> String { JSONReader.join(path, key) }
        try reader.throwUnknownKeyIfMissing(["bounds"], in: o, at: path)
        guard o["bounds"] != nil else {
            throw reader.mismatch(p("bounds"), "the visible size [width, height] in points", nil)
        }
        var spec = ScrollViewSpec(bounds: try reader.size(o["bounds"], at: p("bounds")))
        spec.contentSize = try o["contentSize"].map { try reader.size($0, at: p("contentSize"), allowZero: true) }
        if let v = o["contentInset"] { spec.contentInset = try reader.insets(v, at: p("contentInset")) }
        if let v = o["contentOffset"] { spec.contentOffset = try reader.point(v, at: p("contentOffset")) }
        if let v = o["decelerationRate"] { spec.decelerationRate = try decodeRate(v, at: p("decelerationRate"), reader: reader) }
        if let v = o["bounces"] { spec.bounces = try reader.bool(v, at: p("bounces")) }
        if let v = o["alwaysBounceHorizontal"] { spec.alwaysBounceHorizontal = try reader.bool(v, at: p("alwaysBounceHorizontal")) }
        if let v = o["alwaysBounceVertical"] { spec.alwaysBounceVertical = try reader.bool(v, at: p("alwaysBounceVertical")) }
        if let v = o["isPagingEnabled"] { spec.isPagingEnabled = try reader.bool(v, at: p("isPagingEnabled")) }
        if let v = o["displayScale"] { spec.displayScale = try reader.number(v, at: p("displayScale"), in: 1...10, "a number from 1 to 10") }
        return spec
    }

    /// `"normal"` (0.998), `"fast"` (0.99) or a number strictly between 0 and 1.
    static func decodeRate(_ value: JSONValue, at path: String, reader: JSONReader) throws -> Double {
        let expected = "\"normal\", \"fast\" or a number strictly between 0 and 1"
        switch value {
        case .string("normal"): return SimulatedScrollView.DecelerationRate.normal.rawValue
        case .string("fast"): return SimulatedScrollView.DecelerationRate.fast.rawValue
        case let .number(n) where n > 0 && n < 1: return n
        case let .string(word): throw reader.mismatch(path, expected, value, hint: JSONReader.hint(word, ["normal", "fast"]))
        default: throw reader.mismatch(path, expected, value)
        }
    }
}

extension LayoutSpec {
    static let keys = [
        "scrollDirection", "itemCount", "itemSize", "minimumLineSpacing", "minimumInteritemSpacing", "sectionInset",
        "sections",
    ]
    /// The keys of one `layout.sections` entry.
    static let sectionKeys = ["itemCount", "itemSize", "minimumLineSpacing", "minimumInteritemSpacing", "sectionInset"]
    /// The most items a layout may hold, over all its sections.
    static let mostItems = 100_000
    /// The most sections a layout may have.
    static let mostSections = 10_000

    static func decode(_ json: JSONValue, reader: inout JSONReader) throws -> LayoutSpec {
        let o = try reader.object(json, at: "layout", known: keys)
        try reader.throwUnknownKeyIfMissing(o["sections"] == nil ? ["itemCount", "itemSize"] : ["itemSize"], in: o, at: "layout")
        if o["itemCount"] != nil, let sections = o["sections"] {
            throw reader.mismatch(
                "layout.sections", "either itemCount (one section) or sections, not both (layout.itemCount is given)", sections)
        }
        guard o["itemCount"] != nil || o["sections"] != nil else {
            throw reader.mismatch("layout.itemCount", "the number of items (or layout.sections, an array of sections)", nil)
        }
        guard o["itemSize"] != nil else {
            throw reader.mismatch("layout.itemSize", "the item size [width, height] in points", nil)
        }
        let itemSize = try reader.size(o["itemSize"], at: "layout.itemSize")
        var spec: LayoutSpec
        if let sectionsJSON = o["sections"] {
            let sections = try decodeSections(sectionsJSON, reader: &reader)
            spec = LayoutSpec(itemCount: sections.reduce(0) { $0 + $1.itemCount }, itemSize: itemSize)
            spec.sections = sections
        } else {
            spec = LayoutSpec(itemCount: try reader.integer(o["itemCount"], at: "layout.itemCount", in: 0...mostItems), itemSize: itemSize)
        }
        if let v = o["scrollDirection"] {
            spec.scrollDirection = try reader.choice(v, at: "layout.scrollDirection", ["horizontal", "vertical"]) == "horizontal" ? .horizontal : .vertical
        }
        if let v = o["minimumLineSpacing"] { spec.minimumLineSpacing = try reader.nonNegative(v, at: "layout.minimumLineSpacing") }
        if let v = o["minimumInteritemSpacing"] { spec.minimumInteritemSpacing = try reader.nonNegative(v, at: "layout.minimumInteritemSpacing") }
        if let v = o["sectionInset"] { spec.sectionInset = try reader.insets(v, at: "layout.sectionInset") }
        return spec
    }

    /// `layout.sections`: 1 to `mostSections` objects, each with an `itemCount` and optional
    /// overrides, holding at most `mostItems` items in all.
    static func decodeSections(_ json: JSONValue, reader: inout JSONReader) throws -> [LayoutSectionSpec] {
        let what = "an array of 1 to \(mostSections) sections, each {\"itemCount\": N, …}"
        guard case let .array(items) = json, (1...mostSections).contains(items.count) else {
            throw reader.mismatch("layout.sections", what, json)
        }
        var sections: [LayoutSectionSpec] = []
        var total = 0
        for (i, item) in items.enumerated() {
            let path = JSONReader.join("layout.sections", i)
            func p(_ key: String) -> String { JSONReader.join(path, key) }
            let o = try reader.object(item, at: path, known: sectionKeys)
            try reader.throwUnknownKeyIfMissing(["itemCount"], in: o, at: path)
            guard o["itemCount"] != nil else { throw reader.mismatch(p("itemCount"), "the number of items in the section", nil) }
            var section = LayoutSectionSpec(itemCount: try reader.integer(o["itemCount"], at: p("itemCount"), in: 0...mostItems))
            total += section.itemCount
            guard total <= mostItems else {
                throw reader.mismatch(
                    p("itemCount"), "at most \(mostItems - (total - section.itemCount)) items (at most \(mostItems) in all sections)",
                    o["itemCount"])
            }
            section.itemSize = try o["itemSize"].map { try reader.size($0, at: p("itemSize")) }
            section.minimumLineSpacing = try o["minimumLineSpacing"].map { try reader.nonNegative($0, at: p("minimumLineSpacing")) }
            section.minimumInteritemSpacing = try o["minimumInteritemSpacing"].map {
                try reader.nonNegative($0, at: p("minimumInteritemSpacing"))
            }
            if let v = o["sectionInset"] { section.sectionInset = try reader.insets(v, at: p("sectionInset")) }
            sections.append(section)
        }
        return sections
    }
}

extension StrategySpec {
    /// Reads `{"name": …, PARAMETER: value…}`; parameters are checked against the catalog.
    static func decode(_ json: JSONValue, reader: inout JSONReader) throws -> StrategySpec {
        if case let .string(name) = json {
            let spec = StrategySpec(name: name, parameters: [:])
            _ = try spec.makeStrategy(source: reader.source)
            return spec
        }
        guard case let .object(members) = json else { throw reader.mismatch("strategy", "an object with a \"name\"", json) }
        var spec = StrategySpec()
        for member in members {
            let path = JSONReader.join("strategy", member.key)
            if member.key == "name" {
                spec.name = try reader.string(member.value, at: path)
                continue
            }
            switch member.value {
            case let .number(n): spec.parameters[member.key] = .number(n)
            case let .string(s): spec.parameters[member.key] = .text(s)
            case let .bool(b): spec.parameters[member.key] = .flag(b)
            default: throw reader.mismatch(path, "a number, a string or a boolean", member.value)
            }
        }
        _ = try spec.makeStrategy(source: reader.source)
        return spec
    }
}

extension SimulationSpec {
    static let keys = [
        "animationDuration", "animationCurve", "changedTargetAtRest", "targetOppositeToFlick", "layoutVelocityUnit",
        "maximumDuration", "heldFingerTimeout",
    ]

    static func decode(_ json: JSONValue, reader: inout JSONReader) throws -> SimulationSpec {
        let o = try reader.object(json, at: "simulation", known: keys)
        var spec = SimulationSpec()
        let responses = SimulationSettings.ChangedTargetResponse.allCases.map(\.rawValue)
        if let v = o["animationDuration"] { spec.animationDuration = try reader.positive(v, at: "simulation.animationDuration") }
        if let v = o["animationCurve"] {
            spec.animationCurve = try AnimationCurve.decode(v, at: "simulation.animationCurve", reader: &reader)
        }
        if let v = o["changedTargetAtRest"] {
            spec.changedTargetAtRest = .init(rawValue: try reader.choice(v, at: "simulation.changedTargetAtRest", responses))!
        }
        if let v = o["targetOppositeToFlick"] {
            spec.targetOppositeToFlick = .init(rawValue: try reader.choice(v, at: "simulation.targetOppositeToFlick", responses))!
        }
        if let v = o["layoutVelocityUnit"] {
            let units = SimulationSettings.LayoutVelocityUnit.allCases.map(\.rawValue)
            spec.layoutVelocityUnit = .init(rawValue: try reader.choice(v, at: "simulation.layoutVelocityUnit", units))!
        }
        if let v = o["maximumDuration"] {
            spec.maximumDuration = try reader.positive(v, at: "simulation.maximumDuration")
            guard spec.maximumDuration <= SimulationSpec.longestDuration else {
                throw reader.mismatch("simulation.maximumDuration", "a positive number of seconds up to 3600", v)
            }
        }
        if let v = o["heldFingerTimeout"] {
            let timeout = try reader.positive(v, at: "simulation.heldFingerTimeout")
            guard timeout <= SimulationSpec.longestDuration else {
                throw reader.mismatch("simulation.heldFingerTimeout", "a positive number of seconds up to 3600", v)
            }
            spec.heldFingerTimeout = timeout
        }
        return spec
    }
}
