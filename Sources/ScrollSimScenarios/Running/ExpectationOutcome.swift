import Foundation
import ScrollPhysics
import ScrollSim

/// The outcome of one expectation.
public struct ExpectationOutcome: Hashable, Sendable {
    /// The expectation's key in the file, e.g. `finalOffset`.
    public var key: String
    /// Whether it held.
    public var passed: Bool
    /// Expected, actual and difference, as a phrase.
    public var detail: String
}
