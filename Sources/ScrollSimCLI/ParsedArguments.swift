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
}
