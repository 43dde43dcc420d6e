// A stand-in for the names of Apple's AppKit that ScrollSim meets on macOS: the `IndexPath`
// additions of `NSCollectionView` (`init(item:section:)`, `item`, `section`; no `row`), in the
// SDK's shapes. Not a product of the package: `tools/sdk-standins/build.sh` compiles against it.
@_exported import Foundation

extension IndexPath {
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
}

public struct NSEdgeInsets: Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

@MainActor open class NSView: NSObject {}
@MainActor open class NSScrollView: NSView {}
