import ScrollSimJSON

/// A parsed command line.
public struct ParsedArguments: Sendable {
    /// The positional arguments, in order.
    public var positionals: [String] = []
    /// The values of each option, in order, by name with dashes.
    public var values: [String: [String]] = [:]
    /// Whether `--help` was given.
    public var wantsHelp = false

    /// The last value of `name`, if given.
    public func value(_ name: String) -> String? { values[name]?.last }
    /// Whether the flag `name` was given.
    public func flag(_ name: String) -> Bool { values[name] != nil }
    /// Every value of `name`.
    public func all(_ name: String) -> [String] { values[name] ?? [] }
    /// The last value given for `option`, if any.
    public func value(_ option: CommandSpec.Option) -> String? { value(option.name) }
    /// Whether `option` was given.
    public func flag(_ option: CommandSpec.Option) -> Bool { flag(option.name) }
    /// Every value given for `option`, in order.
    public func all(_ option: CommandSpec.Option) -> [String] { all(option.name) }

    /// The last value of `option`, a `.wholeNumber` option, as the parser checked it; nil when not
    /// given.
    public func integer(_ option: CommandSpec.Option) -> Int? {
        precondition(option.kind != .text, "\(option.name) is not declared as a number")
        return value(option).map { Int($0)! }
    }

    /// The last value of `option`, a `.number` option, as the parser checked it; nil when not given.
    public func number(_ option: CommandSpec.Option) -> Double? {
        precondition(option.kind != .text, "\(option.name) is not declared as a number")
        return value(option).map { Double($0)! }
    }
}
