import ScrollSimJSON
import Testing

/// `TerminalText.safe` passes printable ASCII by a byte test and still escapes every unsafe
/// scalar, ASCII or not.
@Suite("Terminal text: printable ASCII passes, controls are escaped")
struct TerminalTextTests {
    @Test("digits, commas, a line break and a tab pass unchanged, as a sweep's rows are")
    func printableASCIIPasses() {
        let rows = "cell,drag_pt,velocity_pt_per_ms\n0,-300,-5.000\t\n"
        #expect(TerminalText.safe(rows) == rows)
    }

    @Test("an escape, a carriage return and DEL in otherwise printable ASCII are escaped, as a C1 control and a bidi override are")
    func asciiControlsAreEscaped() {
        #expect(TerminalText.safe("a\u{1B}[2Jb") == "a\\u{1B}[2Jb")
        #expect(TerminalText.safe("row\rforged") == "row\\u{D}forged")
        #expect(TerminalText.safe("x\u{7F}y") == "x\\u{7F}y")
        #expect(TerminalText.safe("x\u{9B}y") == "x\\u{9B}y")
        #expect(TerminalText.safe("é\u{202E}txt") == "é\\u{202E}txt")
    }

    @Test("printable text beyond ASCII passes unchanged")
    func printableUnicodePasses() {
        #expect(TerminalText.safe("±½ pt → café") == "±½ pt → café")
    }

    @Test("a control at any place of a 20-byte line, inside an 8-byte word or after the last, is escaped; a line break or tab there passes")
    func everyPlaceOfALine() {
        for place in 0..<20 {
            let before = String(repeating: "7", count: place)
            let after = String(repeating: ",", count: 19 - place)
            for (control, escaped) in [("\u{0}", "\\u{0}"), ("\u{1B}", "\\u{1B}"), ("\u{1F}", "\\u{1F}"), ("\u{7F}", "\\u{7F}")] {
                #expect(TerminalText.safe(before + control + after) == before + escaped + after, "at \(place)")
            }
            for kept in ["\n", "\t", " ", "~"] { #expect(TerminalText.safe(before + kept + after) == before + kept + after, "at \(place)") }
        }
    }
}
