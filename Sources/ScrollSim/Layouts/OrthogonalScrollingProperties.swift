import Foundation

/// A section's orthogonal scroll view's deceleration rate and bounce, as
/// `UICollectionLayoutSectionOrthogonalScrollingProperties` (iOS 17).
public struct OrthogonalScrollingProperties: Equatable, Sendable {
    /// The section's deceleration rate.
    public enum DecelerationRate: String, CaseIterable, Equatable, Sendable {
        /// UIKit's default. 26.1 `configureForDescriptor:` replaces it by one fixed rate whatever
        /// the behaviour (the constant is not shown); **Choice**: `.normal`, which the SDK header
        /// gives `.continuous` and which matches the collection view's own default.
        case automatic
        /// 0.998 per ms.
        case normal
        /// 0.99 per ms.
        case fast

        /// The rate the section's scroll view is given.
        public var rate: SimulatedScrollView.DecelerationRate { self == .fast ? .fast : .normal }
    }

    /// Whether the section's scroll view bounces.
    public enum Bounce: String, CaseIterable, Equatable, Sendable {
        /// Bounces when the content is longer than the section (26.1: `bounces` on, `alwaysBounce` off).
        case automatic
        /// Always bounces along the section's axis (`alwaysBounceHorizontal`).
        case always
        /// Never bounces (`bounces` off).
        case never
    }

    /// The deceleration rate. Default `.automatic`.
    public var decelerationRate: DecelerationRate
    /// The bounce. Default `.automatic`.
    public var bounce: Bounce

    /// UIKit's defaults, or the values given.
    public init(decelerationRate: DecelerationRate = .automatic, bounce: Bounce = .automatic) {
        self.decelerationRate = decelerationRate
        self.bounce = bounce
    }
}
