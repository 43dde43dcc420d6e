import Foundation

/// Where goldens and their failure pictures live, in one place: the folder and extension names,
/// how a view inside a scene names its golden, and every path built from them. Scenario goldens,
/// feel goldens of tests, sweep goldens and failure artifacts all ask here.
public enum GoldenPaths {
    /// The extension of a golden of frames.
    public static let framesExtension = "frames"
    /// The extension of a sweep golden.
    public static let sweepExtension = "sweep"
    /// The folder beside a scenario file that holds its goldens.
    public static let scenarioFolder = "goldens"
    /// The folder beside a test file that holds its feel goldens, one folder per test file inside.
    public static let testFolder = "__Feel__"
    /// The environment variable naming a folder for failure pictures instead of the golden's own.
    public static let artifactsKey = "SCROLLSIM_ARTIFACTS"

    /// The golden name of the view named `view` inside the scene of the scenario named `scenario`:
    /// `SCENARIO.VIEW`.
    public static func viewName(_ view: String, of scenario: String) -> String { "\(scenario).\(view)" }

    /// `goldens/NAME.frames` in the folder of the scenario file at `file`: relative when `file`
    /// is, as messages print it.
    public static func scenarioGolden(file: String, name: String) -> String {
        let folder = ((file as NSString).deletingLastPathComponent as NSString).appendingPathComponent(scenarioFolder)
        return (folder as NSString).appendingPathComponent("\(name).\(framesExtension)")
    }

    /// `__Feel__/TESTFILE/NAME.EXTENSION` in the folder of the test file at `testFile`, `TESTFILE`
    /// being its name without `.swift`.
    public static func testGolden(testFile: String, name: String, extension pathExtension: String = framesExtension) -> String {
        let url = URL(fileURLWithPath: testFile)
        return url.deletingLastPathComponent().appendingPathComponent(testFolder)
            .appendingPathComponent(url.deletingPathExtension().lastPathComponent)
            .appendingPathComponent("\(name).\(pathExtension)").path
    }

    /// Where the failure plot of the golden at `golden` (`FOLDER/NAME.frames`) goes:
    /// `FOLDER/NAME.failure.svg`, or `ARTIFACTS/FOLDER-NAME/NAME.failure.svg` (the golden's folder
    /// name keeps apart goldens of one name from different test files) when `environment` sets
    /// `SCROLLSIM_ARTIFACTS` to a non-empty path.
    public static func failurePlot(golden: String, environment: [String: String]) -> String {
        failureArtifact(golden: golden, extension: "failure.svg", environment: environment)
    }

    /// Where the failure page of the golden at `golden` goes: beside its plot, `NAME.failure.html`.
    public static func failurePage(golden: String, environment: [String: String]) -> String {
        failureArtifact(golden: golden, extension: "failure.html", environment: environment)
    }

    private static func failureArtifact(golden: String, extension pathExtension: String, environment: [String: String]) -> String {
        let url = URL(fileURLWithPath: golden)
        let file = url.deletingPathExtension().appendingPathExtension(pathExtension).lastPathComponent
        if let artifacts = environment[artifactsKey], !artifacts.isEmpty {
            return URL(fileURLWithPath: artifacts).appendingPathComponent(url.deletingLastPathComponent().lastPathComponent)
                .appendingPathComponent(file).path
        }
        return url.deletingLastPathComponent().appendingPathComponent(file).path
    }
}
