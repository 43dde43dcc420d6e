import Foundation
import ScrollSim

/// Whether `actual` is within `tolerance` of `expected` (|actual − expected| ≤ tolerance).
public func isClose(_ actual: Double, _ expected: Double, within tolerance: Double) -> Bool {
    abs(actual - expected) <= tolerance
}

/// Whether both coordinates of `actual` are within `tolerance` points of `expected`.
public func isClose(_ actual: CGPoint, _ expected: CGPoint, within tolerance: Double) -> Bool {
    isClose(Double(actual.x), Double(expected.x), within: tolerance)
        && isClose(Double(actual.y), Double(expected.y), within: tolerance)
}
