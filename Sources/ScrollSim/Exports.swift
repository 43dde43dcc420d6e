// What ScrollSim's public API is written in comes with `import ScrollSim`: `CGPoint`, `CGSize`,
// `CGFloat` and `IndexPath` from Foundation, and where UIKit exists, its `UIEdgeInsets` and
// `IndexPath` additions, which ScrollSim uses instead of declaring its own.
@_exported import Foundation

#if canImport(UIKit)
@_exported import UIKit
#endif
