import Foundation
import ScrollSimBenchmarks

// The main thread waits on a semaphore rather than running dispatch's main loop, so the tool
// also runs under valgrind.
Task.detached {
    let code = await BenchmarkSuite.main(arguments: Array(CommandLine.arguments.dropFirst())) { line in
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
    exit(code)
}
DispatchSemaphore(value: 0).wait()
