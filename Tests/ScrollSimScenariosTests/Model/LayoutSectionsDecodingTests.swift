import Foundation
import ScrollSim
import ScrollSimScenarios
import ScrollSimTestSupport
import Testing

/// `layout.sections` and `scrollToItem`'s `section` in scenario files: decoding, fallbacks, round
/// trips, runs and the errors for bad data.
@Suite("Scenario layout sections")
struct LayoutSectionsDecodingTests {
    func decode(_ text: String) throws -> Scenario { try ScenarioText.decode(text, strict: true) }
    func error(_ text: String) -> InputError? { ScenarioText.error(text, strict: true) }

    /// Seed 000's cards in two sections: 2 cards with the layout's insets 20, then 3 cards with
    /// insets 40 (left) and 10 (right), line spacing 8.
    static func cards(gestures: String = "[]", strategy: String = "\"none\"") -> String {
        #"""
        {"scrollView": {"bounds": [375, 250]},
         "layout": {"itemSize": [280, 250], "minimumLineSpacing": 16, "sectionInset": {"left": 20, "right": 20},
                    "sections": [{"itemCount": 2},
                                 {"itemCount": 3, "minimumLineSpacing": 8, "sectionInset": {"left": 40, "right": 10}}]},
         "strategy": \#(strategy), "gestures": \#(gestures)}
        """#
    }

    @Test("sections decode with their counts and overrides; itemCount is their total and absent values fall back to the layout's")
    func decodesSections() throws {
        let s = try decode(Self.cards())
        let layout = try #require(s.layout)
        #expect(layout.sectionItemCounts == [2, 3])
        #expect(layout.itemCount == 5)
        #expect(layout.sections?[0] == LayoutSectionSpec(itemCount: 2))
        #expect(layout.sections?[1].minimumLineSpacing == 8)
        #expect(layout.sections?[1].itemSize == nil)
        #expect(layout.sections?[1].sectionInset == UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 10))
    }

    @Test("a file with sections and a scrollToItem in section 1 encodes to JSON that decodes to the same scenario")
    func roundTrip() throws {
        let s = try decode(Self.cards(gestures: #"[{"t": 0, "type": "scrollToItem", "item": 2, "section": 1, "position": "left"}]"#))
        let again = try ScenarioFile.decode(try JSONParser.parse(s.json.rendered()), file: "t.json", strict: true).scenario
        #expect(again == s)
        guard case .event(.scrollToItem(let item, let section, let position, _))? = again.gestures.first?.kind else {
            Issue.record("no scrollToItem")
            return
        }
        #expect(item == 2 && section == 1 && position == .left)
    }

    @Test("the runner lays the sections out with their overrides: section 1, item 1 centred rests at 1084 − 187.5 = 896.5, on the pixel grid 896.667")
    func runsSections() throws {
        // Section 0: 20, 316; ends 316 + 280 + 20 = 616. Section 1 (inset 40, spacing 8): 656,
        // 944, 1232; ends 1232 + 280 + 10 = 1522. Item (1, 1) spans 944…1224, centre 1084.
        let s = try decode(Self.cards(gestures: #"[{"t": 0, "type": "scrollToItem", "item": 1, "section": 1, "animated": false}]"#))
        let run = try ScenarioRunner.run(s)
        // 896.5 · 3 = 2689.5 rounds to 2690 on the 1/3 pt grid.
        #expect(run.finalOffset == CGPoint(x: 2690.0 / 3, y: 0))
        let maximum = Double(run.recording.geometry.allowedOffsets.maximum.x)
        #expect(maximum == 1147)  // 1522 − 375
    }

    @Test("itemCount and sections together are an error at layout.sections")
    func bothCountsRejected() {
        let e = error(#"{"scrollView": {"bounds": [375, 250]}, "layout": {"itemCount": 5, "itemSize": [280, 250], "sections": [{"itemCount": 2}]}}"#)
        #expect(e?.path == "layout.sections")
        #expect(
            e?.description
                == "t.json at layout.sections: expected either itemCount (one section) or sections, not both (layout.itemCount is given) but found an array of 1 item."
        )
    }

    @Test("a layout with neither itemCount nor sections names layout.itemCount and mentions sections")
    func neitherCountRejected() {
        let e = error(#"{"scrollView": {"bounds": [375, 250]}, "layout": {"itemSize": [280, 250]}}"#)
        #expect(e?.path == "layout.itemCount")
        #expect(e?.description.contains("expected the number of items (or layout.sections, an array of sections) but found nothing") == true)
    }

    @Test("an empty sections array, a section without itemCount and a bad section item size are named by path")
    func badSections() {
        let base = #"{"scrollView": {"bounds": [375, 250]}, "layout": {"itemSize": [280, 250], "sections": "#
        #expect(error(base + "[]}}")?.path == "layout.sections")
        #expect(error(base + "[]}}")?.description.contains("expected an array of 1 to 10000 sections") == true)
        #expect(error(base + #"[{"itemCount": 1}, {"itemSize": [10, 10]}]}}"#)?.path == "layout.sections[1].itemCount")
        let size = error(base + #"[{"itemCount": 1, "itemSize": [0, 10]}]}}"#)
        #expect(size?.path == "layout.sections[0].itemSize[0]")
        #expect(size?.description.contains("expected a positive width in points but found the number 0") == true)
        let many = error(base + #"[{"itemCount": 60000}, {"itemCount": 60000}]}}"#)
        #expect(many?.path == "layout.sections[1].itemCount")
        #expect(many?.description.contains("expected at most 40000 items (at most 100000 in all sections)") == true)
    }

    @Test("scrollToItem's section is checked against the sections, and its item against that section's count")
    func scrollToItemRanges() {
        let section = error(Self.cards(gestures: #"[{"t": 0, "type": "scrollToItem", "item": 0, "section": 2}]"#))
        #expect(section?.path == "gestures[0].section")
        #expect(section?.description.contains("expected a section index from 0 to 1 but found the number 2") == true)
        let item = error(Self.cards(gestures: #"[{"t": 0, "type": "scrollToItem", "item": 3, "section": 1}]"#))
        #expect(item?.path == "gestures[0].item")
        #expect(item?.description.contains("expected an item index from 0 to 2 (section 1 has 3 items) but found the number 3") == true)
        let single = error(
            #"{"scrollView": {"bounds": [375, 250]}, "layout": {"itemCount": 5, "itemSize": [280, 250]}, "gestures": [{"t": 0, "type": "scrollToItem", "item": 0, "section": 1}]}"#
        )
        #expect(single?.path == "gestures[0].section")
        #expect(single?.description.contains("expected section 0 (the layout has one section) but found the number 1") == true)
        let fraction = error(Self.cards(gestures: #"[{"t": 0, "type": "scrollToItem", "item": 0, "section": 0.5}]"#))
        #expect(fraction?.path == "gestures[0].section")
    }

    @Test("a strategy that needs items needs them in section 0, where the strategies snap")
    func strategyNeedsSectionZero() {
        let text =
            #"{"scrollView": {"bounds": [375, 250]}, "layout": {"itemSize": [280, 250], "sections": [{"itemCount": 0}, {"itemCount": 3}]}, "strategy": "threshold-paging"}"#
        let e = error(text)
        #expect(e?.path == "layout.sections[0].itemCount")
        #expect(
            e?.description.contains(#"expected at least one item in section 0, which the strategy "threshold-paging" needs, but found 0 items"#)
                == true)
    }
}
