import Foundation
import ScrollPhysics
import ScrollSim
import ScrollSimJSON
import ScrollSimStrategies

extension SimulationSpec {
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
        try table.read(o, at: "simulation", into: &spec, reader: &reader)
        // A frame after the maximum duration could never be shown: every run stops there.
        if let times = spec.frameTimes, let late = times.firstIndex(where: { $0 > spec.maximumDuration }), case .array(let items)? = o["frameTimes"] {
            throw reader.mismatch(
                JSONReader.join("simulation.frameTimes", late),
                "a time of at most \(JSONValue.format(spec.maximumDuration)) s (simulation.maximumDuration, the longest a run lasts)",
                items[late])
        }
        return spec
    }

    /// Display times in seconds: at least one, at most `mostFrameTimes`, from 0 up, each after the
    /// one before; an error names the first that is not.
    static func decodeFrameTimes(_ value: JSONValue, at path: String, reader: JSONReader) throws -> [Double] {
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
