import Foundation
import ScrollPhysics
import ScrollSim
import ScrollSimJSON
import ScrollSimStrategies

extension LayoutSpec {
    /// The most items a layout may hold, over all its sections.
    static let mostItems = 100_000
    /// The most sections a layout may have.
    static let mostSections = 10_000

    /// Decodes a layout at `path` (`layout`, or a subview's).
    static func decode(_ json: JSONValue, at path: String = "layout", reader: inout JSONReader) throws -> LayoutSpec {
        if case .object(let members) = json, members.contains(where: { $0.key == "kind" && $0.value == .string("compositional") }) {
            let compositional = try CompositionalLayoutSpec.decode(json, at: path, reader: &reader)
            var spec = LayoutSpec(scrollDirection: .vertical, itemCount: 0, itemSize: .zero)
            spec.compositional = compositional
            return spec
        }
        let o = try reader.object(json, at: path, known: keys)
        if o["itemCount"] != nil, let sections = o["sections"] {
            throw reader.mismatch(
                JSONReader.join(path, "sections"), "either itemCount (one section) or sections, not both (\(path).itemCount is given)",
                sections)
        }
        guard o["itemCount"] != nil || o["sections"] != nil else {
            throw reader.mismatch(JSONReader.join(path, "itemCount"), "the number of items (or \(path).sections, an array of sections)", nil)
        }
        var spec = table.defaults
        try table.read(o, at: path, into: &spec, reader: &reader)
        if let sections = spec.sections { spec.itemCount = sections.reduce(0) { $0 + $1.itemCount } }
        return spec
    }

    /// `layout.sections`: 1 to `mostSections` objects, each with an `itemCount` and optional
    /// overrides, holding at most `mostItems` items in all.
    static func decodeSections(_ json: JSONValue, at sectionsPath: String = "layout.sections", reader: inout JSONReader) throws -> [LayoutSectionSpec]
    {
        let what = "an array of 1 to \(mostSections) sections, each {\"itemCount\": N, …}"
        guard case .array(let items) = json, (1...mostSections).contains(items.count) else {
            throw reader.mismatch(sectionsPath, what, json)
        }
        var sections: [LayoutSectionSpec] = []
        var total = 0
        for (i, item) in items.enumerated() {
            let path = JSONReader.join(sectionsPath, i)
            func p(_ key: String) -> String { JSONReader.join(path, key) }
            let o = try reader.object(item, at: path, known: sectionKeys)
            var section = sectionTable.defaults
            try sectionTable.read(o, at: path, into: &section, reader: &reader)
            total += section.itemCount
            guard total <= mostItems else {
                throw reader.mismatch(
                    p("itemCount"), "at most \(mostItems - (total - section.itemCount)) items (at most \(mostItems) in all sections)",
                    o["itemCount"])
            }
            sections.append(section)
        }
        return sections
    }
}
