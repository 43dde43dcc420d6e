import Foundation
import ScrollSimBenchmarks

let code = await BenchmarkSuite.main(arguments: Array(CommandLine.arguments.dropFirst())) { line in
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
exit(code)
