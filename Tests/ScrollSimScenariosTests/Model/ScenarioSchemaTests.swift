import Foundation
import ScrollSimStrategies
import ScrollSimTestSupport
import Testing

@testable import ScrollSimScenarios

/// `Scenarios/scenario.schema.json` describes what the decoder accepts: the same keys, the same
/// strategy parameters with their defaults, and the same limits. (That every bundled scenario
/// validates, and that a misspelt parameter does not, is checked with a JSON Schema validator;
/// see docs/scenario-format.md.)
@Suite("The scenario JSON Schema matches the decoder")
struct ScenarioSchemaTests {
    static let schema: JSONValue = {
        let path = PackagePaths.scenarios() + "/scenario.schema.json"
        return (try? JSONParser.parse(String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self))) ?? .null
    }()

    func keys(_ value: JSONValue?) -> [String] {
        guard case .object(let members)? = value else { return [] }
        return members.map(\.key)
    }

    @Test("the schema's top-level, scrollView, layout (and its sections) and simulation keys are the decoder's")
    func keysMatch() {
        let properties = Self.schema["properties"]
        #expect(Set(keys(properties)) == Set(Scenario.keys))
        #expect(Set(keys(properties?["scrollView"]?["properties"])) == Set(ScrollViewSpec.keys))
        // `layout` is one of a flow layout and a compositional one.
        guard case .array(let layouts)? = properties?["layout"]?["oneOf"], layouts.count == 2 else {
            Issue.record("the schema's layout is not one of two objects")
            return
        }
        #expect(Set(keys(layouts[0]["properties"])) == Set(LayoutSpec.keys))
        #expect(Set(keys(layouts[0]["properties"]?["sections"]?["items"]?["properties"])) == Set(LayoutSpec.sectionKeys))
        #expect(Set(keys(layouts[1]["properties"])) == Set(CompositionalLayoutSpec.table.names))
        #expect(Set(keys(properties?["simulation"]?["properties"])) == Set(SimulationSpec.keys))
        #expect(Set(keys(properties?["expect"]?["properties"])) == Set(Expectations.keys))
    }

    @Test("each strategy has its own parameter object: the catalog's names, kinds and defaults, and no other key")
    func strategyParameters() {
        let defs = Self.schema["$defs"]
        #expect(defs?["strategyName"]?["enum"] == .array(StrategyCatalog.names.map { .string($0) }))
        for entry in StrategyCatalog.entries {
            let object = defs?["strategy-\(entry.name)"]
            #expect(object?["additionalProperties"] == .bool(false), "\(entry.name)")
            #expect(object?["properties"]?["name"]?["const"] == .string(entry.name))
            #expect(keys(object?["properties"]) == ["name"] + entry.parameters.map(\.name), "\(entry.name)")
            for p in entry.parameters {
                let property = object?["properties"]?[p.name]
                let expectedDefault: JSONValue? =
                    switch p.defaultValue {
                    case .number(let n)?: .number(n)
                    case .text(let word)?: .string(word)
                    case .flag(let b)?: .bool(b)
                    case nil: nil
                    }
                #expect(property?["default"] == expectedDefault, "\(entry.name).\(p.name)")
                #expect(property?["description"] == .string(p.summary), "\(entry.name).\(p.name)")
                switch p.kind {
                case .number:
                    #expect(property?["type"] == .string("number"), "\(entry.name).\(p.name)")
                    // The declared range, as the schema states it.
                    let bounds: [(String, JSONValue)] =
                        switch p.range {
                        case .positive?: [("exclusiveMinimum", .number(0))]
                        case .nonNegative?: [("minimum", .number(0))]
                        case .openUnitInterval?: [("exclusiveMinimum", .number(0)), ("exclusiveMaximum", .number(1))]
                        case nil: [("minimum", .number(-1e12)), ("maximum", .number(1e12))]
                        }
                    for (key, value) in bounds { #expect(property?[key] == value, "\(entry.name).\(p.name).\(key)") }
                case .text:
                    let choices = p.choices.map { JSONValue.string($0) }
                    // Open text with a pattern of whole numbers (limitBehavior) takes the number written as a number too.
                    let textType: JSONValue = p.pattern == nil ? .string("string") : .array([.string("string"), .string("integer")])
                    #expect(p.choices.isEmpty ? property?["type"] == textType : property?["enum"] == .array(choices), "\(entry.name).\(p.name)")
                case .flag: #expect(property?["type"] == .string("boolean"), "\(entry.name).\(p.name)")
                }
            }
        }
        let oneOf = Self.schema["properties"]?["strategy"]?["oneOf"]
        guard case .array(let choices)? = oneOf else {
            Issue.record("strategy has no oneOf")
            return
        }
        #expect(choices.count == StrategyCatalog.entries.count + 1)
    }

    @Test("the number limit, the positive sizes and the item count limit are the decoder's")
    func limits() {
        let defs = Self.schema["$defs"]
        #expect(defs?["number"]?["maximum"] == .number(JSONReader.largestMagnitude))
        #expect(defs?["number"]?["minimum"] == .number(-JSONReader.largestMagnitude))
        #expect(defs?["positiveSize"]?["items"]?["exclusiveMinimum"] == .number(0))
        #expect(defs?["size"]?["items"]?["minimum"] == .number(0))
        let properties = Self.schema["properties"]
        #expect(properties?["scrollView"]?["properties"]?["bounds"]?["$ref"] == .string("#/$defs/positiveSize"))
        guard case .array(let layouts)? = properties?["layout"]?["oneOf"], let flow = layouts.first else {
            Issue.record("the schema's layout is not one of two objects")
            return
        }
        #expect(flow["properties"]?["itemSize"]?["$ref"] == .string("#/$defs/positiveSize"))
        #expect(flow["properties"]?["itemCount"]?["maximum"] == .number(100_000))
    }
}
