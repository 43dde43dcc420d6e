import Foundation
import ScrollPhysics
import ScrollSim
import ScrollSimJSON
import ScrollSimStrategies

extension SimulationSpec {
    static let keys = [
        "animationDuration", "animationCurve", "fastScroll", "exactDecelerationRate", "layoutVelocityUnit",
        "maximumDuration", "heldFingerTimeout", "frameTimes",
    ]

    /// Keys earlier versions read, for what UIKit's code now decides: a file that sets one gets a
    /// warning and runs by UIKit's rule.
    static let retiredKeys = ["changedTargetAtRest", "targetOppositeToFlick"]

    static func decode(_ json: JSONValue, reader: inout JSONReader) throws -> SimulationSpec {
        let o = try reader.object(json, at: "simulation", known: keys + retiredKeys)
        var spec = SimulationSpec()
        for key in retiredKeys where o[key] != nil {
            reader.warn(
                .retiredKey, at: JSONReader.join("simulation", key),
                "\"\(key)\" is no longer read: UIKit 26.1's code decides how a changed target is reached (a glide from the "
                    + "release, re-timed onto the target; docs/physics.md §5), and the file runs by that rule")
        }
        if let v = o["animationDuration"] { spec.animationDuration = try reader.positive(v, at: "simulation.animationDuration") }
        if let v = o["animationCurve"] {
            spec.animationCurve = try AnimationCurve.decode(v, at: "simulation.animationCurve", reader: &reader)
        }
        if let v = o["fastScroll"] { spec.fastScroll = try reader.bool(v, at: "simulation.fastScroll") }
        if let v = o["exactDecelerationRate"] {
            spec.exactDecelerationRate = try reader.bool(v, at: "simulation.exactDecelerationRate")
        }
        if let v = o["layoutVelocityUnit"] {
            let units = SimulationSettings.LayoutVelocityUnit.allCases.map(\.rawValue)
            spec.layoutVelocityUnit = .init(rawValue: try reader.choice(v, at: "simulation.layoutVelocityUnit", units))!
        }
        if let v = o["maximumDuration"] {
            spec.maximumDuration = try reader.positive(v, at: "simulation.maximumDuration")
            guard spec.maximumDuration <= SimulationSpec.longestDuration else {
                throw reader.mismatch("simulation.maximumDuration", "a positive number of seconds up to 3600", v)
            }
        }
        if let v = o["heldFingerTimeout"] {
            let timeout = try reader.positive(v, at: "simulation.heldFingerTimeout")
            guard timeout <= SimulationSpec.longestDuration else {
                throw reader.mismatch("simulation.heldFingerTimeout", "a positive number of seconds up to 3600", v)
            }
            spec.heldFingerTimeout = timeout
        }
        if let v = o["frameTimes"] {
            let times = try decodeFrameTimes(v, reader: reader)
            // A frame after the maximum duration could never be shown: every run stops there.
            if let late = times.firstIndex(where: { $0 > spec.maximumDuration }), case .array(let items) = v {
                throw reader.mismatch(
                    JSONReader.join("simulation.frameTimes", late),
                    "a time of at most \(JSONValue.format(spec.maximumDuration)) s (simulation.maximumDuration, the longest a run lasts)",
                    items[late])
            }
            spec.frameTimes = times
        }
        return spec
    }

    /// Display times in seconds: at least one, at most `mostFrameTimes`, from 0 up, each after the
    /// one before; an error names the first that is not.
    static func decodeFrameTimes(_ value: JSONValue, reader: JSONReader) throws -> [Double] {
        let path = "simulation.frameTimes"
        let items = try reader.array(value, at: path)
        guard !items.isEmpty, items.count <= mostFrameTimes else {
            throw reader.mismatch(path, "1 to \(mostFrameTimes) display times in seconds", value)
        }
        var times: [Double] = []
        times.reserveCapacity(items.count)
        for (i, item) in items.enumerated() {
            let itemPath = JSONReader.join(path, i)
            let t = try reader.number(item, at: itemPath, in: 0...SimulationSpec.longestDuration, "a time in seconds from 0 to 3600")
            if let previous = times.last, t <= previous {
                throw reader.mismatch(itemPath, "a time after the previous frame's \(JSONValue.format(previous)) s", item)
            }
            times.append(t)
        }
        return times
    }
}
