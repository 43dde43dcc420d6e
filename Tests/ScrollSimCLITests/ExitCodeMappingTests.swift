@testable import ScrollSimCLI
import ScrollSimJSON
import ScrollSimScenarios
import Testing

/// What went wrong and where the input came from decide the exit code, in one place.
@Suite("Exit codes from errors: sysexits.h by what happened and where")
struct ExitCodeMappingTests {
    static func code(_ error: any Error) -> Int32 { CommandError(error).code.rawValue }

    @Test("an unreadable input is 66 from a file, the command line or the environment")
    func unreadableIsNoInput() {
        for origin in [InputError.Origin.file, .commandLine, .environment] {
            #expect(Self.code(InputError(.unreadable, in: origin, source: "x", "does not exist")) == 66)
        }
    }

    @Test("anything wrong in a file is 65: syntax, a value, an unknown or repeated key, a size over the limit")
    func fileProblemsAreDataErrors() {
        let kinds: [InputError.Kind] = [.syntax, .invalidValue, .unknownKey(suggestion: "bounds"), .duplicateKey, .tooLarge]
        for kind in kinds {
            #expect(Self.code(InputError(kind, source: "s.json", path: "scrollView", "…")) == 65, "\(kind)")
        }
    }

    @Test("a command-line value in the wrong form or naming an unknown key is 64; a value the key cannot take is 65")
    func commandLineProblems() {
        #expect(Self.code(InputError(.syntax, in: .commandLine, source: "--set", "expected KEY=VALUE")) == 64)
        #expect(Self.code(InputError(.unknownKey(suggestion: nil), in: .commandLine, source: "--set", "…")) == 64)
        #expect(Self.code(InputError(.invalidValue, in: .commandLine, source: "--set", "a number too large")) == 65)
    }

    @Test("a wrong environment variable is a usage error, 64")
    func environmentIsUsage() {
        #expect(Self.code(InputError(.invalidValue, in: .environment, source: "SCROLLSIM_RECORD", "expected all…")) == 64)
    }

    @Test("an output that cannot be created is 66; one whose write fails part way is 74 (EX_IOERR), not bad data")
    func outputErrors() {
        #expect(Self.code(OutputError(.cannotCreate, path: "/x/y.csv", "the folder /x does not exist")) == 66)
        #expect(Self.code(OutputError(.writeFailed, path: "y.csv", "no space left on device")) == 74)
    }

    @Test("the message is the error's one sentence")
    func messageIsTheSentence() {
        let error = InputError(.invalidValue, source: "s.json", path: "frameRate", "expected a whole number from 30 to 240 but found the number 1")
        #expect(CommandError(error).message == "s.json at frameRate: expected a whole number from 30 to 240 but found the number 1.")
    }
}
