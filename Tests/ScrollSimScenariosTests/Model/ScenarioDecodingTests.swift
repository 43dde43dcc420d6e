import Foundation
import ScrollSimScenarios
import ScrollSimTestSupport
import Testing

@Suite("Scenario decoding")
struct ScenarioDecodingTests {
    static let minimal = #"{"scrollView": {"bounds": [375, 667], "contentSize": [375, 2000]}, "gestures": []}"#

    func decode(_ text: String, strict: Bool = false) throws -> ScenarioFile.Loaded { try ScenarioText.load(text, strict: strict) }
    func error(_ text: String, strict: Bool = false) -> InputError? { ScenarioText.error(text, strict: strict) }

    @Test("defaults: 60 fps, rate normal, strategy none, name from the file")
    func defaults() throws {
        let s = try decode(Self.minimal).scenario
        #expect(s.frameRate == 60 && s.scrollView.decelerationRate == 0.998 && s.strategy.name == "none" && s.name == "t")
        #expect(s.until == nil && s.expect.tolerance == 0.5)
    }

    @Test("a wrong value names its JSON path, what was expected and what was found")
    func precisePath() {
        let text =
            #"{"scrollView": {"bounds": [375, 667], "contentSize": [375, 2000]}, "gestures": [{"t": 0, "type": "beginDrag"}, {"t": 0.1, "type": "move", "translation": "left"}]}"#
        let e = error(text)
        #expect(e?.path == "gestures[1].translation")
        #expect(e?.description == #"t.json at gestures[1].translation: expected an array of two numbers [x, y] but found the string "left"."#)
        #expect(e?.kind == .invalidValue)
    }

