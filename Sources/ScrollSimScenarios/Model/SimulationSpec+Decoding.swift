import Foundation
import ScrollPhysics
import ScrollSim
import ScrollSimJSON
import ScrollSimStrategies

extension SimulationSpec {
    static let keys = [
        "animationDuration", "animationCurve", "changedTargetAtRest", "targetOppositeToFlick", "layoutVelocityUnit",
        "maximumDuration", "heldFingerTimeout", "frameTimes",
    ]

    static func decode(_ json: JSONValue, reader: inout JSONReader) throws -> SimulationSpec {
        let o = try reader.object(json, at: "simulation", known: keys)
        var spec = SimulationSpec()
        let responses = SimulationSettings.ChangedTargetResponse.allCases.map(\.rawValue)
        if let v = o["animationDuration"] { spec.animationDuration = try reader.positive(v, at: "simulation.animationDuration") }
        if let v = o["animationCurve"] {
            spec.animationCurve = try AnimationCurve.decode(v, at: "simulation.animationCurve", reader: &reader)
        }
        if let v = o["changedTargetAtRest"] {
            spec.changedTargetAtRest = .init(rawValue: try reader.choice(v, at: "simulation.changedTargetAtRest", responses))!
        }
        if let v = o["targetOppositeToFlick"] {
            spec.targetOppositeToFlick = .init(rawValue: try reader.choice(v, at: "simulation.targetOppositeToFlick", responses))!
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
        if let v = o["frameTimes"] { spec.frameTimes = try decodeFrameTimes(v, reader: reader) }
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
