import Foundation
import Testing

/// swift-corelibs-xctest (Linux) aborts the test process with signal 6 on a `@MainActor` XCTest
/// method ("Could not cast value of type '(…) -> @MainActor () throws -> ()'"): the docs and the
/// example package hop to the main actor inside an `async` test instead (`MainActor.run`).
@Suite("The advice on XCTest and the main actor")
struct XCTestMainActorAdviceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The Markdown pages and the example package's Swift files, with their paths from the root.
    static func files() throws -> [(path: String, text: String)] {
        var paths = ["README.md"]
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
        paths += docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        let example = root.appendingPathComponent("Examples/PagingDelegate")
        let enumerator = FileManager.default.enumerator(atPath: example.path)
        while let name = enumerator?.nextObject() as? String {
            // The example's own build folders (`.build`, checkouts of its dependencies) are not its files.
            if name.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            if name.hasSuffix(".swift") || name.hasSuffix(".md") { paths.append("Examples/PagingDelegate/" + name) }
        }
        return try paths.map { ($0, try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// A main-actor XCTest method or case class, as code or as advice in a code span.
    static var mainActorXCTest: Regex<AnyRegexOutput> {
        try! Regex(#"@MainActor\s+(?:(?:final\s+)?class\s+\w+\s*:\s*XCTestCase|func\s+test)"#)
    }

    @Test("no page and no example file puts @MainActor on an XCTest method or case class")
    func noMainActorXCTest() throws {
        let offending = try Self.files().filter { $0.text.contains(Self.mainActorXCTest) }.map(\.path)
        #expect(offending.isEmpty, "these put @MainActor on an XCTest method or class, which aborts on Linux: \(offending)")
    }

    @Test("docs/testing.md gives the working pattern for XCTest, and says why")
    func testingPageGivesTheHop() throws {
        let page = try String(contentsOf: Self.root.appendingPathComponent("docs/testing.md"), encoding: .utf8)
        #expect(page.contains("try await MainActor.run { … }"))
        #expect(page.contains("swift-corelibs-xctest"))
    }

    @Test("the example package's XCTest case hops to the main actor inside an async test")
    func exampleHops() throws {
        let xctests = try Self.files().filter { $0.text.contains("XCTestCase") && $0.path.hasSuffix(".swift") }
        #expect(!xctests.isEmpty)
        for file in xctests {
            #expect(file.text.contains("async throws"), "\(file.path)")
            #expect(file.text.contains("MainActor.run"), "\(file.path)")
        }
    }

    @Test("the check finds a main-actor XCTest method or class")
    func checkCanFail() {
        #expect("In XCTest put it on the test method (`@MainActor func testFlick() throws`)".contains(Self.mainActorXCTest))
        #expect("@MainActor\nfinal class PagerTests: XCTestCase {".contains(Self.mainActorXCTest))
        #expect(!"func testFlick() async throws { try await MainActor.run { … } }".contains(Self.mainActorXCTest))
    }
}
