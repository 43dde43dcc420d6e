import Foundation
import Testing

@testable import ScrollSimUIKit

/// UIKit calls only the optional delegate methods an app implements. The adapters read a
/// delegate's methods as optional functions; these tests run the forwarding decision on a
/// delegate that implements some of them, as UIKit's optional requirements present it.
@Suite("The UIKit adapter calls only the delegate methods the app implements")
struct ScrollCallbackMethodsTests {
    /// A stand-in for the scroll view the app's methods receive.
    final class View {}

    /// Records which methods ran, with their arguments.
    final class Log {
        var entries: [String] = []
    }

    /// A delegate that implements `scrollViewWillEndDragging` (snapping the target to 296 pt
    /// cards) and `scrollViewDidEndDecelerating`, and nothing else.
    static func partialDelegate(_ log: Log) -> ScrollCallbackMethods<View> {
        var methods = ScrollCallbackMethods<View>()
        methods.willEndDragging = { _, velocity, target in
            log.entries.append("willEndDragging \(velocity.x)")
            target.pointee.x = (target.pointee.x / 296).rounded() * 296
        }
        methods.didEndDecelerating = { _ in log.entries.append("didEndDecelerating") }
        return methods
    }

    @Test("a method the delegate does not implement gives no call: nothing runs, so the mirror is not touched")
    func unimplementedMethodsAreNotCalled() {
        let log = Log()
        let methods = Self.partialDelegate(log)
        let view = View()
        for callback: ScrollCallback in [
            .didScroll, .willBeginDragging, .didEndDragging(decelerate: true), .willBeginDecelerating, .didEndScrollingAnimation,
        ] {
            #expect(methods.call(for: callback, with: view) == nil, "\(callback)")
        }
        #expect(log.entries.isEmpty)
    }

    @Test(
        "an implemented method is called with the callback's arguments, and a target it changes is written through the pointer the simulation reads")
    func implementedMethodsAreCalled() throws {
        let log = Log()
        let methods = Self.partialDelegate(log)
        let target = UnsafeMutablePointer<CGPoint>.allocate(capacity: 1)
        defer { target.deallocate() }
        target.initialize(to: CGPoint(x: 700, y: 0))
        let call = try #require(methods.call(for: .willEndDragging(velocity: CGPoint(x: 1.5, y: 0), target: target), with: View()))
        call()
        // 700 / 296 = 2.36, so the card at 2 · 296 = 592 pt.
        #expect(target.pointee.x == 592)
        let didEnd = try #require(methods.call(for: .didEndDecelerating, with: View()))
        didEnd()
        #expect(log.entries == ["willEndDragging 1.5", "didEndDecelerating"])
    }

    @Test("a delegate that implements nothing gets no call for any callback")
    func emptyDelegateGetsNothing() {
        let target = UnsafeMutablePointer<CGPoint>.allocate(capacity: 1)
        defer { target.deallocate() }
        target.initialize(to: .zero)
        let all: [ScrollCallback] = [
            .didScroll, .willBeginDragging, .willEndDragging(velocity: .zero, target: target), .didEndDragging(decelerate: false),
            .willBeginDecelerating, .didEndDecelerating, .didEndScrollingAnimation,
        ]
        #expect(all.allSatisfy { ScrollCallbackMethods<View>().call(for: $0, with: View()) == nil })
    }
}
