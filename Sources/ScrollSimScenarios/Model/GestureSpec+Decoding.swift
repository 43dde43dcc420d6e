import Foundation
import ScrollSim
import ScrollSimJSON

extension GestureSpec {
    /// The most samples a `touches` gesture may hold: an hour at 240 Hz.
    public static let mostTouchSamples = 864_000

    /// The `position` names of `scrollToItem`, as `UICollectionView.ScrollPosition`.
    public static let positions: [(name: String, value: SimulatedCollectionView.ScrollPosition)] = [
        ("left", .left), ("centeredHorizontally", .centeredHorizontally), ("right", .right),
        ("top", .top), ("centeredVertically", .centeredVertically), ("bottom", .bottom),
    ]

    static func decode(_ json: JSONValue, at path: String, reader: inout JSONReader) throws -> GestureSpec {
        guard case .object = json else { throw reader.mismatch(path, "a gesture object", json) }
        if json["type"] == nil {
            // A misspelt "type" is reported as the unknown key it is, with its suggestion.
            _ = try reader.object(json, at: path, known: ["t", "type"] + allKeys)
        }
        let typeName = try reader.choice(json["type"], at: JSONReader.join(path, "type"), types)
        let type = gestureTypes.first { $0.name == typeName }!
        let o = try reader.object(json, at: path, known: ["type"] + type.table.names)
        var f = type.table.defaults
        try type.table.read(o, at: path, into: &f, reader: &reader)
        // Each unwrapped value is required by its type's declaration or read from its default there.
        let kind: Kind
        switch typeName {
        case "beginDrag": kind = .event(.beginDrag)
        case "move": kind = .event(.move(translation: f.translation!, velocity: f.velocity))
        case "endDrag": kind = .event(.endDrag(velocity: f.velocity))
        case "swipe": kind = .swipe(translation: f.translation!, duration: f.duration!)
        case "drag": kind = .drag(distance: f.distance!, releaseVelocity: f.releaseVelocity!, duration: f.duration!)
        case "touches": kind = .touches(f.samples!)
        case "tap": kind = .tap(point: f.point!, duration: f.duration!)
        case "pinch": kind = .pinch(center: f.center!, scales: f.scales!, interval: f.interval!)
        case "setContentOffset": kind = .event(.setContentOffset(f.offset!, animated: f.animated!))
        case "setZoomScale": kind = .event(.setZoomScale(CGFloat(f.scale!), animated: f.animated!))
        case "zoomTo": kind = .event(.zoomTo(f.rect!, animated: f.animated!))
        case "scrollToTop": kind = .event(.scrollToTop)
        case "endRefreshing": kind = .event(.endRefreshing)
        case "scrollRectToVisible": kind = .event(.scrollRectToVisible(f.rect!, animated: f.animated!))
        case "setContentSize": kind = .event(.setContentSize(f.size!))
        case "setItemCount": kind = .event(.setItemCount(count: f.count!, section: f.section!))
        case "scrollPosition": kind = .event(.scrollPosition(try scrollPositionRequest(f, o, json, at: path, reader: reader), animated: f.animated!))
        case "setSwiftUILayout":
            guard f.childLengths != nil || f.spacing != nil || f.contentMargins != nil || f.containerSize != nil else {
                throw reader.mismatch(path, "at least one of childLengths, spacing, contentMargins and containerSize", json)
            }
            kind = .setSwiftUILayout(
                SwiftUILayoutChange(
                    childLengths: f.childLengths?.map { CGFloat($0) }, spacing: f.spacing.map { CGFloat($0) },
                    contentMargins: f.contentMargins, containerSize: f.containerSize))
        default: kind = .event(.scrollToItem(item: f.item!, section: f.section!, position: f.position!, animated: f.animated!))
        }
        return GestureSpec(t: f.t, kind: kind, view: f.view)
    }

    /// `scrollPosition`'s request: exactly one of `id` (with an optional `anchor`), `edge` and
    /// `point`; an error names the second one given, or the gesture when none is.
    static func scrollPositionRequest(
        _ f: GestureFields, _ o: [String: JSONValue], _ json: JSONValue, at path: String, reader: JSONReader
    ) throws -> SwiftUIScrollPositionRequest {
        let given = ["id", "edge", "point"].filter { o[$0] != nil }
        guard given.count == 1 else {
            if given.isEmpty { throw reader.mismatch(path, "a scrollPosition with one of id, edge and point", json) }
            throw reader.mismatch(JSONReader.join(path, given[1]), "only one of id, edge and point (\(given[0]) is given)", o[given[1]]!)
        }
        if f.anchor != nil && f.id == nil {
            throw reader.mismatch(JSONReader.join(path, "anchor"), "an anchor only beside id", o["anchor"]!)
        }
        if let id = f.id { return .id(id, anchor: f.anchor) }
        if let edge = f.edge { return .edge(edge) }
        return .point(f.point!)
    }

