import Foundation

extension SimulatedSwiftUI {
    /// Which `scrollTargetLayout` children count as visible, as `onScrollTargetVisibilityChange(idType:
    /// threshold:_:)` and `onScrollVisibilityChange(threshold:_:)` report them (docs/physics.md,
    /// "SwiftUI scroll phases, geometry and visibility"): a child is visible when the fraction of its
    /// area inside the visible rect is at least the threshold.
    public enum ScrollTargetVisibility {
        /// SwiftUI's default threshold, 0.5 (dimensionless: half the child's area).
        public static let defaultThreshold = 0.5

        /// The geometry's `visibleRect`: the container at the content offset, in the content's
        /// coordinates (points): `(contentOffset, containerSize)`, insets not taken off (content
        /// under a margin or a bar is on screen).
        public static func visibleRect(contentOffset: CGPoint, containerSize: CGSize) -> CGRect {
            CGRect(origin: contentOffset, size: containerSize)
        }

        /// The fraction (0–1, dimensionless) of `frame`'s area inside `visibleRect`; 0 for a
        /// frame without area.
        public static func visibleFraction(of frame: CGRect, in visibleRect: CGRect) -> Double {
            let area = Double(frame.width) * Double(frame.height)
            guard area > 0 else { return 0 }
            let w = min(frame.maxX, visibleRect.maxX) - max(frame.minX, visibleRect.minX)
            let h = min(frame.maxY, visibleRect.maxY) - max(frame.minY, visibleRect.minY)
            guard w > 0, h > 0 else { return 0 }
            return Double(w) * Double(h) / area
        }

        /// Whether a child of `frame` counts as visible: its visible fraction `≥ threshold`, so a
        /// child exactly half inside is visible at the default 0.5.
        public static func isVisible(_ frame: CGRect, in visibleRect: CGRect, threshold: Double = defaultThreshold) -> Bool {
            let fraction = visibleFraction(of: frame, in: visibleRect)
            return fraction > 0 && fraction >= threshold
        }

        /// The indices of the children in `frames` (content coordinates, points) visible in
        /// `visibleRect`, in stack order: what `onScrollTargetVisibilityChange` passes, as indices.
        public static func visibleTargets(_ frames: [CGRect], in visibleRect: CGRect, threshold: Double = defaultThreshold) -> [Int] {
            frames.indices.filter { isVisible(frames[$0], in: visibleRect, threshold: threshold) }
        }
    }
}
