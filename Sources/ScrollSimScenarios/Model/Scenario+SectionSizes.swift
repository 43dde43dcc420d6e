import Foundation
import ScrollSim
import ScrollSimJSON

extension Scenario {
    /// Throws when an orthogonal section of a compositional `layout` comes out less than one pixel
    /// tall on the display (its group's height, plus the section's insets, rounded to `1 / scale`
    /// pt): its scroll view would have no area to touch or show, and a scroll view's bounds must be
    /// positive. Named at the group's `height`, the key that makes the section's height.
    static func checkOrthogonalSectionSizes(_ layout: LayoutSpec?, scrollView: ScrollViewSpec, reader: JSONReader) throws {
        guard let spec = layout?.compositional else { return }
        let solution = spec.solution(bounds: scrollView.bounds, displayScale: scrollView.displayScale)
        for (i, section) in solution.sections.enumerated() {
            guard let descriptor = section.orthogonal else { continue }
            let size = descriptor.frame.size
            guard size.width <= 0 || size.height <= 0 else { continue }
            let pixel = "1/\(JSONValue.format(scrollView.displayScale))"
            throw reader.error(
                .invalidValue, at: "layout.sections[\(i)].group.height",
                "the orthogonal section comes out \(JSONValue.format(Double(size.width))) × \(JSONValue.format(Double(size.height))) pt on "
                    + "the pixel grid at scrollView.displayScale \(JSONValue.format(scrollView.displayScale)), less than one pixel "
                    + "(\(pixel) pt) tall: its scroll view would have nothing to touch or show; make the group at least one pixel tall")
        }
    }

    /// Throws when a layout's content comes out larger than `JSONReader.largestMagnitude` (10¹²
    /// pt) along either axis, for the scenario's view (flow or compositional, each orthogonal
    /// section too) or any view inside: numbers in a file stop there so that offsets keep
    /// 1/4096 pt, and a layout multiplies them (100,000 items 10¹² pt wide made offsets of 10¹⁷
    /// in 16 pt steps). Named at the layout, with both factors.
    static func checkContentExtents(_ layout: LayoutSpec?, scrollView: ScrollViewSpec, subviews: [SubviewSpec], reader: JSONReader) throws {
        func check(_ size: CGSize, at path: String, what: String) throws {
            let largest = JSONReader.largestMagnitude
            guard Double(size.width) > largest || Double(size.height) > largest else { return }
            throw reader.error(
                .invalidValue, at: path,
                "\(what) comes out \(JSONValue.format(Double(size.width))) × \(JSONValue.format(Double(size.height))) pt, past the "
                    + "1e12 pt every number of a file is held to (offsets beyond it lose the pixel grid); make its items smaller or fewer")
        }
        if let spec = layout?.compositional {
            let solution = spec.solution(bounds: scrollView.bounds, displayScale: scrollView.displayScale)
            try check(solution.contentSize, at: "layout", what: "the compositional layout's content")
            for (i, section) in solution.sections.enumerated() {
                guard let descriptor = section.orthogonal else { continue }
                try check(descriptor.contentSize, at: "layout.sections[\(i)]", what: "the orthogonal section's content")
            }
        } else if let layout {
            let size = layout.flowContentSize(in: scrollView, axis: layout.scrollDirection.axis)
            try check(size, at: "layout", what: "the layout's content")
        }
        for placed in Scenario.placed(subviews) {
            guard let layout = placed.spec.layout else { continue }
            let size = layout.flowContentSize(in: placed.spec.scrollView, axis: layout.scrollDirection.axis)
            try check(size, at: placed.path + ".layout", what: "the layout's content")
        }
    }
}
