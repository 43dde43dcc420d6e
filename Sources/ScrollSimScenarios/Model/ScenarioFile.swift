import Foundation
import ScrollSimJSON
import ScrollSimStrategies

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

    /// The largest scenario or recording file read, in bytes: 64 MiB. An hour of recorded frames
    /// at 240 Hz (864,000 lines of about 60 bytes) is 52 MB; parsing holds about 10 times the
    /// file's size.
    public static let largestInput = 64 << 20

    /// Reads `path` as text.
    /// - Throws: `InputError` of kind `.unreadable` when it cannot be read, `.tooLarge` above
    ///   `largestInput`.
    public static func readText(_ path: String) throws -> String {
        guard FileManager.default.fileExists(atPath: path) else {
            throw InputError(.unreadable, source: path, "does not exist")
        }
        // Only a regular file (or a link to one) is read: a FIFO would wait for a writer, a
        // device could never end.
        var info = stat()
        if stat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFDIR: throw InputError(.unreadable, source: path, "cannot be read: it is a folder; name a file in it")
            default: throw InputError(.unreadable, source: path, "cannot be read: it is not a regular file (a FIFO, a socket or a device)")
            }
        }
        // Refused before it is read: parsing holds the file and its values in memory at once.
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > largestInput {
            throw InputError(
                .tooLarge, source: path,
                "is \(size) bytes; input files are limited to \(largestInput) bytes (64 MiB), far beyond an hour of frames at 240 Hz")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError(.unreadable, source: path, "cannot be read")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw InputError(.invalidValue, source: path, "is not UTF-8 text")
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
    public static func parseDocument(_ text: String, file: String) throws -> (json: JSONValue, problems: [InputError]) {
        do {
            let (json, duplicates) = try JSONParser.parseNotingDuplicates(text)
            let problems = duplicates.map { d in
                let lines = d.firstLine == d.line ? "twice on line \(d.line)" : "on lines \(d.firstLine) and \(d.line)"
                return InputError(
                    .duplicateKey, source: file, path: d.path, "duplicate key \"\(d.key)\" (\(lines)); the later value is used")
            }
            return (json, problems)
        } catch {
            throw InputError(.syntax, source: file, "is not valid JSON: \(error.reason) at line \(error.line), column \(error.column)")
        }
    }

    /// Loads the scenario at `path`, applies `overrides` in order and decodes it.
    ///
    /// An override whose path names a key the decoder does not know (`scrollView.decelerationrate`,
    /// an unknown strategy parameter) would change nothing; it is a usage error naming `--set`,
    /// the path and the closest known key, not a warning about the file. Optional keys the file
    /// leaves out (`until`, `strategy.scrollThreshold`) are known, so overriding them works.
    /// - Parameter strict: make unknown and duplicate keys errors.
    /// - Throws: `InputError`: `.invalidValue` for a device recording (`kind(of:)`), `.unknownKey`
    ///   from the `.commandLine` for an override of an unknown key, otherwise as `decode`.
    public static func load(_ path: String, overrides: [Override] = [], strict: Bool = false) throws -> Loaded {
        let document = try parseDocument(try readText(path), file: path)
        // What the file is, as every command reads it (`kind(of:)`), before any override.
        try refuseDeviceRecording(document.json, file: path)
        var json = document.json
        for o in overrides { json = try o.apply(to: json, file: path) }
        var reader = JSONReader(source: path, problems: document.problems)
        let base = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let scenario: Scenario
        do {
            scenario = try Scenario.decode(json, defaultName: base, reader: &reader)
        } catch let error as InputError {
            try checkOverrideKeys(overrides, problems: reader.problems + [error], json: json, file: path)
            throw error
        }
        try checkOverrideKeys(overrides, problems: reader.problems, json: json, file: path)
        if strict { try reader.throwIfWarnings() }
        return Loaded(scenario: scenario, json: json, warnings: reader.warnings)
    }

    /// Throws a usage error when one of `problems` says that an override's path goes through a key
    /// the decoder does not know: an unknown-key warning at the override's path or above it, or an
    /// unknown strategy parameter at exactly its path.
    static func checkOverrideKeys(_ overrides: [Override], problems: [InputError], json: JSONValue, file: String) throws {
        for o in overrides {
            for problem in problems where o.key == problem.path || o.key.hasPrefix(problem.path + ".") || o.key.hasPrefix(problem.path + "[") {
                guard problem.isUnknownKey else { continue }
                let found =
                    isUnknownStrategyParameter(problem.path, in: json)
                    ? problem.message : "expected a key that scenario files have but found the \(problem.message)"
                throw InputError(problem.kind, in: .commandLine, source: "--set", path: o.key, "\(found), so it would change nothing in \(file)")
            }
        }
    }

    /// Whether `path` is `….strategy.NAME` (the top level's strategy or a subview's) and NAME is
    /// not a parameter of the strategy `json` names there.
    static func isUnknownStrategyParameter(_ path: String, in json: JSONValue) -> Bool {
        guard let steps = try? Override.parsePath(path), steps.count >= 2, case .key(let parameter) = steps[steps.count - 1],
            steps[steps.count - 2] == .key("strategy"), parameter != "name"
        else { return false }
        var value: JSONValue? = json
        for step in steps.dropLast() {
            switch (step, value) {
            case (.key(let key), let object?): value = object[key]
            case (.index(let i), .array(let items)?): value = items.indices.contains(i) ? items[i] : nil
            default: value = nil
            }
        }
        guard case .object(let strategy)? = value,
            case .string(let name) = strategy.first(where: { $0.key == "name" })?.value ?? .string("none"),
            let entry = StrategyCatalog.entry(named: name)
        else { return false }
        return !entry.parameters.contains { $0.name == parameter }
    }

    /// Decodes an already parsed (and overridden) scenario.
    /// - Parameters:
    ///   - strict: make unknown keys, and `problems`, errors.
    ///   - problems: non-fatal problems found while parsing (duplicate keys), reported first.
    public static func decode(_ json: JSONValue, file: String, strict: Bool = false, problems: [InputError] = []) throws -> Loaded {
        var reader = JSONReader(source: file, problems: problems)
        let base = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        let scenario = try Scenario.decode(json, defaultName: base, reader: &reader)
        if strict { try reader.throwIfWarnings() }
        return Loaded(scenario: scenario, json: json, warnings: reader.warnings)
    }

    /// The scenario files in `directory`, sorted by name (`*.json`, not the schema).
    public static func list(in directory: String) throws -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
            throw InputError(.unreadable, source: directory, "is not a readable folder")
        }
        return names.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }.sorted()
            .map { (directory as NSString).appendingPathComponent($0) }
    }
}
