import ScrollSimJSON
import Testing

/// Errors say what happened (their kind), not which exit code a tool gives them.
@Suite("Input errors: kinds from the reader, sentences with source and path")
struct InputErrorTests {
    @Test("an unknown key is an error of kind unknown key, with the closest known key as its suggestion, thrown before the object is read")
    func unknownKeyKind() throws {
        var reader = JSONReader(source: "s.json")
        let error = #expect(throws: InputError.self) {
            try reader.object(JSONParser.parse(#"{"bounds": [1, 2], "bound": [1, 2]}"#), at: "scrollView", known: ["bounds", "contentSize"])
        }
        #expect(error?.kind == .unknownKey(suggestion: "bounds"))
        #expect(error?.isUnknownKey == true)
        #expect(error?.description == #"s.json at scrollView.bound: unknown key "bound" (did you mean "bounds"?)."#)
        #expect(reader.problems.isEmpty, "an error, not a warning")
    }

    @Test("an unknown key with nothing close has no suggestion and no hint")
    func unknownKeyWithoutSuggestion() throws {
        var reader = JSONReader(source: "s.json")
        let error = #expect(throws: InputError.self) { try reader.object(JSONParser.parse(#"{"zzz": 1}"#), at: "", known: ["bounds"]) }
        #expect(error?.kind == .unknownKey(suggestion: nil))
        #expect(error?.description == #"s.json at zzz: unknown key "zzz"."#)
    }

    @Test("a wrong value is of kind invalid value and keeps the reader's origin")
    func invalidValueKeepsOrigin() {
        let reader = JSONReader(source: "--set", origin: .commandLine)
        #expect {
            _ = try reader.positive(.number(-1), at: "frameRate")
        } throws: { error in
            let e = error as? InputError
            return e?.kind == .invalidValue && e?.origin == .commandLine
                && e?.description == "--set at frameRate: expected a positive number but found the number -1."
        }
    }

    @Test("without a path the sentence names only the source")
    func sentenceWithoutPath() {
        #expect(InputError(.unreadable, source: "missing.json", "does not exist").description == "missing.json: does not exist.")
    }
}
