import Foundation
import ScrollPhysics
import ScrollSim
import ScrollSimJSON
import ScrollSimStrategies

extension SimulationSpec {
    static let keys = [
        "animationDuration", "animationCurve", "changedTargetAtRest", "targetOppositeToFlick", "layoutVelocityUnit",
        "maximumDuration", "heldFingerTimeout",
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
        return spec
    }
}
