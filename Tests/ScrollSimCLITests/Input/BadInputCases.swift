import Foundation
import ScrollSimCLI
import ScrollSimTestSupport
import Testing

/// The malformed scenarios `BadInputTests` feeds the command, each with the error it must give.
extension BadInputTests {
    static let view = #""scrollView": {"bounds": [375, 667], "contentSize": [375, 4000]}"#
    static let cards = #""scrollView": {"bounds": [375, 250]}, "layout": {"itemCount": 5, "itemSize": [280, 250]}"#
    static func gestures(_ list: String) -> String { "{\(view), \"gestures\": [\(list)]}" }

    static let cases: [Case] = [
        // Bad structure.
        Case(
            name: "not JSON at all", json: "scrollView: bounds 375 x 667", path: "",
            fragments: ["is not valid JSON", "expected a value", "but found \"s\"", "line 1, column 1"]),
        Case(
            name: "a truncated file", json: #"{"scrollView": {"bounds": [375, 667]"#, path: "",
            fragments: ["is not valid JSON", "line 1, column 37"]),
        Case(
            name: "a missing required field", json: #"{"scrollView": {"contentSize": [375, 4000]}}"#, path: "scrollView.bounds",
            fragments: ["expected the visible size [width, height] in points but found nothing"]),
        Case(name: "a missing scroll view", json: #"{"gestures": []}"#, path: "scrollView", fragments: ["expected an object", "but found nothing"]),
        Case(
            name: "a wrong type", json: #"{"scrollView": {"bounds": [375, 667], "contentSize": [375, 4000], "bounces": "yes"}}"#,
            path: "scrollView.bounces", fragments: [#"expected true or false but found the string "yes""#]),
        Case(
            name: "a gesture's wrong type", json: gestures(#"{"t": 0, "type": "beginDrag"}, {"t": 0.1, "type": "move", "translation": "left"}"#),
            path: "gestures[1].translation", fragments: [#"expected an array of two numbers [x, y] but found the string "left""#]),
        Case(
            name: "an array of the wrong length", json: #"{"scrollView": {"bounds": [375], "contentSize": [375, 4000]}}"#,
            path: "scrollView.bounds", fragments: ["expected an array of two positive numbers [width, height] but found an array of 1 item"]),
        // Bad numbers.
        Case(
            name: "a number that overflows a double (1e400)", json: "{\n  \"frameRate\": 1e400}", path: "",
            fragments: ["the number 1e400 is too large for a double", "line 2, column 16"]),
        Case(
            name: "a number whose sums would not be finite (1.7e308)",
            json: #"{"scrollView": {"bounds": [375, 667], "contentSize": [375, 1.7e308]}}"#,
            path: "scrollView.contentSize[1]", fragments: ["expected a number from -1e12 to 1e12 but found the number 1.7e+308"]),
        Case(
            name: "a content size beyond 1e12", json: #"{"scrollView": {"bounds": [375, 667], "contentSize": [375, 1e13]}}"#,
            path: "scrollView.contentSize[1]", fragments: ["expected a number from -1e12 to 1e12 but found the number 10000000000000"]),
        Case(
            name: "negative bounds", json: #"{"scrollView": {"bounds": [-375, 667], "contentSize": [375, 4000]}}"#,
            path: "scrollView.bounds[0]", fragments: ["expected a positive width in points but found the number -375"]),
        Case(
            name: "a zero bounds width", json: #"{"scrollView": {"bounds": [0, 667], "contentSize": [375, 4000]}}"#,
            path: "scrollView.bounds[0]", fragments: ["expected a positive width in points but found the number 0"]),
        Case(
            name: "zero bounds", json: #"{"scrollView": {"bounds": [375, 0], "contentSize": [375, 4000]}}"#,
            path: "scrollView.bounds[1]", fragments: ["expected a positive height in points but found the number 0"]),
        Case(
            name: "a negative content size", json: #"{"scrollView": {"bounds": [375, 667], "contentSize": [375, -4000]}}"#,
            path: "scrollView.contentSize[1]", fragments: ["expected a height of zero or more points but found the number -4000"]),
        Case(
            name: "a negative item width", json: #"{"scrollView": {"bounds": [375, 250]}, "layout": {"itemCount": 5, "itemSize": [-300, 600]}}"#,
            path: "layout.itemSize[0]", fragments: ["expected a positive width in points but found the number -300"]),
        Case(
            name: "a zero item size", json: #"{"scrollView": {"bounds": [375, 250]}, "layout": {"itemCount": 5, "itemSize": [0, 0]}}"#,
            path: "layout.itemSize[0]", fragments: ["expected a positive width in points but found the number 0"]),
        Case(
            name: "a size element that is not a number", json: #"{"scrollView": {"bounds": [375, "tall"], "contentSize": [375, 4000]}}"#,
            path: "scrollView.bounds[1]", fragments: [#"expected a number but found the string "tall""#]),
        Case(
            name: "JSON nested deeper than 512 levels", json: String(repeating: "[", count: 600) + String(repeating: "]", count: 600), path: "",
            fragments: ["is not valid JSON: arrays and objects are nested deeper than the limit of 512 levels at line 1, column 513"]),
        Case(
            name: "a frame rate below 30", json: #"{"frameRate": 29, \#(view)}"#, path: "frameRate",
            fragments: ["expected a whole number from 30 to 240 but found the number 29"]),
        Case(
            name: "a frame rate above 240", json: #"{"frameRate": 241, \#(view)}"#, path: "frameRate",
            fragments: ["expected a whole number from 30 to 240 but found the number 241"]),
        Case(
            name: "a fractional frame rate", json: #"{"frameRate": 59.94, \#(view)}"#, path: "frameRate",
            fragments: ["but found the number 59.94"]),
        Case(
            name: "a deceleration rate of 0", json: #"{"scrollView": {"bounds": [1, 1], "contentSize": [1, 1], "decelerationRate": 0}}"#,
            path: "scrollView.decelerationRate", fragments: ["strictly between 0 and 1 but found the number 0"]),
        Case(
            name: "a deceleration rate of 1", json: #"{"scrollView": {"bounds": [1, 1], "contentSize": [1, 1], "decelerationRate": 1}}"#,
            path: "scrollView.decelerationRate", fragments: ["strictly between 0 and 1 but found the number 1"]),
        Case(
            name: "a negative deceleration rate", json: #"{"scrollView": {"bounds": [1, 1], "contentSize": [1, 1], "decelerationRate": -0.5}}"#,
            path: "scrollView.decelerationRate", fragments: ["but found the number -0.5"]),
        Case(
            name: "a deceleration rate named wrongly",
            json: #"{"scrollView": {"bounds": [1, 1], "contentSize": [1, 1], "decelerationRate": "slow"}}"#,
            path: "scrollView.decelerationRate", fragments: [#"but found the string "slow""#]),
        Case(
            name: "a maximum duration beyond an hour", json: #"{\#(view), "simulation": {"maximumDuration": 3601}}"#,
            path: "simulation.maximumDuration", fragments: ["up to 3600 but found the number 3601"]),
        // Bad gesture scripts.
        Case(
            name: "gestures out of time order",
            json: gestures(#"{"t": 0.5, "type": "setContentOffset", "offset": [0, 10]}, {"t": 0.2, "type": "beginDrag"}"#),
            path: "gestures[1].t", fragments: ["expected a time of at least 0.5 s", "but found the number 0.2"]),
        Case(
            name: "a gesture during a swipe",
            json: gestures(#"{"t": 0, "type": "swipe", "translation": [0, -100], "duration": 0.3}, {"t": 0.1, "type": "beginDrag"}"#),
            path: "gestures[1].t", fragments: ["at least 0.316667 s (the release of gestures[0];", "but found the number 0.1"]),
        Case(
            name: "move before beginDrag", json: gestures(#"{"t": 0, "type": "move", "translation": [0, -10]}"#),
            path: "gestures[0].type", fragments: ["expected a beginDrag before this move but found no drag in progress"]),
        Case(
            name: "endDrag without a drag",
            json: gestures(#"{"t": 0, "type": "beginDrag"}, {"t": 0.1, "type": "endDrag"}, {"t": 0.2, "type": "endDrag"}"#),
            path: "gestures[2].type", fragments: ["expected a beginDrag before this endDrag but found no drag in progress"]),
        Case(
            name: "two beginDrags", json: gestures(#"{"t": 0, "type": "beginDrag"}, {"t": 0.1, "type": "beginDrag"}"#),
            path: "gestures[1].type",
            fragments: ["expected no beginDrag while the drag begun at gestures[0] is in progress but found a second beginDrag"]),
        Case(
            name: "a swipe inside a drag",
            json: gestures(#"{"t": 0, "type": "beginDrag"}, {"t": 0.1, "type": "swipe", "translation": [0, 5], "duration": 0.1}"#),
            path: "gestures[1].type", fragments: ["begun at gestures[0]"]),
        Case(
            name: "a gesture of an unknown type", json: gestures(#"{"t": 0, "type": "rotate"}"#),
            path: "gestures[0].type", fragments: [#"expected one of "beginDrag""#, #"but found the string "rotate""#]),
        Case(
            name: "a pinch scale of 0",
            json: gestures(#"{"t": 0, "type": "pinch", "center": [100, 100], "scales": [1.5, 0], "interval": 0.05}"#),
            path: "gestures[0].scales[1]", fragments: ["expected a scale > 0 and ≤ 1000 but found the number 0"]),
        Case(
            name: "a pinch without scales", json: gestures(#"{"t": 0, "type": "pinch", "center": [100, 100], "scales": [], "interval": 0.05}"#),
            path: "gestures[0].scales", fragments: ["expected 1 to"]),
        Case(
            name: "a pinch interval of 0", json: gestures(#"{"t": 0, "type": "pinch", "center": [100, 100], "scales": [2], "interval": 0}"#),
            path: "gestures[0].interval", fragments: ["but found the number 0"]),
        Case(
            name: "a setZoomScale scale of 0", json: gestures(#"{"t": 0, "type": "setZoomScale", "scale": 0}"#),
            path: "gestures[0].scale", fragments: ["expected a positive number", "but found the number 0"]),
        Case(
            name: "a zoomTo without a rect", json: gestures(#"{"t": 0, "type": "zoomTo", "animated": true}"#),
            path: "gestures[0].rect", fragments: ["rect"]),
        Case(
            name: "a minimumZoomScale above the maximumZoomScale",
            json: #"{"scrollView": {"bounds": [375, 667], "contentSize": [375, 667], "minimumZoomScale": 2, "maximumZoomScale": 1.5}}"#,
            path: "scrollView.maximumZoomScale", fragments: ["expected a maximumZoomScale ≥ minimumZoomScale (2.0000) but found 1.5000"]),
        Case(
            name: "a negative minimumZoomScale",
            json: #"{"scrollView": {"bounds": [375, 667], "contentSize": [375, 667], "minimumZoomScale": -1}}"#,
            path: "scrollView.minimumZoomScale", fragments: ["but found the number -1"]),
        Case(
            name: "a gesture after the maximum duration", json: gestures(#"{"t": 100, "type": "setContentOffset", "offset": [0, 10]}"#),
            path: "gestures[0].t", fragments: ["expected at most 60 s (simulation.maximumDuration, the longest a run lasts) but found the number 100"]
        ),
        Case(
            name: "a gesture at 1e12 s", json: gestures(#"{"t": 0, "type": "beginDrag"}, {"t": 1e12, "type": "endDrag"}"#),
            path: "gestures[1].t", fragments: ["expected at most 60 s", "but found the number 1000000000000"]),
        Case(
            name: "a gesture after a shortened maximum duration",
            json:
                #"{\#(view), "simulation": {"maximumDuration": 0.5}, "gestures": [{"t": 0.75, "type": "swipe", "translation": [0, -100], "duration": 0.1}]}"#,
            path: "gestures[0].t", fragments: ["expected at most 0.5 s (simulation.maximumDuration", "but found the number 0.75"]),
        // Suggestions for enum-valued fields and for unknown keys that hide a required one.
        Case(
            name: "a gesture type in the wrong case", json: gestures(#"{"t": 0, "type": "begindrag"}"#),
            path: "gestures[0].type", fragments: [#"but found the string "begindrag" (did you mean "beginDrag"?)"#]),
        Case(
            name: "a misspelt key hiding a gesture's required key",
            json: gestures(#"{"t": 0, "type": "beginDrag"}, {"t": 0.1, "type": "move", "translaton": [0, -10]}"#),
            path: "gestures[1].translaton", fragments: [#"unknown key "translaton" (did you mean "translation"?)"#]),
        Case(
            name: "a misspelt gesture type key", json: gestures(#"{"t": 0, "tpye": "beginDrag"}"#),
            path: "gestures[0].tpye", fragments: [#"unknown key "tpye" (did you mean "type"?)"#]),
        Case(
            name: "a misspelt bounds key", json: #"{"scrollView": {"bound": [375, 667], "contentSize": [375, 4000]}}"#,
            path: "scrollView.bound", fragments: [#"unknown key "bound" (did you mean "bounds"?)"#]),
        Case(
            name: "a deceleration rate word in the wrong case",
            json: #"{"scrollView": {"bounds": [1, 1], "contentSize": [1, 1], "decelerationRate": "Fast"}}"#,
            path: "scrollView.decelerationRate", fragments: [#"but found the string "Fast" (did you mean "fast"?)"#]),
        Case(
            name: "a misspelt scroll direction",
            json: #"{\#(cards), "layout": {"itemCount": 5, "itemSize": [280, 250], "scrollDirection": "vertcal"}}"#,
            path: "layout.scrollDirection", fragments: [#"but found the string "vertcal" (did you mean "vertical"?)"#]),
        Case(
            name: "a misspelt scrollToItem position",
            json: #"{\#(cards), "gestures": [{"t": 0, "type": "scrollToItem", "item": 1, "position": "centerHorizontally"}]}"#,
            path: "gestures[0].position", fragments: [#"(did you mean "centeredHorizontally"?)"#]),
        Case(
            name: "a misspelt animation curve", json: #"{\#(view), "simulation": {"animationCurve": "easeinout"}}"#,
            path: "simulation.animationCurve", fragments: [#"(did you mean "easeInOut"?)"#]),
        Case(
            name: "a display time after the maximum duration", json: #"{\#(view), "simulation": {"maximumDuration": 1, "frameTimes": [0, 0.5, 2]}}"#,
            path: "simulation.frameTimes[2]", fragments: ["expected a time of at most 1 s (simulation.maximumDuration", "but found the number 2"]),
        Case(
            name: "a strategy parameter beyond 1e12", json: #"{\#(cards), "strategy": {"name": "snap-point-paging", "cellWidth": 1e308}}"#,
            path: "strategy.cellWidth",
            fragments: [#"expected a positive number of points up to 1e12 for "snap-point-paging""#, "but found the number 1e+308"]),
        Case(
            name: "a spacing parameter beyond 1e12", json: #"{\#(cards), "strategy": {"name": "peek", "cellSpacing": 1e20}}"#,
            path: "strategy.cellSpacing", fragments: [#"expected a number of points from 0 to 1e12 for "peek""#, "but found the number 1e+20"]),
        Case(
            name: "a misspelt strategy word", json: #"{\#(cards), "strategy": {"name": "view-aligned", "limitBehavior": "allways"}}"#,
            path: "strategy.limitBehavior", fragments: [#"but found the string "allways" (did you mean "always"?)"#]),
        Case(
            name: "a strategy word from a closed list, misspelt", json: #"{\#(cards), "strategy": {"name": "view-aligned", "anchor": "centre"}}"#,
            path: "strategy.anchor", fragments: [#"but found the string "centre" (did you mean "center"?)"#]),
        // Bad references.
        Case(
            name: "an unknown strategy", json: #"{\#(cards), "strategy": "native-pagin"}"#, path: "strategy.name",
            fragments: ["expected one of none, native-paging", #"but found "native-pagin" (did you mean "native-paging"?)"#]),
        Case(
            name: "an unknown strategy parameter", json: #"{\#(cards), "strategy": {"name": "threshold-paging", "treshold": 40}}"#,
            path: "strategy.treshold", fragments: [#"expected a parameter of "threshold-paging" (threshold)"#, #"(did you mean "threshold"?)"#]),
        Case(
            name: "a strategy parameter out of range", json: #"{\#(cards), "strategy": {"name": "snap-point", "snapPoint": 2}}"#,
            path: "strategy.snapPoint", fragments: [#"expected a fraction between 0 and 1 for "snap-point" but found the number 2"#]),
        Case(
            name: "a string for a number parameter", json: #"{\#(cards), "strategy": {"name": "threshold-paging", "threshold": "abc"}}"#,
            path: "strategy.threshold",
            fragments: [#"expected a positive number of points up to 1e12 for "threshold-paging" but found the string "abc""#]),
        Case(
            name: "a word that is not one of a parameter's",
            json: #"{\#(cards), "strategy": {"name": "view-aligned", "limitBehavior": "sometimes"}}"#,
            path: "strategy.limitBehavior",
            fragments: [#"expected never, always or a whole number ≥ 1 for "view-aligned" but found the string "sometimes""#]),
        Case(
            name: "snap-point with neither a layout nor a cellWidth",
            json: #"{"scrollView": {"bounds": [375, 250], "contentSize": [2000, 250]}, "strategy": "snap-point"}"#,
            path: "layout",
            fragments: [#"expected a layout or strategy.cellWidth (the strategy "snap-point""#, "but found no layout and no cellWidth"]),
        Case(
            name: "snap-point-paging with neither a layout nor a cellWidth",
            json: #"{"scrollView": {"bounds": [375, 250], "contentSize": [2000, 250]}, "strategy": {"name": "snap-point-paging", "snapPoint": 0.2}}"#,
            path: "layout", fragments: [#"expected a layout or strategy.cellWidth (the strategy "snap-point-paging""#]),
        Case(
            name: "itemCount 0 with a strategy that needs items",
            json: #"{"scrollView": {"bounds": [375, 250]}, "layout": {"itemCount": 0, "itemSize": [280, 250]}, "strategy": "threshold-paging"}"#,
            path: "layout.itemCount", fragments: [#"expected at least one item, which the strategy "threshold-paging" needs, but found 0 items"#]),
        Case(
            name: "no layout with a strategy that needs items", json: #"{\#(view), "strategy": "card-centering"}"#,
            path: "layout", fragments: ["but found no layout"]),
        Case(
            name: "scrollToItem beyond the item count", json: #"{\#(cards), "gestures": [{"t": 0, "type": "scrollToItem", "item": 5}]}"#,
            path: "gestures[0].item", fragments: ["expected an item index from 0 to 4 but found the number 5"]),
        Case(
            name: "scrollToItem with a negative item", json: #"{\#(cards), "gestures": [{"t": 0, "type": "scrollToItem", "item": -1}]}"#,
            path: "gestures[0].item", fragments: ["expected an item index from 0 to 4 but found the number -1"]),
        // Sections (layout.sections and scrollToItem's section).
        Case(
            name: "itemCount and sections together",
            json:
                #"{"scrollView": {"bounds": [375, 250]}, "layout": {"itemCount": 5, "itemSize": [280, 250], "sections": [{"itemCount": 2}, {"itemCount": 3}]}}"#,
            path: "layout.sections", fragments: ["expected either itemCount (one section) or sections, not both", "but found an array of 2 items"]),
        Case(
            name: "a section with a negative item count",
            json: #"{"scrollView": {"bounds": [375, 250]}, "layout": {"itemSize": [280, 250], "sections": [{"itemCount": 2}, {"itemCount": -1}]}}"#,
            path: "layout.sections[1].itemCount", fragments: ["expected a whole number from 0 to 100000 but found the number -1"]),
        Case(
            name: "scrollToItem in a section that does not exist",
            json:
                #"{"scrollView": {"bounds": [375, 250]}, "layout": {"itemSize": [280, 250], "sections": [{"itemCount": 2}, {"itemCount": 3}]}, "gestures": [{"t": 0, "type": "scrollToItem", "item": 0, "section": 2}]}"#,
            path: "gestures[0].section", fragments: ["expected a section index from 0 to 1 but found the number 2"]),
        // Names that become file names.
        Case(
            name: "a name that climbs out of the goldens folder", json: #"{"name": "../../tmp/evil", \#(view)}"#, path: "name",
            fragments: [#"expected a file name of 1 to 200 bytes in UTF-8"#, #"but found the string "../../tmp/evil""#]),
        Case(name: "an empty name", json: #"{"name": "", \#(view)}"#, path: "name", fragments: [#"but found the string ""."#]),
        // A view inside: errors name its path under subviews[i], strategies and expectations included.
        Case(
            name: "a subview strategy's bad parameter",
            json:
                #"{\#(view), "subviews": [{"name": "c", "frame": [0, 0, 375, 250], \#(cards), "strategy": {"name": "threshold-paging", "threshold": -5}}]}"#,
            path: "subviews[0].strategy.threshold", fragments: [#"for "threshold-paging" but found the number -5"#]),
        Case(
            name: "a subview strategy that needs items, without them",
            json:
                #"{\#(view), "subviews": [{"name": "c", "frame": [0, 0, 375, 250], "scrollView": {"bounds": [375, 250]}, "layout": {"itemCount": 0, "itemSize": [280, 250]}, "strategy": "threshold-paging"}]}"#,
            path: "subviews[0].layout.itemCount", fragments: [#"which the strategy "threshold-paging" needs, but found 0 items"#]),
        Case(
            name: "a subview expectation of the wrong type",
            json: #"{\#(view), "subviews": [{"name": "c", "frame": [0, 0, 375, 250], \#(cards), "expect": {"finalPage": "one"}}]}"#,
            path: "subviews[0].expect.finalPage", fragments: [#"but found the string "one""#]),
        Case(
            name: "a subview name that is not plain",
            json: #"{\#(view), "subviews": [{"name": "a.b", "frame": [0, 0, 375, 250], \#(cards)}]}"#,
            path: "subviews[0].name", fragments: [#"expected a plain name (letters, digits, - or _) but found the string "a.b""#]),
        Case(
            name: "an orthogonal section less than one pixel tall",
            json: #"""
                {"scrollView": {"bounds": [400, 250]}, "layout": {"kind": "compositional", "sections": [
                    {"name": "cards", "itemCount": 12, "group": {"width": 320, "height": 0.16, "count": 1},
                     "orthogonalScrollingBehavior": "paging"}]}}
                """#,
            path: "layout.sections[0].group.height",
            fragments: ["comes out 400 × 0 pt on the pixel grid at scrollView.displayScale 3, less than one pixel (1/3 pt) tall"]),
        Case(
            name: "setItemCount past the layout's item limit",
            json: #"{\#(cards), "gestures": [{"t": 0, "type": "setItemCount", "count": 100001}]}"#,
            path: "gestures[0].count",
            fragments: ["expected an item count (a whole number from 0 to 100000, the most a layout holds) but found the number 100001"]),
        Case(
            name: "setItemCounts that together pass the item limit",
            json: #"""
                {"scrollView": {"bounds": [375, 250]}, "layout": {"itemSize": [280, 250], "sections": [{"itemCount": 5}, {"itemCount": 5}]},
                 "gestures": [{"t": 0, "type": "setItemCount", "count": 99995}, {"t": 0.1, "type": "setItemCount", "count": 60000},
                              {"t": 0.2, "type": "setItemCount", "section": 1, "count": 40001}]}
                """#,
            path: "gestures[2].count",
            fragments: ["expected at most 40000 items (the other sections hold 60000 at this point)", "but found the number 40001."]),
        // Unknown keys under --strict (a warning otherwise: see `unknownKeysWarn`).
        Case(
            name: "an unknown key under --strict", json: #"{"scrollView": {"bounds": [375, 667], "contentSize": [375, 4000], "bounce": false}}"#,
            path: "scrollView.bounce", fragments: [#"unknown key "bounce" (did you mean "bounces"?)"#], strict: true),
        Case(
            name: "a duplicate key under --strict",
            json: "{\"scrollView\": {\"bounds\": [375, 667],\n  \"bounds\": [100, 100], \"contentSize\": [375, 4000]}}",
            path: "scrollView.bounds", fragments: [#"duplicate key "bounds" (on lines 1 and 2); the later value is used"#], strict: true),
    ]
}
