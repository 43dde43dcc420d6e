import Foundation
import ScrollSimCLI
import ScrollSimScenarios
import ScrollSimTestSupport
import Testing

@Suite("Command-line manners")
struct CommandLineMannerTests {
    @Test("--version prints the version, and the overview says how to get it")
    func version() async {
        let result = await Invocation(["--version"])
        #expect(result.code == 0 && result.output == "scrollsim \(ScrollSimCommand.version)\n")
        #expect(ScrollSimCommand.version.split(separator: ".").count == 3)
        #expect(ScrollSimCommand.overview.contains("scrollsim --version"))
    }

    @Test("a mistyped command or option gets a did-you-mean, as mistyped --set keys do")
    func didYouMean() async {
        let command = await Invocation(["rnu", "x.json"])
        #expect(command.code == 64)
        #expect(command.error.hasPrefix("Unknown command \"rnu\" (did you mean \"run\"?); expected one of the commands"))
        let option = await Invocation(["run", "x.json", "--fromat", "json"])
        #expect(option.code == 64 && option.error == "scrollsim run has no option --fromat; did you mean --format?\n")
        let shard = await Invocation(["sweep", "x.json", "--drag", "0:1:1", "--velocity", "0:1:1", "--shrad", "1/2"])
        #expect(shard.error == "scrollsim sweep has no option --shrad; did you mean --shard?\n")
        let nothingClose = await Invocation(["run", "x.json", "--zzzzzzzz"])
        #expect(nothingClose.error == "scrollsim run has no option --zzzzzzzz; see scrollsim run --help.\n")
    }

    @Test(
        "help for a command that does not exist exits 64 with a suggestion; an empty or folder --output and an empty check --dir are refused before running"
    )
    func refusedBeforeRunning() async throws {
        let help = await Invocation(["help", "swep"])
        #expect(help.code == 64 && help.error.contains(#"there is no command "swep" (did you mean "sweep"?)"#))
        let fling = PackagePaths.scenarios() + "/free-fling.json"
        let empty = await Invocation(["run", fling, "--output", ""])
        #expect(empty.code == 64 && empty.error.contains("--output was given an empty path") && empty.output.isEmpty)
        let folder = await Invocation(["run", fling, "--output", "somewhere/"])
        #expect(folder.code == 64 && folder.error.contains("a path ending in / names a folder"))
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("no-scenarios-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let check = await Invocation(["check", "--dir", dir.path])
        #expect(check.code == 66 && check.error.contains("there is nothing to check"))
    }

    @Test("--frame-rate and --set frameRate together are refused (exit 64) in run, compare and sweep, not silently overridden")
    func frameRateConflict() async {
        let fling = PackagePaths.scenarios() + "/free-fling.json"
        for arguments in [
            ["run", fling], ["compare", fling, "--set", "scrollView.decelerationRate=normal,fast"],
            ["sweep", fling, "--drag", "0:10:10", "--velocity", "0:1:1"],
        ] {
            let result = await Invocation(arguments + ["--frame-rate", "120", "--set", "frameRate=30"])
            #expect(result.code == 64, "\(arguments)")
            #expect(result.error.contains("--frame-rate 120 and --set frameRate=30 both set the frame rate"), "\(result.error)")
        }
    }

    @Test("COLUMNS is held to 40…1000: the most negative Int neither traps nor draws a huge line")
    func columnsClamped() async {
        let args = ["sweep", PackagePaths.scenarios() + "/peek-back-flick.json", "--drag", "0:500:1", "--velocity", "0:1:1"]
        for columns in ["-9223372036854775808", "9223372036854775807"] {
            let result = await Invocation(args, environment: ["SCROLLSIM_RECORD": "never", "COLUMNS": columns])
            #expect(result.code == 0)
            let widest = result.output.split(separator: "\n").map(\.count).max() ?? 0
            #expect(widest <= 1000 + 100, "COLUMNS=\(columns): a line of \(widest) characters")
        }
    }
}
