import ScrollSim
import ScrollSimJSON

/// Every strategy, by the name scenario files use, with its parameters.
public enum StrategyCatalog {
    /// One catalog entry.
    public struct Entry: Sendable {
        /// The name used in scenario files, e.g. `threshold-paging`.
        public var name: String
        /// One line: what it is and where it comes from.
        public var summary: String
        /// The parameters it accepts.
        public var parameters: [StrategyParameterDescriptor]
        /// Whether it needs at least one item in the layout.
        public var needsItems: Bool
        /// The parameter that stands in for the layout's item width, for a strategy that needs a
        /// layout (any item count) unless that parameter is given; nil when it has no such need.
        public var needsLayoutUnlessGiven: String? = nil
        /// Reads checked parameters (each has its declared kind and range, and every parameter with
        /// a default is present) once, and returns a function that makes a new strategy with them.
        let make: @Sendable ([String: StrategyParameter]) throws -> @Sendable () -> any SnappingStrategy
    }

    /// All strategies, in the order of docs/strategies.md. Each declares itself in its own file.
    public static let entries: [Entry] = [
        FreeScrolling.catalogEntry, NativePaging.catalogEntry,
        // The five seed articles, in seed order.
        ThresholdPaging.catalogEntry, SnapPoint.catalogEntry, SnapPointPaging.catalogEntry, Peek.catalogEntry,
        VelocityPaging.catalogEntry, CardCentering.catalogEntry,
        // Today's platforms.
        ViewAligned.catalogEntry, GroupPagingCentered.catalogEntry, LayoutCentering.catalogEntry,
    ]

    /// The names of all strategies.
    public static var names: [String] { entries.map(\.name) }

    /// The entry named `name`, if any.
    public static func entry(named name: String) -> Entry? { entries.first { $0.name == name } }

    /// Makes the strategy `name` with `parameters`, filling defaults and checking every key.
    ///
    /// - Throws: `StrategyError` naming the unknown strategy or parameter (with the closest valid
    ///   name) or the parameter whose value has the wrong kind.
    public static func make(name: String, parameters: [String: StrategyParameter] = [:]) throws -> any SnappingStrategy {
        try maker(name: name, parameters: parameters)()
    }

    /// Checks `name` and `parameters` as `make(name:parameters:)` does, once, and returns a
    /// function that makes a new strategy object with them on each call.
    /// - Throws: `StrategyError`, as `make(name:parameters:)`.
    public static func maker(
        name: String, parameters: [String: StrategyParameter] = [:]
    ) throws -> @Sendable () -> any SnappingStrategy {
        guard let entry = entry(named: name) else {
            throw StrategyError.unknownStrategy(name, suggestion: closestMatch(to: name, in: names))
        }
        var checked: [String: StrategyParameter] = [:]
        let declared = entry.parameters.map(\.name)
        for (key, value) in parameters {
            guard let descriptor = entry.parameters.first(where: { $0.name == key }) else {
                throw StrategyError.unknownParameter(
                    strategy: name, parameter: key, suggestion: closestMatch(to: key, in: declared))
            }
            guard descriptor.accepts(value) else {
                throw StrategyError.invalidParameter(
                    strategy: name, parameter: key, expected: descriptor.requirement, found: value.description)
            }
            checked[key] = value
        }
        for descriptor in entry.parameters where checked[descriptor.name] == nil {
            if let value = descriptor.defaultValue { checked[descriptor.name] = value }
        }
        return try entry.make(checked)
    }
}
