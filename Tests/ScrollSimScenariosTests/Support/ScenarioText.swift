import ScrollSimScenarios

/// Reads a scenario written inline in a test, as `scrollsim` reads a file named `t.json`.
enum ScenarioText {
    /// The file `text` decoded, with its strictness (`strict` refuses unknown keys).
    static func load(_ text: String, strict: Bool = false) throws -> ScenarioFile.Loaded {
        try ScenarioFile.decode(try ScenarioFile.parseJSON(text, file: "t.json"), file: "t.json", strict: strict)
    }

    /// The scenario `text` describes.
    static func decode(_ text: String, strict: Bool = false) throws -> Scenario {
        try load(text, strict: strict).scenario
    }

    /// The input error reading `text` throws, or nil when it reads (or throws something else).
    static func error(_ text: String, strict: Bool = false) -> InputError? {
        do {
            _ = try load(text, strict: strict)
            return nil
        } catch let e as InputError { return e } catch { return nil }
    }
}
