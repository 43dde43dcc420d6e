/// The rules for a name that becomes a golden's file name (`goldens/NAME.frames`,
/// `__Feel__/TEST/NAME.frames`): scenarios, device recordings and feel goldens all follow them.
public enum GoldenName {
    /// The longest name, in UTF-8 bytes: `NAME.frames` and its temporary file `.NAME.UUID.tmp`
    /// (242 bytes) stay within the 255-byte limit of file names.
    public static let longest = 200

    /// Which rule `name` breaks, as a phrase, or nil when it can name a golden file: 1 to
    /// `longest` bytes, no `/` or `\`, no control, invisible or bidirectional-control characters,
    /// no leading `.` (which would hide the file or climb out of the folder with `..`).
    public static func problem(_ name: String) -> String? {
        let scalars = name.unicodeScalars
        guard let first = scalars.first else { return "it is empty" }
        if name.utf8.count > longest { return "it is \(name.utf8.count) bytes in UTF-8, more than \(longest)" }
        if first == "." { return "it starts with a dot, which would hide the file or climb out of its folder" }
        if scalars.contains(where: { $0 == "/" || $0 == "\\" }) { return "it holds a / or \\, which would make folders" }
        if scalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "it holds a control character (a line break, a tab, an escape)"
        }
        // Invisible and bidirectional-control characters (U+200B, U+202E…) make names that look
        // alike and goldens that differ; line and paragraph separators break lines.
        let invisible: Set<Unicode.GeneralCategory> = [.format, .lineSeparator, .paragraphSeparator]
        if let hidden = scalars.first(where: { invisible.contains($0.properties.generalCategory) }) {
            return "it holds the invisible or bidirectional-control character U+\(String(hidden.value, radix: 16, uppercase: true)), "
                + "which makes names that look alike"
        }
        return nil
    }
}
