// The `scrollsim` command: everything lives in ScrollSimCLI, so tests call it directly.
import Foundation
import ScrollSimCLI

let code = await ScrollSimCommand.run(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
    output: { print($0, terminator: "") }, error: { FileHandle.standardError.write(Data($0.utf8)) })
exit(code)
