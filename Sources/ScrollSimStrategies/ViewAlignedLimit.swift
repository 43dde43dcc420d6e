import Foundation
import ScrollSim

/// How far `ViewAligned` may move from the item aligned at drag start, as SwiftUI's
/// `ViewAlignedScrollTargetBehavior.LimitBehavior`.
public enum ViewAlignedLimit: Hashable, Sendable, CustomStringConvertible {
    /// Any item may be chosen (CSS `scroll-snap-type: mandatory`).
    case never
    /// At most one item from the one aligned at drag start.
    case always
    /// At most `n` items from the one aligned at drag start (`n ≥ 1`).
    case maximum(Int)

    /// The farthest item distance allowed, or nil for no limit.
    var reach: Int? {
        switch self {
        case .never: nil
        case .always: 1
        case .maximum(let n): n
        }
    }

    /// The text shown in messages and logs.
    public var description: String {
        switch self {
        case .never: "never"
        case .always: "always"
        case .maximum(let n): String(n)
        }
    }

    /// The text `init(parsing:)` accepts, as a regular expression: `never`, `always` or a whole
    /// number ≥ 1 (an optional `+` and leading zeros, as `Int.init(_:)` reads them).
    public static let pattern = "^(never|always|\\+?0*[1-9][0-9]*)$"

    /// Parses `never`, `always` or a positive whole number; nil otherwise.
    public init?(parsing word: String) {
        switch word {
        case "never": self = .never
        case "always": self = .always
        default:
            guard let n = Int(word), n >= 1 else { return nil }
            self = .maximum(n)
        }
    }
}
