import Foundation
import ScrollSimJSON
import ScrollSimScenarios
import Testing

@testable import ScrollSimCLI

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

    @Test("each kind of command error has its sysexits code")
    func kindsHaveTheirCodes() {
        let codes = Dictionary(uniqueKeysWithValues: CommandError.Kind.allCases.map { ($0, $0.exitCode.rawValue) })
        #expect(codes == [.usage: 64, .badInput: 65, .missingInput: 66, .unwritableOutput: 66, .crash: 70, .failedIO: 74])
    }

    @Test("among several errors a crash wins, then bad data, then a missing input: by precedence, not by number")
    func precedenceIsDeclared() {
        let crash = CommandError(.crash, "c.")
        let bad = CommandError(.badInput, "b.")
        let missing = CommandError(.missingInput, "m.")
        #expect(CommandError.mostSevere([missing, crash, bad])?.kind == .crash)
        #expect(CommandError.mostSevere([missing, bad])?.kind == .badInput)
        #expect(CommandError.mostSevere([CommandError(.failedIO, "f."), missing])?.kind == .missingInput)
        #expect(CommandError.mostSevere([]) == nil)
    }

    /// Where a line picks an exit code for an error itself: an `ExitCode` error case, or a
    /// numeric `exit(…)`. Naming a `CommandError.Kind` is not picking one.
    static let pickedCode = #"(\.(dataError|noInput|ioError|software)\b|ExitCode\.usage\b|exit\([0-9])"#

    @Test("the scan for picked exit codes finds an ExitCode case or a numeric exit, not a kind")
    func scanFindsPickedCodes() throws {
        let picked = try Regex(Self.pickedCode)
        for line in ["return .dataError", "throw CommandError(code: .noInput)", "exit(74)", "return ExitCode.usage"] {
            #expect(line.contains(picked), "\(line)")
        }
        for line in ["throw CommandError(.badInput, \"x.\")", "throw CommandError.usage(\"x.\")", "exit(code)", "CommandError(.usage, \"x.\")"] {
            #expect(!line.contains(picked), "\(line)")
        }
    }

    @Test("no source outside the mapping picks an error's exit code: no sysexits case and no numeric exit elsewhere")
    func codesArePickedInOnePlace() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources")
        let picked = try Regex(Self.pickedCode)
        var offenders: [String] = []
        for case let relative as String in FileManager.default.enumerator(atPath: sources.path)! where relative.hasSuffix(".swift") {
            if relative.hasSuffix("CommandError+ExitCode.swift") || relative.hasSuffix("/ExitCode.swift") { continue }
            let text = try String(contentsOf: sources.appendingPathComponent(relative), encoding: .utf8)
            for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                if code.contains(picked) { offenders.append("\(relative):\(i + 1): \(line.trimmingCharacters(in: .whitespaces))") }
            }
        }
        #expect(offenders.isEmpty, "\(offenders.joined(separator: "\n"))")
    }
}
