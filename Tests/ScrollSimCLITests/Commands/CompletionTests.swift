import Foundation
import ScrollSimCLI
import Testing

@Suite("Shell completion")
struct CompletionTests {
    /// What bash's completion offers for `words` (the last is the word being completed), with the
    /// script `scrollsim completion bash` prints.
    static func bashCompletes(_ words: [String], in folder: URL) async throws -> [String] {
        let script = await Invocation(["completion", "bash"]).output
        let file = folder.appendingPathComponent("completion.bash")
        try script.write(to: file, atomically: true, encoding: .utf8)
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.currentDirectoryURL = folder
        process.arguments = [
            "-c", "source \(file.path); COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _scrollsim; printf '%s\\n' \"${COMPREPLY[@]}\"",
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return output.split(separator: "\n").map(String.init).sorted()
    }

    @Test("bash completes commands, each command's options and an option's choices, from the parser's own specs")
    func bash() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("completion-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try await Self.bashCompletes(["scrollsim", "sw"], in: folder) == ["sweep", "sweep-merge"])
        #expect(try await Self.bashCompletes(["scrollsim", "sweep", "x.json", "--sh"], in: folder) == ["--shard"])
        #expect(try await Self.bashCompletes(["scrollsim", "sweep", "x.json", "--format", ""], in: folder) == ["csv", "json", "jsonl", "text"])
        #expect(try await Self.bashCompletes(["scrollsim", "run", "--f"], in: folder) == ["--format", "--frame-rate"])
        #expect(try await Self.bashCompletes(["scrollsim", "completion", "z"], in: folder) == ["zsh"])
    }

    @Test("bash offers file names with spaces whole and never expands a name as a glob")
    func bashFileNames() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("completion-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["my flick.json", "*.json", "other.json"] {
            #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: Data("{}".utf8)))
        }
        #expect(try await Self.bashCompletes(["scrollsim", "run", "my"], in: folder) == ["my flick.json"])
        #expect(try await Self.bashCompletes(["scrollsim", "run", "*"], in: folder) == ["*.json"])
        #expect(try await Self.bashCompletes(["scrollsim", "run", "--events", "my"], in: folder) == ["my flick.json"])
    }

    @Test("every command and option appears in the zsh and fish scripts; an unknown shell is a usage error")
    func zshAndFish() async {
        let zsh = await Invocation(["completion", "zsh"])
        #expect(zsh.code == 0 && zsh.output.contains("bashcompinit") && zsh.output.contains("complete -o filenames -F _scrollsim scrollsim"))
        let fish = await Invocation(["completion", "fish"]).output
        for spec in ScrollSimCommand.specs where !spec.name.isEmpty {
            #expect(fish.contains("-a \(spec.name) -d "), "fish lacks \(spec.name)")
            for option in spec.options {
                #expect(
                    fish.contains("__fish_seen_subcommand_from \(spec.name)\" -l \(option.name.dropFirst(2))"),
                    "fish lacks \(spec.name) \(option.name)")
            }
        }
        #expect(fish.contains("-l format -x -a 'text csv jsonl json'"))
        let unknown = await Invocation(["completion", "powershell"])
        #expect(unknown.code == 64 && unknown.error.contains("expects bash, zsh or fish"))
    }
}
