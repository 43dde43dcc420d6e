import ScrollSimJSON

/// Describes one command's command line; the parser and the help text both read it, so they
/// cannot disagree.
public struct CommandSpec: Sendable {
    /// One `--option`.
    public struct Option: Sendable {
        /// The option with its dashes, e.g. `--format`.
        public var name: String
        /// The value's placeholder (`text|json|csv`), or nil for a flag.
        public var value: String?
        /// One line of help.
        public var help: String
        /// Whether it may be given more than once.
        public var repeatable = false
        /// The accepted values, checked by the parser (empty: any).
        public var choices: [String] = []
        /// Whether the command needs it: the parser rejects a command line without it, and the
        /// usage line shows it without brackets.
        public var required = false
        /// What its value must be: the parser converts and checks it, with one wording of the
        /// error for every option (`ValueKind`).
        public var kind: ValueKind = .text
    }

    /// The type of an option's value, checked when the command line is parsed.
    public enum ValueKind: Sendable, Equatable {
        /// Any text (paths, ranges, names), checked by the command.
        case text
        /// A whole number within the range.
        case wholeNumber(ClosedRange<Int>)
        /// A finite number within the range, in `unit`.
        case number(ClosedRange<Double>, unit: String)

        /// What a value must be, as a phrase: "a whole number from 30 to 240".
        var expectation: String {
            switch self {
            case .text: "text"
            case .wholeNumber(let range):
                range.upperBound == Int.max
                    ? "a whole number, \(range.lowerBound) or more," : "a whole number from \(range.lowerBound) to \(range.upperBound)"
            case .number(let range, let unit):
                range.upperBound == .infinity
                    ? "a number of \(unit), \(JSONValue.format(range.lowerBound)) or more,"
                    : "a number of \(unit) from \(JSONValue.format(range.lowerBound)) to \(JSONValue.format(range.upperBound))"
            }
        }

        /// Whether `text` is a value of this kind.
        func accepts(_ text: String) -> Bool {
            switch self {
            case .text: true
            case .wholeNumber(let range): Int(text).map(range.contains) ?? false
            case .number(let range, _): Double(text).map { $0.isFinite && range.contains($0) } ?? false
            }
        }
    }

    /// The subcommand's name (empty for the default command).
    public var name: String
    /// One line: what it does.
    public var summary: String
    /// The positional arguments as shown in the usage line, e.g. `FILE…`.
    public var positionals: String
    /// How many positional arguments it takes.
    public var positionalCount: ClosedRange<Int>
    /// The options.
    public var options: [Option]
    /// An example command line and what it shows.
    public var example: String

    /// The usage line.
    public var usage: String {
        var parts = ["scrollsim"]
        // The default command may also be named `all`.
        parts.append(name.isEmpty ? "[all]" : name)
        if !positionals.isEmpty { parts.append(positionals) }
        for o in options {
            let body = o.value.map { "\(o.name) \($0)" } ?? o.name
            parts.append((o.required ? body : "[\(body)]") + (o.repeatable ? "…" : ""))
        }
        return parts.joined(separator: " ")
    }

    /// The full help text.
    public var help: String {
        var out = "usage: \(usage)\n\n\(summary)\n"
        let rows =
            options.map { o in ["  " + (o.value.map { "\(o.name) \($0)" } ?? o.name), o.help] }
            + [["  --help", "Show this help."]]
        out += "\noptions:\n" + alignedRows(rows)
        out += "\nexample:\n  \(example)\n"
        return out
    }

    private func alignedRows(_ rows: [[String]]) -> String {
        let width = rows.map { $0[0].count }.max() ?? 0
        return rows.map { $0[0] + String(repeating: " ", count: width - $0[0].count + 2) + $0[1] + "\n" }.joined()
    }
}

extension CommandSpec {
    /// Parses `arguments` (after the subcommand's name) against this spec.
    /// - Throws: `CommandError` with exit code 64 naming the unknown option, missing value or
    ///   wrong number of arguments.
    public func parse(_ arguments: [String]) throws -> ParsedArguments {
        var parsed = ParsedArguments()
        var i = 0
        var onlyPositionals = false
        let command = name.isEmpty ? "scrollsim" : "scrollsim \(name)"
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            if onlyPositionals || !argument.hasPrefix("--") || argument == "-" {
                if argument == "-h" {
                    parsed.wantsHelp = true
                    continue
                }
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            if argument == "--help" {
                parsed.wantsHelp = true
                continue
            }
            var optionName = argument
            var inline: String?
            if let eq = argument.firstIndex(of: "=") {
                optionName = String(argument[..<eq])
                inline = String(argument[argument.index(after: eq)...])
            }
            guard let option = options.first(where: { $0.name == optionName }) else {
                let names = options.map(\.name) + ["--help"]
                let suggestion =
                    names.first { $0.hasPrefix(optionName) || optionName.hasPrefix($0) }
                    ?? closestMatch(to: optionName, in: names)
                throw CommandError.usage(
                    "\(command) has no option \(optionName)" + (suggestion.map { "; did you mean \($0)?" } ?? "; see \(command) --help."))
            }
            var value = ""
            if let placeholder = option.value {
                if let inline {
                    value = inline
                } else {
                    guard i < arguments.count else { throw CommandError.usage("\(option.name) needs a value (\(placeholder)).") }
                    value = arguments[i]
                    i += 1
                }
                if !option.choices.isEmpty && !option.choices.contains(value) {
                    throw CommandError.usage(
                        "\(option.name) expects one of \(option.choices.joined(separator: ", ")) but found \(JSONValue.printable(value)).")
                }
                if !option.kind.accepts(value) {
                    throw CommandError.usage("\(option.name) expects \(option.kind.expectation) but found \(JSONValue.printable(value)).")
                }
            } else if inline != nil {
                throw CommandError.usage("\(option.name) takes no value.")
            }
            if parsed.values[option.name] != nil && !option.repeatable {
                throw CommandError.usage("\(option.name) may be given only once.")
            }
            parsed.values[option.name, default: []].append(value)
        }
        if !parsed.wantsHelp && !positionalCount.contains(parsed.positionals.count) {
            let expected =
                positionalCount.lowerBound == positionalCount.upperBound
                ? "\(positionalCount.lowerBound) argument\(positionalCount.lowerBound == 1 ? "" : "s") (\(positionals))"
                : positionalCount.upperBound == Int.max
                    ? "at least \(positionalCount.lowerBound) argument (\(positionals))"
                    : "\(positionalCount.lowerBound) to \(positionalCount.upperBound) arguments (\(positionals))"
            throw CommandError.usage("\(command) expects \(expected) but was given \(parsed.positionals.count); see \(command) --help.")
        }
        if !parsed.wantsHelp, let missing = options.first(where: { $0.required && parsed.values[$0.name] == nil }) {
            let body = missing.value.map { "\(missing.name) \($0)" } ?? missing.name
            throw CommandError.usage("\(command) needs \(body) but it was not given; see \(command) --help.")
        }
        return parsed
    }
}
