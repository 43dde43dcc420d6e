import Foundation
import ScrollSim
import ScrollSimCLI
import ScrollSimScenarios
import ScrollSimTestSupport
import Testing

/// A test compares and plots its own delegate with the CLI's implementation: the same table, CSV,
/// JSON and SVG as `scrollsim compare` and `scrollsim plot` for the same view and delegate.
@Suite("Comparisons and plots of a test's own delegate")
struct DelegateComparisonTests {
    static let file = PackagePaths.scenarios() + "/free-fling.json"

    /// The scenario with its deceleration rate set to `rate`, made the way `scrollsim compare`
    /// makes each run, as a test would make its own view.
    static func setup(rate: String) -> (setup: DelegateSweep.Setup, scenario: Scenario) {
        let scenario = try! ScenarioFile.load(file, overrides: [try! Override(key: "scrollView.decelerationRate", rawValue: rate)]).scenario
        let made = try! ScenarioRunner.makeView(for: scenario)
        return ((made.view, made.retained), scenario)
    }

    static func comparison() -> SettingsComparison {
        let scenario = setup(rate: "normal").scenario
        return DelegateComparison.run(
            key: "scrollView.decelerationRate", values: ["normal", "fast"], axis: scenario.axis, script: ScenarioRunner.script(for: scenario),
            label: { "decelerationRate=\($0)" }, makeView: { setup(rate: $0).setup })
    }

    @Test("default labels name UIKit's rates as files do: decelerationRate=normal, fast, or the number")
    func defaultLabelsOfRates() {
        let scenario = Self.setup(rate: "normal").scenario
        let rates: [SimulatedScrollView.DecelerationRate] = [.normal, .fast, .init(rawValue: 0.995)]
        let comparison = DelegateComparison.run(
            key: "decelerationRate", values: rates, axis: scenario.axis, script: ScenarioRunner.script(for: scenario),
            makeView: { Self.setup(rate: "\($0)").setup })
        #expect(comparison.runs.map(\.label) == ["decelerationRate=normal", "decelerationRate=fast", "decelerationRate=0.995"])
        #expect(comparison.runs.map(\.value) == ["normal", "fast", "0.995"])
    }

    @Test("the table is byte for byte the one scrollsim compare prints for the same view and values")
    func sameTableAsTheCommand() async {
        let command = await Invocation(["compare", Self.file, "--set", "scrollView.decelerationRate=normal,fast"])
        #expect(command.code == 0, "\(command.error)")
        #expect(Self.comparison().table() == command.output)
    }

    @Test("the CSV and JSON are byte for byte the command's")
    func sameCSVAndJSONAsTheCommand() async {
        let csv = await Invocation(["compare", Self.file, "--set", "scrollView.decelerationRate=normal,fast", "--format", "csv"])
        let json = await Invocation(["compare", Self.file, "--set", "scrollView.decelerationRate=normal,fast", "--format", "json"])
        #expect(Self.comparison().csv() == csv.output)
        #expect(Self.comparison().json(file: Self.file) == json.output)
    }

    @Test("the SVG is byte for byte the one scrollsim compare --svg writes")
    func sameSVGAsTheCommand() async throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("compare-\(UUID().uuidString).svg").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let command = await Invocation(["compare", Self.file, "--set", "scrollView.decelerationRate=normal,fast", "--svg", out])
        #expect(command.code == 0, "\(command.error)")
        let written = try String(contentsOfFile: out, encoding: .utf8)
        #expect(Self.comparison().svg(title: "free-fling: scrollView.decelerationRate") == written)
    }

    @Test("the plot of one run is byte for byte the one scrollsim plot writes")
    func samePlotAsTheCommand() async throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("plot-\(UUID().uuidString).svg").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let command = await Invocation(["plot", Self.file, "--svg", out])
        #expect(command.code == 0, "\(command.error)")
        let (setup, scenario) = Self.setup(rate: "normal")
        let recording = try withExtendedLifetime(setup.retained) { try Simulation.run(setup.view, script: ScenarioRunner.script(for: scenario)) }
        let pages = PageGrid(view: setup.view as! SimulatedCollectionView, axis: scenario.axis)
        let svg = RunPlot.svg(recording, axis: scenario.axis, pages: pages, title: "\(scenario.name) (\(scenario.strategy.name))")
        #expect(svg == (try String(contentsOfFile: out, encoding: .utf8)))
    }

    @Test("each rate's glide distance is the closed form's (|v0| − 0.01) · d / (1 − d): 993.0 pt at 0.998, 197.0 pt at 0.99")
    func distancesFollowTheClosedForm() {
        // Released at 2 pt/ms; the pixel grid and the discrete stop move the rest by < 0.35 pt.
        let runs = Self.comparison().runs
        #expect(abs(runs[0].summary.distance - 1.99 * 499) < 0.5)
        #expect(abs(runs[1].summary.distance - 1.99 * 99) < 0.5)
        // Time to stop ln(0.01 / 2) / ln(d) ms after the release at 0.1167 s: 2.764 s and 0.644 s.
        #expect(abs((runs[0].summary.restTime ?? 0) - (0.1167 + log(0.01 / 2) / log(0.998) / 1000)) < 0.05)
        #expect(abs((runs[1].summary.restTime ?? 0) - (0.1167 + log(0.01 / 2) / log(0.99) / 1000)) < 0.05)
    }

    @Test("a run still moving at the maximum duration is kept, with the reason it stopped")
    func stoppedRunKeepsItsReason() {
        let comparison = DelegateComparison.run(
            key: "maximumDuration", values: [0.2], axis: .vertical,
            script: TimedGesture.drag(at: 0, distance: 0, releaseVelocity: .pointsPerMillisecond(3), axis: .vertical, frameRate: 60)
        ) { seconds in
            var settings = SimulationSettings()
            settings.maximumDuration = seconds
            let view = SimulatedScrollView(bounds: CGSize(width: 375, height: 600), contentSize: CGSize(width: 375, height: 6000), settings: settings)
            return (view, [])
        }
        let run = comparison.runs[0]
        #expect(comparison.stoppedRuns.count == 1)
        #expect(run.stopReason?.hasPrefix("the run was stopped at simulation.maximumDuration (0.2 s) with the scroll view still moving") == true)
        // Frames 0 to 12 are 0 to 0.2 s at 60 Hz; the run is recorded up to the limit, not dropped.
        #expect(run.recording.frames.count == 13)
        #expect(run.summary.restTime == nil)
        #expect(comparison.table().contains("moving"))
    }
}
