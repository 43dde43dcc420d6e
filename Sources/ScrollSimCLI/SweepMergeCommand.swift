import Foundation
import ScrollSimScenarios

/// `scrollsim sweep-merge SHARD.csv…`: the CSVs of `sweep --shard K/N` runs merged into the CSV
/// one run of the whole grid gives, byte for byte: one header, rows in cell order.
///
/// The files are read a line at a time and merged as they are read, so memory does not grow with
/// the grid. Every cell from 0 to the last must appear exactly once. Each shard ends with its
/// signature (`SweepShardSignature`): all must name one sweep and shard count, each shard once,
/// and each shard's rows must be the ones it was written with (count and checksum); a shard of
/// another sweep, an edited row or a missing shard is refused and nothing is written. Rows marked
/// `cut-off` are merged, and the command exits 1 naming them, as `sweep` does.
enum SweepMergeCommand: Subcommand {
    /// The `--output` option.
    static let output = CommandSpec.Option(name: "--output", value: "PATH", help: "Write the merged CSV to PATH instead of standard output.")
    /// The `--cells` option.
    static let cells = CommandSpec.Option(
        name: "--cells", value: "N", help: "Expect exactly N cells, the sweep's drags × velocities (catches a shard missing its last rows).",
        kind: .wholeNumber(0...Int.max))

    static let spec = CommandSpec(
        name: "sweep-merge", summary: "Merge the CSVs of sweep --shard runs into the CSV of one run.",
        positionals: "SHARD.csv…", positionalCount: 1...Int.max,
        options: [output, cells],
        example: "scrollsim sweep-merge shard-1.csv shard-2.csv --output sweep.csv")

    static func execute(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        try context.checkOutput(arguments.value(output), option: output.name, inputs: arguments.positionals)
        let expectedCount = arguments.integer(cells)
        var readers: [Reader] = []
        for path in arguments.positionals {
            let reader = try Reader(path: path)
            guard let header = reader.line, header == Array(SweepRows.csvHeader.utf8) else {
                let found = reader.line.map { Reader.quoted($0.dropLast()) } ?? "an empty file"
                throw CommandError(.badInput, "\(path):1: expected the header of a sweep CSV (\(SweepRows.csvHeader.dropLast())) but found \(found).")
            }
            try reader.advance()
            readers.append(reader)
        }
        let out = try SweepOutput(format: .csv, path: arguments.value(output), option: output.name, context: context)
        try out.begin(name: "")
        var expected = 0
        var grid = SweepMergeGridCheck()
        var cutOff = 0
        var firstCutOff: Int?
        var batch: [UInt8] = []
        batch.reserveCapacity(1 << 16)
        while true {
            var best: Reader?
            for reader in readers where reader.line != nil {
                if best == nil || reader.row.cell < best!.row.cell { best = reader }
            }
            guard let best else { break }
            guard best.row.cell == expected, expected < expectedCount ?? Int.max else {
                if best.row.cell == expected {
                    throw CommandError(
                        .badInput, "\(best.path):\(best.lineNumber): cell \(expected) is past the \(expectedCount!) cells that \(cells.name) expects."
                    )
                }
                let problem =
                    best.row.cell < expected
                    ? "cell \(best.row.cell) appears twice (is a shard given twice?)"
                    : "cell \(expected) is missing (is a shard left out, or are the shards of different sweeps?)"
                throw CommandError(.badInput, "\(best.path):\(best.lineNumber): \(problem).")
            }
            if let problem = grid.take(best.row) {
                throw CommandError(.badInput, "\(best.path):\(best.lineNumber): \(problem).")
            }
            if best.row.status == .cutOff {
                cutOff += 1
                firstCutOff = firstCutOff ?? best.row.cell
            }
            batch += best.line!
            if batch.count >= 1 << 16 {
                try out.write(rows: batch)
                batch.removeAll(keepingCapacity: true)
            }
            expected += 1
            try best.advance()
        }
        let files = arguments.positionals.joined(separator: ", ")
        if let expectedCount, expected < expectedCount {
            throw CommandError(
                .badInput,
                "\(files): cell \(expected) is missing: the shards hold \(expected) of the \(expectedCount) cells that \(cells.name) expects (is a shard left out or cut short?)."
            )
        }
        if let problem = grid.finish() { throw CommandError(.badInput, "\(files): \(problem).") }
        // Each shard's rows are the ones its sweep wrote (count and checksum), and the shards are
        // those of one sweep, each once; checked before the merge is renamed into place.
        let signatures = try readers.map { try $0.verify() }
        let first = signatures[0]
        for (reader, signature) in zip(readers, signatures) where signature.sweep != first.sweep || signature.shardCount != first.shardCount {
            throw CommandError(
                .badInput,
                "\(reader.path): is shard \(signature.shard)/\(signature.shardCount) of sweep \(signature.sweep), but \(readers[0].path) is shard \(first.shard)/\(first.shardCount) of sweep \(first.sweep): shards of different sweeps (scenario, settings or grid) do not merge."
            )
        }
        for k in 1...first.shardCount {
            let holders = zip(readers, signatures).filter { $0.1.shard == k }.map(\.0.path)
            guard holders.count == 1 else {
                throw CommandError(
                    .badInput,
                    holders.isEmpty
                        ? "\(files): shard \(k)/\(first.shardCount) of sweep \(first.sweep) is missing."
                        : "\(holders.joined(separator: ", ")): shard \(k)/\(first.shardCount) is given \(holders.count) times.")
            }
        }
        try out.write(rows: batch)
        try out.finish()
        if let firstCutOff {
            context.error(
                "\(files): \(cutOff) of \(expected) cells were cut off at simulation.maximumDuration, the first cell \(firstCutOff); their rows say cut-off.\n"
            )
            return .failure
        }
        return .success
    }

