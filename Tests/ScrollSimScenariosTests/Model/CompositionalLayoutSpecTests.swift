import Foundation
import ScrollSim
import ScrollSimScenarios
import ScrollSimTestSupport
import Testing

/// A compositional `layout` in a scenario file: a section's own `expect`, checked on its scroll view.
@Suite("Scenario compositional layout")
struct CompositionalLayoutSpecTests {
    func decode(_ text: String) throws -> Scenario { try ScenarioText.decode(text, strict: true) }

    /// One `.groupPaging` section of 12 cards 320 wide, spacing 10 (stride 330), in a 400 × 250
    /// view, dragged 50 pt and released at 0.6 pt/ms: above 0.3 pt/ms the next page, 330.
    static func cards(behavior: String = "groupPaging", expect: String) -> String {
        #"""
        {"scrollView": {"bounds": [400, 250]},
         "layout": {"kind": "compositional", "sections": [
            {"name": "cards", "itemCount": 12, "group": {"width": 320, "height": 250, "count": 1}, "interGroupSpacing": 10,
             "orthogonalScrollingBehavior": "\#(behavior)", "expect": \#(expect)}]},
         "gestures": [{"t": 0, "type": "drag", "view": "cards", "distance": 50, "releaseVelocity": 0.6}]}
        """#
    }

    @Test("a section's expect is checked on its scroll view and a miss names layout.sections[i].expect.KEY")
    func sectionExpectIsChecked() throws {
        let held = try decode(Self.cards(expect: #"{"finalOffset": [330, 0], "tolerance": 0.01}"#))
        #expect(held.subview(named: "cards")?.spec.expect.finalOffset == CGPoint(x: 330, y: 0))
        let heldOutcomes = try ScenarioRunner.run(held).checkExpectations()
        #expect(heldOutcomes.map(\.key) == ["layout.sections[0].expect.finalOffset"])
        #expect(heldOutcomes.allSatisfy { $0.passed })

        let missed = try ScenarioRunner.run(try decode(Self.cards(expect: #"{"finalOffset": [400, 0], "tolerance": 0.01}"#)))
        let outcome = try #require(missed.checkExpectations().first)
        #expect(outcome.key == "layout.sections[0].expect.finalOffset" && !outcome.passed)
    }

    @Test("an expect on a section that does not scroll across is an error naming its path")
    func expectNeedsAnOrthogonalSection() throws {
        do {
            _ = try decode(Self.cards(behavior: "none", expect: #"{"finalOffset": [0, 0]}"#))
            Issue.record("decoded an expect on a section without a scroll view")
        } catch let e as InputError {
            #expect(e.path == "layout.sections[0].expect")
            #expect(e.message.contains("no expect in a section without orthogonalScrollingBehavior"))
        }
    }

    @Test("a compositional layout in a view inside is an error at its kind: its sections would never become scroll views")
    func compositionalLayoutInsideIsAnError() throws {
        let text = #"""
            {"scrollView": {"bounds": [400, 800], "contentSize": [400, 2000]},
             "subviews": [{"name": "inner", "frame": [0, 0, 400, 250], "scrollView": {"bounds": [400, 250]},
               "layout": {"kind": "compositional", "sections": [
                  {"name": "cards", "itemCount": 12, "group": {"width": 320, "height": 250, "count": 1},
                   "orthogonalScrollingBehavior": "groupPaging", "expect": {"finalOffset": [12345, 0], "tolerance": 0}}]}}],
             "gestures": [{"t": 0, "type": "drag", "view": "inner", "distance": 50, "releaseVelocity": 0.6}]}
            """#
        do {
            _ = try decode(text)
            Issue.record("decoded a compositional layout in a view inside")
        } catch let e as InputError {
            #expect(e.path == "subviews[0].layout.kind")
            #expect(e.message.contains("expected a flow layout in a view inside"), "\(e.message)")
            #expect(e.message.contains("found the string \"compositional\""), "\(e.message)")
        }
    }

    /// A feed of three sections (`cards` orthogonal, a plain list, `tiles` orthogonal) with
    /// `gesture` as its one gesture.
    static func feed(gesture: String) -> String {
        #"""
        {"scrollView": {"bounds": [400, 800]},
         "layout": {"kind": "compositional", "sections": [
            {"name": "cards", "itemCount": 12, "group": {"width": 320, "height": 250, "count": 1}, "orthogonalScrollingBehavior": "groupPaging"},
            {"itemCount": 20, "group": {"width": {"fractionalWidth": 1}, "height": 80}},
            {"name": "tiles", "itemCount": 20, "group": {"width": 100, "height": 100, "count": 1}, "orthogonalScrollingBehavior": "continuous"}]},
         "gestures": [\#(gesture)]}
        """#
    }

    @Test("scrollToItem and setItemCount on a compositional root or section are errors that say so, naming the section, not a wrong count")
    func itemGesturesOnACompositionalLayout() throws {
        let cases: [(gesture: String, fragment: String)] = [
            (
                #"{"t": 0, "type": "scrollToItem", "item": 0, "section": 1}"#,
                "expected a view with a flow layout for scrollToItem but the scenario's view has a compositional layout of 3 sections "
                    + "(scrollToItem on a compositional layout is not simulated; setContentOffset moves it to an item's offset)"
            ),
            (
                #"{"t": 0, "type": "scrollToItem", "view": "tiles", "item": 3}"#,
                "the view \"tiles\" is the scroll view of layout.sections[2], an orthogonal section of a compositional layout"
            ),
            (
                #"{"t": 0, "type": "setItemCount", "count": 5}"#,
                "but the scenario's view has a compositional layout of 3 sections (setItemCount on a compositional layout is not "
                    + "simulated; its sections' itemCount is fixed for the run)"
            ),
            (
                #"{"t": 0, "type": "setItemCount", "view": "cards", "count": 5}"#,
                "the view \"cards\" is the scroll view of layout.sections[0], an orthogonal section of a compositional layout "
                    + "(setItemCount on a compositional layout is not simulated; its items are layout.sections[0].itemCount)"
            ),
        ]
        for c in cases {
            do {
                _ = try decode(Self.feed(gesture: c.gesture))
                Issue.record("decoded \(c.gesture)")
            } catch let e as InputError {
                #expect(e.path == "gestures[0].type", "\(e.description)")
                #expect(e.message.contains(c.fragment), "\(e.message)")
                #expect(!e.message.contains("one section") && !e.message.contains("no items") && !e.message.contains("use setContentSize"))
            }
        }
    }

    @Test("an expect on a plain section is refused showing the expect found; a dimension given as a string says numbers are taken too")
    func truthfulSectionMessages() throws {
        do {
            _ = try decode(Self.cards(behavior: "none", expect: #"{"finalOffset": [0, 0]}"#))
            Issue.record("decoded an expect on a section without a scroll view")
        } catch let e as InputError {
            #expect(!e.message.hasSuffix("but found nothing"), "\(e.message)")
            #expect(e.message.contains("but found an object"), "\(e.message)")
        }
        let text = Self.cards(expect: "{}").replacingOccurrences(of: #""width": 320"#, with: #""width": "320""#)
        do {
            _ = try decode(text)
            Issue.record("decoded a width given as a string")
        } catch let e as InputError {
            #expect(e.path == "layout.sections[0].group.width")
            #expect(e.message.contains("expected a positive number of points or an object"), "\(e.message)")
        }
    }

    /// The cards section with the group `height` (pt) in a view at `scale` pixels per point.
    static func cards(height: Double, scale: Double) -> String {
        #"""
        {"scrollView": {"bounds": [400, 250], "displayScale": \#(scale)},
         "layout": {"kind": "compositional", "sections": [
            {"name": "cards", "itemCount": 12, "group": {"width": 320, "height": \#(height), "count": 1}, "interGroupSpacing": 10,
             "orthogonalScrollingBehavior": "groupPaging"}]},
         "gestures": [{"t": 0, "type": "drag", "view": "cards", "distance": 50, "releaseVelocity": 0.6}]}
        """#
    }

    /// 0.16 pt at scale 3 is 0.48 px, which rounds to 0 px: the section's scroll view would have no
    /// height (a scroll view's bounds must be positive). 0.34 pt is 1.02 px, one pixel (1/3 pt) at
    /// scale 3, and 0.34 px at scale 1, none.
    @Test("an orthogonal section less than one pixel tall is an error at its group's height; one pixel tall runs")
    func subPixelSectionIsAnError() throws {
        for (height, scale, pixel) in [(0.16, 3.0, "1/3"), (0.34, 1.0, "1/1")] {
            do {
                _ = try decode(Self.cards(height: height, scale: scale))
                Issue.record("decoded a section \(height) pt tall at scale \(scale)")
            } catch let e as InputError {
                #expect(e.path == "layout.sections[0].group.height")
                #expect(e.message.contains("less than one pixel (\(pixel) pt) tall"), "\(e.message)")
            }
        }
        let onePixel = try decode(Self.cards(height: 0.34, scale: 3))
        #expect(onePixel.subview(named: "cards")?.spec.frame.height == 1.0 / 3)
        let run = try ScenarioRunner.run(onePixel)
        #expect(run.recording.frames.isEmpty == false)
    }

    @Test("a section's expect is written back and read again unchanged")
    func sectionExpectRoundTrips() throws {
        let scenario = try decode(Self.cards(expect: #"{"finalOffset": [330, 0], "tolerance": 0.01}"#))
        let again = try ScenarioFile.decode(scenario.json, file: "w.json", strict: true).scenario
        #expect(again.layout?.compositional?.sections[0].expect == scenario.layout?.compositional?.sections[0].expect)
    }
}
