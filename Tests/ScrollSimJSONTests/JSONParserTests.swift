import ScrollSimJSON
import Testing

@Suite("JSON parser")
struct JSONParserTests {
    @Test("a repeated key is noted with its path and the lines of both occurrences; the later value is kept")
    func duplicateKeys() throws {
        let text = """
            {"scrollView": {"bounds": [375, 667],
              "bounds": [100, 100]},
             "gestures": [{"t": 0, "t": 1}],
             "name": "a",

             "name": "b"}
            """
        let (value, duplicates) = try JSONParser.parseNotingDuplicates(text)
        #expect(
            duplicates == [
                .init(path: "scrollView.bounds", key: "bounds", firstLine: 1, line: 2),
                .init(path: "gestures[0].t", key: "t", firstLine: 3, line: 3),
                .init(path: "name", key: "name", firstLine: 4, line: 6),
            ])
        #expect(value["scrollView"]?["bounds"] == .array([.number(100), .number(100)]))
        #expect(value["name"] == .string("b"))
        #expect(try JSONParser.parse(text) == value)
    }

    @Test("equal keys in different objects are not duplicates")
    func sameKeyInSiblings() throws {
        let (_, duplicates) = try JSONParser.parseNotingDuplicates(#"[{"t": 0}, {"t": 1}, {"a": {"t": 2}, "t": 3}]"#)
        #expect(duplicates.isEmpty)
    }

    @Test("nesting of 512 levels parses; 513 is a syntax error that states the 512-level limit")
    func depthLimit() throws {
        #expect(JSONParser.maximumDepth == 512)
        let deepest = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(throws: Never.self) { try JSONParser.parse(deepest) }
        let tooDeep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect {
            try JSONParser.parse(tooDeep)
        } throws: { error in
            let e = error as? JSONParser.SyntaxError
            return e?.reason == "arrays and objects are nested deeper than the limit of 512 levels" && e?.column == 513
        }
    }

    @Test("a number that overflows a double is flagged as such; other syntax errors are not")
    func numberTooLarge() {
        for (text, tooLarge) in [("1e400", true), ("-1e400", true), ("[1, 2", false), ("1e", false)] {
            do {
                _ = try JSONParser.parse(text)
                Issue.record("\(text) parsed")
            } catch {
                #expect(error.isNumberTooLarge == tooLarge, "\(text)")
            }
        }
    }
}
