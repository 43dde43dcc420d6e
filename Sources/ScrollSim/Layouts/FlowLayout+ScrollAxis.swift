extension CollectionViewFlowLayout.ScrollDirection {
    /// The scroll axis of this direction: x for horizontal, y for vertical.
    public var axis: ScrollAxis { self == .horizontal ? .horizontal : .vertical }

    /// The direction that scrolls along `axis`.
    public init(axis: ScrollAxis) {
        self = axis == .horizontal ? .horizontal : .vertical
    }
}