    @Test(
        "a layout whose content passes 1e12 pt is an error at the layout (flow, a view inside's, a compositional section), and so is a setItemCount that makes it so"
    )
    func contentPastTheLargestNumber() throws {
        // 100,000 items 1e12 pt wide, two to a column in 667 pt ((667 + 10) / (250 + 10) = 2.6):
        // 50,000 columns, 5·10¹⁶ pt.
        let flow =
            #"{"scrollView": {"bounds": [375, 667]}, "layout": {"scrollDirection": "horizontal", "itemCount": 100000, "itemSize": [1e12, 250]}}"#
        let e = error(flow)
        #expect(e?.path == "layout")
        #expect(e?.message.hasPrefix("the layout's content comes out 5.0000000000") == true, "\(String(describing: e))")
        #expect(e?.message.contains("past the 1e12 pt every number of a file is held to") == true)
        #expect(error(flow.replacingOccurrences(of: "100000", with: "1")) == nil, "one item 1e12 wide: 1e12 pt, at the limit")
        let inside =
            #"{"scrollView": {"bounds": [375, 667], "contentSize": [375, 3000]}, "subviews": [{"name": "c", "frame": [0, 0, 375, 250], "#
            + #""scrollView": {"bounds": [375, 250]}, "layout": {"scrollDirection": "horizontal", "itemCount": 10, "itemSize": [1e12, 250]}}]}"#
        #expect(error(inside)?.path == "subviews[0].layout")
        // Twelve groups 1e12 wide with no spacing: 1.2·10¹³ pt across.
        let section = #"""
            {"scrollView": {"bounds": [400, 800]}, "layout": {"kind": "compositional", "sections": [{"name": "cards", "itemCount": 12,
              "group": {"width": 1e12, "height": 250, "count": 1}, "orthogonalScrollingBehavior": "continuous"}]}}
            """#
        let s = error(section)
        #expect(s?.path == "layout.sections[0]")
        #expect(s?.message.hasPrefix("the orthogonal section's content comes out 12000000000000 × 250 pt") == true, "\(String(describing: s))")
        // Ten items 1e11 wide fit (5·10¹¹); a setItemCount of 100 makes 5·10¹² pt.
        let grows = #"""
            {"scrollView": {"bounds": [375, 667]}, "layout": {"scrollDirection": "horizontal", "itemCount": 10, "itemSize": [1e11, 250]},
             "gestures": [{"t": 0, "type": "setItemCount", "count": 100}]}
            """#
        let g = error(grows)
        #expect(g?.path == "gestures[0].count")
        #expect(g?.message.contains("expected a count whose layout stays within 1e12 pt") == true, "\(String(describing: g))")
        #expect(error(grows.replacingOccurrences(of: "\"count\": 100}", with: "\"count\": 18}")) == nil, "18 items, 9 columns: 9·10¹¹ + 80 pt")
    }

    @Test("a scene's views together hold at most 1,000,000 items, and an until that would keep more than 2²³ frames of all its views is refused")
    func sceneLimits() throws {
        func scene(views: Int, items: Int, until: String = "") -> String {
            let subviews = (0..<views).map { i in
                #"{"name": "v\#(i)", "frame": [0, \#(i * 10), 100, 10], "scrollView": {"bounds": [100, 10]}, "#
                    + #""layout": {"scrollDirection": "horizontal", "itemCount": \#(items), "itemSize": [10, 10]}}"#
            }
            return #"{"frameRate": 240, "simulation": {"maximumDuration": 3600}, "#
                + #""scrollView": {"bounds": [100, 800], "contentSize": [100, 10000]}, \#(until)"subviews": [\#(subviews.joined(separator: ", "))]}"#
        }
        // 11 views of 100,000: 1,100,000 items; 10 of them: 1,000,000, the limit.
        let items = error(scene(views: 11, items: 100_000))
        #expect(items?.path == "subviews")
        #expect(items?.message.contains("but found 1100000 in its 12 views") == true, "\(String(describing: items))")
        #expect(error(scene(views: 10, items: 100_000)) == nil)
        // 62 views inside and the root at 240 Hz: 2²³ / 63 = 133,152 frames each, the last at
        // 133,151 / 240 = 554.796 s.
        let hour = error(scene(views: 62, items: 1, until: #""until": 3600, "#))
        #expect(hour?.path == "until")
        #expect(hour?.message.hasPrefix("expected at most 554.795 s for a scene of 63 views at 240 Hz") == true, "\(String(describing: hour))")
        #expect(error(scene(views: 62, items: 1, until: #""until": 554.79, "#)) == nil)
        // Without an until, a run that could last the hour is stopped at the same frame.
        let open = try decode(scene(views: 62, items: 1)).scenario
        let cap = try #require(open.sceneFrameCap(views: 63))
        #expect(abs(cap - 133_151.0 / 240) < 1e-9)
        #expect(try decode(scene(views: 62, items: 1, until: #""until": 100, "#)).scenario.sceneFrameCap(views: 63) == nil)
    }

    @Test("a subview's scrollView.bounds other than its frame's size is an error, not a value read and ignored")
    func subviewBoundsMustMatchFrame() throws {
        func text(bounds: String) -> String {
            #"{"scrollView": {"bounds": [375, 667], "contentSize": [375, 3000]}, "subviews": [{"name": "carousel", "frame": [0, 300, 375, 250], "#
                + #""scrollView": {"bounds": \#(bounds), "contentSize": [1504, 250]}}]}"#
        }
        #expect(error(text(bounds: "[375, 250]")) == nil)
        let e = error(text(bounds: "[100, 100]"))
        #expect(e?.path == "subviews[0].scrollView.bounds")
        #expect(
            e?.message
                == "expected [375, 250], the size of subviews[0].frame (a view's frame sets its bounds' size, as UIKit's setFrame: does) "
                + "but found [100, 100]; change the frame to resize the view")
    }

    @Test("a scrollToItem for a view inside is checked against that view's layout, not the scenario's")
    func scrollToItemInAViewInside() throws {
        func text(item: Int) -> String {
            #"{"scrollView": {"bounds": [375, 667], "contentSize": [375, 3000]}, "subviews": [{"name": "carousel", "frame": [0, 300, 375, 250], "#
                + #""scrollView": {"bounds": [375, 250]}, "layout": {"scrollDirection": "horizontal", "itemCount": 10, "itemSize": [300, 250]}}], "#
                + #""gestures": [{"t": 0, "type": "scrollToItem", "view": "carousel", "item": \#(item)}]}"#
        }
        #expect(error(text(item: 9)) == nil, "\(String(describing: error(text(item: 9))))")
        let e = error(text(item: 10))
        #expect(e?.path == "gestures[0].item")
        #expect(e?.message.contains("an item index from 0 to 9") == true, "\(String(describing: e))")
    }

    @Test("a subview with neither a content size nor a layout is refused at subviews[i].scrollView.contentSize, a path a user can follow")
    func subviewWithoutContent() {
        let text =
            #"{"scrollView": {"bounds": [400, 800], "contentSize": [400, 2000]}, "subviews": [{"name": "inner", "frame": [0, 0, 400, 250], "#
            + #""scrollView": {"bounds": [400, 250]}}]}"#
        let e = error(text)
        #expect(e?.path == "subviews[0].scrollView.contentSize", "\(String(describing: e))")
        #expect(e?.description.contains("expected the content size [width, height] in points, or a layout but found nothing.") == true)
    }

    @Test("a subview's frame of zero width or height, at any depth, is refused at its path: it is the view's bounds size")
    func subviewFrameOfZeroSize() {
        let text =
            #"{"scrollView": {"bounds": [375, 667], "contentSize": [375, 3000]}, "subviews": [{"name": "page", "frame": [0, 0, 375, 667], "#
            + #""scrollView": {"bounds": [375, 667], "contentSize": [375, 3000]}, "subviews": [{"name": "cards", "frame": [0, 300, 375, 0], "#
            + #""scrollView": {"bounds": [375, 250], "contentSize": [1504, 250]}}]}], "gestures": []}"#
        let e = error(text)
        #expect(e?.path == "subviews[0].subviews[0].frame[3]", "\(String(describing: e))")
        #expect(e?.kind == .invalidValue)
        #expect(error(text.replacingOccurrences(of: "[0, 300, 375, 0]", with: "[0, 300, 0, 250]"))?.path == "subviews[0].subviews[0].frame[2]")
        #expect(error(text.replacingOccurrences(of: "[0, 300, 375, 0]", with: "[0, 300, 375, 250]")) == nil)
    }

    @Test("setContentSize and setItemCount decode; a bad size or count, a view without a layout or a missing section name the file and path")
    func contentChangeGestures() throws {
        let feed =
            #"{"scrollView": {"bounds": [375, 667]}, "layout": {"itemCount": 30, "itemSize": [375, 100]}, "gestures": [GESTURE]}"#
        func with(_ gesture: String, _ base: String = feed) -> String { base.replacingOccurrences(of: "GESTURE", with: gesture) }
        let grown = try decode(with(#"{"t": 0.3, "type": "setItemCount", "count": 50}"#)).scenario
        #expect(grown.gestures.first?.kind == .event(.setItemCount(count: 50, section: 0)))
        let sized = try decode(with(#"{"t": 0, "type": "setContentSize", "size": [375, 6000]}"#)).scenario
        #expect(sized.gestures.first?.kind == .event(.setContentSize(CGSize(width: 375, height: 6000))))
        #expect(error(with(#"{"t": 0, "type": "setContentSize", "size": [375, -1]}"#))?.path == "gestures[0].size[1]")
        let count = error(with(#"{"t": 0, "type": "setItemCount", "count": 2.5}"#))
        #expect(count?.path == "gestures[0].count")
        #expect(count?.description.hasPrefix("t.json at gestures[0].count: expected an item count") == true)
        #expect(error(with(#"{"t": 0, "type": "setItemCount", "count": 5, "section": 1}"#))?.path == "gestures[0].section")
        let plain = #"{"scrollView": {"bounds": [375, 667], "contentSize": [375, 2000]}, "gestures": [GESTURE]}"#
        let noLayout = error(with(#"{"t": 0, "type": "setItemCount", "count": 5}"#, plain))
        #expect(noLayout?.path == "gestures[0].type")
        #expect(noLayout?.description.contains("expected a view with a layout for setItemCount") == true)
    }

    @Test("a repeated key is a problem of kind duplicate key; text that is not JSON is of kind syntax")
    func problemKinds() throws {
        let (_, problems) = try ScenarioFile.parseDocument(#"{"frameRate": 60, "frameRate": 120}"#, file: "t.json")
        #expect(problems.map(\.kind) == [.duplicateKey])
        #expect(error("{")?.kind == .syntax)
    }

    @Test("a number that overflows a double is a syntax error with its line and column")
    func overflow() {
        let e = error("{\n  \"frameRate\": 1e400}")
        #expect(e?.description.contains("too large for a double at line 2, column 16") == true)
    }

    @Test("string escapes: surrogate pairs decode; a high surrogate with a bad low part is a syntax error, not a trap (fuzzer finding)")
    func surrogates() throws {
        #expect(try JSONParser.parse(#""\ud83d\ude00""#) == .string("😀"))
        for text in [#"{"s\ud802\u0000z"#, #""\ud800\u0041""#, #""\ud800\uffff""#, #""\udc00""#, #""\ud800x""#] {
            #expect(throws: JSONParser.SyntaxError.self, "\(text)") { try JSONParser.parse(text) }
        }
    }

    @Test(
        "a name that is empty, has a slash, a backslash, a control, invisible or bidirectional-control character or a leading dot, or is over 200 UTF-8 bytes (130 é are 260), is rejected at name, saying which"
    )
    func unsafeNames() {
        let bad = [
            "", "../../tmp/evil", "a/b", #"a\\b"#, ".hidden", "..", #"tab\there"#, #"nul\u0000"#, String(repeating: "n", count: 201),
            String(repeating: "é", count: 130), "free-fling\u{200B}", "gnilf-eerf\u{202E}",
        ]
        for name in bad {
            let e = error(#"{"name": "\#(name)", "scrollView": {"bounds": [1, 1], "contentSize": [1, 1]}}"#)
            #expect(e?.path == "name", "\(name.debugDescription)")
            #expect(e?.kind == .invalidValue)
            #expect(
                e?.message.hasPrefix(
                    "expected a file name of 1 to 200 bytes in UTF-8 (the golden file NAME.frames and its temporary file must fit the 255-byte limit of file names) with no /, \\, control, invisible or bidirectional-control characters or leading dot (this one: "
                ) == true, "\(e?.description ?? "no error")")
        }
        for name in ["free-fling", "v1.2 with spaces", "émoji-😀", String(repeating: "n", count: 200)] {
            #expect(error(#"{"name": "\#(name)", "scrollView": {"bounds": [1, 1], "contentSize": [1, 1]}}"#) == nil, "\(name)")
        }
    }

    @Test("every bundled scenario's name passes the name rule")
    func bundledNames() throws {
        let files = try ScenarioFile.list(in: PackagePaths.scenarios())
        #expect(files.count == 172)
        for file in files {
            #expect(Scenario.isValidName(try ScenarioFile.load(file).scenario.name), "\(file)")
        }
    }

    @Test("until beyond simulation.maximumDuration is rejected at until, naming the limit; until equal to it is accepted")
    func untilBeyondMaximum() throws {
        let view = #""scrollView": {"bounds": [375, 667], "contentSize": [375, 2000]}"#
        let e = error(#"{\#(view), "until": 100}"#)
        #expect(e?.kind == .invalidValue)
        #expect(
            e?.description == "t.json at until: expected at most 60 s (simulation.maximumDuration, the longest a run lasts) but found the number 100."
        )
        let custom = error(#"{\#(view), "simulation": {"maximumDuration": 2.5}, "until": 3}"#)
        #expect(custom?.path == "until" && custom?.message.hasPrefix("expected at most 2.5 s") == true)
        #expect(try decode(#"{\#(view), "until": 60}"#).scenario.until == 60)
        #expect(try decode(#"{\#(view), "simulation": {"maximumDuration": 120}, "until": 100}"#).scenario.until == 100)
    }

    @Test("the deceleration rate must lie strictly between 0 and 1")
    func rate() {
        #expect(error(#"{"scrollView": {"bounds": [1, 1], "contentSize": [1, 1], "decelerationRate": 1}}"#)?.path == "scrollView.decelerationRate")
    }

    @Test("an unknown key is an error at its path with a suggestion, with or without --strict")
    func unknownKeys() throws {
        let text = #"{"scrollView": {"bounds": [375, 667], "contentSize": [375, 2000], "bounce": false}}"#
        #expect(error(text)?.description == #"t.json at scrollView.bounce: unknown key "bounce" (did you mean "bounces"?)."#)
        #expect(error(text, strict: true)?.path == "scrollView.bounce")
    }

    @Test("a misspelt orthogonalScrollingBehavior is the error, not the section's expect it would leave without a scroll view")
    func misspeltKeyIsBlamedNotAnother() throws {
        let text = #"""
            {"scrollView": {"bounds": [400, 250]},
             "layout": {"kind": "compositional", "sections": [
                {"name": "cards", "itemCount": 12, "group": {"width": 320, "height": 250, "count": 1},
                 "orthogonalScrollBehavior": "groupPaging", "expect": {"finalOffset": [330, 0]}}]}}
            """#
        let e = error(text)
        #expect(e?.path == "layout.sections[0].orthogonalScrollBehavior", "\(String(describing: e))")
        #expect(e?.description.contains(#"(did you mean "orthogonalScrollingBehavior"?)"#) == true)
        // Without an expect, the same: an error, not a carousel that silently does not scroll.
        #expect(error(text.replacingOccurrences(of: #", "expect": {"finalOffset": [330, 0]}"#, with: ""))?.path == e?.path)
    }

    @Test("an unknown strategy is reported at strategy.name with a suggestion")
    func unknownStrategy() {
        let e = error(#"{"scrollView": {"bounds": [1, 1], "contentSize": [1, 1]}, "strategy": {"name": "native-pagin"}}"#)
        #expect(e?.path == "strategy.name")
        #expect(e?.description.contains("native-paging") == true)
    }

    @Test("--set replaces values by path, reading JSON or else a string")
    func overrides() throws {
        var json = try ScenarioFile.parseJSON(Self.minimal, file: "t.json")
        json = try Override("scrollView.decelerationRate=fast").apply(to: json, file: "t.json")
        json = try Override("scrollView.bounds=[320, 480]").apply(to: json, file: "t.json")
        json = try Override("strategy.name=native-paging").apply(to: json, file: "t.json")
        let s = try ScenarioFile.decode(json, file: "t.json").scenario
        #expect(s.scrollView.decelerationRate == 0.99 && s.scrollView.bounds.width == 320 && s.strategy.name == "native-paging")
        #expect(throws: InputError.self) { try Override("gestures[4].t=1").apply(to: json, file: "t.json") }
        #expect(throws: InputError.self) { try Override("noequals") }
    }

    @Test("goldens compare within their tolerance and report the first diverging frame")
    func goldenDiff() {
        let a = "# h\n0 0.0000 0.000 1.000 0.00 0.00 idle\n1 0.0167 0.000 2.000 0.00 0.00 idle\n"
        let b = "# h\n0 0.0000 0.000 1.001 0.00 0.00 idle\n1 0.0167 0.000 2.500 0.00 0.00 idle\n"
        let m = Golden.firstMismatch(expected: a, actual: b)
        #expect(m?.line == 1)
        #expect(Golden.firstMismatch(expected: a, actual: a) == nil)
    }

    @Test("a golden diff marks only the frames that differ, and names the column, both values, the gap and the tolerance")
    func goldenDiffShowsOnlyChangedFrames() throws {
        let lines = (0..<6).map { "\($0) \(String(format: "%.4f", Double($0) / 60)) 0.000 \($0 * 10).000 0.00 600.00 decelerating" }
        var changed = lines
        // Frame 3: y 30.000 → 30.250 (0.25 pt off; tolerance 0.002 pt). Frames 4 and 5 agree.
        changed[3] = "3 0.0500 0.000 30.250 0.00 600.00 decelerating"
        let golden = "# h\n" + lines.joined(separator: "\n") + "\n"
        let run = "# h\n" + changed.joined(separator: "\n") + "\n"
        let mismatch = try #require(Golden.firstMismatch(expected: golden, actual: run))
        #expect(mismatch.line == 3)
        let diff = Golden.diff(expected: golden, actual: run, around: mismatch)
        #expect(
            diff == """
                  \(lines[1])
                  \(lines[2])
                - \(lines[3])
                + \(changed[3])
                  \(lines[4])
                  \(lines[5])

                """)
        #expect(Golden.explanation(of: mismatch) == "y (pt) is 30.000 in the golden and 30.250 now (0.2500 apart, tolerance 0.002).")
        let shorter = "# h\n" + lines.prefix(4).joined(separator: "\n") + "\n"
        let end = try #require(Golden.firstMismatch(expected: golden, actual: shorter))
        #expect(end.line == 4)
        #expect(Golden.explanation(of: end) == "the run ends before the golden does.")
    }

    @Test("simulation.heldFingerTimeout decodes to seconds, is absent by default, round-trips, and must be positive")
    func heldFingerTimeout() throws {
        #expect(try decode(Self.minimal).scenario.simulation.heldFingerTimeout == nil)
        let text = #"{"scrollView": {"bounds": [375, 667], "contentSize": [375, 2000]}, "simulation": {"heldFingerTimeout": 0.08}}"#
        let loaded = try decode(text, strict: true)
        #expect(loaded.scenario.simulation.heldFingerTimeout == 0.08)
        let again = try ScenarioFile.decode(try ScenarioFile.parseJSON(loaded.scenario.json.rendered(), file: "t.json"), file: "t.json", strict: true)
        #expect(again.scenario == loaded.scenario)
        let e = error(#"{"scrollView": {"bounds": [375, 667], "contentSize": [375, 2000]}, "simulation": {"heldFingerTimeout": 0}}"#)
        #expect(e?.path == "simulation.heldFingerTimeout" && e?.kind == .invalidValue)
    }
}
