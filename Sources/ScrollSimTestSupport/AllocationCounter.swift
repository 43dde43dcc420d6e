import Foundation
import ScrollSimAllocationHook

/// Counts the heap allocations the calling thread makes while a closure runs, for tests that a
/// frame, a recorded frame or a sweep cell allocates nothing.
///
/// The test process's `malloc`, `calloc` and `realloc` are `ScrollSimAllocationHook`'s, which
/// count the calls made on a thread that is counting and pass every call on to glibc's own. Every
/// Swift object, array, string and closure context is allocated through `malloc`, as is a weak
/// reference's side table; calls on other threads (tests running in parallel) are not counted.
/// A count is exact and the same on every run, whatever the machine's load.
///
/// Linux (glibc) only, and not under AddressSanitizer or ThreadSanitizer (whose own `malloc` and
/// `free` must see every block): elsewhere `isAvailable` is false, `count` returns nil, and the
/// tests that use it are skipped.
public enum AllocationCounter {
    /// Whether counting works here: on glibc, with the process's `malloc` resolved to the hook's
    /// (the executable exports it), so that the Swift runtime's allocations are counted too.
    public static let isAvailable = scrollsim_allocations_hooked() != 0

    /// The number of heap allocations the calling thread made while `body` ran, or nil where
    /// counting is not available. Counts do not nest.
    public static func count(_ body: () throws -> Void) rethrows -> Int? {
        guard isAvailable else { return nil }
        scrollsim_allocations_begin()
        defer { _ = scrollsim_allocations_end() }
        try body()
        return scrollsim_allocations_end()
    }
}
