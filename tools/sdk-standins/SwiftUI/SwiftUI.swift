// A stand-in for the names of Apple's SwiftUI that clash with short names a scroll library might
// choose (`Axis`, `ScrollView`, `ScrollPhase`, `Edge`, `ScrollPosition`), in the SDK's shapes, so
// that a test file importing SwiftUI beside ScrollSim can be compiled on Linux. Not a product of
// the package: `tools/sdk-standins/build.sh` compiles against it.
@_exported import Foundation

@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    public var body: Never { fatalError() }
}

@resultBuilder public struct ViewBuilder {
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

public struct Text: View {
    public init(_ content: String) {}
    public var body: Never { fatalError() }
}

public enum Axis: Int8, CaseIterable, Sendable {
    case horizontal
    case vertical
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing
}

public enum ScrollPhase: Equatable, Sendable {
    case idle, tracking, interacting, decelerating, animating
    public var isScrolling: Bool { self != .idle }
}

public struct ScrollPosition: Equatable, Sendable {
    public init(idType: (some Hashable & Sendable).Type) {}
    public init(edge: Edge) {}
    public mutating func scrollTo(edge: Edge) {}
    public mutating func scrollTo(point: CGPoint) {}
}

public struct ScrollView<Content: View>: View {
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}
