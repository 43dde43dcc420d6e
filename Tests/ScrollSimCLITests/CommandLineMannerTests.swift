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
}
