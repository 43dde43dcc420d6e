import Foundation
import ScrollSim

extension SettingsComparison {
    /// The comparison as a page that plays every run side by side (`FeelPage`), with its notes:
    /// each run's setting in words as its variant, the key as the page's subtitle.
    public func page(title: String) -> String {
        let pageRuns = runs.map {
            var run = FeelPage.Run(label: $0.label, recording: $0.recording)
            run.variant = PageWords.setting(key: key, value: $0.value, view: $0.view)
            return run
        }
        return FeelPage(title: title, subtitle: "setting key: \(key)", runs: pageRuns, notes: notes).html()
    }
}

extension Replay {
    /// The device's samples and the simulation's frames as two runs of a page, on the recording's
    /// clock (the simulation's times shifted by `origin`), in the simulated view's scene.
    public var pageRuns: [FeelPage.Run] {
        var simulated = FeelPage.Run(label: "simulated", recording: run.recording)
        simulated.variant = "simulated"
        simulated.times = simulated.times.map { $0 + origin }
        var recorded = FeelPage.Run(
            label: "recorded on the device", scene: simulated.scene, times: recording.frames.map(\.t), offsets: recording.frames.map(\.offset),
            velocities: nil, phases: recording.frames.map { $0.isDragging ? "dragging" : ($0.phase.isEmpty ? "idle" : $0.phase) })
        recorded.variant = "recorded on the device"
        return [recorded, simulated]
    }
}
