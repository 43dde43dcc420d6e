import Foundation

extension SimulatedUIKit {
    /// `NSCollectionLayoutDimension`: one length of a layout element.
    public final class NSCollectionLayoutDimension {
        /// The dimension, as ScrollSim's layout model states it.
        public let value: CompositionalLayoutDimension

        init(_ value: CompositionalLayoutDimension) { self.value = value }

        /// A fraction (dimensionless) of the container's width.
        public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
            NSCollectionLayoutDimension(.fractionalWidth(fractionalWidth))
        }
        /// A fraction (dimensionless) of the container's height.
        public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
            NSCollectionLayoutDimension(.fractionalHeight(fractionalHeight))
        }
        /// A fixed length, in points.
        public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
            NSCollectionLayoutDimension(.absolute(absoluteDimension))
        }
        /// An estimated length, in points. There are no cells to measure, so it lays out as given.
        public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
            NSCollectionLayoutDimension(.estimated(estimatedDimension))
        }

        /// Whether the dimension is a fraction of the container's width.
        public var isFractionalWidth: Bool { if case .fractionalWidth = value { true } else { false } }
        /// Whether the dimension is a fraction of the container's height.
        public var isFractionalHeight: Bool { if case .fractionalHeight = value { true } else { false } }
        /// Whether the dimension is a fixed length.
        public var isAbsolute: Bool { if case .absolute = value { true } else { false } }
        /// Whether the dimension is an estimate.
        public var isEstimated: Bool { if case .estimated = value { true } else { false } }
        /// The fraction (dimensionless) or the length (points).
        public var dimension: CGFloat {
            switch value {
            case .absolute(let v), .estimated(let v), .fractionalWidth(let v), .fractionalHeight(let v): v
            }
        }
    }

    /// `NSCollectionLayoutSize`: a width and a height dimension.
    public final class NSCollectionLayoutSize {
        /// The width.
        public let widthDimension: NSCollectionLayoutDimension
        /// The height.
        public let heightDimension: NSCollectionLayoutDimension

        /// A size from its two dimensions.
        public init(widthDimension: NSCollectionLayoutDimension, heightDimension: NSCollectionLayoutDimension) {
            self.widthDimension = widthDimension
            self.heightDimension = heightDimension
        }

        /// The size, as ScrollSim's layout model states it.
        public var value: CompositionalLayoutSize {
            CompositionalLayoutSize(widthDimension: widthDimension.value, heightDimension: heightDimension.value)
        }
    }

    /// `NSCollectionLayoutSpacing`: the space between a group's items.
    public final class NSCollectionLayoutSpacing {
        /// The spacing, in points.
        public let spacing: CGFloat

        init(spacing: CGFloat) { self.spacing = spacing }

        /// Exactly `fixedSpacing` points.
        public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(spacing: fixedSpacing) }

        /// At least `flexibleSpacing` points, sharing out the space left over.
        @available(
            *, unavailable,
            message: "flexible spacing is not modelled: ScrollSim's groups hold one repeated item at fixed spacing; use .fixed(_:)"
        )
        public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { fatalError("unavailable") }

        /// Whether the spacing is fixed: always, in this model.
        public var isFixedSpacing: Bool { true }
        /// Whether the spacing is flexible: never, in this model.
        public var isFlexibleSpacing: Bool { false }
    }

    /// `NSDirectionalEdgeInsets`: insets from each edge, leading and trailing rather than left and
    /// right, in points. ScrollSim lays out left to right, so leading is left.
    public struct NSDirectionalEdgeInsets: Equatable, Sendable {
        /// Inset from the top, in points.
        public var top: CGFloat
        /// Inset from the leading edge (the left), in points.
        public var leading: CGFloat
        /// Inset from the bottom, in points.
        public var bottom: CGFloat
        /// Inset from the trailing edge (the right), in points.
        public var trailing: CGFloat

        /// Insets, in points.
        public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
            self.top = top
            self.leading = leading
            self.bottom = bottom
            self.trailing = trailing
        }

        /// No insets.
        public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

        /// No insets.
        public static let zero = NSDirectionalEdgeInsets()

        /// The same insets with leading as left and trailing as right (left-to-right layout).
        public var leftToRight: UIEdgeInsets { UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }
    }
}
