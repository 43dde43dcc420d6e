import Foundation
import ScrollSimScenarios
import ScrollSimTestSupport

/// The long-recording measurement of a scene streamed as `scrollsim run` streams it
/// (`ScenarioRunner.stream`): a feed with a carousel inside, both views' frames handed on as they
/// are made, none kept.
extension LongRecording {
    /// A feed 375 × 667 over content 3000 tall with one carousel inside (375 × 250 at y 320, five
    /// cards 280 wide, 16 apart), the carousel flicked left at the start (its glide rests in about
    /// 3 s), then both views still until `seconds`, at 120 Hz.
    static func sceneScenario(seconds: Double) throws -> Scenario {
        let text = """
            {"name": "long-scene", "frameRate": \(frameRate), "until": \(seconds),
             "simulation": {"maximumDuration": \(Swift.min(SimulationSpec.longestDuration, seconds + 10))},
             "scrollView": {"bounds": [375, 667], "contentSize": [375, 3000]},
             "subviews": [{"name": "carousel", "frame": [0, 320, 375, 250], "scrollView": {"bounds": [375, 250]},
               "layout": {"scrollDirection": "horizontal", "itemCount": 5, "itemSize": [280, 250], "minimumLineSpacing": 16,
                          "minimumInteritemSpacing": 0}}],
             "gestures": [{"t": 0, "type": "touches", "samples": [[0, 300, 420], [0.016667, 290, 420], [0.033333, 280, 420],
               [0.05, 270, 420], [0.066667, 260, 420], [0.083333, 250, 420], [0.1, 240, 420]]}]}
            """
        return try ScenarioFile.decode(ScenarioFile.parseJSON(text, file: "long-scene"), file: "long-scene").scenario
    }

    /// Streams `sceneScenario(seconds:)`, calling `sample` every 240 frames of the feed; returns
    /// how many frames the feed made.
    static func streamScene(seconds: Double, sample: () -> Void) throws -> Int {
        let scenario = try sceneScenario(seconds: seconds)
        var frames = 0
        try withoutActuallyEscaping(sample) { sample in
            _ = try ScenarioRunner.stream(
                scenario,
                frame: { _ in
                    frames += 1
                    if frames % 240 == 0 { sample() }
                })
        }
        return frames
    }
}
