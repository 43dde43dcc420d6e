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

// SwiftUI's scroll-target names, which ScrollSim models as members of `SimulatedSwiftUI` (and at
// the top level only where SwiftUI does not exist).
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    public static let center = UnitPoint(x: 0.5, y: 0.5)
}

public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
}

public enum LayoutDirection: Hashable, Sendable { case leftToRight, rightToLeft }

public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }

public struct ScrollTarget {
    public var rect: CGRect
    public var anchor: UnitPoint?
    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

public struct ScrollTargetBehaviorContext {
    public var originalTarget: ScrollTarget { fatalError() }
    public var contentSize: CGSize { fatalError() }
    public var containerSize: CGSize { fatalError() }
    public var axes: Axis.Set { fatalError() }
}

public struct ScrollTargetBehaviorProperties: Equatable, Sendable {
    public var limitsScrolls: Bool = false
    public init() {}
}

public struct ScrollTargetBehaviorPropertiesContext {
    public var axes: Axis.Set { fatalError() }
}

public protocol ScrollTargetBehavior {
    typealias TargetContext = ScrollTargetBehaviorContext
    typealias PropertiesContext = ScrollTargetBehaviorPropertiesContext
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
    func properties(context: PropertiesContext) -> ScrollTargetBehaviorProperties
}

extension ScrollTargetBehavior {
    public func properties(context: PropertiesContext) -> ScrollTargetBehaviorProperties { ScrollTargetBehaviorProperties() }
}

public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    public struct LimitBehavior: Sendable {
        public static var always: LimitBehavior { LimitBehavior() }
    }
    public init(limitBehavior: LimitBehavior = .always) {}
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}
