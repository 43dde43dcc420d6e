import Foundation
import ScrollSim

extension FeelPage {
    /// Something a person watching a run would notice (`FeelNote`), as the page says it.
    public struct Notice: Sendable, Equatable {
        /// The run's frame it happens at (counted from the run's first frame); nil for a notice
        /// about the whole run.
        public var frame: Int?
        /// Whether it is a jump: marked on the curves and by the viewport while that frame shows.
        public var isJump: Bool
        /// One sentence saying it.
        public var sentence: String

        /// A notice from its parts.
        public init(frame: Int?, isJump: Bool, sentence: String) {
            self.frame = frame
            self.isJump = isJump
            self.sentence = sentence
        }

        /// The notices of `recording` (`Recording.feelNotes`), their frames counted from its first.
        static func notices(_ recording: Recording) -> [Notice] {
            let first = recording.frames.first?.index ?? 0
            return recording.feelNotes.map { note in
                switch note {
                case .jump(let frame, let time, let distance, let allowed):
                    Notice(
                        frame: frame - first, isJump: true,
                        sentence:
                            "frame \(frame - first) (\(FixedDecimal.text(time, decimals: 4)) s) jumps \(FixedDecimal.text(distance, decimals: 3)) pt "
                            + "in one frame, where its velocity allows \(FixedDecimal.text(allowed, decimals: 3)) pt")
                case .releaseZeroed(let frame, let time, let speed):
                    Notice(
                        frame: frame - first, isJump: false,
                        sentence:
                            "the release at frame \(frame - first) (\(FixedDecimal.text(time, decimals: 4)) s) was zeroed: the finger lifted at "
                            + "\(FixedDecimal.text(speed * 1000, decimals: 1)) pt/s, under UIKit's 250 pt/s, so the view settles instead of gliding")
                case .delegateReleased:
                    Notice(frame: nil, isJump: false, sentence: note.description)
                }
            }
        }
    }

    /// Where a golden that keeps no frames says the run rested.
    public struct GoldenRest: Sendable, Equatable {
        /// The page the golden rested on (`PageGrid`'s numbering).
        public var page: Int
        /// An offset showing that page, in points: the ghost's place in the viewport.
        public var offset: CGPoint
        /// When the golden came to rest, in seconds; nil when it keeps no time.
        public var time: Double?

        /// A rest from its parts (points, seconds).
        public init(page: Int, offset: CGPoint, time: Double?) {
            self.page = page
            self.offset = offset
            self.time = time
        }
    }
}
