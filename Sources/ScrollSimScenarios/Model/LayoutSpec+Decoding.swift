import Foundation
import ScrollPhysics
import ScrollSim
import ScrollSimJSON
import ScrollSimStrategies

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
            spec.scrollDirection =
                try reader.choice(v, at: "layout.scrollDirection", ["horizontal", "vertical"]) == "horizontal" ? .horizontal : .vertical
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
        guard case .array(let items) = json, (1...mostSections).contains(items.count) else {
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
