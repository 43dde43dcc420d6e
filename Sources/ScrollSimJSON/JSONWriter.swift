/// Renders `JSONValue` as text: compact, or pretty with two-space indentation.
extension JSONValue {
    /// The JSON text of this value; `pretty` puts each member on its own line.
    public func rendered(pretty: Bool = false) -> String {
        var out = ""
        write(into: &out, pretty: pretty, indent: "")
        return out
    }

    private func write(into out: inout String, pretty: Bool, indent: String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += JSONValue.format(n)
        case .string(let s): out += JSONValue.quoted(s)
        case .array(let items):
            if items.isEmpty {
                out += "[]"
                return
            }
            let simple = items.allSatisfy { if case .array = $0 { false } else if case .object = $0 { false } else { true } }
            if !pretty || simple {
                out += "["
                for (i, item) in items.enumerated() {
                    if i > 0 { out += pretty ? ", " : "," }
                    item.write(into: &out, pretty: pretty, indent: indent)
                }
                out += "]"
                return
            }
            let inner = indent + "  "
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += inner
                item.write(into: &out, pretty: pretty, indent: inner)
                out += i + 1 < items.count ? ",\n" : "\n"
            }
            out += indent + "]"
        case .object(let members):
            if members.isEmpty {
                out += "{}"
                return
            }
            let inner = indent + "  "
            out += pretty ? "{\n" : "{"
            for (i, member) in members.enumerated() {
                if pretty { out += inner }
                out += JSONValue.quoted(member.key) + (pretty ? ": " : ":")
                member.value.write(into: &out, pretty: pretty, indent: inner)
                if i + 1 < members.count { out += pretty ? ",\n" : "," } else if pretty { out += "\n" }
            }
            out += pretty ? indent + "}" : "}"
        }
    }

    /// `s` as a JSON string literal. Every control character (C0, DEL and C1, the ones a terminal
    /// may act on) is escaped, so the literal is safe to print.
    public static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A number rounded to `decimals` places, for reports (avoids 0.30000000000000004).
    public static func rounded(_ n: Double, _ decimals: Int) -> JSONValue {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let r = (n * scale).rounded() / scale
        return .number(r == 0 ? 0 : r)
    }
}
