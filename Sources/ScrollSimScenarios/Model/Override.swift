import Foundation
import ScrollSimJSON

/// A `--set KEY=VALUE` override: replaces the value at a JSON path before the scenario is decoded.
///
/// `KEY` is a path of object keys and array indices (`scrollView.decelerationRate`,
/// `gestures[2].velocity`); missing objects along it are created. `VALUE` is read as JSON when it
/// parses (`0.995`, `true`, `[375, 250]`), otherwise as a string (`fast`, `view-aligned`).
public struct Override: Hashable, Sendable {
    /// One step of a path.
    public enum Step: Hashable, Sendable {
        /// An object key: `scrollView` in `scrollView.bounds`.
        case key(String)
        /// An array index, from 0: `2` in `gestures[2]`.
        case index(Int)
    }

    /// The path as written.
    public var key: String
    /// The path, parsed.
    public var steps: [Step]
    /// The new value.
    public var value: JSONValue

    /// Parses `KEY=VALUE`.
    /// - Throws: `InputError` of kind `.syntax` from the `.commandLine` when there is no `=` or the
    ///   path is malformed.
    public init(_ text: String) throws {
        guard let eq = text.firstIndex(of: "=") else {
            throw InputError(.syntax, in: .commandLine, source: "--set", "expected KEY=VALUE but found \"\(text)\"")
        }
        try self.init(key: String(text[..<eq]), rawValue: String(text[text.index(after: eq)...]))
    }

    /// Parses a path and a raw value.
    /// - Throws: `InputError` from the `.commandLine`: `.syntax` for a malformed path, `.invalidValue` for
    ///   a number too large for a double (`1e400`), which would otherwise be read as a string.
    public init(key: String, rawValue: String) throws {
        self.key = key
        self.steps = try Override.parsePath(key)
        do {
            self.value = try JSONParser.parse(rawValue)
        } catch  where error.isNumberTooLarge {
            throw InputError(
                .invalidValue, in: .commandLine, source: "--set", path: key,
                "expected a number a double can hold but found \(rawValue.trimmingCharacters(in: .whitespaces)), a number too large for a double")
        } catch {
            self.value = .string(rawValue)
        }
    }

    /// Reads a value as JSON if it parses, otherwise as a string.
    public static func parseValue(_ raw: String) -> JSONValue {
        (try? JSONParser.parse(raw)) ?? .string(raw)
    }

    static func parsePath(_ key: String) throws -> [Step] {
        var steps: [Step] = []
        let bad = InputError(
            .syntax, in: .commandLine, source: "--set", "the key \"\(key)\" is not a path such as scrollView.bounds or gestures[2].t")
        for part in key.split(separator: ".", omittingEmptySubsequences: false) {
            var rest = Substring(part)
            guard let open = rest.firstIndex(of: "[") ?? Optional(rest.endIndex) else { throw bad }
            let name = rest[..<open]
            guard !name.isEmpty else { throw bad }
            steps.append(.key(String(name)))
            rest = rest[open...]
            while !rest.isEmpty {
                guard rest.first == "[", let close = rest.firstIndex(of: "]"),
                    let index = Int(rest[rest.index(after: rest.startIndex)..<close]), index >= 0
                else { throw bad }
                steps.append(.index(index))
                rest = rest[rest.index(after: close)...]
            }
        }
        // As deep as a JSON file may nest, and no deeper: each step is a level of recursion.
        guard steps.count <= JSONParser.maximumDepth else {
            throw InputError(
                .syntax, in: .commandLine, source: "--set",
                "the key is \(steps.count) levels deep; the limit is \(JSONParser.maximumDepth), as for nesting in files")
        }
        return steps
    }

    /// Returns `json` with this override applied.
    /// - Throws: `InputError` when an index is out of range or a step meets a non-container.
    public func apply(to json: JSONValue, file: String) throws -> JSONValue {
        try Override.set(value, in: json, steps: steps[...], file: file, done: "")
    }

    private static func set(
        _ value: JSONValue, in json: JSONValue, steps: ArraySlice<Step>, file: String, done: String
    ) throws -> JSONValue {
        guard let step = steps.first else { return value }
        switch step {
        case .key(let k):
            let path = JSONReader.join(done, k)
            var members: [(key: String, value: JSONValue)]
            switch json {
            case .object(let m): members = m
            case .null: members = []
            // `"strategy": "peek"` is short for `{"name": "peek"}`, so `strategy.PARAMETER` can be set.
            case .string(let name) where done == "strategy": members = [("name", .string(name))]
            default:
                throw InputError(
                    .unknownKey(suggestion: nil), in: .commandLine, source: file, path: done, "--set cannot go into \(json.kindDescription)")
            }
            if let i = members.firstIndex(where: { $0.key == k }) {
                members[i].value = try set(value, in: members[i].value, steps: steps.dropFirst(), file: file, done: path)
            } else {
                members.append((k, try set(value, in: .null, steps: steps.dropFirst(), file: file, done: path)))
            }
            return .object(members)
        case .index(let i):
            let path = JSONReader.join(done, i)
            guard case .array(var items) = json, i < items.count else {
                throw InputError(.unknownKey(suggestion: nil), in: .commandLine, source: file, path: path, "--set names an item that does not exist")
            }
            items[i] = try set(value, in: items[i], steps: steps.dropFirst(), file: file, done: path)
            return .array(items)
        }
    }
}
