/// What the scroll view is doing during a frame.
public enum MotionPhase: UInt8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// At rest.
    case idle
    /// Following a finger.
    case dragging
    /// Gliding after a release, inside the allowed offsets.
    case decelerating
    /// Past an edge and returning (or a fling crossing an edge).
    case bouncing
    /// Settling on a page with `isPagingEnabled`.
    case paging
    /// Running `setContentOffset(_:animated: true)` or `scrollToItem(…, animated: true)`.
    case animating
    /// Moved by a view inside it, which drags this paging view by its overscroll
    /// (`NestedScrollViews`; UIKit's `_attemptToDragParent:forNewBounds:oldBounds:`).
    case following

    /// The lowercase name used in files and reports.
    public var description: String {
        switch self {
        case .idle: "idle"
        case .dragging: "dragging"
        case .decelerating: "decelerating"
        case .bouncing: "bouncing"
        case .paging: "paging"
        case .animating: "animating"
        case .following: "following"
        }
    }

    /// Parses a name written by `description`.
    public init?(name: String) {
        guard let phase = Self.allCases.first(where: { $0.description == name }) else { return nil }
        self = phase
    }
}
