import Foundation
import ScrollSimScenarios
import ScrollSimTestSupport
import Testing

/// Each scenario key is declared once (`ScenarioKey`, in the `+Keys` files beside the model); the
/// JSON Schema, the key tables of docs/scenario-format.md and the fuzz dictionary are generated
/// from the declarations and held to them here. `SCROLLSIM_RECORD=all swift test --filter
/// ScenarioFormatFiles` rewrites the schema and the tables (the test then fails, as recording does).
@Suite("Scenario format files: the schema, the docs' key tables and the fuzz dictionary come from the key declarations")
struct ScenarioFormatFilesTests {
    static let root = PackagePaths.root()
    static var recording: Bool { ProcessInfo.processInfo.environment["SCROLLSIM_RECORD"] == "all" }

    static func text(_ relativePath: String) -> String {
        String(decoding: FileManager.default.contents(atPath: root.appendingPathComponent(relativePath).path) ?? Data(), as: UTF8.self)
    }

    static func write(_ text: String, to relativePath: String) throws {
        try text.write(to: root.appendingPathComponent(relativePath), atomically: true, encoding: .utf8)
    }

    /// The generated block of the docs for `name`: between `<!-- keys: NAME -->` and `<!-- /keys -->`.
    static let blocks: [(name: String, text: String)] =
        ScenarioFormat.objects.map { ($0.path, ScenarioFormat.table($0.keys)) } + [("gestures", ScenarioFormat.gestureTable)]
        + ScenarioFormat.gestureTypes.map { ("gesture \($0.name)", ScenarioFormat.table(of: $0)) }

    /// `doc` with the block `name` replaced by `content`, or nil when the markers are missing.
    static func replacing(block name: String, with content: String, in doc: String) -> String? {
        let open = "<!-- keys: \(name) -->\n"
        guard let start = doc.range(of: open), let end = doc.range(of: "<!-- /keys -->", range: start.upperBound..<doc.endIndex) else {
            return nil
        }
        return doc.replacingCharacters(in: start.upperBound..<end.lowerBound, with: content)
    }

    @Test("Scenarios/scenario.schema.json is exactly the schema the declarations give")
    func schemaIsGenerated() throws {
        let committed = Self.text("Scenarios/scenario.schema.json")
        if Self.recording && committed != ScenarioFormat.schemaText {
            try Self.write(ScenarioFormat.schemaText, to: "Scenarios/scenario.schema.json")
            Issue.record("recorded Scenarios/scenario.schema.json; run again without SCROLLSIM_RECORD=all")
            return
        }
        #expect(committed == ScenarioFormat.schemaText, "regenerate with SCROLLSIM_RECORD=all swift test --filter ScenarioFormatFiles")
    }

    @Test("docs/scenario-format.md holds each object's and each gesture type's generated key table")
    func docsTablesAreGenerated() throws {
        var doc = Self.text("docs/scenario-format.md")
        var stale: [String] = []
        for block in Self.blocks {
            guard let updated = Self.replacing(block: block.name, with: block.text, in: doc) else {
                Issue.record("docs/scenario-format.md has no block <!-- keys: \(block.name) --> … <!-- /keys -->")
                continue
            }
            if updated != doc { stale.append(block.name) }
            doc = updated
        }
        if Self.recording && !stale.isEmpty {
            try Self.write(doc, to: "docs/scenario-format.md")
            Issue.record("recorded the key tables \(stale) in docs/scenario-format.md; run again without SCROLLSIM_RECORD=all")
            return
        }
        #expect(stale.isEmpty, "stale key tables in docs/scenario-format.md: \(stale); regenerate with SCROLLSIM_RECORD=all")
    }

    @Test("the fuzz dictionary holds every declared key and every word a key accepts, quoted as JSON strings")
    func fuzzDictionaryHoldsEveryKey() {
        let dictionary = Set(Self.text("fuzz/scenario.dict").split(separator: "\n").map(String.init))
        let missing = ScenarioFormat.words.filter { !dictionary.contains("\"\\\"\($0)\\\"\"") }
        #expect(missing.isEmpty, "fuzz/scenario.dict lacks \(missing.map { "\"\\\"\($0)\\\"\"" })")
    }

    @Test("a table block whose content drifts from the declarations is found: the check can fail")
    func staleBlockIsFound() throws {
        let block = try #require(Self.blocks.first)
        let doc = "intro\n<!-- keys: \(block.name) -->\n| stale |\n<!-- /keys -->\nend\n"
        let updated = try #require(Self.replacing(block: block.name, with: block.text, in: doc))
        #expect(updated != doc)
        #expect(updated == "intro\n<!-- keys: \(block.name) -->\n\(block.text)<!-- /keys -->\nend\n")
        #expect(Self.replacing(block: "no such block", with: "", in: doc) == nil)
    }
}
