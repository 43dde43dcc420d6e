import Foundation
import ScrollSim
import ScrollSimJSON
import ScrollSimStrategies

/// Encodes a scenario back to the JSON that decodes to it, for property-test failure messages,
/// generated fuzz seeds and round-trip checks. Every field is written, defaults included, except
/// the optional ones that are absent.
extension Scenario {
    /// The scenario as a JSON object in file order; `decode(json)` gives back an equal scenario.
    public var json: JSONValue {
        let draft = ScenarioDraft(
            name: name, description: description, frameRate: frameRate, scrollView: scrollView, layout: layout, swiftUI: swiftUI, strategy: strategy,
            simulation: simulation, changeTarget: changeTarget, gestures: gestures, until: until, expect: expect, subviews: subviews)
        var members = Self.table.write(draft)
        // A SwiftUI stack sets the scroll view's content size, inset and offset: a file does not.
        if swiftUI != nil, let i = members.firstIndex(where: { $0.key == "scrollView" }), case .object(let keys) = members[i].value {
            members[i].value = .object(keys.filter { !Self.keysSetBySwiftUI.contains($0.key) })
        }
        return .object(members)
    }
}

extension JSONValue {
    static func point(_ p: CGPoint) -> JSONValue { .array([.number(Double(p.x)), .number(Double(p.y))]) }
    static func size(_ s: CGSize) -> JSONValue { .array([.number(Double(s.width)), .number(Double(s.height))]) }
    static func insets(_ i: UIEdgeInsets) -> JSONValue {
        .object([
            ("top", .number(Double(i.top))), ("left", .number(Double(i.left))), ("bottom", .number(Double(i.bottom))),
            ("right", .number(Double(i.right))),
        ])
    }
}

extension ScrollViewSpec {
    var json: JSONValue { .object(Self.table.write(self)) }
}

extension StrategySpec {
    var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = [("name", .string(name))]
        for key in parameters.keys.sorted() {
            switch parameters[key]! {
            case .number(let n): members.append((key, .number(n)))
            case .text(let s): members.append((key, .string(s)))
            case .flag(let b): members.append((key, .bool(b)))
            }
        }
        return .object(members)
    }
}

extension SwiftUISpec {
    var json: JSONValue { .object(Self.table.write(self)) }
}

extension SimulationSpec {
    var json: JSONValue { .object(Self.table.write(self)) }
}
