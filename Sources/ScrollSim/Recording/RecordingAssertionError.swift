import Foundation
import ScrollPhysics

/// A failed expectation about a recording, with a message that reads like the docs: expected,
/// actual, difference, tolerance, and the frame and time it concerns.
public struct RecordingAssertionError: Error, Hashable, CustomStringConvertible {
    /// The full message.
    public var description: String
}
