// A delegate method written with `inout CGPoint` where UIKit passes `UnsafeMutablePointer<CGPoint>`,
// PLACEMENT (scripts/check-near-miss-delegate.sh fills it in): in the extension that declares the
// conformance, or in the class body.
import ScrollSim

final class CardPager: NSObject BODY_CONFORMANCE {
    BODY_METHOD
}

EXTENSION_OPEN
    EXTENSION_METHOD
EXTENSION_CLOSE
