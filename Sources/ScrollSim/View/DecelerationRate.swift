import Foundation
import ScrollPhysics

extension SimulatedScrollView {
    /// A per-millisecond velocity factor, as UIKit's `UIScrollView.DecelerationRate`.
    ///
    /// After `t` ms of free deceleration the velocity is `v0 · rawValue^t`.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The per-millisecond factor, strictly between 0 and 1.
        public let rawValue: CGFloat

        /// Wraps a per-millisecond factor.
        ///
        /// - Precondition: `rawValue` lies strictly between 0 and 1.
        public init(rawValue: CGFloat) {
            precondition(rawValue > 0 && rawValue < 1, "a deceleration rate lies strictly between 0 and 1")
            self.rawValue = rawValue
        }

        /// UIKit's default, 0.998 per ms (time constant 499.5 ms).
        public static let normal = DecelerationRate(rawValue: CGFloat(UIKitConstants.normalDecelerationRate))
        /// UIKit's fast rate, 0.99 per ms (time constant 99.5 ms).
        public static let fast = DecelerationRate(rawValue: CGFloat(UIKitConstants.fastDecelerationRate))

        /// The rate UIKit stores when this one is set: `.fast` below 0.994, `.normal` otherwise
        /// (26.1 `setDecelerationRate:` keeps one of two values, so a view never decelerates at,
        /// say, 0.995).
        public var storedByUIKit: DecelerationRate { Self.storedByUIKit(Double(rawValue)) }

        /// The rate UIKit stores when the per-millisecond factor `rate` is set: the one home of the
        /// rule "UIKit stores only two rates" (`scripts/check-laws.py` flags its constants elsewhere).
        public static func storedByUIKit(_ rate: Double) -> DecelerationRate {
            rate < UIKitConstants.fastRateThreshold ? .fast : .normal
        }

        /// The per-millisecond factor below which UIKit stores `.fast` (0.994), for sentences and
        /// help text that state the rule; code asks `storedByUIKit(_:)`.
        public static let fastBelow = UIKitConstants.fastRateThreshold

        /// UIKit's stored rates and the split between them in words: "fast (0.99) below 0.994 and
        /// normal (0.998) otherwise", for every sentence that states the rule.
        public static var storageRule: String {
            "fast (\(Double(fast.rawValue))) below \(fastBelow) and normal (\(Double(normal.rawValue))) otherwise"
        }

        /// Whether UIKit keeps the per-millisecond factor `rate` as set: exactly 0.998 or 0.99.
        public static func isStoredByUIKit(_ rate: Double) -> Bool {
            rate == Double(storedByUIKit(rate).rawValue)
        }
    }
}

extension SimulatedScrollView.DecelerationRate: CustomStringConvertible {
    /// `normal` or `fast` for UIKit's two rates, as scenario files and `--set` spell them,
    /// otherwise the per-millisecond factor (`0.995`): what a comparison's rows and labels show.
    public var description: String {
        switch self {
        case .normal: "normal"
        case .fast: "fast"
        default: "\(Double(rawValue))"
        }
    }
}
