/// A reference to an object that something else keeps alive, used without retaining it: the
/// package's one use of `Unmanaged` (docs/architecture.md, "Unsafe code": unretained delegate).
///
/// Retaining and releasing a delegate costs a slow, atomic path (a weakly referenced object keeps
/// its count in a side table), and the view calls its delegate up to once a frame. Whoever makes an
/// `Unretained` holds `object` strongly for as long as the reference is used (the view's
/// `heldDelegate` while a run holds it, a sweep's worker while its cells run) and replaces it when
/// the object changes.
package struct Unretained<Object: AnyObject> {
    @usableFromInline let reference: Unmanaged<Object>

    /// A reference to `object`, valid while something else holds it.
    @inlinable @inline(__always) package init(_ object: Object) { reference = .passUnretained(object) }

    /// Runs `body` with the object, neither retained nor released.
    @inlinable @inline(__always) package func withObject<Result>(_ body: (Object) throws -> Result) rethrows -> Result {
        try reference._withUnsafeGuaranteedRef(body)
    }

    /// Whether this refers to `object`.
    package func refers(to object: AnyObject) -> Bool { reference.toOpaque() == Unmanaged.passUnretained(object).toOpaque() }
}
