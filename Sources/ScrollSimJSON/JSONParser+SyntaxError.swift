extension JSONParser {
    /// A syntax error, at a 1-based line and column.
    public struct SyntaxError: Error, Hashable, Sendable {
        /// What is wrong, as a plain phrase.
        public var reason: String
        /// 1-based line of the offending character.
        public var line: Int
        /// 1-based column of the offending character.
        public var column: Int
        /// Whether the text is a well-formed number whose value overflows `Double` (`1e400`).
        public var isNumberTooLarge = false
    }
}
