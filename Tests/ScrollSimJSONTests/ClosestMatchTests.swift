import ScrollSimJSON
import Testing

/// "Did you mean" suggestions: the word a user most likely meant, or none.
@Suite("closestMatch: case, edits, containment and camelCase parts; nothing for unrelated words")
struct ClosestMatchTests {
    static let gestureTypes = ["beginDrag", "move", "endDrag", "swipe", "drag", "touches", "setContentOffset", "scrollToItem"]
    static let simulationKeys = [
        "animationDuration", "animationCurve", "fastScroll", "exactDecelerationRate", "layoutVelocityUnit",
        "maximumDuration", "heldFingerTimeout",
    ]
    static let expectKeys = [
        "finalOffset", "tolerance", "restBefore", "restAfter", "maxOvershoot", "minOvershoot", "finalPage", "target",
        "releaseVelocity", "callbacks",
    ]

    @Test("the same word in another case is suggested, even when it is short")
    func caseInsensitive() {
        #expect(closestMatch(to: "begindrag", in: Self.gestureTypes) == "beginDrag")
        #expect(closestMatch(to: "MOVE", in: Self.gestureTypes) == "move")
    }

    @Test("a swap of two neighbouring letters is one edit")
    func transposition() {
        // "tpye" → "type" is one swap (two substitutions in plain Levenshtein).
        #expect(closestMatch(to: "tpye", in: ["t", "type"]) == "type")
        #expect(closestMatch(to: "translaton", in: ["translation", "velocity"]) == "translation")
    }

    @Test("an abbreviated part or a misspelt part points to the key that has it")
    func parts() {
        #expect(closestMatch(to: "maxDuration", in: Self.simulationKeys) == "maximumDuration")
        #expect(closestMatch(to: "restOffst", in: Self.expectKeys) == "finalOffset")
        #expect(closestMatch(to: "bound", in: ["bounds", "contentSize"]) == "bounds")
    }

    @Test("unrelated words get no suggestion")
    func unrelated() {
        #expect(closestMatch(to: "pinch", in: Self.gestureTypes) == nil)
        #expect(closestMatch(to: "slow", in: ["normal", "fast"]) == nil)
        #expect(closestMatch(to: "zoomScale", in: Self.simulationKeys) == nil)
        #expect(closestMatch(to: "", in: Self.simulationKeys) == nil)
    }
}
