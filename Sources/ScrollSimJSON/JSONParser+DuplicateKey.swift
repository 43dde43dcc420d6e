extension JSONParser {
    /// A key that appears twice in one object. The value parsed is the later one's, as in most
    /// JSON parsers; scenario and recording files warn about it (an error under `--strict`).
    public struct DuplicateKey: Hashable, Sendable {
        /// The JSON path of the member, such as `scrollView.bounds`.
        public var path: String
        /// The repeated key.
        public var key: String
        /// 1-based line of the key's first occurrence.
        public var firstLine: Int
        /// 1-based line of the later occurrence, whose value is kept.
        public var line: Int

        /// Creates a note of a repeated key.
        public init(path: String, key: String, firstLine: Int, line: Int) {
            self.path = path
            self.key = key
            self.firstLine = firstLine
            self.line = line
        }
    }
}
