import Foundation
import ScrollSimTestSupport
import Testing

/// The module table of docs/architecture.md against Package.swift, both read as text: every
/// library and executable target has one row, a row's last column names exactly the target's
/// dependencies, and each of them sits in a row above.
enum ArchitectureTable {
    /// A target of Package.swift: its name, whether it is a test target, and its dependencies.
    struct Target: Equatable {
        var name: String
        var isTest: Bool
        var dependencies: [String]
    }

    /// The targets declared in `package` (Package.swift's text), in declaration order.
    static func targets(inPackage package: String) -> [Target] {
        let code = package.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line) }
            .joined(separator: "\n")
        let call = /\.(target|executableTarget|testTarget)\(\s*name:\s*"([^"]+)"(?:\s*,\s*dependencies:\s*\[([^\]]*)\])?/
        return code.matches(of: call).map { match in
            let dependencies = match.output.3.map { list in list.matches(of: /"([^"]+)"/).map { String($0.output.1) } } ?? []
            return Target(name: String(match.output.2), isTest: match.output.1 == "testTarget", dependencies: dependencies)
        }
    }

    /// The rows of the table under `## Modules` in `doc`: the modules named in the first column,
    /// and the names in backticks of the last column that are among `modules`.
    static func rows(inDoc doc: String, modules: Set<String>) -> [(names: [String], imports: [String])] {
        guard let section = doc.range(of: "\n## Modules\n") else { return [] }
        let rest = doc[section.upperBound...]
        let body = rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
        return body.split(separator: "\n").filter { $0.hasPrefix("| `") }.map { line in
            let columns = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            let ticked = { (text: String) in text.matches(of: /`([^`]+)`/).map { String($0.output.1) } }
            let last = columns.count >= 2 ? columns[columns.count - 2] : ""
            return (ticked(columns.count > 1 ? columns[1] : ""), ticked(last).filter(modules.contains))
        }
    }

    /// Every way `doc`'s module table and `package` disagree, one sentence each; empty when they agree.
    static func disagreements(doc: String, package: String) -> [String] {
        let targets = targets(inPackage: package)
        let modules = Set(targets.map(\.name))
        let rows = rows(inDoc: doc, modules: modules)
        var problems: [String] = []
        var rowIndex: [String: Int] = [:]
        for (index, row) in rows.enumerated() {
            for name in row.names {
                if !modules.contains(name) { problems.append("the table has a row for \(name), which Package.swift does not declare") }
                if rowIndex[name] != nil { problems.append("the table has two rows for \(name)") }
                rowIndex[name] = index
            }
        }
        for target in targets where !target.isTest {
            guard let index = rowIndex[target.name] else {
                problems.append("\(target.name) has no row in the table")
                continue
            }
            let listed = Set(rows[index].imports)
            let declared = Set(target.dependencies)
            for missing in declared.subtracting(listed).sorted() {
                problems.append("\(target.name) depends on \(missing) in Package.swift, but its row does not list it")
            }
            for extra in listed.subtracting(declared).sorted() {
                problems.append("\(target.name)'s row lists \(extra), which is not among its dependencies in Package.swift")
            }
            for dependency in target.dependencies {
                if let other = rowIndex[dependency], other >= index {
                    problems.append("\(target.name) depends on \(dependency), whose row is not above its own")
                }
            }
        }
        return problems
    }
}

@Suite("docs/architecture.md's module table")
struct ArchitectureDocTests {
    static let root = PackagePaths.root()

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("agrees with Package.swift: one row per target, its dependencies exactly, each in a row above")
    func tableMatchesPackage() throws {
        let package = try Self.read("Package.swift")
        let doc = try Self.read("docs/architecture.md")
        let targets = ArchitectureTable.targets(inPackage: package)
        // The parser sees the whole package, so that a silent parse cannot pass.
        #expect(targets.filter { !$0.isTest }.count == 15)
        #expect(targets.first { $0.name == "ScrollSimCLI" }?.dependencies == ["ScrollSimScenarios", "ScrollSim", "ScrollSimJSON"])
        #expect(ArchitectureTable.disagreements(doc: doc, package: package) == [])
    }

    static let plantedPackage = """
        let package = Package(
            targets: [
                // .target(name: "Commented", dependencies: ["Nothing"]),
                .target(name: "Math"),
                .target(name: "Engine", dependencies: ["Math"]),
                .target(
                    name: "Tool",
                    dependencies: [
                        "Engine", "Math",
                    ]),
                .testTarget(name: "EngineTests", dependencies: ["Engine"]),
            ]
        )
        """

    static func plantedDoc(_ rows: String) -> String {
        "# Architecture\n\n## Modules\n\n| module | job | imports (package modules) |\n|---|---|---|\n" + rows
            + "\n## Next\n\n| `Tool` | not this table | |\n"
    }

    @Test("fails on a planted disagreement: a missing or extra dependency, a missing or unknown row, a row below its dependent")
    func plantedDisagreements() {
        let agreeing = Self.plantedDoc(
            """
            | `Math` | the math | — |
            | `Engine` | the engine | `Math` |
            | `Tool` | the tool (`main.swift`) | `Engine`, `Math` (the constants) |
            """)
        #expect(ArchitectureTable.disagreements(doc: agreeing, package: Self.plantedPackage) == [])

        let disagreeing = Self.plantedDoc(
            """
            | `Engine` | the engine | `Math`, `Tool` |
            | `Math` | the math | — |
            | `Ghost` | a module no one declared | `Math` |
            """)
        #expect(
            ArchitectureTable.disagreements(doc: disagreeing, package: Self.plantedPackage) == [
                "the table has a row for Ghost, which Package.swift does not declare",
                "Engine's row lists Tool, which is not among its dependencies in Package.swift",
                "Engine depends on Math, whose row is not above its own",
                "Tool has no row in the table",
            ])

        let missingDependency = Self.plantedDoc(
            """
            | `Math` | the math | — |
            | `Engine` | the engine | `Math` |
            | `Tool` | the tool | the libraries |
            """)
        #expect(
            ArchitectureTable.disagreements(doc: missingDependency, package: Self.plantedPackage) == [
                "Tool depends on Engine in Package.swift, but its row does not list it",
                "Tool depends on Math in Package.swift, but its row does not list it",
            ])
    }
}