    /// One shard file, read a line at a time; `line` is the current line with its line feed, nil
    /// at the end, and `row` the current row read back.
    final class Reader {
        /// The longest line read, in bytes: far more than the longest row (`SweepRows`), far less
        /// than a file with no line feeds.
        static let maximumLineLength = 4096

        let path: String
        private let lines: LineReader
        private(set) var line: [UInt8]?
        /// The shard's signature line, once read (it ends the rows).
        private var signatureLine: SweepShardSignature?
        /// FNV-1a 64 of the rows read so far, and how many.
        private var checksum = SweepShardSignature.basis
        private var rowCount = 0
        private(set) var row = SweepRows.CSVRow(cell: 0, drag: "", velocity: "")

        /// The number of the current line (1-based).
        var lineNumber: Int { lines.lineNumber }

        /// Opens `path` and reads its first line.
        /// - Throws: `CommandError` 66 when it cannot be opened or is a folder, 74 when reading
        ///   fails, 65 for a first line longer than `maximumLineLength`.
        init(path: String) throws {
            self.path = path
            var info = stat()
            if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
                throw CommandError(.missingInput, "\(path): is a folder, not the CSV of a sweep shard.")
            }
            // A shard saved by a Windows editor (CRLF, perhaps a byte-order mark) reads as the LF
            // text sweep wrote; the merge is written with LF, as one run's CSV is.
            guard let lines = LineReader(path: path, normalizesLineEnds: true, maximumLength: Self.maximumLineLength) else {
                throw CommandError(.missingInput, "\(path): cannot be read: \(String(cString: strerror(errno)).lowercased()).")
            }
            self.lines = lines
            try read()
        }

        private func read() throws {
            do {
                guard let bytes = try lines.next() else {
                    line = nil
                    return
                }
                guard lines.endedWithLineFeed else {
                    throw CommandError(
                        .badInput, "\(path):\(lines.lineNumber): the last line has no line feed: the file is cut short (was its sweep stopped?).")
                }
                if signatureLine != nil {
                    throw CommandError(.badInput, "\(path):\(lines.lineNumber): a line follows the shard's signature line, which ends a shard.")
                }
                if bytes.starts(with: Array(SweepShardSignature.prefix.utf8)) {
                    guard let signature = SweepShardSignature(line: Substring(decoding: bytes, as: UTF8.self)) else {
                        throw CommandError(.badInput, "\(path):\(lines.lineNumber): the shard's signature line \(Self.quoted(bytes)) cannot be read.")
                    }
                    signatureLine = signature
                    line = nil
                    // Nothing may follow it.
                    if try lines.next() != nil {
                        throw CommandError(.badInput, "\(path):\(lines.lineNumber): a line follows the shard's signature line, which ends a shard.")
                    }
                    return
                }
                line = bytes + [0x0A]
                if lines.lineNumber > 1 {
                    checksum = SweepShardSignature.fold(checksum, line!)
                    rowCount += 1
                }
            } catch let failure as LineReader.Failure {
                switch failure {
                case .tooLong: throw CommandError(.badInput, "\(path): \(failure.description): it is not the CSV of a sweep shard.")
                case .unreadable: throw CommandError(.failedIO, "\(path): \(failure.description).")
                }
            }
        }

        /// Checks, once every row is read, that the rows are the ones the shard was written with.
        /// - Returns: the shard's signature.
        /// - Throws: `CommandError` 65 naming the file when it has no signature line (not a shard
        ///   of `sweep --shard`, or cut short), or when the count or the checksum differs.
        func verify() throws -> SweepShardSignature {
            guard let signature = signatureLine else {
                throw CommandError(
                    .badInput,
                    "\(path): has no shard signature as its last line (\(SweepShardSignature.prefix)K/N of …): sweep-merge merges the CSVs of sweep --shard K/N runs, whole."
                )
            }
            guard signature.rows == rowCount, signature.checksum == SweepShardSignature.hex(checksum) else {
                throw CommandError(
                    .badInput,
                    "\(path): its \(rowCount) rows do not match its signature (\(signature.rows) rows, fnv1a64 \(signature.checksum)): the shard was edited or cut after it was written."
                )
            }
            return signature
        }

        /// Moves to the next row and reads it back.
        /// - Throws: `CommandError` 65 naming the file and line when it is not a sweep row.
        func advance() throws {
            try read()
            guard let line else { return }
            switch SweepRows.parseCSVRow(Substring(decoding: line.dropLast(), as: UTF8.self)) {
            case .success(let row): self.row = row
            case .failure(let error): throw CommandError(.badInput, "\(path):\(lineNumber): the row \(Self.quoted(line.dropLast())) \(error.phrase).")
            }
        }

        /// At most 60 bytes of `bytes` as a JSON string literal, for a message.
        static func quoted(_ bytes: some Collection<UInt8>) -> String {
            let text = String(decoding: bytes.prefix(60), as: UTF8.self)
            return JSONValue.printable(text) + (bytes.count > 60 ? "… (\(bytes.count) bytes)" : "")
        }
    }
}
