import ScrollSim
import ScrollSimJSON

extension JSONReader {
    /// `{"top": …, "left": …, "bottom": …, "right": …}` in points; missing edges are 0.
    public mutating func insets(_ value: JSONValue?, at path: String) throws -> UIEdgeInsets {
        let o = try object(value, at: path, known: ["top", "left", "bottom", "right"])
        func edge(_ key: String) throws -> Double {
            guard let v = o[key] else { return 0 }
            return try number(v, at: JSONReader.join(path, key))
        }
        return UIEdgeInsets(top: try edge("top"), left: try edge("left"), bottom: try edge("bottom"), right: try edge("right"))
    }
}
