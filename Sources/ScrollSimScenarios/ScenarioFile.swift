import Foundation

/// Reads scenario files from disk: parse, apply overrides, decode.
public enum ScenarioFile {
    /// A decoded scenario with the warnings its file produced.
    public struct Loaded: Sendable {
        /// The scenario, overrides applied.
        public var scenario: Scenario
        /// The JSON after overrides, for re-decoding with other values (`compare`).
        public var json: JSONValue
        /// Unknown keys and other non-fatal problems, one sentence each.
        public var warnings: [String]
    }

    /// Reads `path` as text.
    /// - Throws: `ScenarioError` of kind `.missingFile` when it cannot be read.
    public static func readText(_ path: String) throws -> String {
        guard FileManager.default.fileExists(atPath: path) else {
            throw ScenarioError(.missingFile, file: path, "does not exist")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ScenarioError(.missingFile, file: path, "cannot be read")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ScenarioError(.badData, file: path, "is not UTF-8 text")
        }
        return text
    }

    /// Parses `text` from `file` as JSON; of a repeated key, the later value is kept silently
    /// (`parseDocument` reports it).
    public static func parseJSON(_ text: String, file: String) throws -> JSONValue {
        try parseDocument(text, file: file).json
    }

    /// Parses `text` from `file` as JSON, with a warning for each key repeated in one object:
    /// the path, both lines, and that the later value is used.
    public static func parseDocument(_ text: String, file: String) throws -> (json: JSONValue, problems: [ScenarioError]) {
        do {
            let (json, duplicates) = try JSONParser.parseNotingDuplicates(text)
            let problems = duplicates.map { d in
                let lines = d.firstLine == d.line ? "twice on line \(d.line)" : "on lines \(d.firstLine) and \(d.line)"
                return ScenarioError(
                    .badData, file: file, path: d.path, "duplicate key \"\(d.key)\" (\(lines)); the later value is used")
            }
            return (json, problems)
        } catch {
            throw ScenarioError(.badData, file: file, "is not valid JSON: \(error.reason) at line \(error.line), column \(error.column)")
        }
    }

    /// Loads the scenario at `path`, applies `overrides` in order and decodes it.
    /// - Parameter strict: make unknown and duplicate keys errors.
    public static func load(_ path: String, overrides: [Override] = [], strict: Bool = false) throws -> Loaded {
        let document = try parseDocument(try readText(path), file: path)
        var json = document.json
        for o in overrides { json = try o.apply(to: json, file: path) }
        return try decode(json, file: path, strict: strict, problems: document.problems)
    }

    /// Decodes an already parsed (and overridden) scenario.
    /// - Parameters:
    ///   - strict: make unknown keys, and `problems`, errors.
    ///   - problems: non-fatal problems found while parsing (duplicate keys), reported first.
    public static func decode(_ json: JSONValue, file: String, strict: Bool = false, problems: [ScenarioError] = []) throws -> Loaded {
        var reader = JSONReader(file: file, problems: problems)
        let base = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        let scenario = try Scenario.decode(json, defaultName: base, reader: &reader)
        if strict { try reader.throwIfWarnings() }
        return Loaded(scenario: scenario, json: json, warnings: reader.warnings)
    }

    /// The scenario files in `directory`, sorted by name (`*.json`, not the schema).
    public static func list(in directory: String) throws -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
            throw ScenarioError(.missingFile, file: directory, "is not a readable folder")
        }
        return names.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }.sorted()
            .map { (directory as NSString).appendingPathComponent($0) }
    }
}
