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
        var members: [(key: String, value: JSONValue)] = [
            ("name", .string(name)), ("description", .string(description)), ("frameRate", .number(Double(frameRate))),
            ("scrollView", scrollView.json),
        ]
        if let layout { members.append(("layout", layout.json)) }
        members.append(("strategy", strategy.json))
        members.append(("simulation", simulation.json))
        if let changeTarget { members.append(("changeTarget", .point(changeTarget))) }
        members.append(("gestures", .array(gestures.map(\.json))))
        if let until { members.append(("until", .number(until))) }
        if !expect.isEmpty || expect.tolerance != Expectations().tolerance { members.append(("expect", expect.json)) }
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
    var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = [("bounds", .size(bounds))]
        if let contentSize { members.append(("contentSize", .size(contentSize))) }
        members += [
            ("contentInset", .insets(contentInset)), ("contentOffset", .point(contentOffset)),
            ("decelerationRate", .number(decelerationRate)), ("bounces", .bool(bounces)),
            ("alwaysBounceHorizontal", .bool(alwaysBounceHorizontal)), ("alwaysBounceVertical", .bool(alwaysBounceVertical)),
            ("isPagingEnabled", .bool(isPagingEnabled)), ("displayScale", .number(displayScale)),
        ]
        return .object(members)
    }
}

extension LayoutSpec {
    /// `itemCount`, or `sections` when there are sections (the decoder then sums their counts).
    var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("scrollDirection", .string(scrollDirection == .horizontal ? "horizontal" : "vertical"))
        ]
        if sections == nil { members.append(("itemCount", .number(Double(itemCount)))) }
        members += [
            ("itemSize", .size(itemSize)),
            ("minimumLineSpacing", .number(minimumLineSpacing)), ("minimumInteritemSpacing", .number(minimumInteritemSpacing)),
            ("sectionInset", .insets(sectionInset)),
        ]
        if let sections { members.append(("sections", .array(sections.map(\.json)))) }
        return .object(members)
    }
}

extension LayoutSectionSpec {
    /// The count and only the overrides that are set.
    var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = [("itemCount", .number(Double(itemCount)))]
        if let itemSize { members.append(("itemSize", .size(itemSize))) }
        if let minimumLineSpacing { members.append(("minimumLineSpacing", .number(minimumLineSpacing))) }
        if let minimumInteritemSpacing { members.append(("minimumInteritemSpacing", .number(minimumInteritemSpacing))) }
        if let sectionInset { members.append(("sectionInset", .insets(sectionInset))) }
        return .object(members)
    }
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

extension SimulationSpec {
    var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("animationDuration", .number(animationDuration)), ("animationCurve", animationCurve.json),
            ("fastScroll", .bool(fastScroll)), ("exactDecelerationRate", .bool(exactDecelerationRate)),
            ("layoutVelocityUnit", .string(layoutVelocityUnit.rawValue)), ("maximumDuration", .number(maximumDuration)),
        ]
        if let heldFingerTimeout { members.append(("heldFingerTimeout", .number(heldFingerTimeout))) }
        if let frameTimes { members.append(("frameTimes", .array(frameTimes.map { .number($0) }))) }
        return .object(members)
    }
}

extension GestureSpec {
    var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = [("t", .number(t))]
        switch kind {
        case .beginDrag:
            members.append(("type", .string("beginDrag")))
        case .move(let translation, let velocity):
            members += [("type", .string("move")), ("translation", .point(translation))]
            if let velocity { members.append(("velocity", .point(velocity))) }
        case .endDrag(let velocity):
            members.append(("type", .string("endDrag")))
            if let velocity { members.append(("velocity", .point(velocity))) }
        case .swipe(let translation, let duration):
            members += [("type", .string("swipe")), ("translation", .point(translation)), ("duration", .number(duration))]
        case .drag(let distance, let releaseVelocity, let duration):
            members += [
                ("type", .string("drag")), ("distance", .number(distance)), ("releaseVelocity", .number(releaseVelocity)),
                ("duration", .number(duration)),
            ]
        case .touches(let samples):
            members += [
                ("type", .string("touches")),
                ("samples", .array(samples.map { .array([.number($0.time), .number(Double($0.point.x)), .number(Double($0.point.y))]) })),
            ]
        case .setContentOffset(let offset, let animated):
            members += [("type", .string("setContentOffset")), ("offset", .point(offset)), ("animated", .bool(animated))]
        case .scrollToItem(let item, let section, let position, let animated):
            let name = GestureSpec.positions.first { $0.value == position }?.name ?? "centeredHorizontally"
            members += [("type", .string("scrollToItem")), ("item", .number(Double(item)))]
            if section != 0 { members.append(("section", .number(Double(section)))) }
            members += [("position", .string(name)), ("animated", .bool(animated))]
        }
        return .object(members)
    }
}

extension Expectations {
    var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        if let finalOffset { members.append(("finalOffset", .point(finalOffset))) }
        members.append(("tolerance", .number(tolerance)))
        if let restBefore { members.append(("restBefore", .number(restBefore))) }
        if let restAfter { members.append(("restAfter", .number(restAfter))) }
        if let maxOvershoot { members.append(("maxOvershoot", .number(maxOvershoot))) }
        if let minOvershoot { members.append(("minOvershoot", .number(minOvershoot))) }
        if let finalPage { members.append(("finalPage", .number(Double(finalPage)))) }
        if let target { members.append(("target", .point(target))) }
        if let releaseVelocity { members.append(("releaseVelocity", .point(releaseVelocity))) }
        if let callbacks { members.append(("callbacks", .array(callbacks.map { .string($0) }))) }
        if let restsAtTarget { members.append(("restsAtTarget", .bool(restsAtTarget))) }
        return .object(members)
    }
}
