import ScrollPhysics
import ScrollSimJSON

extension AnimationCurve {
    /// The named curves as a scenario file spells them; a Bézier is the object
    /// `{"cubicBezier": [x1, y1, x2, y2]}`.
    static let named: [(word: String, curve: AnimationCurve)] = [
        ("sineEaseInOut", .sineEaseInOut), ("sineEaseOut", .sineEaseOut), ("sineEaseIn", .sineEaseIn), ("linear", .linear),
        ("easeInOut", .easeInOut), ("easeOut", .easeOut),
    ]

    /// Reads `"sineEaseInOut"`, `"sineEaseOut"`, `"sineEaseIn"` (UIKit's curves), `"linear"`,
    /// `"easeInOut"`, `"easeOut"` (Core Animation's) or `{"cubicBezier": [x1, y1, x2, y2]}` with
    /// x1 and x2 in [0, 1] (so that time runs forward, as Core Animation requires).
    static func decode(_ value: JSONValue, at path: String, reader: inout JSONReader) throws -> AnimationCurve {
        if case .object = value {
            let members = try reader.object(value, at: path, known: ["cubicBezier"])
            let pointsPath = JSONReader.join(path, "cubicBezier")
            guard let points = members["cubicBezier"] else {
                throw reader.mismatch(pointsPath, "four numbers [x1, y1, x2, y2]", nil)
            }
            let numbers = try reader.array(points, at: pointsPath)
            guard numbers.count == 4 else {
                throw reader.mismatch(pointsPath, "four numbers [x1, y1, x2, y2]", points)
            }
            let x1 = try reader.number(numbers[0], at: JSONReader.join(pointsPath, 0), in: 0...1, "a number from 0 to 1")
            let y1 = try reader.number(numbers[1], at: JSONReader.join(pointsPath, 1))
            let x2 = try reader.number(numbers[2], at: JSONReader.join(pointsPath, 2), in: 0...1, "a number from 0 to 1")
            let y2 = try reader.number(numbers[3], at: JSONReader.join(pointsPath, 3))
            return .cubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
        }
        let words = named.map(\.word)
        guard case .string = value else {
            let listed = words.map { "\"\($0)\"" }.joined(separator: ", ")
            throw reader.mismatch(path, "one of \(listed) or {\"cubicBezier\": [x1, y1, x2, y2]}", value)
        }
        let word = try reader.choice(value, at: path, words)
        return named.first { $0.word == word }!.curve
    }

    /// The curve as a scenario file writes it.
    var json: JSONValue {
        if case .cubicBezier(let x1, let y1, let x2, let y2) = self {
            return .object([("cubicBezier", .array([.number(x1), .number(y1), .number(x2), .number(y2)]))])
        }
        return .string(Self.named.first { $0.curve == self }!.word)
    }
}
