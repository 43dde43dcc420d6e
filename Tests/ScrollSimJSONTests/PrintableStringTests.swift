import ScrollSimJSON
import Testing

/// Strings from a file reach messages only as JSON literals: control characters escaped, long
/// ones cut.
@Suite("Printable strings in messages")
struct PrintableStringTests {
    @Test("an OSC escape and a bell are escaped, a C1 control too, and a 300-character string is cut at 200 with its length")
    func printable() {
        #expect(JSONValue.string("evil\u{1B}]0;pwned\u{07}").kindDescription == #"the string "evil\u001b]0;pwned\u0007""#)
        #expect(JSONValue.printable("a\u{9B}b") == #""a\u009bb""#)
        let long = String(repeating: "x", count: 300)
        #expect(JSONValue.printable(long) == "\"" + String(repeating: "x", count: 200) + "\"… (300 characters in all)")
    }
}
