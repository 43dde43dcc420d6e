import Foundation
import ScrollSim

/// The SwiftUI scroll-target behaviors a scenario file may name in `swiftUI.scrollTargetBehavior`
/// besides `paging` and `viewAligned`: the package's own (`tenths`) and any an app registers,
/// from its test target, before it loads a file (`register(_:summary:make:)`). The names are kept
/// for the process; a name registered twice keeps its first maker.
public enum SwiftUIBehaviorCatalog {
    /// One named behavior.
    public struct Entry: Sendable {
        /// The name a file writes, e.g. `tenths`.
        public var name: String
        /// One line: what it does.
        public var summary: String
        /// Makes the behavior.
        public var make: @Sendable () -> any SimulatedSwiftUI.ScrollTargetBehavior
    }

    /// The package's own named behaviors.
    public static let builtIn: [Entry] = [
        Entry(
            name: "tenths",
            summary:
                "An app's own behavior: the target rounded to the nearest multiple of a tenth of the container's length, itself "
                + "rounded to whole points (`Tenths`).",
            make: { Tenths() })
    ]

    /// Registers an app's behavior under `name` for scenario files; returns false (and keeps the
    /// first) when the name is taken, or when it is `paging` or `viewAligned`.
    @discardableResult
    public static func register(
        _ name: String, summary: String = "", make: @escaping @Sendable () -> any SimulatedSwiftUI.ScrollTargetBehavior
    ) -> Bool {
        guard !["paging", "viewAligned"].contains(name) else { return false }
        return registered.update { entries in
            guard !entries.contains(where: { $0.name == name }) else { return false }
            entries.append(Entry(name: name, summary: summary, make: make))
            return true
        }
    }

    /// Every named behavior: the package's, then the registered ones in the order registered.
    public static var entries: [Entry] { registered.update { $0 } }

    /// The names a file may write.
    public static var names: [String] { entries.map(\.name) }

    /// The behavior named `name`, new; nil for a name not in the catalog.
    public static func make(_ name: String) -> (any SimulatedSwiftUI.ScrollTargetBehavior)? {
        entries.first { $0.name == name }?.make()
    }

    private static let registered = Registered(builtIn)
}

extension SwiftUIBehaviorCatalog {
    /// The package's example of an app's behavior: the target's coordinate on each scrolled axis
    /// rounded to the nearest multiple of `step = round(container length / 10)` (C `round`, halves
    /// away from zero), in SwiftUI's space. Velocity, ends and the original target are not read.
    public struct Tenths: SimulatedSwiftUI.ScrollTargetBehavior {
        /// The behavior.
        public init() {}

        /// Rounds the target's coordinate on each axis of `context.axes` to a multiple of a tenth
        /// of the container's length on that axis (points).
        public func updateTarget(_ target: inout SimulatedSwiftUI.ScrollTarget, context: TargetContext) {
            if context.axes.contains(.horizontal) {
                let step = (context.containerSize.width / 10).rounded()
                if step > 0 { target.rect.origin.x = (target.rect.origin.x / step).rounded() * step }
            }
            if context.axes.contains(.vertical) {
                let step = (context.containerSize.height / 10).rounded()
                if step > 0 { target.rect.origin.y = (target.rect.origin.y / step).rounded() * step }
            }
        }
    }
}

/// The catalog's entries behind a lock: registration may come from any test's thread.
private final class Registered: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [SwiftUIBehaviorCatalog.Entry]

    init(_ entries: [SwiftUIBehaviorCatalog.Entry]) { self.entries = entries }

    func update<T>(_ body: (inout [SwiftUIBehaviorCatalog.Entry]) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&entries)
    }
}
