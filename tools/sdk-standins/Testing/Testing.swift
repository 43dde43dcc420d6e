// A stand-in for the names of Swift Testing that `ScrollSimTesting` and `ScrollSimSweepTesting`
// use, in the shapes Apple's Testing framework gives them, so that those targets can be
// typechecked for iOS against the real iOS SDK (`scripts/check-ios-testing.py`): Testing ships
// in Xcode's platform folder, not in the SDK. Not a product of the package, never linked into
// anything: it is compiled as a module, and its bodies never run.
//
// Names declared, and where each shape comes from (Apple's Swift Testing documentation, whose
// pages give each declaration and the Xcode and Swift versions that have it, checked against
// swift-testing's own source and the Swift 6.3 toolchain's Testing.swiftinterface):
// - `Test`, a `Sendable` struct, and `static var current: Test? { get }`: Xcode 16.0, Swift 6.0.
// - `Issue`, a `Sendable` struct, and `@discardableResult static func record(_ comment:
//   Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) -> Issue`: Xcode 16.0,
//   Swift 6.0. (Swift 6.3 adds `record(_:severity:sourceLocation:)` beside it; Xcode 16 and 26
//   do not have it, so a call must not rely on it.)
// - `Comment`, `RawRepresentable` and `Sendable`, with `var rawValue: String` and
//   `init(rawValue: String)`: Xcode 16.0, Swift 6.0. (Its string-literal conformances are left
//   out: the targets build a `Comment` from a `String` value.)
// - `SourceLocation`, a `Sendable` struct, with `init(fileID: String, filePath: String, line:
//   Int, column: Int)`: Xcode 16.0, Swift 6.0; and `static func __here(fileID:filePath:line:column:)`,
//   which `#_sourceLocation` expands to with this toolchain's `TestingMacros` plugin.
// - `#_sourceLocation`, `@freestanding(expression) macro _sourceLocation() -> SourceLocation`,
//   implemented by the toolchain's `TestingMacros` plugin: the default of every
//   `sourceLocation:` parameter.
// - `Attachable` (`~Copyable` allowed), `String: Attachable`, and `Attachment<AttachableValue:
//   Attachable & ~Copyable>` with `static func record(_ attachableValue: consuming
//   AttachableValue, named preferredName: String? = nil, sourceLocation: SourceLocation =
//   #_sourceLocation)`: Xcode 26.0, Swift 6.2, with no OS version of their own. ScrollSimTesting
//   reaches them only under `#if compiler(>=6.2)`, which the compiler reading this stand-in
//   satisfies (Xcode 16's Swift 6.0 skips that code). `Attachable`'s requirements
//   (`withUnsafeBytes(for:_:)` and its defaulted members) are left out: nothing here conforms a
//   type of its own.
//
// Everything else of Swift Testing (`#expect`, `@Test`, traits, …) is absent: the targets
// checked do not use it, and a use would fail here as a missing name.

public struct Comment: RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

public struct SourceLocation: Sendable {
    public init(fileID: String, filePath: String, line: Int, column: Int) {}
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static func __here(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> SourceLocation {
        SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

@freestanding(expression)
public macro _sourceLocation() -> SourceLocation = #externalMacro(module: "TestingMacros", type: "SourceLocationMacro")

public struct Test: Sendable {
    public static var current: Test? { nil }
}

public struct Issue: Sendable {
    @discardableResult
    public static func record(_ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) -> Issue { Issue() }
}

public protocol Attachable: ~Copyable {}

extension String: Attachable {}

public struct Attachment<AttachableValue> where AttachableValue: Attachable & ~Copyable {}

extension Attachment where AttachableValue: ~Copyable {
    public static func record(
        _ attachableValue: consuming AttachableValue, named preferredName: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) {}
}
