import Foundation

extension SimulatedSwiftUI {
    /// SwiftUI's `ScrollPhase` (iOS 18), the value `onScrollPhaseChange` reports, as SwiftUI 26.1
    /// derives it from the `UIScrollView` it hosts (docs/physics.md, "SwiftUI scroll phases,
    /// geometry and visibility"). The raw values are the cases' order, SwiftUI's own tags:
    /// `-[HostingScrollView setContentOffset:animated:]` stores 4 (`animating`) in
    /// `ScrollViewHelper.lastPhase`, and the end of a deceleration or scroll animation stores 0.
    public enum ScrollPhase: UInt8, CaseIterable, Hashable, Sendable, CustomStringConvertible {
        /// No scroll is going on.
        case idle
        /// A finger is on the view, which has not begun to scroll (UIKit's `isTracking` without
        /// `isDragging`).
        case tracking
        /// The finger scrolls the view (`scrollViewWillBeginDragging` until
        /// `scrollViewDidEndDragging`).
        case interacting
        /// The view glides, bounces or settles after the finger lifted (`isDecelerating`).
        case decelerating
        /// A programmatic scroll animates the view (`setContentOffset(_:animated: true)`).
        case animating

        /// The phase of one frame from UIKit's flags and the engine's motion during it.
        ///
        /// The first that holds wins: `isDragging` → `.interacting`; `isTracking` →
        /// `.tracking`; an animated scroll (`motion == .animating`) → `.animating`;
        /// `isDecelerating` → `.decelerating`; otherwise `.idle` (also a view moved by a view
        /// inside it, `.following`, or bouncing without `isDecelerating`: no callback tells
        /// SwiftUI, whose phase changes only in its delegate callbacks).
        public init(isTracking: Bool, isDragging: Bool, isDecelerating: Bool, motion: MotionPhase) {
            if isDragging {
                self = .interacting
            } else if isTracking {
                self = .tracking
            } else if motion == .animating {
                self = .animating
            } else if isDecelerating {
                self = .decelerating
            } else {
                self = .idle
            }
        }

        /// The phase a recorded frame shows (`init(isTracking:isDragging:isDecelerating:motion:)`).
        public init(_ frame: Frame) {
            self.init(isTracking: frame.isTracking, isDragging: frame.isDragging, isDecelerating: frame.isDecelerating, motion: frame.phase)
        }

        /// SwiftUI's `isScrolling`: every phase but `.idle`.
        public var isScrolling: Bool { self != .idle }

        /// The case's name, as SwiftUI spells it (`"idle"`, `"interacting"`, …).
        public var description: String {
            switch self {
            case .idle: "idle"
            case .tracking: "tracking"
            case .interacting: "interacting"
            case .decelerating: "decelerating"
            case .animating: "animating"
            }
        }

        /// Parses a name written by `description`.
        public init?(name: String) {
            guard let phase = Self.allCases.first(where: { $0.description == name }) else { return nil }
            self = phase
        }
    }
}
