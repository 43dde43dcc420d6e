import Foundation
import ScrollSimJSON

/// A key bound to a property of the value it decodes into: its codec, and what its absence means.
/// A table of fields (`KeyTable`) is the one declaration of an object's keys.
struct KeyField<Spec: Sendable>: Sendable {
    /// What the absence of a bound key means.
    enum Absence: Sendable {
        /// The key must be given; the text says what is expected.
        case required(missing: String)
        /// The property keeps the value it has in the table's `defaults`.
        case keepsDefault
        /// The property stays nil, which means what the text says.
        case staysNil(meaning: String)
        /// The property is set from this JSON, as if the file had written it.
        case reads(JSONValue)
    }

    /// The key's name.
    let name: String
    /// The values it accepts.
    let kind: ScenarioKey.Kind
    /// The unit of its numbers, or nil.
    let unit: String?
    /// What its absence means.
    let absence: Absence
    /// One line: what the key means.
    let summary: String
    /// Reads the value at a path into the property.
    let read: @Sendable (JSONValue, String, inout JSONReader, inout Spec) throws -> Void
    /// The JSON of the property, or nil when a file leaves it out (an absent optional).
    let write: @Sendable (Spec) -> JSONValue?

    /// A key for a property that always has a value: absent, it keeps the default (or, with
    /// `missing`, it must be given).
    /// With `absent`, the docs say what an absent key means instead of showing the default.
    static func value<Value>(
        _ name: String, _ property: WritableKeyPath<Spec, Value> & Sendable, _ codec: KeyCodec<Value>, unit: String? = nil,
        missing: String? = nil, absent: String? = nil, _ summary: String
    ) -> KeyField {
        let absence: Absence =
            if let missing { .required(missing: missing) } else if let absent { .staysNil(meaning: absent) } else { .keepsDefault }
        return KeyField(
            name: name, kind: codec.kind, unit: unit, absence: absence, summary: summary,
            read: { value, path, reader, spec in spec[keyPath: property] = try codec.read(value, path, &reader) },
            write: { codec.write($0[keyPath: property]) })
    }

    /// A key for an optional property: absent, it stays nil, meaning `absent`; or, with
    /// `missing`, it must be given.
    static func optional<Value>(
        _ name: String, _ property: WritableKeyPath<Spec, Value?> & Sendable, _ codec: KeyCodec<Value>, unit: String? = nil,
        absent: String = "none", missing: String? = nil, defaultJSON: JSONValue? = nil, _ summary: String
    ) -> KeyField {
        let absence: Absence =
            if let missing { .required(missing: missing) } else if let defaultJSON { .reads(defaultJSON) } else { .staysNil(meaning: absent) }
        return KeyField(
            name: name, kind: codec.kind, unit: unit, absence: absence, summary: summary,
            read: { value, path, reader, spec in spec[keyPath: property] = try codec.read(value, path, &reader) },
            write: { $0[keyPath: property].map(codec.write) })
    }

    /// The same key written only when `condition` holds for the value (a key another one
    /// replaces).
    func written(when condition: @escaping @Sendable (Spec) -> Bool) -> KeyField {
        let write = self.write
        return KeyField(
            name: name, kind: kind, unit: unit, absence: absence, summary: summary, read: read, write: { condition($0) ? write($0) : nil })
    }

    /// The same binding with another absence and summary (a gesture key whose meaning depends on
    /// the gesture's type).
    func with(absence: Absence, summary: String) -> KeyField {
        KeyField(name: name, kind: kind, unit: unit, absence: absence, summary: summary, read: read, write: write)
    }
}

/// The keys of one kind of object, in the order they are read, written and documented, with the
/// value a file that gives none of them decodes to.
struct KeyTable<Spec: Sendable>: Sendable {
    /// The value before any key is read; absent keys keep its values.
    let defaults: Spec
    /// The keys.
    let fields: [KeyField<Spec>]

    /// The keys' names, in order.
    var names: [String] { fields.map(\.name) }

    /// The keys as the format describes them; a default is the JSON of the default value.
    var keys: [ScenarioKey] {
        fields.map { field in
            let presence: ScenarioKey.Presence =
                switch field.absence {
                case .required(let missing): .required(missing: missing)
                case .keepsDefault: field.write(defaults).map { .defaulted($0) } ?? .optional(absent: "none")
                case .staysNil(let meaning): .optional(absent: meaning)
                case .reads(let json): .defaulted(json)
                }
            return ScenarioKey(name: field.name, kind: field.kind, unit: field.unit, presence: presence, summary: field.summary)
        }
    }

    /// The field named `name`.
    func field(_ name: String) -> KeyField<Spec>? { fields.first { $0.name == name } }

    /// Reads the members `o` of the object at `path` (read by `JSONReader.object`, which refused
    /// unknown keys, so a misspelt required key was reported as what it is) into `spec`, key by key
    /// in table order: a missing one as what it should be.
    func read(_ o: [String: JSONValue], at path: String, into spec: inout Spec, reader: inout JSONReader) throws {
        // The path of a key is made only when it is read or missing: joining checks each
        // character, and most declared keys of an object are absent.
        for field in fields {
            if let value = o[field.name] {
                try field.read(value, JSONReader.join(path, field.name), &reader, &spec)
            } else {
                switch field.absence {
                case .required(let missing): throw reader.mismatch(JSONReader.join(path, field.name), missing, nil)
                case .reads(let json): try field.read(json, JSONReader.join(path, field.name), &reader, &spec)
                case .keepsDefault, .staysNil: break
                }
            }
        }
    }

    /// The members a file writes for `spec`, in table order: every key, defaults included, except
    /// absent optionals.
    func write(_ spec: Spec) -> [(key: String, value: JSONValue)] {
        fields.compactMap { field in field.write(spec).map { (field.name, $0) } }
    }
}