    /// `[[t, x, y], …]`: at least one sample, at most `mostTouchSamples`; times in seconds from 0
    /// up, never decreasing; positions in points.
    static func touchSamples(_ value: JSONValue?, at path: String, reader: JSONReader) throws -> [TouchSample] {
        let items = try reader.array(value, at: path)
        guard !items.isEmpty, items.count <= mostTouchSamples else {
            throw reader.mismatch(path, "1 to \(mostTouchSamples) samples [t, x, y] (seconds, points)", value)
        }
        var samples: [TouchSample] = []
        samples.reserveCapacity(items.count)
        for (i, item) in items.enumerated() {
            let itemPath = JSONReader.join(path, i)
            guard case .array(let parts) = item, parts.count == 3 else {
                throw reader.mismatch(itemPath, "a sample [t, x, y]: a time in seconds and a position in points", item)
            }
            let time = try reader.number(
                parts[0], at: JSONReader.join(itemPath, 0), in: 0...TimedGesture.longestGesture, "a time in seconds from 0 to 3600")
            if let previous = samples.last, time < previous.time {
                throw reader.mismatch(
                    JSONReader.join(itemPath, 0), "a time of at least the previous sample's \(JSONValue.format(previous.time)) s", parts[0])
            }
            let x = try reader.number(parts[1], at: JSONReader.join(itemPath, 1))
            let y = try reader.number(parts[2], at: JSONReader.join(itemPath, 2))
            samples.append(TouchSample(time: time, point: CGPoint(x: x, y: y)))
        }
        return samples
    }

    /// A whole number for `scrollToItem`'s `item`. Its range, 0 to itemCount − 1, is checked once
    /// the layout is known (`Scenario.checkItems`), so that the error gives the layout's range.
    static func itemIndex(_ value: JSONValue?, at path: String, reader: JSONReader) throws -> Int {
        guard case .number(let n)? = value, n == n.rounded(), abs(n) <= JSONReader.largestMagnitude else {
            throw reader.mismatch(path, "an item index (a whole number from 0 to the item count − 1)", value)
        }
        return Int(n)
    }
}

extension GestureSpec {
    /// A whole number ≥ 0 for `setItemCount`'s `count`.
    static func itemCount(_ value: JSONValue?, at path: String, reader: JSONReader) throws -> Int {
        guard case .number(let n)? = value, n == n.rounded(), n >= 0, n <= Double(LayoutSpec.mostItems) else {
            throw reader.mismatch(path, "an item count (a whole number from 0 to \(LayoutSpec.mostItems), the most a layout holds)", value)
        }
        return Int(n)
    }

    /// A whole number for `scrollToItem`'s `section`, checked against the layout's sections once
    /// the layout is known (`Scenario.checkItems`).
    static func sectionIndex(_ value: JSONValue, at path: String, reader: JSONReader) throws -> Int {
        guard case .number(let n) = value, n == n.rounded(), abs(n) <= JSONReader.largestMagnitude else {
            throw reader.mismatch(path, "a section index (a whole number from 0 to the section count − 1)", value)
        }
        return Int(n)
    }

    /// Checks that a script can be performed: times never go back, and drags nest properly.
    ///
    /// A `move` or an `endDrag` needs a drag begun by `beginDrag`; a `beginDrag`, `swipe` or `drag`
    /// needs none in progress. A `swipe` or `drag` lasts until its release, `duration + 1/frameRate`
    /// seconds after it starts, and the next gesture may not come before that.
    static func checkScript(_ gestures: [GestureSpec], frameRate: Int, reader: JSONReader) throws {
        var earliest = 0.0
        var earliestReason = "the previous gesture's time"
        var openDrag: Int?
        for (i, g) in gestures.enumerated() {
            let path = JSONReader.join("gestures", i)
            // A touches gesture starts at its first sample (its `t` only shifts the samples).
            var start = g.t
            var timePath = JSONReader.join(path, "t")
            if case .touches(let samples) = g.kind, let first = samples.first {
                start = g.t + first.time
                timePath = JSONReader.join(JSONReader.join(JSONReader.join(path, "samples"), 0), 0)
            }
            if start < earliest {
                throw InputError.mismatch(
                    source: reader.source, path: timePath,
                    expected:
                        "a time of at least \(JSONValue.format((earliest * 1e6).rounded(.up) / 1e6)) s (\(earliestReason); gestures are in time order)",
                    found: .number(start))
            }
            earliest = start
            earliestReason = "the time of gestures[\(i)]"
            func fail(_ message: String) -> InputError {
                InputError(.invalidValue, source: reader.source, path: JSONReader.join(path, "type"), message)
            }
            switch g.kind {
            case .event(.beginDrag):
                if let openDrag {
                    throw fail("expected no beginDrag while the drag begun at gestures[\(openDrag)] is in progress but found a second beginDrag")
                }
                openDrag = i
            case .event(.move):
                if openDrag == nil { throw fail("expected a beginDrag before this move but found no drag in progress") }
            case .event(.endDrag):
                if openDrag == nil { throw fail("expected a beginDrag before this endDrag but found no drag in progress") }
                openDrag = nil
            case .swipe(_, let duration), .drag(_, _, let duration):
                if let openDrag { throw fail("expected no whole drag while the drag begun at gestures[\(openDrag)] is in progress but found one") }
                earliest = g.t + duration + 1 / Double(frameRate)
                earliestReason = "the release of gestures[\(i)]"
            case .touches(let samples):
                if let openDrag { throw fail("expected no touches while the drag begun at gestures[\(openDrag)] is in progress but found them") }
                earliest = g.t + (samples.last?.time ?? 0)
                earliestReason = "the lift of gestures[\(i)]"
            case .tap(_, let duration):
                if let openDrag { throw fail("expected no tap while the drag begun at gestures[\(openDrag)] is in progress but found one") }
                earliest = g.t + duration
                earliestReason = "the lift of gestures[\(i)]"
            case .pinch(_, let scales, let interval):
                if let openDrag { throw fail("expected no pinch while the drag begun at gestures[\(openDrag)] is in progress but found one") }
                earliest = g.t + Double(scales.count + 1) * interval
                earliestReason = "the end of the pinch of gestures[\(i)]"
            case .event, .setSwiftUILayout:
                break
            }
        }
    }
}
