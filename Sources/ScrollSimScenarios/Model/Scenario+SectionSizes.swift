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
        let solution = spec.layout.solve(bounds: scrollView.bounds, displayScale: CGFloat(scrollView.displayScale))
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
}
