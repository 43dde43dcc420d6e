// libFuzzer entry point over the scenario parser, decoder, runner and reports.
//
// Not a SwiftPM target: fuzz/build.sh compiles it with `swiftc -sanitize=fuzzer` together with
// the sources of the modules it needs. Any trap (overflow, index out of range, precondition,
// force-unwrap) is a crash that libFuzzer reports with the input that caused it.
import Foundation
import ScrollSim
import ScrollSimScenarios

/// The longest simulated run a fuzz input may ask for, in seconds, so each input stays fast.
let longestRun = 5.0
/// The most items a layout may have in a fuzz input (the layout is O(items) per change).
let mostItems = 400
/// The most expanded gestures a fuzz input may have (a swipe expands to one move per frame).
let mostGestures = 4000

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenario(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let (json, problems) = try? ScenarioFile.parseDocument(text, file: "fuzz.json") else { return 0 }
    // Every duplicate-key warning names the file and a path.
    for problem in problems where !problem.description.hasPrefix("fuzz.json at ") {
        fatalError("duplicate-key warning without the file and path: \(problem)")
    }

    // The writer's output parses back to the same value.
    let compact = json.rendered()
    let pretty = json.rendered(pretty: true)
    guard (try? JSONParser.parse(compact)) == json, (try? JSONParser.parse(pretty)) == json else {
        fatalError("rendered JSON does not parse back to the same value: \(compact)")
    }

    // A device recording (frames and no gestures, as every command reads files) goes through the replay instead.
    if ScenarioFile.kind(of: json) == .deviceRecording { return fuzzRecording(json) }

    let loaded: ScenarioFile.Loaded
    do {
        loaded = try ScenarioFile.decode(json, file: "fuzz.json", problems: problems)
    } catch let error as InputError {
        // Every decoding error is a sentence naming the file.
        guard error.description.hasPrefix("fuzz.json") else { fatalError("error without the file: \(error)") }
        return 0
    } catch {
        fatalError("decoding threw something other than a InputError: \(error)")
    }
    var scenario = loaded.scenario

    // A decoded scenario encodes to JSON that decodes to the same scenario.
    let again = try? ScenarioFile.decode(scenario.json, file: "fuzz.json").scenario
    guard again == scenario else { fatalError("the scenario does not survive encoding: \(scenario.json.rendered())") }

    // Keep each input fast: a short run, a modest layout, a modest script.
    scenario.simulation.maximumDuration = min(scenario.simulation.maximumDuration, longestRun)
    if let until = scenario.until { scenario.until = min(until, longestRun) }
    if let layout = scenario.layout, layout.itemCount > mostItems { return 0 }
    var gestures = 0
    for g in scenario.gestures {
        switch g.kind {
        case .swipe(_, let duration), .drag(_, _, let duration):
            // The decoder refuses a duration past the run's end, so this is at most an hour of frames.
            gestures += Int(duration * Double(scenario.frameRate)) + 2
        default: gestures += 1
        }
    }
    if gestures > mostGestures { return 0 }

    guard let run = try? ScenarioRunner.run(scenario) else { return 0 }
    for frame in run.recording.frames {
        let o = frame.contentOffset
        let v = frame.velocityPointsPerSecond
        guard o.x.isFinite, o.y.isFinite, v.x.isFinite, v.y.isFinite else {
            fatalError("frame \(frame.index) is not finite: \(frame); scenario \(scenario.json.rendered())")
        }
    }
    _ = run.checkExpectations()
    _ = Golden.text(name: scenario.name, recording: run.recording)
    for format in OutputFormat.run { _ = RunReport.render(run, as: format) }
    return 0
}

/// Decodes `json` as a device recording and replays it, checking that nothing non-finite comes out.
func fuzzRecording(_ json: JSONValue) -> CInt {
    let recording: DeviceRecording
    do {
        recording = try DeviceRecording.decode(json, file: "fuzz.json")
    } catch let error as InputError {
        guard error.description.hasPrefix("fuzz.json") else { fatalError("error without the file: \(error)") }
        return 0
    } catch { fatalError("decoding threw something other than a InputError: \(error)") }
    guard recording.frames.count <= mostGestures else { return 0 }
    guard let replay = try? Replay.replay(recording) else { return 0 }
    for row in replay.rows where !(row.simulated.x.isFinite && row.simulated.y.isFinite) {
        fatalError("replay row at \(row.t) s is not finite")
    }
    _ = replay.simulatedTimeline
    return 0
}
