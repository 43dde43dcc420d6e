import Foundation
import ScrollSimScenarios
import ScrollSimStrategies
import ScrollSimTestSupport
import Testing

/// Each strategy declares its name, parameters, units, defaults and ranges once, in its own file
/// (`catalogEntry`). The docs and the fuzz dictionary are held to that declaration here, so adding
/// or changing a parameter fails these tests until every copy agrees; the schema's parameter
/// objects are generated from it (`ScenarioFormatFilesTests`) and checked in `ScenarioSchemaTests`.
@Suite("Strategy declarations: the docs and the fuzz dictionary agree with them")
struct StrategyDeclarationTests {
    static let root = PackagePaths.root()

    static func text(_ relativePath: String) -> String {
        let url = root.appendingPathComponent(relativePath)
        return String(decoding: FileManager.default.contents(atPath: url.path) ?? Data(), as: UTF8.self)
    }

    @Test("docs/strategies.md's parameter table has one row per declared parameter, with its kind, default and range")
    func parameterTable() {
        let doc = Self.text("docs/strategies.md")
        var expected = ["| Name | Parameter | Kind | Default | Accepts | Meaning |", "|---|---|---|---|---|---|"]
        for entry in StrategyCatalog.entries {
            if entry.parameters.isEmpty { expected.append("| `\(entry.name)` | — | | | | |") }
            for (i, p) in entry.parameters.enumerated() {
                let name = i == 0 ? "`\(entry.name)`" : ""
                let value = p.defaultValue.map { p.kind == .text ? "`\($0)`" : "\($0)" } ?? "from the layout"
                expected.append("| \(name) | `\(p.name)` | \(p.kind.rawValue) | \(value) | \(p.requirement) | \(p.summary) |")
            }
        }
        let table = expected.joined(separator: "\n")
        #expect(doc.contains(table + "\n"), "docs/strategies.md should hold this table:\n\(table)")
    }

    @Test("docs/scenario-format.md lists every strategy name, in catalog order")
    func scenarioFormatList() {
        let doc = Self.text("docs/scenario-format.md").replacingOccurrences(of: "\n", with: " ")
        let list = StrategyCatalog.names.map { "`\($0)`" }.joined(separator: ", ")
        #expect(doc.contains("Names and parameters come from `StrategyCatalog`: " + list + "."), "expected the list: \(list)")
    }

    @Test("the fuzz dictionary holds every strategy name and parameter key, quoted as JSON strings")
    func fuzzDictionary() {
        let dictionary = Set(Self.text("fuzz/scenario.dict").split(separator: "\n").map(String.init))
        for entry in StrategyCatalog.entries {
            for word in [entry.name] + entry.parameters.map(\.name) + entry.parameters.flatMap(\.suggestableWords) {
                #expect(dictionary.contains("\"\\\"\(word)\\\"\""), "fuzz/scenario.dict lacks \"\\\"\(word)\\\"\"")
            }
        }
    }

    @Test("every declared default lies in its declared range and is accepted by its own descriptor")
    func defaultsAreValid() throws {
        for entry in StrategyCatalog.entries {
            for p in entry.parameters {
                if let value = p.defaultValue { #expect(p.accepts(value), "\(entry.name).\(p.name) = \(value)") }
            }
            _ = try StrategyCatalog.make(name: entry.name, parameters: [:])
        }
    }

    @Test("view-aligned's limit pattern accepts exactly what its parser accepts, on words around the boundary")
    func limitPatternAgreesWithParser() throws {
        let regex = try Regex(ViewAlignedLimit.pattern)
        for word in ["never", "always", "1", "3", "+2", "007", "0", "-1", "1.5", "", "Never", " 2", "2 ", "abc", "10000"] {
            let matches = (try? regex.wholeMatch(in: word)) != nil
            #expect(matches == (ViewAlignedLimit(parsing: word) != nil), "\"\(word)\"")
        }
    }

    @Test("limitBehavior written as a number is the same as the word: 2 runs as \"2\"; 0 and 2.5 are refused as the numbers they are")
    func limitBehaviorAsANumber() throws {
        func scenario(_ limit: String) -> String {
            """
            {"name": "limit", "scrollView": {"bounds": [375, 250]},
             "layout": {"scrollDirection": "horizontal", "itemCount": 5, "itemSize": [295, 250]},
             "strategy": {"name": "view-aligned", "limitBehavior": \(limit)},
             "gestures": [{"t": 0, "type": "drag", "distance": 20, "releaseVelocity": 3}]}
            """
        }
        func decode(_ limit: String) throws -> Scenario {
            try ScenarioFile.decode(ScenarioFile.parseJSON(scenario(limit), file: "limit.json"), file: "limit.json").scenario
        }
        let number = try decode("2")
        let word = try decode("\"2\"")
        #expect(number.strategy.parameters["limitBehavior"] == .text("2"))
        #expect(try ScenarioRunner.run(number).recording.frames == ScenarioRunner.run(word).recording.frames)
        for (limit, found) in [("0", "the number 0"), ("2.5", "the number 2.5")] {
            #expect {
                try decode(limit)
            } throws: { error in
                String(describing: error).contains("strategy.limitBehavior") && String(describing: error).contains("but found \(found).")
            }
        }
    }
}
