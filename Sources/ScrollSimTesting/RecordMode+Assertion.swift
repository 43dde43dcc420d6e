import Foundation
import ScrollSimGoldens

extension RecordMode {
    /// The record mode of an assertion (`assertFeel`, `assertSweep`): `record` when given, else
    /// `SCROLLSIM_RECORD` (`forAssertion(_:environment:)`); nil after recording a failure at
    /// `location` when the variable holds no mode.
    package static func forAssertion(_ record: RecordMode?, environment: [String: String], at location: TestSourceLocation) -> RecordMode? {
        do {
            return try forAssertion(record, environment: environment)
        } catch {
            TestFailure.record(String(describing: error), at: location)
            return nil
        }
    }
}
