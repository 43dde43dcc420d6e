import Foundation
import ScrollSim

extension FeelPage.Scene {
    /// What the view is, in one plain word or two, from the axes it scrolls along (where its
    /// smallest and largest offsets differ) and whether it pages itself: `Feed` (vertical),
    /// `Carousel` (horizontal), `Pager` (horizontal, paging), `Vertical pager`, `Scroll view (both
    /// ways)`, or `Screen (does not scroll)`. A run's default title (`FeelPage.Run.title`).
    public var kindWords: String {
        let horizontal = maximumOffset.x > minimumOffset.x
        let vertical = maximumOffset.y > minimumOffset.y
        switch (horizontal, vertical) {
        case (true, true): return "Scroll view (both ways)"
        case (true, false): return paging == nil ? "Carousel" : "Pager"
        case (false, true): return paging == nil ? "Feed" : "Vertical pager"
        case (false, false): return "Screen (does not scroll)"
        }
    }
}
