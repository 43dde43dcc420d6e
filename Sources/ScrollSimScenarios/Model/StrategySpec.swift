import Foundation
import ScrollPhysics
import ScrollSim
import ScrollSimStrategies

/// A strategy by catalog name with its parameters.
public struct StrategySpec: Equatable, Sendable {
    /// The catalog name, e.g. `native-paging`.
    public var name: String = "none"
    /// The parameters, by the catalog's parameter names.
    public var parameters: [String: StrategyParameter] = [:]
}
