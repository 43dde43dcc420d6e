import Foundation

#if canImport(UIKit)
    import UIKit
#endif

extension CGPoint {
    /// The coordinate on `axis`, in points.
    @inlinable
    public subscript(axis: ScrollAxis) -> Double {
        get { axis == .horizontal ? Double(x) : Double(y) }
        set {
            if axis == .horizontal { x = CGFloat(newValue) } else { y = CGFloat(newValue) }
        }
    }
}

extension CGSize {
    /// The dimension along `axis`, in points: width for horizontal, height for vertical.
    @inlinable
    public subscript(axis: ScrollAxis) -> Double {
        get { axis == .horizontal ? Double(width) : Double(height) }
        set {
            if axis == .horizontal { width = CGFloat(newValue) } else { height = CGFloat(newValue) }
        }
    }
}

extension UIEdgeInsets {
    /// The inset at the leading end of `axis` (left or top), in points.
    @inlinable
    public func leading(_ axis: ScrollAxis) -> Double { axis == .horizontal ? Double(left) : Double(top) }
    /// The inset at the trailing end of `axis` (right or bottom), in points.
    @inlinable
    public func trailing(_ axis: ScrollAxis) -> Double { axis == .horizontal ? Double(right) : Double(bottom) }
}

#if !canImport(UIKit) && !canImport(AppKit)
    // Foundation alone has no `item`, `section` or `row`; UIKit and AppKit add them to `IndexPath`.
    extension IndexPath {
        /// An index path for `item` in `section`, as UIKit's `IndexPath(item:section:)`. Built from
        /// one index and then the other: a path of two is stored inline, and the array an
        /// `init(indexes:)` literal makes was a heap allocation in every `scrollToItem`.
        public init(item: Int, section: Int) {
            self.init(index: section)
            append(item)
        }

        /// The item number, as UIKit's `IndexPath.item`.
        public var item: Int {
            get { self[1] }
            set { self[1] = newValue }
        }

        /// The section number, as UIKit's `IndexPath.section`.
        public var section: Int {
            get { self[0] }
            set { self[0] = newValue }
        }
    }
#endif

#if !canImport(UIKit)
    // AppKit adds `item` and `section` but not UIKit's table-view spelling; Foundation alone has none.
    extension IndexPath {
        /// The row number, a synonym of `item` as in UIKit.
        public var row: Int {
            get { self[1] }
            set { self[1] = newValue }
        }

        /// An index path for `row` in `section`, as UIKit's `IndexPath(row:section:)`.
        public init(row: Int, section: Int) {
            self.init(indexes: [section, row])
        }
    }
#endif
