import Foundation
import ScrollSim

extension SettingsComparison {
    /// The comparison as a page that plays every run side by side (`FeelPage`), with its notes.
    public func page(title: String) -> String {
        FeelPage(title: title, runs: runs.map { FeelPage.Run(label: $0.label, recording: $0.recording) }, notes: notes).html()
    }
}

extension Replay {
    /// The device's samples and the simulation's frames as two runs of a page, on the recording's
    /// clock (the simulation's times shifted by `origin`), in the simulated view's scene.
    public var pageRuns: [FeelPage.Run] {
        var simulated = FeelPage.Run(label: "simulated", recording: run.recording)
        simulated.times = simulated.times.map { $0 + origin }
        let recorded = FeelPage.Run(
            label: "recorded on the device", scene: simulated.scene, times: recording.frames.map(\.t), offsets: recording.frames.map(\.offset),
            velocities: nil, phases: recording.frames.map { $0.isDragging ? "dragging" : ($0.phase.isEmpty ? "idle" : $0.phase) })
        return [recorded, simulated]
    }
}
