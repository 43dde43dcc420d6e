extension String {
    /// The sentence without its final period, to embed it in another sentence.
    package var droppingFinalPeriod: String { hasSuffix(".") ? String(dropLast()) : self }
}
