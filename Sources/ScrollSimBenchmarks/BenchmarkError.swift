import Foundation
import ScrollPhysics
import ScrollSim

/// A benchmark that could not measure what it meant to.
public enum BenchmarkError: Error, CustomStringConvertible {
    /// The run did something other than what the benchmark set up.
    case unexpected(String)

    /// The text shown in messages and logs.
    public var description: String {
        switch self {
        case .unexpected(let text): "Benchmark setup failed: \(text)."
        }
    }
}
