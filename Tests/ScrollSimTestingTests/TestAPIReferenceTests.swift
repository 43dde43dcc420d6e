import Foundation
import Testing

/// docs/testing.md documents every public symbol of the test API: `ScrollSimTesting`,
/// `Recording` and its assertions and feel notes, `Simulation`, `TimedGesture` and `GestureEvent`.
@Suite("The test API reference page")
struct TestAPIReferenceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The files whose public symbols the page covers.
    static func sourceFiles() throws -> [URL] {
        let testing = root.appendingPathComponent("Sources/ScrollSimTesting")
        let sweepTesting = root.appendingPathComponent("Sources/ScrollSimSweepTesting")
        let engine = root.appendingPathComponent("Sources/ScrollSim")
        let engineFiles = try ["Recording", "Gestures", "."].flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: engine.appendingPathComponent(folder).path).filter {
                ($0.hasPrefix("Recording") && $0.hasSuffix(".swift"))
                    || ["Simulation.swift", "TimedGesture.swift", "GestureEvent.swift"].contains($0)
            }.map { "\(folder)/\($0)" }
        }
        return try FileManager.default.contentsOfDirectory(atPath: testing.path).filter { $0.hasSuffix(".swift") }.map(testing.appendingPathComponent)
            + FileManager.default.contentsOfDirectory(atPath: sweepTesting.path).filter { $0.hasSuffix(".swift") }.map(
                sweepTesting.appendingPathComponent)
            + engineFiles.map(engine.appendingPathComponent)
    }

    /// The names a source declares publicly (`public func name`, `public var name`, `public init`
    /// as `init`, …) and the cases of its enums.
    static func publicNames(in text: String) throws -> Set<String> {
        let declaration = try Regex(
            #"public (?:static |mutating |convenience |final )*(?:func|var|let|enum|struct|class|typealias) +([A-Za-z_][A-Za-z0-9_]*)"#)
        let initializer = try Regex(#"public (?:convenience )?init\("#)
        let enumCase = try Regex(#"^\s*case ([a-z][A-Za-z0-9_]*)"#).anchorsMatchLineEndings()
        var names = Set<String>()
        for match in text.matches(of: declaration) { names.insert(String(match.output[1].substring!)) }
        if text.contains(initializer) { names.insert("init") }
        for match in text.matches(of: enumCase) where !["let", "var"].contains(String(match.output[1].substring!)) {
            names.insert(String(match.output[1].substring!))
        }
        return names
    }

    /// Whether `name` appears as a word inside a code span of `page`.
    static func documents(_ page: String, _ name: String) throws -> Bool {
        let span = try Regex("`[^`\\n]*\\b\(name)\\b[^`\\n]*`").wordBoundaryKind(.simple)
        return page.contains(span)
    }

    @Test("every public symbol of the test API appears in a code span of docs/testing.md")
    func everySymbolIsDocumented() throws {
        let page = try String(contentsOf: Self.root.appendingPathComponent("docs/testing.md"), encoding: .utf8)
        var missing: [String] = []
        var count = 0
        for file in try Self.sourceFiles() {
            for name in try Self.publicNames(in: String(contentsOf: file, encoding: .utf8)).sorted() {
                count += 1
                if try !Self.documents(page, name) { missing.append("\(file.lastPathComponent): \(name)") }
            }
        }
        #expect(count > 60, "the scan found \(count) symbols")
        #expect(missing.isEmpty, "docs/testing.md lacks: \(missing.joined(separator: ", "))")
    }

    @Test("the scan finds a public symbol, an initializer and an enum case, and the check fails on an undocumented one")
    func scanCanFail() throws {
        let names = try Self.publicNames(in: "public enum E {\n    case first\n    public static func make() {}\n    public init() {}\n}\n")
        #expect(names == ["E", "first", "make", "init"])
        #expect(try Self.documents("Use `E.make()` here.", "make"))
        #expect(try !Self.documents("Use `E.make()` here.", "first"))
        #expect(try !Self.documents("make, outside code", "make"))
    }
}
