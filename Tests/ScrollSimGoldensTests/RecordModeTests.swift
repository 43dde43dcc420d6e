import ScrollSimGoldens
import Testing

/// The record-mode decisions that `check` and `assertFeel` share, as a table worked from the
/// modes' definitions (swift-snapshot-testing's, with `failed` re-recording what fails).
@Suite("Golden decisions: one table for check and assertFeel")
struct RecordModeTests {
    @Test("record without comparing: all always, a missing golden in every mode but never")
    func recordsWithoutComparing() {
        let table: [(RecordMode, exists: Bool, records: Bool)] = [
            (.all, true, true), (.all, false, true),
            (.missing, true, false), (.missing, false, true),
            (.failed, true, false), (.failed, false, true),
            (.never, true, false), (.never, false, false),
        ]
        for (mode, exists, records) in table {
            #expect(mode.recordsWithoutComparing(goldenExists: exists) == records, "\(mode), exists \(exists)")
        }
    }

    @Test("a golden that differs is replaced only in mode failed")
    func rerecordsMismatch() {
        #expect(RecordMode.allCases.filter(\.rerecordsMismatch) == [.failed])
    }
}
