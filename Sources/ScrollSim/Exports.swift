// What ScrollSim's public API is written in comes with `import ScrollSim`: `CGPoint`, `CGSize`,
// `CGFloat` and `IndexPath` from Foundation; where UIKit exists (iOS, tvOS, visionOS, Mac
// Catalyst), its `UIEdgeInsets` and `IndexPath` additions, which ScrollSim uses instead of
// declaring its own; on macOS, AppKit's `IndexPath` additions (`item`, `section`), likewise.
@_exported import Foundation

#if canImport(UIKit)
    @_exported import UIKit
#elseif canImport(AppKit)
    @_exported import AppKit
#endif
