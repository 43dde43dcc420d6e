import Foundation
import ScrollSimScenarios

/// `scrollsim sweep-merge SHARD.csv…`: the CSVs of `sweep --shard K/N` runs merged into the CSV
/// one run of the whole grid gives, byte for byte: one header, rows in cell order.
///
/// The files are read a line at a time and merged as they are read, so memory does not grow with
/// the grid. Every cell from 0 to the last must appear exactly once.
enum SweepMergeCommand: Subcommand {
    /// The `--output` option.
    static let output = CommandSpec.Option(name: "--output", value: "PATH", help: "Write the merged CSV to PATH instead of standard output.")
    /// The `--cells` option.
    static let cells = CommandSpec.Option(name: "--cells", value: "N", help: "Expect exactly N cells, the sweep's drags × velocities (catches a shard missing its last rows).")

    static let spec = CommandSpec(
        name: "sweep-merge", summary: "Merge the CSVs of sweep --shard runs into the CSV of one run.",
        positionals: "SHARD.csv…", positionalCount: 1...Int.max,
        options: [output, cells],
        example: "scrollsim sweep-merge shard-1.csv shard-2.csv --output sweep.csv")

    static func execute(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        try context.checkOutput(arguments.value(output), option: output.name, inputs: arguments.positionals)
        var expectedCount: Int?
        if let text = arguments.value(cells) {
            guard let n = Int(text), n >= 0 else { throw CommandError.usage("\(cells.name) expects a whole number of cells but found \"\(text)\".") }
            expectedCount = n
        }
        var readers: [Reader] = []
        for path in arguments.positionals {
            let reader = try Reader(path: path)
            guard let header = reader.line, header == Array(SweepRows.csvHeader.utf8) else {
                throw CommandError(
                    .dataError, "\(path):1: expected the header of a sweep CSV (\(SweepRows.csvHeader.dropLast())) but found \(reader.line.map { "\"\(String(decoding: $0.dropLast(), as: UTF8.self))\"" } ?? "an empty file").")
            }
            try reader.advance()
            readers.append(reader)
        }
        let out = try SweepOutput(format: .csv, path: arguments.value(output), option: output.name, context: context)
        try out.begin(name: "")
        var expected = 0
        var batch: [UInt8] = []
        batch.reserveCapacity(1 << 16)
        while true {
            var best: Reader?
            for reader in readers where reader.line != nil {
                if best == nil || reader.cell < best!.cell { best = reader }
            }
            guard let best else { break }
            guard best.cell == expected, expected < expectedCount ?? Int.max else {
                if best.cell == expected {
                    throw CommandError(.dataError, "\(best.path):\(best.lineNumber): cell \(expected) is past the \(expectedCount!) cells that \(cells.name) expects.")
                }
                let problem = best.cell < expected
                    ? "cell \(best.cell) appears twice (is a shard given twice?)"
                    : "cell \(expected) is missing (is a shard left out, or are the shards of different sweeps?)"
                throw CommandError(.dataError, "\(best.path):\(best.lineNumber): \(problem).")
            }
            batch += best.line!
            if batch.count >= 1 << 16 {
                try out.write(rows: batch)
                batch.removeAll(keepingCapacity: true)
            }
            expected += 1
            try best.advance()
        }
        if let expectedCount, expected < expectedCount {
            throw CommandError(
                .dataError, "\(arguments.positionals.joined(separator: ", ")): cell \(expected) is missing: the shards hold \(expected) of the \(expectedCount) cells that \(cells.name) expects (is a shard left out or cut short?).")
        }
        try out.write(rows: batch)
        try out.finish()
        return .success
    }

    /// One shard file, read a line at a time; `line` is the current line with its line feed, nil
    /// at the end, and `cell` its cell number.
    final class Reader {
        let path: String
        private let lines: LineReader
        private(set) var line: [UInt8]?
        private(set) var lineNumber = 0
        private(set) var cell = 0

        /// Opens `path` and reads its first line.
        /// - Throws: `CommandError` 66 when it cannot be opened.
        init(path: String) throws {
            self.path = path
            guard let lines = LineReader(path: path) else {
                throw CommandError(.noInput, "\(path): cannot be read: \(String(cString: strerror(errno)).lowercased()).")
            }
            self.lines = lines
            read()
        }

        private func read() {
            guard let bytes = lines.next() else { line = nil; return }
            lineNumber += 1
            line = bytes + [0x0A]
        }

        /// Moves to the next row and reads its cell number.
        /// - Throws: `CommandError` 65 naming the file and line when the row does not start with one.
        func advance() throws {
            read()
            guard let line else { return }
            guard let number = SweepRows.cellNumber(ofCSVRow: Substring(decoding: line, as: UTF8.self)), number >= 0 else {
                throw CommandError(.dataError, "\(path):\(lineNumber): expected a row starting with its cell number but found \"\(String(decoding: line.prefix(60).filter { $0 != 0x0A }, as: UTF8.self))\".")
            }
            cell = number
        }
    }
}
